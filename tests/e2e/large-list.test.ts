import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeContexts, newPage, signInAsDemo } from '../support/browser';
import { sql } from '../support/db';
import { dbUrl } from '../support/stack';

/**
 * Lists at scale in the browser (decisions 031 and 032), on a list of 4,000 rows (a million is bench/data.ts's job): search, a deep page
 * opened from the address, Next and Previous (read by key, docs/decisions/032) and the CSV export return
 * exactly the right rows. Rows are resource downloads named by number, oldest 'Bulk Lead 1', newest
 * 'Bulk Lead 4000'; every 500th is a Tamil name instead.
 */

const ROWS = 4000;
const marker = `bulk-${randomUUID().slice(0, 8)}`;
const TAMIL = 'முருகன்';
const nameOf = (i: number) => (i % 500 === 0 ? `${TAMIL} ${i}` : `Bulk Lead ${i}`);
/** The names on 25-row page `page` of the search, newest first. */
const expectedPage = (page: number) => Array.from({ length: 25 }, (_, k) => nameOf(ROWS - (page - 1) * 25 - k));

let page: Page;

beforeAll(async () => {
  // One statement with generate_series; triggers off so these rows make no inbox leads (other tests read the
  // inbox). Dated 2024, so the seeded downloads stay first on the unsearched list.
  const db = new pg.Client({ connectionString: dbUrl() });
  await db.connect();
  try {
    await db.query('begin; set local session_replication_role = replica');
    await db.query(
      `insert into public.resource_downloads (name, company, designation, mobile, email, service_id, resource_title, created_at)
       select case when i % 500 = 0 then $3 || ' ' || i else 'Bulk Lead ' || i end, 'Bulk Co', 'Buyer', '9840000000',
              $1 || '-' || i || '@example.in', 'airport-advertising', 'Chennai Airport Media Kit',
              timestamptz '2024-01-01' + i * interval '1 minute'
       from generate_series(1, $2::int) as i`,
      [marker, ROWS, TAMIL],
    );
    await db.query('commit; analyze public.resource_downloads');
  } finally {
    await db.end();
  }
  page = await newPage();
  await signInAsDemo(page, 'admin@example.com');
});

afterAll(async () => {
  await sql('delete from public.resource_downloads where email like $1', [`${marker}-%`]);
  await page.context().close();
  await closeContexts();
});

/** The names of the rows on screen, from their 'View details for …' buttons. */
function shownNames(): Promise<string[]> {
  return page
    .getByRole('button', { name: /^View details for / })
    .evaluateAll((buttons) => buttons.map((button) => (button.getAttribute('aria-label') ?? '').replace('View details for ', '')));
}

/** Waits until the table shows `names` (the next page has replaced the previous one). */
async function expectNames(names: string[]): Promise<void> {
  await expect.poll(shownNames, { timeout: 15_000 }).toEqual(names);
}

describe('a list of 4,000 rows', () => {
  it('finds a Tamil name among them, exactly the matching rows', async () => {
    await page.goto(`/admin/resource-downloads?q=${encodeURIComponent(TAMIL)}`);
    await expectNames([4000, 3500, 3000, 2500, 2000, 1500, 1000, 500].map(nameOf));
    await page.getByText(/^8 of \d+ match your search$/).waitFor();
  });

  it('opens a deep page from the address, then walks Next and Previous by key to exactly the right rows', async () => {
    const listRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/rest/v1/resource_downloads')) listRequests.push(decodeURIComponent(request.url()));
    });
    await page.goto(`/admin/resource-downloads?q=${marker}&page=100`);
    await expectNames(expectedPage(100));
    await page.getByText(new RegExp(`^${ROWS} of \\d+ match your search$`)).waitFor();
    await page.getByText('Page 100 of 160').waitFor();

    listRequests.length = 0;
    await page.getByRole('button', { name: 'Next page' }).click();
    await expectNames(expectedPage(101));
    await page.waitForURL((url) => url.searchParams.get('page') === '101');
    // Read after the last row of page 100, not from offset 2,500.
    expect(listRequests.some((url) => url.includes('created_at=lte.') && url.includes('offset=0'))).toBe(true);

    await page.getByRole('button', { name: 'Previous page' }).click();
    await expectNames(expectedPage(100));
    listRequests.length = 0;
    await page.getByRole('button', { name: 'Previous page' }).click();
    await expectNames(expectedPage(99));
    await page.waitForURL((url) => url.searchParams.get('page') === '99');
    // Read backwards from the first row of page 100.
    expect(listRequests.some((url) => url.includes('created_at=gte.') && url.includes('order=created_at.asc'))).toBe(true);
  });

  it('exports every matching row, newest first, once each', async () => {
    await page.goto(`/admin/resource-downloads?q=${marker}`);
    await expectNames(expectedPage(1));
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const csv = readFileSync((await (await download).path()) as string, 'utf8');
    const lines = csv.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]?.split(',')[1]).toBe('Name');
    const names = lines.slice(1).map((line) => line.split(',')[1]);
    expect(names).toEqual(Array.from({ length: ROWS }, (_, k) => nameOf(ROWS - k)));
  });
});
