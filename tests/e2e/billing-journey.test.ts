import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { closeContexts, screenshot, staffPage, viewports } from '../support/browser';
import { signedInClient } from '../support/clients';
import { sql } from '../support/db';
import { keptMailsTo } from '../support/outbox';
import { openAsVisitor } from '../support/visitor-page';

/**
 * From a client's acceptance to nothing owed (docs/product.md §16): the client accepts on a phone, sales note the
 * client's purchase order, which confirms the campaign (docs/decisions/114); accounts raise and issue the invoice and send it,
 * the client opens the e-mailed link on a phone, accounts record the client's payment less 2% TDS (suggested from its PAN, on
 * the value before GST), and the client's statement shows nothing owed and is e-mailed to the client. What the database computes is
 * tests/api/invoices.test.ts's and tests/api/receipts.test.ts's; here, what people do in a browser.
 */

const pages: Page[] = [];
const stamp = Date.now().toString(36);
let customer = '';
let reference = '';
let campaignId = '';
let proposalToken = '';
let site: { id: string; licence_until: string | null } = { id: '', licence_until: null };
const contactEmail = `accounts-${stamp}@journey-textiles.example`;

beforeAll(async () => {
  // A client (a company: 2% TDS) that has accepted a campaign of media alone, on one site a few years out.
  [{ id: customer }] = await sql<{ id: string }>(
    "insert into public.customers (name, gstin, billing_address) values ($1, '33AABCK1234M1ZR', '14 Industrial Estate, Guindy, Chennai 600032') returning id",
    [`Journey Textiles ${stamp}`],
  );
  const [contact] = await sql<{ id: string }>("insert into public.customer_contacts (customer_id, name, email) values ($1, 'Selvi Raman', $2) returning id", [customer, contactEmail]);
  const [campaign] = await sql<{ id: string; reference: string }>(
    "insert into public.campaigns (title, customer_id, contact_id, status, include_printing, include_mounting) values ('Aadi sale', $1, $2, 'draft', false, false) returning id, reference",
    [customer, contact.id],
  );
  reference = campaign.reference;
  campaignId = campaign.id;
  // A year no other test books, on a site licensed through it (a confirmed booking never runs past a licence).
  [site] = await sql<{ id: string; licence_until: string | null }>(
    'select s.id, l.valid_until::text as licence_until from public.sites s left join public.site_licences l on l.site_id = s.id where s.published order by s.code limit 1',
  );
  await sql("update public.site_licences set valid_until = '2038-12-31' where site_id = $1", [site.id]);
  await sql("insert into public.campaign_lines (campaign_id, site_id, starts_on, ends_on, monthly_rate) values ($1, $2, '2037-07-01', '2037-07-31', 100000)", [campaign.id, site.id]);
  // Sent by sales (the sending is campaigns.test.ts's journey): the link the client was e-mailed.
  const sales = await signedInClient('sales@example.com');
  ({ data: proposalToken } = await sales.rpc('send_proposal', { campaign: campaign.id }).throwOnError());
});

/** The invoice's due day as its e-mail writes it: '8 Mar 2027'. */
async function dueDay(number: string): Promise<string> {
  const [{ due }] = await sql<{ due: string }>("select to_char(due_on, 'FMDD Mon YYYY') as due from public.invoices where number = $1", [number]);
  return due;
}

afterEach(async () => {
  await Promise.all(pages.splice(0).map((page) => page.context().close()));
});
afterAll(async () => {
  await closeContexts();
  // Issued invoices and receipts are never deleted by anyone the triggers see: the journey's go with the triggers off.
  await sql(`set session_replication_role = replica;
    delete from public.receipt_allocations where receipt_id in (select id from public.receipts where customer_id = '${customer}');
    delete from public.receipts where customer_id = '${customer}';
    delete from public.invoice_links where invoice_id in (select id from public.invoices where customer_id = '${customer}');
    delete from public.invoice_lines where invoice_id in (select id from public.invoices where customer_id = '${customer}');
    delete from public.invoices where customer_id = '${customer}';
    delete from public.site_bookings where id in (select booking_id from public.campaign_lines where campaign_id in (select id from public.campaigns where customer_id = '${customer}'));
    delete from public.mounting_jobs where campaign_id in (select id from public.campaigns where customer_id = '${customer}');
    delete from public.campaign_events where campaign_id in (select id from public.campaigns where customer_id = '${customer}');
    delete from public.proposal_links where campaign_id in (select id from public.campaigns where customer_id = '${customer}');
    delete from public.campaign_lines where campaign_id in (select id from public.campaigns where customer_id = '${customer}');
    delete from public.campaigns where customer_id = '${customer}';
    delete from public.customer_contacts where customer_id = '${customer}';
    delete from public.customers where id = '${customer}';
    set session_replication_role = origin;`);
  await sql('delete from public.proposal_responses where customer_name = $1', [`Journey Textiles ${stamp}`]);
  await sql('update public.site_licences set valid_until = $2 where site_id = $1', [site.id, site.licence_until]);
});

it("the client accepts, sales note the client's PO, which confirms the campaign; accounts invoice it and e-mail it, the client opens it on a phone, a payment less 2% TDS leaves nothing owed", async () => {
  // The client accepts on a phone: the site is held for their purchase order.
  const { page: proposal } = await openAsVisitor(pages, `/proposals/${proposalToken}`, viewports.mobile);
  const answer = proposal.getByRole('form', { name: 'Accept proposal' });
  await answer.getByLabel('Your name').fill('Selvi Raman');
  await answer.getByLabel('Designation').fill('Accounts Head');
  await answer.getByRole('checkbox').check();
  await answer.getByRole('button', { name: 'Accept proposal' }).click();
  await proposal.getByRole('status').filter({ hasText: 'We confirm the bookings when your purchase order reaches us.' }).waitFor();

  const sales = await staffPage(pages, 'sales@example.com', `/admin/campaigns/${campaignId}`);
  await sales.getByRole('heading', { level: 2, name: "Waiting for the client's purchase order" }).waitFor();
  const order = sales.getByRole('form', { name: "Client's purchase order" });
  await order.getByLabel(/^PO number/).fill('JT/PO/2026/118');
  await order.getByLabel(/^PO date/).fill('2026-12-01');
  await order.getByRole('button', { name: 'Save purchase order' }).click();
  await order.getByText('Campaign confirmed: every site is booked for its dates.').waitFor();
  await sales.getByText('Confirmed', { exact: true }).first().waitFor();
  await screenshot(sales, 'campaign-confirmed-by-po-desktop');

  const accounts = await staffPage(pages, 'accounts@example.com', '/admin/invoices');
  const raise = accounts.getByRole('form', { name: 'Raise an invoice' });
  await raise.getByLabel(/^Campaign/).selectOption({ label: `${reference} · Aadi sale · Journey Textiles ${stamp}` });
  await raise.getByRole('button', { name: 'Raise invoice' }).click();
  await accounts.getByRole('heading', { level: 1, name: 'Draft invoice' }).waitFor();
  await accounts.getByRole('button', { name: 'Issue invoice' }).click();
  await accounts.getByRole('dialog', { name: 'Issue this invoice?' }).getByRole('button', { name: 'Issue invoice' }).click();
  const heading = accounts.getByRole('heading', { level: 1, name: /^Invoice COM\/\d\d-\d\d\/\d{4}$/ });
  await heading.waitFor();
  const number = (await heading.textContent())?.replace('Invoice ', '') ?? '';

  await accounts.getByRole('button', { name: 'Send to the client' }).click();
  // No e-mail provider in the tests: the message is kept in the run's outbox, and staff are told to send the link.
  await accounts.getByText(`Invoice ${number} sent. E-mail is not set up here, so the message was kept, not sent: send the link yourself.`).waitFor();
  const link = await accounts.getByLabel('Link for the client').inputValue();
  const mail = keptMailsTo(contactEmail).find((kept) => kept.subject.startsWith('Tax invoice'));
  expect(mail?.subject).toBe(`Tax invoice ${number} from Chennai Outdoor Media: ₹1,18,000.00 due by ${await dueDay(number)}`);
  expect(mail?.text).toContain(`Dear Selvi Raman,`);
  expect(mail?.text).toContain(`Open the invoice: ${link}`);
  const { page: client } = await openAsVisitor(pages, new URL(link).pathname, viewports.mobile);
  await client.getByText(`No. ${number}`).waitFor();
  await client.getByText(`Journey Textiles ${stamp}`).first().waitFor();
  await client.getByText('JT/PO/2026/118 of 1 Dec 2026').waitFor();

  // 1 month at ₹1,00,000 and 18% GST: ₹1,18,000, of which the client pays ₹1,16,000 and deducts ₹2,000.
  const payments = accounts.getByRole('region', { name: 'Payments' });
  await payments.getByText('₹1,18,000.00 left to pay').waitFor();
  const form = payments.getByRole('form', { name: 'Record a payment' });
  expect(await form.getByLabel(/^TDS rate/).inputValue()).toBe('2');
  expect(await form.getByLabel(/^TDS deducted/).inputValue()).toBe('2000');
  expect(await form.getByLabel(/^Amount received/).inputValue()).toBe('116000');
  await form.getByLabel(/^UTR or cheque number/).fill('HDFCN52031234567');
  await form.getByRole('button', { name: 'Record payment' }).click();
  await payments.getByText('Paid in full: ₹1,18,000.00 settled.').waitFor();
  await screenshot(accounts, 'invoice-paid-desktop');

  await payments.getByRole('link', { name: "The client's statement of account" }).click();
  const statement = accounts.getByRole('region', { name: 'Statement' });
  await statement.getByText(/^Nothing is owed on /).waitFor();
  const rows = await statement.getByRole('row').allTextContents();
  expect(rows.slice(2)).toEqual([
    expect.stringMatching(new RegExp(`${number.replace(/\//g, '\\/')}Invoice for ${reference}, Aadi sale.*₹1,18,000\\.00₹1,18,000\\.00$`)),
    expect.stringMatching(/RCT\/\d\d-\d\d\/\d{4}Payment by NEFT HDFCN52031234567₹1,16,000\.00₹2,000\.00$/),
    expect.stringMatching(/RCT\/\d\d-\d\d\/\d{4}TDS deducted at 2%₹2,000\.00₹0\.00$/),
  ]);
  await accounts.getByRole('button', { name: 'E-mail to the client' }).click();
  await accounts.getByText('E-mail is not set up here, so the message was kept, not sent: print the statement and send it yourself.').waitFor();
  const statementMail = keptMailsTo(contactEmail).find((mail) => mail.subject.startsWith('Statement of account'));
  expect(statementMail?.subject).toMatch(new RegExp(`^Statement of account, Journey Textiles ${stamp}: 1 Apr 20\\d\\d to `));
  expect(statementMail?.text).toMatch(/Nothing is owed on \d+ \w{3} \d{4}\./);
  await screenshot(accounts, 'statement-desktop');
});
