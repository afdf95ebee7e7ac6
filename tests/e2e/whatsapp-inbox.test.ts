import type { Page } from 'playwright-core';
import { afterAll, expect, it } from 'vitest';
import { deliver, messageDelivery } from '../../supabase/local/graph/inbound.ts';
import { closeContexts, screenshot, staffPage } from '../support/browser';
import { signedInClient } from '../support/clients';
import { sql } from '../support/db';
import { keptWhatsAppsTo } from '../support/outbox';
import { siteUrl } from '../support/stack';

/**
 * WhatsApp in the Leads inbox (docs/product.md §10, docs/decisions/117): signed messages as Meta sends them appear live,
 * sales answer inside the customer-service window and the reply lands in the outbox; a conversation whose customer
 * last wrote 25 hours ago (moved by data, never waited for) offers only templates; a proposal sent to a contact who
 * opted in goes on WhatsApp too, and one to a contact who did not leaves nothing in the outbox. What the webhook stores,
 * and the other templates, are tests/functions/whatsapp.test.ts's.
 */

const pages: Page[] = [];
const stamp = Date.now() % 100_000_000;
const fresh = `9197${String(stamp).padStart(8, '0')}`;
const stale = `9196${String(stamp).padStart(8, '0')}`;

let customer = '';

afterAll(async () => {
  await Promise.all(pages.map((page) => page.context().close()));
  await sql('delete from public.whatsapp_conversations where phone = any($1)', [[`+${fresh}`, `+${stale}`]]);
  if (customer) {
    await sql(`set session_replication_role = replica;
      delete from public.whatsapp_messages where campaign_id in (select id from public.campaigns where customer_id = '${customer}');
      delete from public.site_bookings where id in (select booking_id from public.campaign_lines where campaign_id in (select id from public.campaigns where customer_id = '${customer}'));
      delete from public.campaign_events where campaign_id in (select id from public.campaigns where customer_id = '${customer}');
      delete from public.proposal_links where campaign_id in (select id from public.campaigns where customer_id = '${customer}');
      delete from public.campaign_lines where campaign_id in (select id from public.campaigns where customer_id = '${customer}');
      delete from public.campaigns where customer_id = '${customer}';
      delete from public.whatsapp_opt_ins where contact_id in (select id from public.customer_contacts where customer_id = '${customer}');
      delete from public.customer_contacts where customer_id = '${customer}';
      delete from public.customers where id = '${customer}';
      set session_replication_role = origin;`);
  }
  await closeContexts();
});

/** A draft proposal to a contact of its own on WhatsApp number `phone` (10 digits), who opted in or not, for a year no other test books. */
async function draftFor(phone: string, optedIn: boolean, year: number): Promise<string> {
  const sales = await signedInClient('sales@example.com');
  if (!customer) [{ id: customer }] = await sql<{ id: string }>("insert into public.customers (name) values ('WhatsApp journey ' || $1) returning id", [String(stamp)]);
  const { data: contact } = await sales.from('customer_contacts').insert({ customer_id: customer, name: 'Anjali Rao', phone }).select('id').single().throwOnError();
  if (optedIn) await sales.rpc('record_whatsapp_opt_in', { contact: contact.id, how: 'Said yes on the phone' }).throwOnError();
  const { data: campaign } = await sales.from('campaigns').insert({ title: 'Aadi sale', customer_id: customer, contact_id: contact.id }).select('id').single().throwOnError();
  const [site] = await sql<{ id: string }>("select id from public.sites where code = 'CHN-TNG-001'");
  await sales.from('campaign_lines').insert({ campaign_id: campaign.id, site_id: site!.id, starts_on: `${year}-03-01`, ends_on: `${year}-03-31`, monthly_rate: 170000 }).throwOnError();
  return campaign.id;
}

it('shows a WhatsApp message live, sends a reply inside the window, and only templates outside it', async () => {
  const inbox = await staffPage(pages, 'sales@example.com', '/admin/leads');
  await inbox.getByRole('heading', { level: 1, name: 'Leads' }).waitFor();

  const name = `Senthil ${stamp}`;
  await deliver(siteUrl(), messageDelivery({ from: fresh, name, text: 'Rate for a hoarding on OMR?' }));
  await inbox.getByRole('button', { name: `View details for ${name}` }).click();
  const dialog = inbox.getByRole('dialog', { name: 'Lead Details' });
  const conversation = dialog.getByRole('region', { name: 'WhatsApp conversation' });
  await conversation.getByText('Rate for a hoarding on OMR?').waitFor();

  // A second message arrives while the lead is open.
  await deliver(siteUrl(), messageDelivery({ from: fresh, name, text: 'For March, please' }));
  await conversation.getByText('For March, please').waitFor();

  await conversation.getByRole('textbox', { name: 'Reply' }).fill('Yes: ₹1,20,000 a month. Shall I hold it?');
  await conversation.getByRole('button', { name: 'Send reply' }).click();
  await conversation.getByText('Divya Natarajan').waitFor();
  expect(keptWhatsAppsTo(fresh).map((kept) => kept.message.text?.body)).toEqual(['Yes: ₹1,20,000 a month. Shall I hold it?']);
  await screenshot(inbox, 'whatsapp-reply-in-window');
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();

  const late = `Latha ${stamp}`;
  await deliver(siteUrl(), messageDelivery({ from: stale, name: late, text: 'Send me the rates', timestamp: Math.floor(Date.now() / 1000) - 25 * 3600 }));
  await inbox.getByRole('button', { name: `View details for ${late}` }).click();
  const closed = dialog.getByRole('region', { name: 'WhatsApp conversation' });
  await closed.getByText('The customer last wrote more than 24 hours ago').waitFor();
  expect(await closed.getByRole('textbox', { name: 'Reply' }).count()).toBe(0);
  await closed.getByRole('button', { name: 'Send template' }).click();
  await closed.getByText(`Hello ${late}, this is Chennai Outdoor Media following up on your enquiry.`, { exact: false }).waitFor();
  expect(keptWhatsAppsTo(stale).map((kept) => kept.message.template?.name)).toEqual(['enquiry_follow_up']);
});

it('sends a proposal on WhatsApp too to a contact who opted in, and leaves nothing in the outbox for one who did not', async () => {
  const optedIn = `95${String(stamp).padStart(8, '0')}`;
  const notOptedIn = `94${String(stamp).padStart(8, '0')}`;
  const [yes, no] = [await draftFor(optedIn, true, 2046), await draftFor(notOptedIn, false, 2047)];
  const page = await staffPage(pages, 'sales@example.com', `/admin/campaigns/${yes}`);
  await page.getByRole('button', { name: 'Send proposal' }).click();
  await page.getByText('It went on WhatsApp too: the contact opted in.').waitFor();
  expect(keptWhatsAppsTo(`+91${optedIn}`).map((kept) => kept.message.template?.name)).toEqual(['proposal_sent']);
  await screenshot(page, 'proposal-sent-on-whatsapp');

  await page.goto(`/admin/campaigns/${no}`);
  await page.getByRole('button', { name: 'Send proposal' }).click();
  await page.getByRole('button', { name: 'Send again' }).waitFor();
  expect(await page.getByText('It went on WhatsApp too: the contact opted in.').count()).toBe(0);
  expect(keptWhatsAppsTo(`+91${notOptedIn}`)).toEqual([]);
});
