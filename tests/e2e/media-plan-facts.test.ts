import type { Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { asReturningVisitor, closeContexts, newPage, screenshot, type Viewport, viewports, waitForHydration } from '../support/browser';
import { sql, sqlValue } from '../support/db';
import { keptMailsTo } from '../support/outbox';
import { dayName } from '@/lib/day-names';

/**
 * The media plan keeps the buyer's dates and today's facts (docs/decisions/048): sites found by a 'free between'
 * search arrive with those dates, one pair of dates can go to every site, a repriced site shows its new rate, a
 * withdrawn one is marked and left out (also when it is withdrawn while the buyer fills in the form), and the
 * sent plan stays, with its reference, in the buyer's e-mail and on paper.
 */

const RUN = `E2EP${Date.now().toString(36).toUpperCase().slice(-5)}`;
const LOCALITY = `Plan Test ${RUN}`;
const pages: Page[] = [];

afterEach(async () => {
  await Promise.all(pages.splice(0).map((page) => page.context().close()));
});
afterAll(async () => {
  await sql('delete from public.quote_requests where email like $1', [`${RUN.toLowerCase()}%`]);
  await sql('delete from public.sites where code like $1', [`${RUN}-%`]);
  await closeContexts();
});

/** The 5th to the 25th of the month after next: a part month nobody has booked these test sites for. */
function searchedDates() {
  const now = new Date();
  const day = (date: number) => new Date(Date.UTC(now.getFullYear(), now.getMonth() + 2, date)).toISOString().slice(0, 10);
  return { from: day(5), to: day(25), allFrom: day(1), allTo: day(15) };
}

/** '5 Jan 2027', as the plan names a day. */
const rupees = (amount: number) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(amount);

async function arrangeSites(): Promise<string[]> {
  const codes = ['A', 'B', 'C'].map((letter) => `${RUN}-${letter}`);
  for (const [index, code] of codes.entries()) {
    await sql(
      `insert into public.sites (code, name, locality, latitude, longitude, format, width_ft, height_ft, lighting, monthly_rate, published)
       values ($1, $2, $3, 12.95, 80.24, 'hoarding', 40, 20, 'front_lit', $4, true)`,
      [code, `Plan test hoarding ${index + 1}`, LOCALITY, [100_000, 150_000, 90_000][index]],
    );
  }
  return codes;
}

async function open(path: string, viewport: Viewport): Promise<Page> {
  const page = await newPage(viewport);
  pages.push(page);
  await asReturningVisitor(page);
  await page.goto(path);
  await waitForHydration(page);
  return page;
}

describe('a buyer on a phone', () => {
  it('plans from a date search, keeps those dates, sees a new rate and a withdrawn site left out, and the sent plan stays with its reference', async () => {
    const dates = searchedDates();
    const [a, b, c] = (await arrangeSites()) as [string, string, string];
    const page = await open(`/sites?locality=${encodeURIComponent(LOCALITY)}&from=${dates.from}&to=${dates.to}`, viewports.mobile);
    await page.getByRole('heading', { name: '3 sites match' }).waitFor();
    const cards = page.getByRole('article');
    for (const code of [a, b]) await cards.filter({ hasText: code }).getByRole('button', { name: /^Add to plan: / }).click();

    // The third from its own page, opened from the search: the page keeps the dates too.
    await cards.filter({ hasText: c }).getByRole('link', { name: 'Plan test hoarding 3' }).click();
    await page.getByRole('heading', { level: 1, name: 'Plan test hoarding 3' }).waitFor();
    expect(new URL(page.url()).search).toBe(`?from=${dates.from}&to=${dates.to}`);
    await page.getByRole('button', { name: 'Add to plan: Plan test hoarding 3' }).click();

    // Meanwhile the agency raises one rate and withdraws another site.
    await sql('update public.sites set monthly_rate = 120000 where code = $1', [a]);
    await sql('update public.sites set published = false where code = $1', [c]);

    await page.getByRole('link', { name: 'Your media plan (3 sites)' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your Media Plan' }).waitFor();
    const planned = page.getByRole('list', { name: 'Sites in your plan' }).getByRole('listitem');
    await expect.poll(() => planned.count()).toBe(3);
    const range = `${dayName(dates.from)} to ${dayName(dates.to)}: 21 days`;
    const rowA = planned.filter({ hasText: a });
    await rowA.getByText('The rate is now ₹1,20,000 a month; it was ₹1,00,000 a month when you added this site.').waitFor();
    expect(await rowA.textContent()).toContain(`${range}, estimated ${rupees(84_000)} before GST`);
    expect(await planned.filter({ hasText: b }).textContent()).toContain(`${range}, estimated ${rupees(105_000)} before GST`);
    const rowC = planned.filter({ hasText: c });
    await rowC.getByText('No longer offered: we have withdrawn this site, so it is left out of the estimate and the quote.').waitFor();
    expect(await rowC.getByText('Free on these dates').count()).toBe(0);
    await page.getByText(`${c} is no longer offered, so it is left out of the estimate and the quote.`).waitFor();
    const estimate = page.getByRole('region', { name: 'Estimated cost' });
    expect(await estimate.textContent()).toContain(rupees(189_000));
    await screenshot(page, 'media-plan-facts-phone');

    // One pair of dates for every site.
    const same = page.getByRole('form', { name: 'Same dates for every site' });
    await same.getByLabel('From (all sites)').fill(dates.allFrom);
    await same.getByLabel('To (all sites)').fill(dates.allTo);
    await same.getByRole('button', { name: 'Use for all sites' }).click();
    await same.getByText('Every site now has these dates.').waitFor();
    for (const code of [a, b, c]) {
      expect(await planned.filter({ hasText: code }).textContent()).toContain(`${dayName(dates.allFrom)} to ${dayName(dates.allTo)}: 15 days`);
    }

    // A site withdrawn while the form is filled in stops the send, and is marked; the next send leaves it out.
    const email = `${RUN.toLowerCase()}@example.in`;
    const form = page.getByRole('form', { name: 'Request a quote' });
    await form.getByLabel('Full Name').fill('Lakshmi Narayanan');
    await form.getByLabel('Company').fill('Narayanan Jewellers');
    await form.getByLabel('Phone Number').fill('+91 98400 77788');
    await form.getByLabel('Email Address').fill(email);
    await sql('update public.sites set published = false where code = $1', [b]);
    await form.getByRole('button', { name: 'Request a quote' }).click();
    await form.getByText(`${b} changed since you opened the plan (withdrawn, or at a new rate): check the plan and send it again.`).waitFor();
    await page.getByText(`${b}, ${c} are no longer offered, so they are left out of the estimate and the quote.`).waitFor();
    expect(await sqlValue<number>('select count(*)::int from public.quote_requests where email = $1', [email])).toBe(0);

    await form.getByRole('button', { name: 'Request a quote' }).click();
    await page.getByText('Quote request sent').waitFor();
    const [sent] = await sql<{ reference: string; items: { code: string; starts_on: string; ends_on: string }[] }>(
      'select reference, items from public.quote_requests where email = $1',
      [email],
    );
    expect(sent?.items.map((item) => [item.code, item.starts_on, item.ends_on])).toEqual([[a, dates.allFrom, dates.allTo]]);
    await page.getByText(`Thank you! Your reference is ${sent?.reference}.`).waitFor();
    // The copy is written by notify-lead, asked for after the save (a cold function takes a few seconds).
    await expect.poll(() => keptMailsTo(email).map((mail) => mail.subject), { timeout: 20_000 }).toEqual([`Your media plan ${sent?.reference} is with Chennai Outdoor Media`]);
    expect(keptMailsTo(email)[0]?.text).toContain(`${a} Plan test hoarding 1: ${dates.allFrom} to ${dates.allTo}`);
    await screenshot(page, 'media-plan-sent-phone');

    // The plan stays, marked, after a reload; printed, it carries the agency and the reference.
    await page.reload();
    await waitForHydration(page);
    await page.getByText(`Thank you! Your reference is ${sent?.reference}.`).waitFor();
    await expect.poll(() => planned.count()).toBe(3);
    expect(await page.getByRole('form', { name: 'Request a quote' }).count()).toBe(0);
    await page.emulateMedia({ media: 'print' });
    await page.getByText(`Quote reference ${sent?.reference}`).waitFor();
    expect(await page.getByText('+91 98400 12345 · hello@chennaioutdoormedia.in').isVisible()).toBe(true);
    await screenshot(page, 'media-plan-printed');
    await page.emulateMedia({ media: 'screen' });

    await page.getByRole('button', { name: 'Start a new plan' }).click();
    await page.getByText('Your plan is empty.', { exact: false }).waitFor();
  });
});
