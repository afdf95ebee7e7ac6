import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { closeContexts, screenshot, staffPage, viewports } from '../support/browser';
import { serviceClient } from '../support/clients';
import { sql, sqlValue } from '../support/db';

/**
 * What sales staff meet (docs/decisions/045, 046): a lead assigned to the sales person, who is told and finds what
 * the customer wrote; and a confirmation over another client's hold, refused with the hold named, then an admin's
 * override, recorded, with the hold's owner told.
 */

const pages: Page[] = [];
afterEach(async () => {
  await Promise.all(pages.splice(0).map((page) => page.context().close()));
});
afterAll(closeContexts);

describe('a lead assigned to the sales person', () => {
  it('tells them, and shows them the message, company and designation the customer wrote', async () => {
    const id = randomUUID();
    const name = `Sales journey ${Date.now()}`;
    const email = `sales-journey-${id.slice(0, 8)}@example.in`;
    const { error } = await serviceClient().from('Contacts').insert({
      id,
      'Full name': name,
      'Email Address': email,
      'Phone Number': 9840011122,
      'Company Name': 'Kanchi Loom House',
      Designation: 'Marketing Head',
      'service of interest': 'Outdoor - Unipole',
      message: 'Three unipoles on OMR for Pongal.\nBudget about 4 lakh.',
    });
    expect(error).toBeNull();
    try {
      const admin = await staffPage(pages, 'admin@example.com', `/admin/leads?lead=${id}`);
      const details = admin.getByRole('dialog', { name: 'Lead Details' });
      // Only people who work leads can be chosen (the list arrives after the dialog).
      await details.getByLabel('Assigned to').locator('option', { hasText: 'Divya Natarajan' }).waitFor({ state: 'attached' });
      const options = await details.getByLabel('Assigned to').locator('option').allTextContents();
      expect(options).toContain('Divya Natarajan');
      expect(options.join()).not.toContain('Meera Krishnan');
      await details.getByLabel('Assigned to').selectOption({ label: 'Divya Natarajan' });
      await expect.poll(() => sqlValue<string | null>('select assignee_id::text from public.leads where id = $1', [id])).toBe('5eed0000-0000-4000-8000-000000000006');

      const sales = await staffPage(pages, 'sales@example.com', '/admin', viewports.mobile);
      const bell = sales.getByRole('button', { name: /^Notices, \d+ unread$/ });
      await bell.click();
      await sales.getByRole('link', { name: `Arjun Raghunathan assigned you a lead: ${name}` }).click();
      const mine = sales.getByRole('dialog', { name: 'Lead Details' });
      await mine.getByText('Kanchi Loom House').waitFor();
      await mine.getByText('Marketing Head').waitFor();
      await mine.getByText('Three unipoles on OMR for Pongal.').waitFor();
      await expect.poll(() => mine.getByLabel('Assigned to').inputValue()).toBe('5eed0000-0000-4000-8000-000000000006');
      await mine.getByLabel('Status').selectOption('contacted');
      await expect.poll(() => sqlValue<string>('select status from public.leads where id = $1', [id])).toBe('contacted');
      await screenshot(sales, 'sales-lead-details-phone');
    } finally {
      await sql('delete from public."Contacts" where id = $1', [id]);
    }
  });
});

describe('a confirmation over another client\'s hold', () => {
  it('is refused naming the hold; an admin confirms over it, it is logged, and the hold\'s owner is told', async () => {
    const code = `TST-${randomUUID().slice(0, 6).toUpperCase()}`;
    const [site] = await sql<{ id: string }>(
      `insert into public.sites (code, name, locality, latitude, longitude, format, width_ft, height_ft, lighting, monthly_rate, published)
       values ($1, 'Journey hoarding', 'Adyar', 13.0, 80.25, 'hoarding', 40, 20, 'front_lit', 100000, true) returning id`,
      [code],
    );
    const siteId = site?.id as string;
    try {
      // The sales person holds it for their client.
      const sales = await staffPage(pages, 'sales@example.com', `/admin/sites/${siteId}/bookings`);
      await addBooking(sales, { first: '2031-05-01', last: '2031-05-31', kind: 'hold', client: 'Northstar Foods' });
      await sales.getByText('Northstar Foods').first().waitFor();

      // An editor's confirmation for another client is refused, naming the hold.
      const editor = await staffPage(pages, 'editor@example.com', `/admin/sites/${siteId}/bookings`);
      await addBooking(editor, { first: '2031-05-15', last: '2031-06-15', kind: 'confirmed', client: 'Kanchi Loom House' });
      const refusal = `${code} is held for Northstar Foods from 1 May 2031 to 31 May 2031. Only an admin can confirm over another client's hold, naming that client.`;
      await editor.getByText(refusal).waitFor();
      expect(await editor.getByRole('button', { name: /Confirm over the hold/ }).count()).toBe(0);

      // An admin sees the same sentence, and may confirm over the hold by its client's name.
      const admin = await staffPage(pages, 'admin@example.com', `/admin/sites/${siteId}/bookings`);
      await addBooking(admin, { first: '2031-05-15', last: '2031-06-15', kind: 'confirmed', client: 'Kanchi Loom House' });
      await admin.getByText(refusal).waitFor();
      await admin.getByRole('button', { name: 'Confirm over the hold for Northstar Foods' }).click();
      await admin.getByRole('form', { name: 'Add a booking' }).waitFor({ state: 'detached' });
      await screenshot(admin, 'booking-confirmed-over-hold');
      expect(await sqlValue<string>("select overrides_hold_of from public.site_bookings where site_id = $1 and kind = 'confirmed'", [siteId])).toBe('Northstar Foods');
      expect(
        await sqlValue<number>(
          // This site's bookings only: the API tests confirm over Northstar Foods' holds as Arjun too.
          "select count(*)::int from public.audit_log where table_name = 'site_bookings' and action = 'insert' and changes ->> 'overrides_hold_of' = 'Northstar Foods' and actor_name = 'Arjun Raghunathan' and changes ->> 'site_id' = $1",
          [siteId],
        ),
      ).toBe(1);

      // The sales person who placed the hold is told, live.
      await sales.getByRole('button', { name: /^Notices, \d+ unread$/ }).waitFor();
      await sales.getByRole('button', { name: /^Notices/ }).click();
      await sales.getByText(`Arjun Raghunathan confirmed ${code} for Kanchi Loom House from 15 May 2031 to 15 Jun 2031, over your hold for Northstar Foods.`).waitFor();
    } finally {
      await sql('delete from public.sites where id = $1', [siteId]);
    }
  });
});

async function addBooking(page: Page, booking: { first: string; last: string; kind: 'hold' | 'confirmed'; client: string }): Promise<void> {
  await page.getByRole('button', { name: 'Add a booking' }).click();
  const form = page.getByRole('form', { name: 'Add a booking' });
  await form.getByLabel('First day').fill(booking.first);
  await form.getByLabel('Last day').fill(booking.last);
  await form.getByLabel('Kind').selectOption(booking.kind);
  await form.getByLabel('Client or campaign').fill(booking.client);
  await form.getByRole('button', { name: 'Add booking' }).click();
}
