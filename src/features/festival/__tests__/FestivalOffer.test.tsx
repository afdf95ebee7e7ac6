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

type User = ReturnType<typeof userEvent.setup>;

/** Focuses a field and pastes into it: one input event instead of one per key, so slow machines stay fast. */
async function fill(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const bookingsUrl = `${testOrigin}/rest/v1/festival_bookings`;

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

  it('shows the three packages with Festival Pro as most popular and the default', () => {
    renderWithProviders(<FestivalOffer />);
    expect(screen.getByRole('heading', { level: 3, name: 'Festival Starter' })).toBeInTheDocument();
    expect(screen.getByText('₹1,20,000')).toBeInTheDocument();
    expect(screen.getByText('₹75,000')).toBeInTheDocument();
    const popular = screen.getByText('Most Popular').closest('li') as HTMLElement;
    expect(within(popular).getByRole('heading', { name: 'Festival Pro' })).toBeInTheDocument();
    expect(preferredPackage()).toHaveValue('Festival Pro');
    for (const value of ['15', '08', '42', '18']) expect(screen.getByText(value)).toBeInTheDocument();
  });

  it("'Book This Package' sets the preferred package and goes to the booking form", async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<FestivalOffer />);
    await user.click(screen.getByRole('button', { name: 'Book This Package: Festival Dominator' }));
    expect(preferredPackage()).toHaveValue('Festival Dominator');
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Reserve Your Festive Campaign' })).toHaveFocus();
  });

  it('saves the booking, shows success for 5 s, then a fresh form on Festival Pro', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const rows = useBookings();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(<FestivalOffer />);
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
    renderWithProviders(<FestivalOffer />);
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

  it('relies on the browser for required fields and an e-mail type input', () => {
    renderWithProviders(<FestivalOffer />);
    for (const label of [/Full Name/, /Business Name/, /Phone Number/, /Email Address/, /Preferred Package/]) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.getByLabelText(/Email Address/)).toHaveAttribute('type', 'email');
    expect(screen.getByRole('textbox', { name: /^Message/ })).not.toBeRequired();
  });

  it('refuses a phone number the database would refuse, next to the field', async () => {
    const rows = useBookings();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<FestivalOffer />);
    await fillBooking(user);
    await user.clear(screen.getByLabelText(/Phone Number/));
    await fill(user, screen.getByLabelText(/Phone Number/), '12345');
    await user.click(screen.getByRole('button', { name: 'Submit Booking' }));
    expect(await screen.findByText('Enter a valid phone number')).toBeInTheDocument();
    expect(rows).toHaveLength(0);
  });
});
