import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { TablesInsert } from '@/lib/database.types';
import { staffTabs } from '../support/staff-tabs';
import { closeContexts, screenshot, staffPage, viewports, type Viewport } from '../support/browser';
import { serviceClient } from '../support/clients';

/**
 * Browser journeys through the back office's lead lists: the contact submissions (details, delete, server
 * search, paging, CSV export), the other lead screens per role, and lead rows on a phone. Rows a test needs
 * are made with the service role under a unique stamp and removed afterwards, so the seed stays as other
 * test files expect it.
 */

const pages: Page[] = [];
const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** The admin's signed-in tabs, one per viewport, for the screens that read leads (decision 081). */
const staffTab = staffTabs();
const adminOn = (path: string, viewport?: Viewport) => staffTab('admin@example.com', path, viewport);

/** Answers the in-app confirmation dialog and checks its text. */
async function confirmDialog(page: Page, message: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Please confirm' });
  await dialog.waitFor();
  expect(await dialog.textContent()).toContain(message);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await dialog.waitFor({ state: 'detached' });
}

function contact(name: string, overrides: Partial<TablesInsert<'Contacts'>> = {}): TablesInsert<'Contacts'> {
  return {
    'Full name': name,
    'Email Address': `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
    'Phone Number': 9876500000,
    'Company Name': `Zeta ${stamp} Corp`,
    Designation: 'Owner',
    'service of interest': 'Bus',
    message: 'Please call me back about bus branding.',
    ...overrides,
  };
}

async function insertContacts(rows: TablesInsert<'Contacts'>[]): Promise<string[]> {
  const { data, error } = await serviceClient().from('Contacts').insert(rows).select('id');
  if (error) throw error;
  return data.map((row) => row.id);
}

afterEach(async () => {
  await Promise.all(pages.splice(0).map((page) => page.context().close()));
});
afterAll(closeContexts);

describe('contact submissions', () => {
  it('lets the admin read a submission and delete it after confirming', async () => {
    const name = `Reader Test ${stamp}`;
    const [id] = await insertContacts([
      contact(name, { 'Phone Number': 9840012399, 'service of interest': 'Transport - Bus', message: 'Twenty buses for Pongal.' }),
    ]);
    try {
      const page = await adminOn('/admin/contacts');
      await page.getByRole('button', { name: `View details for ${name}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Contact Submission Details' });
      await dialog.waitFor();
      const text = await dialog.textContent();
      for (const part of [name, `Zeta ${stamp} Corp`, 'Owner', 'Transport - Bus', 'Twenty buses for Pongal.', 'Submitted At']) expect(text).toContain(part);
      const email = contact(name)['Email Address'];
      expect(await dialog.getByRole('link', { name: email }).getAttribute('href')).toBe(`mailto:${email}`);
      expect(await dialog.getByRole('link', { name: '+91 9840012399' }).getAttribute('href')).toBe('tel:+919840012399');
      const reply = new URL((await dialog.getByRole('link', { name: 'Reply via Email' }).getAttribute('href')) ?? '');
      expect(reply.searchParams.get('subject')).toBe('Re: Your inquiry about Transport - Bus');
      await screenshot(page, 'admin-contact-details');
      await dialog.getByRole('button', { name: 'Close', exact: true }).click();
      await dialog.waitFor({ state: 'detached' });

      await page.getByRole('button', { name: `Delete ${name}` }).click();
      await confirmDialog(page, 'Are you sure you want to delete this contact submission?');
      await page.getByRole('button', { name: `Delete ${name}` }).waitFor({ state: 'detached' });
      const { count } = await serviceClient().from('Contacts').select('id', { count: 'exact', head: true }).eq('id', id);
      expect(count).toBe(0);
    } finally {
      await serviceClient().from('Contacts').delete().eq('id', id);
    }
  });

  it('searches on the server, pages through the matches and exports all of them as CSV', async () => {
    const marker = `Zeta ${stamp} Corp`;
    const rows = Array.from({ length: 29 }, (_, index) => contact(`Search Test ${String(index).padStart(2, '0')} ${stamp}`));
    rows.push(contact(`=HYPERLINK("http://x.test") ${stamp}`, { 'Phone Number': 9123400077 }));
    const ids = await insertContacts(rows);
    try {
      const page = await adminOn('/admin/contacts');
      await page.getByRole('searchbox', { name: 'Search contact submissions' }).fill(marker);
      // While searching, the count line says how many match out of how many in all (docs/product.md §10, Visitor and staff fixes).
      await page.getByText(/^30 of \d+ match your search$/).waitFor();
      await page.getByText('Showing 1–25 of 30').waitFor();
      await page.getByRole('button', { name: 'Next page' }).click();
      await page.getByText('Showing 26–30 of 30').waitFor();
      expect(new URL(page.url()).searchParams.get('page')).toBe('2');

      // A phone number matches by its start, with or without +91.
      await page.getByRole('searchbox', { name: 'Search contact submissions' }).fill('+91 91234 000');
      await page.getByText(/^1 of \d+ match your search$/).waitFor();
      await page.getByRole('button', { name: /^View details for =HYPERLINK/ }).waitFor();

      await page.getByRole('searchbox', { name: 'Search contact submissions' }).fill(marker);
      await page.getByText(/^30 of \d+ match your search$/).waitFor();
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
      expect(download.suggestedFilename()).toMatch(/^contact-submissions-\d{4}-\d{2}-\d{2}\.csv$/);
      const csv = (await readFile(await download.path(), 'utf8')).replace(/^\uFEFF/, '');
      const lines = csv.trimEnd().split('\r\n');
      expect(lines[0]).toBe('Submitted At,Full Name,Email,Phone,Company,Designation,Service of Interest,Message');
      expect(lines).toHaveLength(31);
      expect(lines.slice(1).every((line) => line.includes(marker))).toBe(true);
      // Dates as ISO 8601 with the time zone, which spreadsheets sort (docs/product.md §10, Visitor and staff fixes).
      expect(lines.slice(1).every((line) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2}),/.test(line))).toBe(true);
      expect(lines.some((line) => line.includes(`"'=HYPERLINK(""http://x.test"") ${stamp}"`))).toBe(true);
    } finally {
      await serviceClient().from('Contacts').delete().in('id', ids);
    }
  });

  it('tells an editor the submissions are for admins only', async () => {
    const page = await staffPage(pages, 'editor@example.com', '/admin/contacts');
    await page.getByText('Contact submissions can only be viewed by administrators.', { exact: false }).waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
  });
});

describe('lead screens', () => {
  it.each([
    ['/admin/festival-bookings', 'Festival Bookings', ['Ramesh Chandran', 'Nisha Thomas']],
    ['/admin/resource-downloads', 'Resource Downloads', ['Vignesh Ravi', 'Harini Balaji', 'Joseph Fernandes']],
    ['/admin/newsletter-subscribers', 'Newsletter Subscribers', ['meena.k@example.com', 'prakash.r@example.org', 'anitha.j@example.net']],
  ])('lists the seeded rows on %s', async (path, title, names) => {
    const page = await adminOn(path, viewports.mobile);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    for (const name of names) await page.getByRole('button', { name: `View details for ${name}` }).waitFor();
    await page.getByRole('button', { name: `View details for ${names[0]}` }).click();
    await page.getByRole('dialog').waitFor();
    await screenshot(page, `admin-${title}-details-mobile`);
  });
});

describe('lead rows at 390 px', () => {
  it('keep View and Delete on screen when a name is one long word', async () => {
    const name = `=HYPERLINK("http://evil.example/${stamp}/aaaaaaaaaaaaaaaaaaaaaaaaaaaa","Click")`;
    const { data, error } = await serviceClient()
      .from('Contacts')
      .insert({
        'Full name': name,
        'Email Address': `long-${stamp}@example.com`,
        'Phone Number': 9876500011,
        message: 'Call me.',
      })
      .select('id')
      .single();
    if (error) throw error;
    try {
      const page = await adminOn('/admin/contacts', viewports.mobile);
      await page.getByRole('searchbox', { name: 'Search contact submissions' }).fill(stamp);
      for (const label of [`View details for ${name}`, `Delete ${name}`]) {
        const box = await page.getByRole('button', { name: label }).boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= viewports.mobile.width, label).toBe(true);
      }
    } finally {
      await serviceClient().from('Contacts').delete().eq('id', data.id);
    }
  });
});
