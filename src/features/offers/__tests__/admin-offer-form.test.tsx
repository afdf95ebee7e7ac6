import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { field, renderAdmin } from '@/components/admin/__tests__/helpers';
import { server } from '@/testing/msw-server';
import { testOrigin } from '@/testing/rest';
import { OfferForm } from '../components/admin/OfferForm';
import { storedOffer } from './admin-fixtures';

vi.setConfig({ testTimeout: 30_000 });

const url = `${testOrigin}/rest/v1/offers`;
const stored = storedOffer();

function renderForm(id?: string, canEdit = true) {
  const view = renderAdmin(<OfferForm id={id} canEdit={canEdit} />, {
    path: id ? `/admin/offers/${id}/edit` : '/admin/offers/new',
    routePath: id ? '/admin/offers/:id/edit' : '/admin/offers/new',
    extraRoutes: [{ path: '/admin/offers', element: <p>Offers list</p> }],
  });
  return { ...view, user: userEvent.setup({ delay: null }) };
}

/** Package `n`'s part of the form (1-based, as its legend reads). */
const packageGroup = (n: number) => screen.getByRole('group', { name: `Package ${n}` });
const inPackage = (n: number, label: string) => within(packageGroup(n)).getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}\\*?$`));

async function fillPackage(user: ReturnType<typeof userEvent.setup>, n: number, values: { name: string; original: string; offer: string; features: string }) {
  await user.type(inPackage(n, 'Package Name'), values.name);
  await user.type(inPackage(n, 'Duration'), '30 days');
  await user.type(inPackage(n, 'Original Price (₹)'), values.original);
  await user.type(inPackage(n, 'Offer Price (₹)'), values.offer);
  await user.type(inPackage(n, 'Features'), values.features);
}

describe('OfferForm', () => {
  it('creates an offer: the slug follows the title until edited, India dates, packages added, reordered and one most popular', async () => {
    let body: Record<string, unknown> = {};
    server.use(
      http.post(url, async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json([{ id: stored.id }], { status: 201 });
      }),
    );
    const { user, router } = renderForm();
    expect(screen.getByRole('heading', { name: 'Create New Offer' })).toBeInTheDocument();
    expect(field('Status')).toHaveValue('draft');

    await user.type(field('Title'), 'Onam Sadya Offer 2027');
    expect(field('Slug')).toHaveValue('onam-sadya-offer-2027');
    await user.clear(field('Slug'));
    await user.type(field('Slug'), 'onam-2027');
    await user.type(field('Title'), '!');
    expect(field('Slug')).toHaveValue('onam-2027');

    await user.type(field('Season'), 'Onam');
    await user.type(field('Lead Text'), 'Kerala shops for Onam: be on its roads.');
    await user.type(field('Hero Image URL'), '/images/seed/onam.jpg');
    expect(screen.getByRole('img', { name: 'Hero image preview' })).toHaveAttribute('src', '/images/seed/onam.jpg');
    await user.clear(field('Valid From'));
    await user.type(field('Valid From'), '2027-08-20');
    await user.type(field('Valid Until'), '2027-09-10');

    await fillPackage(user, 1, { name: 'Sadya Starter', original: '50000', offer: '35000', features: '2 hoardings{Enter}{Enter}Printing included' });
    expect(within(packageGroup(1)).getByRole('status')).toHaveTextContent('30% off');
    await user.click(screen.getByRole('button', { name: 'Add Package' }));
    await fillPackage(user, 2, { name: 'Sadya Pro', original: '120000', offer: '75000', features: '5 hoardings' });
    expect(within(packageGroup(2)).getByRole('status')).toHaveTextContent('38% off');

    await user.click(inPackage(1, 'Most popular'));
    await user.click(inPackage(2, 'Most popular'));
    expect(inPackage(1, 'Most popular')).not.toBeChecked();
    expect(inPackage(2, 'Most popular')).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Move Sadya Pro up' }));
    expect(inPackage(1, 'Package Name')).toHaveValue('Sadya Pro');
    expect(screen.getByRole('button', { name: 'Move Sadya Pro up' })).toHaveAttribute('aria-disabled', 'true');

    await user.click(screen.getByRole('button', { name: 'Create Offer' }));
    await screen.findByText('Offers list');
    expect(router.state.location.pathname).toBe('/admin/offers');
    const time = (moment: string) => new Date(moment).toISOString();
    expect(body).toEqual({
      title: 'Onam Sadya Offer 2027!',
      slug: 'onam-2027',
      season: 'Onam',
      lead: 'Kerala shops for Onam: be on its roads.',
      hero_image: '/images/seed/onam.jpg',
      valid_from: time('2027-08-20T00:00:00+05:30'),
      valid_until: time('2027-09-10T23:59:00+05:30'),
      packages: [
        { name: 'Sadya Pro', duration: '30 days', original_price: 120000, offer_price: 75000, features: ['5 hoardings'], popular: true },
        { name: 'Sadya Starter', duration: '30 days', original_price: 50000, offer_price: 35000, features: ['2 hoardings', 'Printing included'], popular: false },
      ],
      status: 'draft',
      published_at: expect.stringMatching(/Z$/),
    });
    expect(body).not.toHaveProperty('updated_at');
  });

  it('keeps what was typed and says what is wrong: an end before the start, a price above the original, no package', async () => {
    let posts = 0;
    server.use(http.post(url, () => HttpResponse.json([{ id: (posts += 1) }], { status: 201 })));
    const { user } = renderForm();
    await user.type(field('Title'), 'Diwali');
    await user.type(field('Valid Until'), '2020-01-01');
    await fillPackage(user, 1, { name: 'Spark', original: '1000', offer: '2000', features: 'One' });
    await user.click(screen.getByRole('button', { name: 'Create Offer' }));
    expect(await screen.findByText('The offer price is above the original price')).toBeInTheDocument();
    expect(inPackage(1, 'Offer Price (₹)')).toHaveAccessibleDescription('The offer price is above the original price');
    expect(field('Valid Until')).toHaveAccessibleDescription('The offer ends before it starts');
    expect(field('Season')).toHaveAccessibleDescription(expect.stringContaining('Season is required'));
    expect(field('Title')).toHaveValue('Diwali');

    await user.click(screen.getByRole('button', { name: 'Remove Spark' }));
    await user.click(screen.getByRole('button', { name: 'Create Offer' }));
    expect(await screen.findByText('Add at least one package')).toBeInTheDocument();
    expect(posts).toBe(0);
  });

  it('loads the offer for editing (India times, prices, features a line each), keeps its slug, and updates it by id', async () => {
    let patched: { query: string; body: Record<string, unknown> } | undefined;
    server.use(
      http.get(url, () => HttpResponse.json([stored])),
      http.patch(url, async ({ request }) => {
        patched = { query: new URL(request.url).searchParams.get('id') ?? '', body: (await request.json()) as Record<string, unknown> };
        return HttpResponse.json([{ id: stored.id }]);
      }),
    );
    const { user } = renderForm(stored.id);
    expect(await screen.findByRole('heading', { name: 'Edit Offer' })).toBeInTheDocument();
    expect(field('Valid From')).toHaveValue('2027-01-01');
    expect(field('Start Time')).toHaveValue('00:00');
    expect(field('Valid Until')).toHaveValue('2027-01-31');
    expect(field('End Time')).toHaveValue('23:59');
    expect(inPackage(2, 'Original Price (₹)')).toHaveValue(120000);
    expect(inPackage(2, 'Features')).toHaveValue('5 hoardings\nPrinting included');
    expect(inPackage(2, 'Most popular')).toBeChecked();
    await user.clear(field('Title'));
    await user.type(field('Title'), 'Pongal Harvest Offer 2027');
    expect(field('Slug')).toHaveValue('pongal-harvest');
    await user.click(screen.getByRole('button', { name: 'Update Offer' }));
    await screen.findByText('Offers list');
    expect(patched?.query).toBe(`eq.${stored.id}`);
    expect(patched?.body).toMatchObject({ title: 'Pongal Harvest Offer 2027', slug: 'pongal-harvest', valid_from: stored.valid_from, packages: stored.packages });
  });

  it("shows the database's refusal in the form's words and stays on the form", async () => {
    server.use(
      http.get(url, () => HttpResponse.json([stored])),
      http.patch(url, () =>
        HttpResponse.json(
          { code: '23514', message: 'new row for relation "offers" violates check constraint "offers_package_names_unique"', details: null, hint: null },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderForm(stored.id);
    await user.click(await screen.findByRole('button', { name: 'Update Offer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Two packages have the same name: give each package its own name');
    expect(screen.getByRole('button', { name: 'Update Offer' })).toBeEnabled();
  });

  it('is not offered without canEdit, and says when the offer cannot be loaded', async () => {
    renderForm(stored.id, false);
    expect(await screen.findByText('You do not have permission to update offers.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update Offer' })).not.toBeInTheDocument();
  });

  it("shows 'Error loading offer' when the offer cannot be loaded", async () => {
    server.use(http.get(url, () => HttpResponse.json({ message: 'down' }, { status: 500 })));
    renderForm(stored.id);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading offer');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Update Offer' })).not.toBeInTheDocument());
  });
});
