import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { closeContexts, JOURNEY_TIMEOUT, newPage, screenshot, staffPage, viewports } from '../support/browser';
import { anonClient, serviceClient } from '../support/clients';
import { sql, sqlValue } from '../support/db';

/**
 * From a quote to a sent proposal (docs/product.md §12, docs/decisions/053): an admin opens a quote lead in the
 * inbox, makes a proposal of it (customer, contact, a draft with one line per site at the site's rate, the lead
 * qualified), sends it and reads the link, shown once; the client opens it signed out on a phone and accepts; the
 * sites stay held for the client's purchase order, the lead links to its campaign, which says who accepted. Staff who do
 * not sell get a sentence, not data.
 */

const RUN = `E2EC${Date.now().toString(36).toUpperCase().slice(-5)}`;
const COMPANY = `Campaign Journey ${RUN}`;
const leadId = randomUUID();
const CONTACT_EMAIL = `${RUN.toLowerCase()}.arun@example.in`;
const pages: Page[] = [];

afterEach(async () => {
  await Promise.all(pages.splice(0).map((page) => page.context().close()));
});
afterAll(async () => {
  await sql(`delete from public.site_bookings where site_id in (select id from public.sites where code like $1)`, [`${RUN}-%`]);
  await sql('delete from public.campaigns where lead_id = $1', [leadId]);
  await sql('delete from public.customers where name = $1', [COMPANY]);
  await sql('delete from public.quote_requests where id = $1', [leadId]);
  await sql('delete from public."Contacts" where "Email Address" = $1', [CONTACT_EMAIL]);
  await sql('delete from public.sites where code like $1', [`${RUN}-%`]);
  await closeContexts();
});

/** Two months ahead, for a month: days nobody has booked the run's own sites for. */
function quotedDates() {
  const now = new Date();
  const day = (month: number, date: number) => new Date(Date.UTC(now.getFullYear(), now.getMonth() + month, date)).toISOString().slice(0, 10);
  return { starts_on: day(2, 1), ends_on: day(3, 0) };
}

async function arrangeQuote(): Promise<{ codes: string[]; reference: string }> {
  const codes = ['A', 'B'].map((letter) => `${RUN}-${letter}`);
  for (const [index, code] of codes.entries()) {
    await sql(
      `insert into public.sites (code, name, locality, latitude, longitude, format, width_ft, height_ft, lighting, monthly_rate, published)
       values ($1, $2, 'Campaign Test', 12.95, 80.24, 'hoarding', 40, 20, 'front_lit', $3, true)`,
      [code, `Campaign test hoarding ${index + 1}`, [100_000, 150_000][index]],
    );
  }
  const dates = quotedDates();
  const { error } = await serviceClient()
    .from('quote_requests')
    .insert({
      id: leadId,
      name: 'Lakshmi Raman',
      email: `${RUN.toLowerCase()}@example.in`,
      phone: '98400 11223',
      company: COMPANY,
      message: 'Both sites for the launch month.',
      items: codes.map((code, index) => ({ code, name: `Campaign test hoarding ${index + 1}`, ...dates })),
      form_elapsed_ms: 30_000,
    });
  expect(error).toBeNull();
  return { codes, reference: await sqlValue<string>('select reference from public.quote_requests where id = $1', [leadId]) };
}

describe('a quote lead made into a proposal', () => {
  it('makes the customer and a draft from the quote, sends it, and shows the link once', { timeout: JOURNEY_TIMEOUT }, async () => {
    const { codes, reference } = await arrangeQuote();
    const admin = await staffPage(pages, 'admin@example.com', `/admin/leads?lead=${leadId}`);
    const details = admin.getByRole('dialog', { name: 'Lead Details' });
    await details.getByRole('button', { name: 'Make a proposal' }).click();

    await admin.waitForURL((url) => /^\/admin\/campaigns\/[0-9a-f-]{36}$/.test(url.pathname));
    const campaignId = admin.url().split('/').pop()!;
    await admin.getByRole('heading', { level: 1, name: /^Campaign CP-[0-9A-F]{8}$/ }).waitFor();
    // Each line says whether its site is free on its dates (another test may hold one meanwhile, which it names).
    for (const code of codes) await admin.getByRole('group', { name: new RegExp(`^Line \\d: ${code} `) }).getByText(/^(Free on these dates\.|Held for .+)$/).first().waitFor();
    // 1 month at ₹1,00,000 and ₹1,50,000; 800 sq ft each at ₹12 printing and ₹4 mounting; 18% GST.
    const totals = admin.getByRole('region', { name: 'Totals' });
    await expect.poll(() => totals.textContent()).toContain('Subtotal₹2,75,600');
    expect(await totals.textContent()).toContain('Three lakh twenty-five thousand two hundred eight rupees only');
    expect(await sqlValue<string>('select status from public.leads where id = $1', [leadId])).toBe('qualified');
    expect(await sqlValue<string>(`select c.name from public.customers c join public.campaigns p on p.customer_id = c.id where p.id = $1`, [campaignId])).toBe(COMPANY);
    expect(await sqlValue<string>(`select k.email from public.customer_contacts k join public.campaigns p on p.contact_id = k.id where p.id = $1`, [campaignId])).toBe(`${RUN.toLowerCase()}@example.in`);
    await expect.poll(() => admin.getByLabel('Customer').evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent)).toBe(COMPANY);
    await screenshot(admin, 'campaign-draft-desktop');

    await admin.getByRole('button', { name: 'Send proposal' }).click();
    const link = admin.getByRole('status', { name: 'Proposal link' });
    await link.getByText('This link is shown only now').waitFor();
    const url = await link.getByLabel('Link for the client').inputValue();
    expect(url).toMatch(/\/proposals\/[A-Za-z0-9_-]{32}$/);
    await admin.getByText(/^Sent: only drafts can be edited/).waitFor();
    await screenshot(admin, 'campaign-sent-desktop');
    expect(await sqlValue<string>('select status from public.campaigns where id = $1', [campaignId])).toBe('sent');
    expect(await sqlValue<number>(`select count(*)::int from public.site_bookings b join public.campaign_lines l on l.booking_id = b.id where l.campaign_id = $1 and b.kind = 'hold'`, [campaignId])).toBe(2);
    // The link opens the proposal for a visitor.
    const { data: view } = await anonClient().rpc('proposal_view', { token: url.split('/').pop()! });
    expect(view).toMatchObject({ state: 'open', title: `Media plan ${reference}` });

    // The inbox now links the lead to its campaign and to its customer, whose page lists it, and offers another
    // lead naming the same company (in other capitals) to be linked too.
    await serviceClient()
      .from('Contacts')
      .insert({ 'Full name': 'Arun Prakash', 'Email Address': CONTACT_EMAIL, 'Phone Number': 9840055667, 'Company Name': COMPANY.toUpperCase(), message: 'Also a bus shelter?', form_elapsed_ms: 30_000 })
      .throwOnError();
    await admin.goto(`/admin/leads?lead=${leadId}`);
    const leadDetails = admin.getByRole('dialog', { name: 'Lead Details' });
    await leadDetails.getByRole('link', { name: /^Campaign CP-/ }).waitFor();
    await leadDetails.getByRole('link', { name: COMPANY }).click();
    await admin.waitForURL((address) => /^\/admin\/customers\/[0-9a-f-]{36}\/edit$/.test(address.pathname));
    const customerLeads = admin.getByRole('region', { name: 'Leads' });
    await customerLeads.getByRole('link', { name: 'Lakshmi Raman' }).waitFor();
    await customerLeads.getByRole('button', { name: 'Link Arun Prakash' }).click();
    await expect.poll(() => customerLeads.getByRole('button', { name: 'Link Arun Prakash' }).count()).toBe(0);
    await customerLeads.getByRole('link', { name: 'Arun Prakash' }).waitFor();
    await screenshot(admin, 'customer-leads-desktop');

    // The client, signed out in a browser of their own, opens the link on a phone and accepts.
    const client = await newPage(viewports.mobile);
    pages.push(client);
    await client.goto(new URL(url).pathname);
    const form = client.getByRole('form', { name: 'Accept proposal' });
    await form.getByLabel('Your name').fill('Lakshmi Raman');
    await form.getByLabel('Designation').fill('Marketing Head');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Accept proposal' }).click();
    await client
      .getByRole('status')
      .filter({ hasText: /Every site is held for you until \d{1,2} \w{3} \d{4}\. We confirm the bookings when your purchase order reaches us\./ })
      .waitFor();
    // The sites stay held for the client's PO until the proposal's validity ends (decision 114); the campaign says who accepted.
    expect(
      await sqlValue<number>(
        `select count(*)::int from public.site_bookings b join public.campaign_lines l on l.booking_id = b.id join public.campaigns c on c.id = l.campaign_id
         where l.campaign_id = $1 and b.kind = 'hold' and b.expires_at = (c.valid_until + 1)::timestamp at time zone 'Asia/Kolkata'`,
        [campaignId],
      ),
    ).toBe(2);
    await admin.goto(`/admin/campaigns/${campaignId}`);
    await admin.getByText(/Accepted by Lakshmi Raman/).first().waitFor();
    await admin.getByRole('heading', { level: 2, name: "Waiting for the client's purchase order" }).waitFor();

    const phone = await staffPage(pages, 'admin@example.com', `/admin/campaigns?q=${encodeURIComponent(reference)}`, viewports.mobile);
    await phone.getByRole('table', { name: 'Campaigns' }).getByText(`Media plan ${reference}`).waitFor();
    await screenshot(phone, 'campaigns-list-phone');
    await phone.goto(`/admin/campaigns/${campaignId}`);
    await phone.getByText(/Accepted by Lakshmi Raman/).first().waitFor();
    await screenshot(phone, 'campaign-accepted-phone');
  });
});

describe('campaigns for staff who do not sell', () => {
  it('shows an editor who types the address a sentence, and no link in the sidebar', async () => {
    const editor = await staffPage(pages, 'editor@example.com', '/admin/campaigns');
    await editor.getByText('Campaigns can only be seen by admins and sales staff', { exact: false }).waitFor();
    expect(await editor.getByRole('navigation').getByRole('link', { name: 'Campaigns' }).count()).toBe(0);
    expect(await editor.getByRole('table').count()).toBe(0);
  });
});
