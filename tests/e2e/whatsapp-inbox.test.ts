import type { Page } from 'playwright-core';
import { afterAll, expect, it } from 'vitest';
import { deliver, messageDelivery } from '../../supabase/local/graph/inbound.ts';
import { closeContexts, screenshot, staffPage } from '../support/browser';
import { sql } from '../support/db';
import { keptWhatsAppsTo } from '../support/outbox';
import { siteUrl } from '../support/stack';

/**
 * WhatsApp in the Leads inbox (docs/product.md §10, docs/decisions/117): signed messages as Meta sends them appear live,
 * sales answer inside the customer-service window and the reply lands in the outbox; a conversation whose customer
 * last wrote 25 hours ago (moved by data, never waited for) offers only templates. What the webhook stores, and the
 * money path's templates, are tests/functions/whatsapp.test.ts's.
 */

const pages: Page[] = [];
const stamp = Date.now() % 100_000_000;
const fresh = `9197${String(stamp).padStart(8, '0')}`;
const stale = `9196${String(stamp).padStart(8, '0')}`;

afterAll(async () => {
  await Promise.all(pages.map((page) => page.context().close()));
  await sql('delete from public.whatsapp_conversations where phone = any($1)', [[`+${fresh}`, `+${stale}`]]);
  await closeContexts();
});

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
