import type { Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { asReturningVisitor, closeContexts, JOURNEY_TIMEOUT, newPage, screenshot, signInAsDemo, viewports, waitForHydration } from '../support/browser';
import { axeViolations } from '../support/page-audit';
import { serviceClient } from '../support/clients';
import { sql, sqlValue } from '../support/db';
import { siteUrl } from '../support/stack';

/**
 * The sites inventory's journeys (docs/product.md §11): a visitor filters the inventory, builds a media plan and sends it for a quote that
 * reaches the admin's Leads inbox; an editor books a site (its page shows it), is refused an overlapping
 * booking, and imports a CSV of 50 sites after fixing its two bad rows. The map's tiles never load here
 * (no network): markers, list and filters must work without them.
 */

const pages: Page[] = [];
const RUN = `E2E${Date.now().toString(36).toUpperCase().slice(-6)}`;
const madeEmails: string[] = [];

afterEach(async () => {
  await Promise.all(pages.splice(0).map((page) => page.context().close()));
});
afterAll(async () => {
  await sql('delete from public.sites where code like $1', [`${RUN}-%`]);
  await sql('delete from public.quote_requests where email = any($1)', [madeEmails]);
  await closeContexts();
});


/** First and last day of next month, in the browser's calendar as the plan computes it (ISO). */
function nextMonth(): { from: string; to: string } {
  const now = new Date();
  const first = new Date(Date.UTC(now.getFullYear(), now.getMonth() + 1, 1));
  const last = new Date(Date.UTC(now.getFullYear(), now.getMonth() + 2, 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

async function open(path: string): Promise<Page> {
  const page = await newPage();
  pages.push(page);
  await asReturningVisitor(page);
  await page.goto(path);
  await waitForHydration(page);
  return page;
}

/** How many sites the map shows: single markers plus the numbers on clusters. */
async function sitesOnMap(page: Page): Promise<number> {
  return page.evaluate(() => {
    const singles = document.querySelectorAll('.leaflet-marker-icon.site-marker').length;
    const clustered = [...document.querySelectorAll('.leaflet-marker-icon.marker-cluster')].reduce((sum, cluster) => sum + Number(cluster.textContent), 0);
    return singles + clustered;
  });
}

const rupees = (amount: number) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(amount);

// Hydration that adopts the server's markup, with nothing logged, is checked on each page's one visit
// (tests/support/page-audit.ts); here, that the HTML carries the data.
describe('prerendered with data', () => {
  it.each(['/sites', '/sites/CHN-OMR-001'])('%s is served with its content', async (path) => {
    const html = await (await fetch(new URL(path, siteUrl()))).text();
    expect(html).toContain(path === '/sites' ? 'sites match' : 'Tidel Park hoarding');
    expect(html).toContain(`data-prerendered="${path}"`);
  });
});

describe('a visitor', () => {
  it('on a phone, loads the map (below the list) only when scrolling towards it', async () => {
    const page = await newPage(viewports.mobile);
    pages.push(page);
    const mapCode: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/SitesMap-[^/]*\.js$/.test(request.url())) mapCode.push(request.url());
    });
    // Every marker the map was given: other files add and remove sites meanwhile, so the database's count now
    // may differ from what the page read.
    let given = -1;
    page.on('response', async (response) => {
      const url = new URL(response.url());
      if (url.pathname.endsWith('/rpc/sites_free_between') && url.searchParams.get('select')?.includes('latitude') && !url.searchParams.has('offset')) {
        given = ((await response.json()) as unknown[]).length;
      }
    });
    await page.goto('/sites');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    expect(mapCode).toEqual([]);
    expect(await sitesOnMap(page)).toBe(0);

    await page.getByRole('region', { name: 'Map of matching sites' }).scrollIntoViewIfNeeded();
    await expect.poll(async () => given > 0 && (await sitesOnMap(page)) === given, { timeout: 15_000 }).toBe(true);
    expect(mapCode).toHaveLength(1);
  });

  it("shows a site's card beside the map when its marker is chosen by keyboard", async () => {
    const [only] = await sql<{ locality: string; name: string; code: string }>(
      'select locality, min(name) as name, min(code) as code from public.sites where published group by locality having count(*) = 1 order by locality limit 1',
    );
    const page = await open(`/sites?locality=${encodeURIComponent(only.locality)}`);
    const map = page.getByRole('region', { name: 'Map of matching sites' });
    // By keyboard: a marker is a button (Leaflet itself turns Enter into a click only for popups).
    await map.getByRole('button', { name: `${only.name} (${only.code})`, exact: true }).focus();
    // Each button named where checkers look for it (HTML_CodeSniffer: not in its title).
    expect(await map.locator('[role="button"]:not([aria-label])').count()).toBe(0);
    await page.keyboard.press('Enter');
    // The card's code loads when a marker is first chosen.
    await expect.poll(() => map.getByRole('heading', { name: only.name }).isVisible(), { timeout: 15_000 }).toBe(true);
  });

  it('filters to OMR free next month, plans two sites, sees the cost, and the quote reaches the Leads inbox with sites and dates', { timeout: JOURNEY_TIMEOUT }, async () => {
    const month = nextMonth();
    // Free as the database reckons it (sites_free_between(): no live hold or booking, no licence ending before the
    // range does), since other files on this stack book, hold and license OMR sites before this one runs.
    const expected = await sql<{ code: string; monthly_rate: number | null }>(
      "select code, monthly_rate from public.sites_free_between($1::date, $2::date) where locality = 'OMR' order by code",
      [month.from, month.to],
    );
    const allOmr = await sqlValue<number>("select count(*)::int from public.sites where published and locality = 'OMR'");
    expect(expected.length).toBeGreaterThanOrEqual(2);
    expect(expected.length).toBeLessThan(allOmr);

    const page = await open('/sites');
    const filters = page.getByRole('form', { name: 'Filter sites' });
    await filters.getByLabel('Locality').selectOption('OMR');
    await filters.getByLabel('Free from').fill(month.from);
    await filters.getByLabel('Free to').fill(month.to);
    // Polled for its words, so a count that never comes says which one the page shows.
    await expect.poll(() => page.getByRole('heading', { name: /^\d+ sites? match/ }).textContent()).toBe(`${expected.length} sites match`);
    expect(new URL(page.url()).search).toBe(`?locality=OMR&from=${month.from}&to=${month.to}`);

    const cards = page.getByRole('list').filter({ has: page.getByRole('article') }).first().getByRole('article');
    await expect.poll(() => cards.count()).toBe(expected.length);
    const codes = await cards.locator('p.uppercase').allTextContents();
    expect(codes).toEqual(expected.map((site) => site.code));
    await expect.poll(() => sitesOnMap(page), { timeout: 15_000 }).toBe(expected.length);
    await screenshot(page, 'sites-filtered');

    // A shared link shows the same view.
    const shared = await open(new URL(page.url()).pathname + new URL(page.url()).search);
    await shared.getByRole('heading', { name: `${expected.length} sites match` }).waitFor();

    const [first, second] = expected as [(typeof expected)[0], (typeof expected)[0]];
    for (const code of [first.code, second.code]) {
      await cards.filter({ hasText: code }).getByRole('button', { name: /^Add to plan: / }).click();
    }
    await page.getByRole('link', { name: 'Your media plan (2 sites)' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your Media Plan' }).waitFor();
    await page.reload();
    await waitForHydration(page);
    const planned = page.getByRole('list', { name: 'Sites in your plan' }).getByRole('listitem');
    await expect.poll(() => planned.count()).toBe(2);
    await page.getByText('Free on these dates').first().waitFor();

    const subtotal = (first.monthly_rate ?? 0) + (second.monthly_rate ?? 0);
    const estimate = page.getByRole('region', { name: 'Estimated cost' });
    expect(await estimate.textContent()).toContain(rupees(subtotal));
    expect(await estimate.textContent()).toContain(rupees(Math.round(subtotal * 0.18)));
    expect(await estimate.textContent()).toContain(rupees(subtotal + Math.round(subtotal * 0.18)));
    await screenshot(page, 'media-plan');
    // The plan with sites in it (the a11y test sees it empty).
    const violations = await axeViolations(page);
    expect(violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);

    const email = `plan-${RUN.toLowerCase()}@example.in`;
    madeEmails.push(email);
    const form = page.getByRole('form', { name: 'Request a quote' });
    // Sent empty, the form says what is missing in its own words (not the browser's bubble) and loses nothing.
    await form.getByRole('button', { name: 'Request a quote' }).click();
    await form.getByText('Name is required').waitFor();
    expect(await form.getByText('Company is required').isVisible()).toBe(true);
    expect(await form.getByLabel('Full Name').evaluate((field) => field === document.activeElement)).toBe(true);
    await expect.poll(() => planned.count()).toBe(2);
    await form.getByLabel('Full Name').fill('Lakshmi Narayanan');
    await form.getByLabel('Company').fill('Narayanan Jewellers');
    await form.getByLabel('Phone Number').fill('+91 98400 77788');
    await form.getByLabel('Email Address').fill(email);
    await form.getByRole('button', { name: 'Request a quote' }).click();
    await page.getByText('Quote request sent').waitFor();
    expect(await sqlValue<number>("select count(*)::int from public.leads where email = $1 and kind = 'quote'", [email])).toBe(1);

    const admin = await newPage();
    pages.push(admin);
    await signInAsDemo(admin, 'admin@example.com', `/admin/leads?q=${encodeURIComponent(email)}`);
    const row = admin.getByRole('row').filter({ hasText: 'Lakshmi Narayanan' });
    await row.waitFor();
    await row.getByRole('button', { name: 'View details for Lakshmi Narayanan' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Lead Details' });
    await dialog.waitFor();
    const details = (await dialog.textContent()) ?? '';
    expect(details).toContain('Quote request (media plan)');
    for (const code of [first.code, second.code]) expect(details).toContain(`${code} ${month.from} to ${month.to}`);
    await screenshot(admin, 'quote-lead');
  });
});

describe('an editor', () => {
  /** A published site of this test, free of bookings. */
  async function testSite(suffix: string): Promise<{ id: string; code: string }> {
    const code = `${RUN}-${suffix}`;
    const { data, error } = await serviceClient()
      .from('sites')
      .insert({ code, name: `Journey site ${suffix}`, locality: 'Guindy', latitude: 13.01, longitude: 80.21, format: 'hoarding', width_ft: 40, height_ft: 20, lighting: 'front_lit', monthly_rate: 100000, published: true })
      .select('id')
      .single();
    if (error) throw new Error(error.message);
    return { id: data.id, code };
  }

  it("books a site next month (its page shows it booked), and an overlapping booking is refused naming the booking in the way", async () => {
    const site = await testSite('BOOK');
    const month = nextMonth();
    const page = await newPage();
    pages.push(page);
    await signInAsDemo(page, 'editor@example.com', `/admin/sites/${site.id}/bookings`);
    await page.getByRole('button', { name: 'Add a booking' }).click();

    const add = async (from: string, to: string, client: string) => {
      const form = page.getByRole('form', { name: 'Add a booking' });
      await form.getByLabel('First day').fill(from);
      await form.getByLabel('Last day').fill(to);
      await form.getByLabel('Kind').selectOption('confirmed');
      await form.getByLabel('Client or campaign').fill(client);
      await form.getByRole('button', { name: 'Add booking' }).click();
    };
    await add(month.from, month.to, 'Narayanan Jewellers launch');
    await page.getByText('Narayanan Jewellers launch').waitFor();
    expect(await sqlValue<number>("select count(*)::int from public.site_bookings where site_id = $1 and kind = 'confirmed'", [site.id])).toBe(1);

    await page.getByRole('button', { name: 'Add a booking' }).click();
    await add(month.to, month.to, 'Overlapping campaign');
    // The refusal names the booking in the way (decision 046).
    const day = (iso: string) => {
      const [year, month, date] = iso.split('-').map(Number);
      return `${date} ${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][(month as number) - 1]} ${year}`;
    };
    await page.getByText(`${site.code} is already booked for Narayanan Jewellers launch from ${day(month.from)} to ${day(month.to)}.`).waitFor();
    expect(await sqlValue<number>('select count(*)::int from public.site_bookings where site_id = $1', [site.id])).toBe(1);
    await screenshot(page, 'booking-overlap-refused');

    const visitor = await open(`/sites/${site.code}`);
    const strip = visitor.getByRole('region', { name: 'Availability, next 6 months' });
    const format = (iso: string) => new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
    await strip.getByText(`Booked: ${format(month.from)} to ${format(month.to)}`).waitFor();
    expect(await strip.textContent()).not.toContain('Narayanan');
  });

  it('imports a CSV of 50 sites only once its two bad rows are fixed, naming both lines', async () => {
    const header = 'code,name,locality,address,latitude,longitude,format,width_ft,height_ft,lighting,facing,daily_traffic,monthly_rate,photos,published';
    const row = (index: number, latitude = '12.95', format = 'hoarding') =>
      `${RUN}-C${String(index).padStart(3, '0')},"Imported site ${index}, OMR",OMR,,${latitude},80.24,${format},40,20,front_lit,,120000,${90000 + index},,yes`;
    const lines = (bad: boolean) => [header, ...Array.from({ length: 50 }, (_, index) => (bad && index === 10 ? row(index, '40.71') : bad && index === 29 ? row(index, '12.95', 'blimp') : row(index)))].join('\n');
    const codes = `${RUN}-C%`;

    const page = await newPage();
    pages.push(page);
    await signInAsDemo(page, 'editor@example.com', '/admin/sites/import');
    const file = page.getByLabel('CSV file');
    await file.setInputFiles({ name: 'sites-bad.csv', mimeType: 'text/csv', buffer: Buffer.from(lines(true)) });
    // Line 1 is the header: the 11th and 30th sites are lines 12 and 31.
    await page.getByText(/^Line 12: latitude: Latitude must be a number from 12\.5 to 13\.6/).waitFor();
    await page.getByText("Line 31: format: 'blimp' is not one of hoarding, unipole, gantry, bus_shelter, pole_kiosk, mall_screen, digital_screen, other", { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: /^Import \d+ sites$/ }).count()).toBe(0);
    expect(await sqlValue<number>('select count(*)::int from public.sites where code like $1', [codes])).toBe(0);
    await screenshot(page, 'import-bad-rows');

    await file.setInputFiles({ name: 'sites.csv', mimeType: 'text/csv', buffer: Buffer.from(lines(false)) });
    await page.getByRole('button', { name: 'Import 50 sites' }).click();
    await page.getByText('50 sites were imported or updated.').waitFor();
    expect(await sqlValue<number>('select count(*)::int from public.sites where code like $1', [codes])).toBe(50);
  });
});

describe('an admin', () => {

  it("sees the business's figures and a licence ending on the dashboard, and gives a site a licence its visitors never read", async () => {
    const dashboard = await newPage(viewports.mobile);
    pages.push(dashboard);
    await signInAsDemo(dashboard, 'admin@example.com');
    const occupancy = dashboard.getByRole('region', { name: 'Occupancy' });
    await occupancy.getByText(/^[\d,]+ of [\d,]+ site-days$/).first().waitFor();
    // This month and the next two.
    expect(await occupancy.getByText(/^\d+%$/).count()).toBe(3);
    // The seed's lapsed licence (CHN-MYL-001) and the two ending within 60 days (docs/decisions/054).
    const licences = dashboard.getByRole('region', { name: 'Licences and certificates ending within 60 days' });
    // Its licence's own row (a booking left running past it is listed above: decision 094).
    const lapsed = licences.getByRole('listitem').filter({ has: dashboard.getByRole('link', { name: 'CHN-MYL-001' }) }).filter({ hasText: 'Licence, ended' });
    await lapsed.getByText('Ended', { exact: true }).waitFor();
    // Its licence's own row: early in a month, a seeded two-month booking runs past it and is listed too.
    await licences.getByRole('listitem').filter({ has: dashboard.getByRole('link', { name: 'CHN-VDP-001' }) }).filter({ hasText: 'Licence, ends' }).waitFor();
    // The seed's confirmed campaign (Chandran Sweets) starts five months from now: a sum in rupees that month (shown only
    // once the campaigns' lines and the boards' bookings have both been read).
    const revenue = dashboard.getByRole('region', { name: 'Confirmed revenue' });
    await revenue.getByText(/^₹[1-9][\d,]*$/).first().waitFor();
    await dashboard.getByRole('region', { name: 'Proposals awaiting an answer' }).getByRole('link').first().waitFor();
    await screenshot(dashboard, 'dashboard-figures-phone');
    const wide = await newPage();
    pages.push(wide);
    await signInAsDemo(wide, 'admin@example.com');
    await wide.getByRole('region', { name: 'Confirmed revenue' }).getByText(/^₹[1-9][\d,]*$/).first().waitFor();
    await screenshot(wide, 'dashboard-figures-desktop');

    // The lapsed licence's link opens the site's form, licence filled in.
    await wide.getByRole('region', { name: 'Licences and certificates ending within 60 days' }).getByRole('listitem').filter({ hasText: 'Licence, ended' }).getByRole('link', { name: 'CHN-MYL-001' }).click();
    await wide.waitForURL(/\/admin\/sites\/[^/]+\/edit$/);
    expect(await wide.getByLabel('Licence number').inputValue()).toMatch(/^GCC\/ADV\//);

    const code = `${RUN}-LIC`;
    const { data: site, error } = await serviceClient()
      .from('sites')
      .insert({ code, name: 'Licensed site', locality: 'Guindy', latitude: 13.01, longitude: 80.21, format: 'hoarding', width_ft: 40, height_ft: 20, lighting: 'front_lit', monthly_rate: 100000, published: true })
      .select('id')
      .single();
    expect(error).toBeNull();
    await wide.goto(`/admin/sites/${site!.id}/edit`);
    await wide.getByLabel('Licence number').fill('TCMC/ADV/2026/0099');
    await wide.getByRole('button', { name: 'Update Site' }).click();
    await wide.getByText('Enter the date the licence is valid until: a licence number needs it.').waitFor();
    await wide.getByLabel('Issuing authority').selectOption('Tambaram City Municipal Corporation');
    const inThirtyDays = new Date(Date.now() + 30 * 86_400_000);
    const validUntil = `${inThirtyDays.getFullYear()}-${String(inThirtyDays.getMonth() + 1).padStart(2, '0')}-${String(inThirtyDays.getDate()).padStart(2, '0')}`;
    await wide.getByLabel('Valid until', { exact: true }).fill(validUntil);
    await screenshot(wide, 'site-form-licence');
    await wide.getByRole('button', { name: 'Update Site' }).click();
    await wide.waitForURL((url) => url.pathname === '/admin/sites');
    expect(await sql('select licence_number, authority, valid_until::text from public.site_licences where site_id = $1', [site!.id])).toEqual([
      { licence_number: 'TCMC/ADV/2026/0099', authority: 'Tambaram City Municipal Corporation', valid_until: validUntil },
    ]);
    await wide.goto(`/admin/sites?q=${code}`);
    await wide.getByRole('row').filter({ hasText: code }).getByText('Ends in 30 days').waitFor();
    await screenshot(wide, 'sites-list-licence');

    // Visitors never read a licence: the site's public page asks nothing of site_licences.
    const asked: string[] = [];
    const visitor = await newPage(viewports.mobile);
    pages.push(visitor);
    visitor.on('request', (request) => asked.push(request.url()));
    await visitor.goto(`/sites/${code}`);
    await waitForHydration(visitor);
    await visitor.getByRole('region', { name: 'Availability, next 6 months' }).waitFor();
    expect(asked.filter((url) => url.includes('site_licences'))).toEqual([]);
  });
  it('deleting a site with confirmed bookings is asked naming each one (dates and client); a site with none gets the plain question', async () => {
    const service = serviceClient();
    const site = (suffix: string) => ({
      code: `${RUN}-${suffix}`,
      name: `Deleted site ${suffix}`,
      locality: 'Guindy',
      latitude: 13.01,
      longitude: 80.21,
      format: 'hoarding',
      width_ft: 40,
      height_ft: 20,
      lighting: 'front_lit',
      monthly_rate: 100000,
      published: false,
    });
    const { data: sites, error } = await service.from('sites').insert([site('DEL'), site('DELFREE')]).select('id, code');
    expect(error).toBeNull();
    const booked = sites!.find((row) => row.code.endsWith('-DEL'))!;
    await service.from('site_bookings').insert([
      { site_id: booked.id, starts_on: '2026-12-01', ends_on: '2026-12-31', kind: 'confirmed', client_name: 'Northstar' },
      { site_id: booked.id, starts_on: '2027-01-01', ends_on: '2027-01-31', kind: 'confirmed', client_name: 'Kaveri Foods' },
      // A hold is no sold campaign: not named.
      { site_id: booked.id, starts_on: '2027-03-01', ends_on: '2027-03-31', kind: 'hold', client_name: 'Maybe Ltd' },
    ]);

    const page = await newPage();
    pages.push(page);
    await signInAsDemo(page, 'admin@example.com', `/admin/sites?q=${RUN}-DEL`);
    await page.getByRole('button', { name: `Delete ${booked.code}`, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(
      `${booked.code} has 2 confirmed bookings: 1 Dec 2026 to 31 Dec 2026, Northstar; 1 Jan 2027 to 31 Jan 2027, Kaveri Foods. Delete site ${booked.code} and all its bookings? This cannot be undone.`,
    );
    await screenshot(page, 'site-delete-names-bookings');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: `Delete ${booked.code}`, exact: true }).waitFor({ state: 'detached' });
    expect(await sqlValue<number>('select count(*)::int from public.site_bookings where site_id = $1', [booked.id])).toBe(0);

    await page.getByRole('button', { name: `Delete ${RUN}-DELFREE`, exact: true }).click();
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(`Delete site ${RUN}-DELFREE and all its bookings? This cannot be undone.`);
    expect(await dialog.textContent()).not.toContain('confirmed');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });
});
