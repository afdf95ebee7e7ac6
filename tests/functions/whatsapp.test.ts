import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { LOCAL_WHATSAPP } from '../../supabase/local/graph/local-values.ts';
import { deliver, messageDelivery, newMessageId, signatureOf, statusDelivery, uploadMedia } from '../../supabase/local/graph/inbound.ts';
import { serviceClient, signedInClient, type Client } from '../support/clients';
import { sql } from '../support/db';
import { keptMailsTo, keptWhatsAppsTo } from '../support/outbox';
import { serviceRoleKey, siteUrl } from '../support/stack';

/**
 * WhatsApp's webhook and staff replies on the stand-in's Deno runtime (docs/decisions/117): Meta's handshake and
 * signature, a message from a new number becoming a lead and later ones its conversation, a retried delivery stored
 * once, a photo kept in the private bucket, status callbacks, and replies inside and outside the 24-hour window, which
 * the stand-in's graph keeps in the run's outbox.
 */

const RUN = Date.now() % 100_000_000;
const numbers: string[] = [];
/** A fresh Indian mobile number as Meta writes it (digits, country code first). */
const newNumber = () => {
  const phone = `9198${String(RUN + numbers.length).padStart(8, '0')}`;
  numbers.push(`+${phone}`);
  return phone;
};

let sales: Client;
let editor: Client;

beforeAll(async () => {
  [sales, editor] = await Promise.all(['sales@example.com', 'editor@example.com'].map((email) => signedInClient(email)));
});

afterAll(async () => {
  await sql('delete from public.whatsapp_conversations where phone = any($1)', [numbers]);
});

const conversationOf = async (phone: string) =>
  (await sql<{ id: string; name: string; message: string }>('select id, name, message from public.whatsapp_conversations where phone = $1', [`+${phone}`]))[0];
const messagesOf = (conversation: string) =>
  sql<{ wa_message_id: string; direction: string; kind: string; body: string; status: string; failure: string | null; media_path: string | null; sent_by: string | null }>(
    'select wa_message_id, direction, kind, body, status, failure, media_path, sent_by from public.whatsapp_messages where conversation_id = $1 order by created_at, id',
    [conversation],
  );

async function reply(client: Client, body: Record<string, unknown>): Promise<{ status: number; body: Record<string, unknown> }> {
  const { data } = await client.auth.getSession();
  const answer = await fetch(`${siteUrl()}/functions/v1/whatsapp-send`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${data.session!.access_token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: answer.status, body: (await answer.json()) as Record<string, unknown> };
}

describe('the webhook handshake', () => {
  const verify = (token: string) =>
    fetch(`${siteUrl()}/functions/v1/whatsapp-webhook?hub.mode=subscribe&hub.verify_token=${encodeURIComponent(token)}&hub.challenge=1158201444`);

  it('echoes the challenge for the verify token and refuses any other with 403', async () => {
    const good = await verify(LOCAL_WHATSAPP.verifyToken);
    expect([good.status, await good.text()]).toEqual([200, '1158201444']);
    expect((await verify('not-the-token')).status).toBe(403);
  });
});

describe('signed deliveries', () => {
  it('stores nothing for a missing or wrong signature, or a body changed after signing', async () => {
    const phone = newNumber();
    const body = JSON.stringify(messageDelivery({ from: phone, name: 'Forged', text: 'Hello' }));
    const post = (headers: Record<string, string>, sent = body) =>
      fetch(`${siteUrl()}/functions/v1/whatsapp-webhook`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: sent });
    expect((await post({})).status).toBe(401);
    expect((await post({ 'X-Hub-Signature-256': signatureOf(body, 'another-app-secret') })).status).toBe(401);
    expect((await post({ 'X-Hub-Signature-256': signatureOf(body) }, body.replace('Hello', 'Hullo'))).status).toBe(401);
    expect(await conversationOf(phone)).toBeUndefined();
  });

  it('makes a new number a WhatsApp lead, joins its later messages to the conversation, and stores a retried delivery once', async () => {
    const phone = newNumber();
    const first = messageDelivery({ from: phone, name: 'Senthil Kumar', text: 'Rate for a hoarding on OMR?' });
    expect(await (await deliver(siteUrl(), first)).json()).toEqual({ stored: 1, duplicate: 0, limited: 0, statuses: 0 });
    expect(await (await deliver(siteUrl(), first)).json()).toEqual({ stored: 0, duplicate: 1, limited: 0, statuses: 0 });
    await deliver(siteUrl(), messageDelivery({ from: phone, name: 'Senthil Kumar', text: 'For March, please' }));

    const conversation = await conversationOf(phone);
    expect(conversation).toMatchObject({ name: 'Senthil Kumar', message: 'Rate for a hoarding on OMR?' });
    expect((await messagesOf(conversation!.id)).map(({ body, direction, status }) => [direction, status, body])).toEqual([
      ['in', 'received', 'Rate for a hoarding on OMR?'],
      ['in', 'received', 'For March, please'],
    ]);
    const { data: lead } = await sales.from('leads').select('kind, name, phone, summary, status').eq('id', conversation!.id).single().throwOnError();
    expect(lead).toEqual({ kind: 'whatsapp', name: 'Senthil Kumar', phone: `+${phone}`, summary: 'WhatsApp: Rate for a hoarding on OMR?', status: 'new' });
    const { data: messages } = await sales.from('whatsapp_messages').select('body').eq('conversation_id', conversation!.id);
    expect(messages).toHaveLength(2);
    const { data: hidden } = await editor.from('whatsapp_messages').select('body').eq('conversation_id', conversation!.id);
    expect(hidden).toEqual([]);
    const announced = keptMailsTo(site.email).filter((mail) => mail.subject === 'WhatsApp message from a new number: Senthil Kumar');
    expect(announced).toHaveLength(1);
    expect(announced[0]!.text).toContain(`+${phone}`);
  });

  it('fetches a photo from the graph and keeps it in the private bucket', async () => {
    const phone = newNumber();
    const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70, 0, 1, 0xff, 0xd9]);
    const media = await uploadMedia(siteUrl(), jpeg, 'image/jpeg', 'wall.jpg');
    await deliver(siteUrl(), messageDelivery({ from: phone, name: 'Kavya', media: { id: media, kind: 'image', type: 'image/jpeg', caption: 'This wall on Anna Salai' } }));
    const conversation = await conversationOf(phone);
    const [photo] = await messagesOf(conversation!.id);
    expect(photo).toMatchObject({ kind: 'image', body: 'This wall on Anna Salai', media_path: expect.stringMatching(new RegExp(`^${conversation!.id}/[0-9a-f-]{36}\\.jpg$`)) });
    const { data: file } = await serviceClient().storage.from('whatsapp').download(photo!.media_path!);
    expect(new Uint8Array(await file!.arrayBuffer())).toEqual(jpeg);
    const { data: refused } = await editor.storage.from('whatsapp').download(photo!.media_path!);
    expect(refused).toBeNull();
  });
});

describe("a person's data", () => {
  it('goes with their lead: deleting it deletes the conversation and its messages', async () => {
    const phone = newNumber();
    await deliver(siteUrl(), messageDelivery({ from: phone, name: 'Forget Me', text: 'Hello' }));
    const conversation = (await conversationOf(phone))!.id;
    const admin = await signedInClient('admin@example.com');
    await admin.from('whatsapp_conversations').delete().eq('id', conversation).throwOnError();
    expect(await sql('select id from public.leads where id = $1', [conversation])).toEqual([]);
    expect(await messagesOf(conversation)).toEqual([]);
  });
});

describe('replies and status callbacks', () => {
  it('sends staff free text inside the window, keeps the sender, and moves its status forward only', async () => {
    const phone = newNumber();
    await deliver(siteUrl(), messageDelivery({ from: phone, name: 'Farah', text: 'Is the Guindy site free?' }));
    const conversation = (await conversationOf(phone))!.id;
    const answer = await reply(sales, { conversation, text: 'Yes, from 1 March.' });
    expect(answer).toMatchObject({ status: 200, body: { outcome: 'sent', failure: null } });
    const [kept] = keptWhatsAppsTo(phone);
    expect(kept!.message).toMatchObject({ to: phone, type: 'text', text: { body: 'Yes, from 1 March.' } });
    const sent = (await messagesOf(conversation)).at(-1)!;
    expect(sent).toMatchObject({ direction: 'out', status: 'sent', wa_message_id: kept!.id, sent_by: '5eed0000-0000-4000-8000-000000000006' });

    const status = (state: 'delivered' | 'read' | 'sent' | 'failed', error?: string) => deliver(siteUrl(), statusDelivery({ id: kept!.id, status: state, to: phone, error }));
    expect(await (await status('read')).json()).toMatchObject({ statuses: 1 });
    expect(await (await status('delivered')).json()).toMatchObject({ statuses: 0 });
    expect((await messagesOf(conversation)).at(-1)!.status).toBe('read');

    expect((await reply(editor, { conversation, text: 'Hello' })).status).toBe(403);
  });

  it('records why a message failed', async () => {
    const phone = newNumber();
    await deliver(siteUrl(), messageDelivery({ from: phone, name: 'Gopal', text: 'Hi' }));
    const conversation = (await conversationOf(phone))!.id;
    await reply(sales, { conversation, text: 'Hello Gopal' });
    const [kept] = keptWhatsAppsTo(phone);
    await deliver(siteUrl(), statusDelivery({ id: kept!.id, status: 'failed', to: phone, error: 'Message undeliverable' }));
    expect((await messagesOf(conversation)).at(-1)).toMatchObject({ status: 'failed', failure: 'Message undeliverable' });
  });

  it('refuses free text 24 hours after the customer last wrote, and sends an approved template instead', async () => {
    const phone = newNumber();
    await deliver(siteUrl(), messageDelivery({ from: phone, name: 'Latha', text: 'Send me the rates', id: newMessageId(), timestamp: Math.floor(Date.now() / 1000) - 25 * 3600 }));
    const conversation = (await conversationOf(phone))!.id;
    expect(await reply(sales, { conversation, text: 'Here they are' })).toEqual({
      status: 422,
      body: { error: 'The customer last wrote more than 24 hours ago: WhatsApp allows only an approved template until they write again.' },
    });
    expect((await reply(sales, { conversation, template: 'follow_up' })).body).toMatchObject({ outcome: 'sent' });
    const [kept] = keptWhatsAppsTo(phone);
    expect(kept!.message).toMatchObject({ type: 'template', template: { name: 'enquiry_follow_up', components: [{ parameters: [{ text: 'Latha' }] }] } });
    expect((await reply(sales, { conversation, template: 'proposal_sent' })).status).toBe(422);
  });
});

describe('the money path on WhatsApp', () => {
  const siteCode = `WA${RUN}`;
  let customer: string;
  let site: string;

  beforeAll(async () => {
    const [row] = await sql<{ id: string }>(
      `insert into public.sites (code, name, locality, latitude, longitude, format, width_ft, height_ft, lighting, monthly_rate, published)
       values ($1, 'WhatsApp test hoarding', 'Adyar', 13.0, 80.25, 'hoarding', 40, 20, 'front_lit', 120000, true) returning id`,
      [siteCode],
    );
    site = row!.id;
    customer = (await sales.from('customers').insert({ name: `Opted Textiles ${RUN}` }).select('id').single().throwOnError()).data.id;
  });

  afterAll(async () => {
    await sql('delete from public.site_bookings where site_id = $1', [site]);
    await sql('delete from public.campaigns where customer_id = $1', [customer]);
    await sql('delete from public.customers where id = $1', [customer]);
    await sql('delete from public.sites where id = $1', [site]);
  });

  /** A campaign of one line in `year`'s March for a new contact with a ten-digit phone, opted in or not. */
  async function campaignFor(year: number, optedIn: boolean): Promise<{ campaign: string; phone: string }> {
    const phone = newNumber().slice(2);
    const { data: contact } = await sales.from('customer_contacts').insert({ customer_id: customer, name: 'Anjali Rao', phone }).select('id').single().throwOnError();
    if (optedIn) await sales.rpc('record_whatsapp_opt_in', { contact: contact.id, how: 'Said yes on the phone' }).throwOnError();
    const { data: campaign } = await sales.from('campaigns').insert({ title: 'Aadi sale', customer_id: customer, contact_id: contact.id }).select('id').single().throwOnError();
    await sales.from('campaign_lines').insert({ campaign_id: campaign.id, site_id: site, starts_on: `${year}-03-01`, ends_on: `${year}-03-31`, monthly_rate: 120000 }).throwOnError();
    return { campaign: campaign.id, phone };
  }

  it("sends the proposal's link as its template to a contact who opted in, records it on the campaign, and nothing to one who did not", async () => {
    const opted = await campaignFor(2041, true);
    const { data: sent } = await sales.functions.invoke('proposal-mail', { body: { send: opted.campaign } });
    expect(sent).toMatchObject({ email: 'no_contact', whatsapp: 'sent' });
    const [kept, ...more] = keptWhatsAppsTo(`+91${opted.phone}`);
    expect(more).toEqual([]);
    const reference = (await sales.from('campaigns').select('reference').eq('id', opted.campaign).single().throwOnError()).data.reference;
    expect(kept!.message.template).toMatchObject({ name: 'proposal_sent', components: [{ parameters: [{ text: 'Anjali Rao' }, { text: reference }, { text: sent.url }] }] });
    const { data: recorded } = await sales.from('whatsapp_messages').select('template_key, status, phone').eq('campaign_id', opted.campaign);
    expect(recorded).toEqual([{ template_key: 'proposal_sent', status: 'sent', phone: `+91${opted.phone}` }]);

    const other = await campaignFor(2042, false);
    const { data: unsent } = await sales.functions.invoke('proposal-mail', { body: { send: other.campaign } });
    expect(unsent).toMatchObject({ whatsapp: 'not_opted_in' });
    expect(keptWhatsAppsTo(`+91${other.phone}`)).toEqual([]);
  });

  it('tells a client who opted in, once, the day before the sites held for them go, from the daily reminders\' call', async () => {
    const opted = await campaignFor(2043, true);
    await sales.functions.invoke('proposal-mail', { body: { send: opted.campaign } });
    // The hold ends tomorrow evening, India's time (set as the owner: the proposal made it for its validity).
    await sql(
      `set session_replication_role = replica;
       update public.site_bookings set expires_at = ((public.india_today() + 1)::timestamp + time '18:00') at time zone 'Asia/Kolkata'
        where id in (select booking_id from public.campaign_lines where campaign_id = '${opted.campaign}');
       set session_replication_role = origin;`,
    );
    const daily = () =>
      fetch(`${siteUrl()}/functions/v1/invoice-reminders`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${serviceRoleKey()}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ send: 'queued' }),
      });
    expect((await daily()).status).toBe(200);
    const held = keptWhatsAppsTo(`+91${opted.phone}`).filter((kept) => kept.message.template?.name === 'hold_expiring');
    expect(held).toHaveLength(1);
    const reference = (await sales.from('campaigns').select('reference').eq('id', opted.campaign).single().throwOnError()).data.reference;
    expect(held[0]!.message.template).toMatchObject({ components: [{ parameters: [{ text: 'Anjali Rao' }, { text: reference }, { text: expect.stringMatching(/^\d+ \w{3} 2\d{3}$/) }] }] });
    await daily();
    expect(keptWhatsAppsTo(`+91${opted.phone}`).filter((kept) => kept.message.template?.name === 'hold_expiring')).toHaveLength(1);
  });

  it('lets only those who sell record or withdraw an opt-in, and keeps the number in E.164', async () => {
    const opted = await campaignFor(2044, true);
    const { data: optIns } = await sales.from('whatsapp_opt_ins').select('phone, how, recorded_by, contact_id').eq('phone', `+91${opted.phone}`);
    expect(optIns).toEqual([expect.objectContaining({ phone: `+91${opted.phone}`, how: 'Said yes on the phone', recorded_by: '5eed0000-0000-4000-8000-000000000006' })]);
    const contact = optIns![0]!.contact_id;
    expect((await editor.from('whatsapp_opt_ins').select('id').eq('contact_id', contact)).data).toEqual([]);
    expect((await editor.rpc('withdraw_whatsapp_opt_in', { contact })).error?.code).toBe('42501');
    expect((await sales.rpc('record_whatsapp_opt_in', { contact, how: 'Again' })).error?.message).toBe('This contact has already opted in.');
    await sales.rpc('withdraw_whatsapp_opt_in', { contact }).throwOnError();
    expect((await sales.from('whatsapp_opt_ins').select('withdrawn_how, withdrawn_by').eq('contact_id', contact)).data).toEqual([
      { withdrawn_how: 'staff', withdrawn_by: '5eed0000-0000-4000-8000-000000000006' },
    ]);
  });

  it("withdraws the opt-in when the client writes STOP", async () => {
    const opted = await campaignFor(2043, true);
    await deliver(siteUrl(), messageDelivery({ from: `91${opted.phone}`, name: 'Anjali', text: 'STOP' }));
    const { data: optIns } = await sales.from('whatsapp_opt_ins').select('withdrawn_how').eq('phone', `+91${opted.phone}`);
    expect(optIns).toEqual([{ withdrawn_how: 'stop' }]);
    const { data: sent } = await sales.functions.invoke('proposal-mail', { body: { send: opted.campaign } });
    expect(sent).toMatchObject({ whatsapp: 'not_opted_in' });
  });
});
