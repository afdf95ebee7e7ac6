import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { savedLeadExtras } from '@/testing/saved-lead';
import { server } from '@/testing/msw-server';
import { renderWithProviders } from '@/testing/render';
import { testOrigin } from '@/testing/rest';
import { BOOKING_SUCCESS_MS } from '../components/BookingForm';
import { FestivalOffer } from '../components/FestivalOffer';
import { formatRupees } from '@/lib/numbers';
import type { OfferPackage, PublicOffer } from '@/features/offers';

type User = ReturnType<typeof userEvent.setup>;

/** Focuses a field and pastes into it: one input event instead of one per key, so slow machines stay fast. */
async function fill(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const bookingsUrl = `${testOrigin}/rest/v1/festival_bookings`;
const offersUrl = `${testOrigin}/rest/v1/offers`;

const DAY = 86_400_000;
/** The SPEC's countdown (15 days, 08 hours, 42 minutes, 18 seconds), plus half a second of slack for the test's own time. */
const SPEC_COUNTDOWN_MS = 15 * DAY + 8 * 3_600_000 + 42 * 60_000 + 18_000 + 500;

const festivalPackages: OfferPackage[] = [
  { name: 'Festival Starter', duration: '15 days', original_price: 50_000, offer_price: 35_000, popular: false, features: ['2 hoardings', 'Photo proof of every site'] },
  { name: 'Festival Pro', duration: '30 days', original_price: 1_20_000, offer_price: 75_000, popular: true, features: ['5 hoardings and 1 unipole'] },
  { name: 'Festival Dominator', duration: '45 days', original_price: 2_50_000, offer_price: 1_50_000, popular: false, features: ['10 hoardings'] },
];

function offer(overrides: Partial<PublicOffer> = {}): PublicOffer {
  return {
    id: 'offer-festival',
    slug: 'festival-season',
    title: 'Festival Season Offer',
    season: 'Year-end festivals',
    lead: 'Hoardings, bus wraps, vans and mall activations when Chennai shops the most.',
    hero_image: '/images/site/festival/hero.svg',
    valid_from: new Date(Date.now() - DAY).toISOString(),
    valid_until: new Date(Date.now() + SPEC_COUNTDOWN_MS).toISOString(),
    packages: festivalPackages,
    ...overrides,
  };
}

/** The offers the page reads, as PostgREST answers them. */
function useOffers(offers: PublicOffer[] = [offer()]) {
  server.use(http.get(offersUrl, () => HttpResponse.json(offers)));
}

/** The page opened without prerendered offers: it reads them in the browser; the booking form's code loads apart. */
async function renderOffer({ bookable = true } = {}) {
  const view = renderWithProviders(<FestivalOffer reading={{ offers: null, readAt: Date.now() }} />);
  await screen.findByRole('heading', { level: 1 });
  if (bookable) await screen.findByRole('form', { name: 'Festival booking' });
  return view;
}

function useBookings(reply: () => Response | Promise<Response> = () => new HttpResponse(null, { status: 201 })) {
  const rows: unknown[] = [];
  server.use(
    http.post(bookingsUrl, async ({ request }) => {
      rows.push(await request.json());
      return reply();
    }),
  );
  return rows;
}

const preferredPackage = () => screen.getByLabelText(/Preferred Package/);

async function fillBooking(user: User) {
  await fill(user, screen.getByLabelText(/Full Name/), 'Ravi Kumar');
  await fill(user, screen.getByLabelText(/Business Name/), 'Ravi Silks');
  await fill(user, screen.getByLabelText(/Phone Number/), '98400 12345');
  await fill(user, screen.getByLabelText(/Email Address/), 'ravi@ravisilks.in');
}

beforeEach(() => {
  // jsdom has no layout, so no scrolling either.
  Element.prototype.scrollIntoView = vi.fn();
  useOffers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('festival offer', { timeout: 20_000 }, () => {
  it('formats prices with Indian digit grouping', () => {
    expect(formatRupees(120000)).toBe('₹1,20,000');
    expect(formatRupees(35000)).toBe('₹35,000');
    expect(formatRupees(250000)).toBe('₹2,50,000');
  });

  it('shows the running offer\'s packages, its most popular one as the default, and counts down to its end', async () => {
    await renderOffer();
    expect(screen.getByRole('heading', { level: 1, name: 'Festival Season Offer' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Festival Starter' })).toBeInTheDocument();
    expect(screen.getByText('₹1,20,000')).toBeInTheDocument();
    expect(screen.getByText('₹75,000')).toBeInTheDocument();
    const popular = screen.getByText('Most Popular').closest('li') as HTMLElement;
    expect(within(popular).getByRole('heading', { name: 'Festival Pro' })).toBeInTheDocument();
    expect(preferredPackage()).toHaveValue('Festival Pro');
    expect(screen.getByText('38% OFF · Save ₹45,000')).toBeInTheDocument();
    const countdown = screen.getByTestId('offer-countdown');
    await waitFor(() => expect(countdown).toHaveTextContent(/^Days15Hours08Minutes42Seconds\d\d$/));
    // Screen readers hear the end once, as a sentence; the ticking digits are hidden from them.
    expect(countdown).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText(/^The offer ends on .* India time\.$/)).toBeInTheDocument();
  });

  it('shows what it was rendered with, then the offer the fresh read finds running', async () => {
    useOffers([offer({ id: 'offer-new', title: 'Pongal Flash Offer', valid_until: new Date(Date.now() + DAY).toISOString() }), offer()]);
    renderWithProviders(<FestivalOffer reading={{ offers: [offer()], readAt: Date.now() }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Festival Season Offer' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pongal Flash Offer' })).toBeInTheDocument();
  });

  it('turns to the ended state at the end without a reload, keeping the booking form and what was typed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    useOffers([offer({ valid_until: new Date(Date.now() + 3_000).toISOString() })]);
    const rows = useBookings();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderOffer();
    await fillBooking(user);
    act(() => vi.advanceTimersByTime(4_000));
    expect(await screen.findByRole('status')).toHaveTextContent('This offer has ended');
    expect(screen.queryByTestId('offer-countdown')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Business Name/)).toHaveValue('Ravi Silks');
    await user.click(screen.getByRole('button', { name: 'Submit Booking' }));
    expect(await screen.findByText('Booking Submitted Successfully!')).toBeInTheDocument();
    expect(rows).toMatchObject([{ offer_id: 'offer-festival', preferred_package: 'Festival Pro' }]);
  });

  it('says plainly that the last offer ended, names the next one, and points to /contact when none runs', async () => {
    useOffers([
      offer({ id: 'offer-diwali', slug: 'diwali-lights', title: 'Diwali Lights Offer', valid_from: new Date(Date.now() - 40 * DAY).toISOString(), valid_until: new Date(Date.now() - 5 * DAY).toISOString() }),
      offer({ id: 'offer-pongal', slug: 'pongal-harvest', title: 'Pongal Harvest Offer', valid_from: new Date(Date.now() + 10 * DAY).toISOString(), valid_until: new Date(Date.now() + 40 * DAY).toISOString() }),
    ]);
    await renderOffer({ bookable: false });
    expect(screen.getByRole('heading', { level: 1, name: 'Our last offer has ended' })).toBeInTheDocument();
    expect(screen.getByText(/^The Diwali Lights Offer ended on /)).toBeInTheDocument();
    expect(screen.getByText(/^Our next offer, Pongal Harvest Offer, starts on /)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the Pongal Harvest Offer' })).toHaveAttribute('href', '/offers/pongal-harvest');
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(screen.queryByRole('form', { name: 'Festival booking' })).not.toBeInTheDocument();
  });

  it("'Book This Package' sets the preferred package and goes to the booking form", async () => {
    const user = userEvent.setup({ delay: null });
    await renderOffer();
    await user.click(screen.getByRole('button', { name: 'Book This Package: Festival Dominator' }));
    expect(preferredPackage()).toHaveValue('Festival Dominator');
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Reserve Your Festive Campaign' })).toHaveFocus();
  });

  it('saves the booking for the offer, shows success for 5 s, then a fresh form on the most popular package', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const rows = useBookings();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderOffer();
    await user.click(screen.getByRole('button', { name: 'Book This Package: Festival Starter' }));
    await fillBooking(user);
    await user.click(screen.getByRole('button', { name: 'Submit Booking' }));

    expect(await screen.findByText('Booking Submitted Successfully!')).toBeInTheDocument();
    // In act, so the success view's timer has started before the clock is moved on.
    await waitFor(() => expect(rows).toEqual([
      {
        name: 'Ravi Kumar',
        business_name: 'Ravi Silks',
        phone: '98400 12345',
        email: 'ravi@ravisilks.in',
        offer_id: 'offer-festival',
        preferred_package: 'Festival Starter',
        message: null,
        ...savedLeadExtras,
      },
    ]));

    act(() => vi.advanceTimersByTime(BOOKING_SUCCESS_MS - 100));
    expect(screen.getByText('Booking Submitted Successfully!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.queryByText('Booking Submitted Successfully!')).not.toBeInTheDocument();
    expect(preferredPackage()).toHaveValue('Festival Pro');
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('');
  });

  it('disables the button while sending, and on failure says so and keeps what was typed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    useBookings(async () => {
      await held;
      return HttpResponse.json({ message: 'boom' }, { status: 500 });
    });
    const user = userEvent.setup({ delay: null });
    await renderOffer();
    await fillBooking(user);
    await fill(user, screen.getByRole('textbox', { name: /^Message/ }), 'Deepavali week, T. Nagar');
    await user.click(screen.getByRole('button', { name: 'Submit Booking' }));
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    release();

    expect(await screen.findByRole('alert')).toHaveTextContent('We could not submit your booking. Please try again.');
    expect(screen.getByLabelText(/Business Name/)).toHaveValue('Ravi Silks');
    expect(screen.getByRole('textbox', { name: /^Message/ })).toHaveValue('Deepavali week, T. Nagar');
    expect(screen.getByRole('button', { name: 'Submit Booking' })).toBeEnabled();
    expect(console.error).toHaveBeenCalled();
  });

  it('relies on the browser for required fields and an e-mail type input', async () => {
    await renderOffer();
    for (const label of [/Full Name/, /Business Name/, /Phone Number/, /Email Address/, /Preferred Package/]) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.getByLabelText(/Email Address/)).toHaveAttribute('type', 'email');
    expect(screen.getByRole('textbox', { name: /^Message/ })).not.toBeRequired();
  });

  it('refuses a phone number the database would refuse, next to the field', async () => {
    const rows = useBookings();
    const user = userEvent.setup({ delay: null });
    await renderOffer();
    await fillBooking(user);
    await user.clear(screen.getByLabelText(/Phone Number/));
    await fill(user, screen.getByLabelText(/Phone Number/), '12345');
    await user.click(screen.getByRole('button', { name: 'Submit Booking' }));
    expect(await screen.findByText('Enter a valid phone number')).toBeInTheDocument();
    expect(rows).toHaveLength(0);
  });
});
