import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, serviceClient, signedInClient, type Client } from '../support/clients';
import { sql, sqlValue } from '../support/db';
import { keptMailsTo } from '../support/outbox';

/**
 * proposal-mail on the stand-in's Deno runtime (docs/decisions/092): 'Send proposal' and 'Send again' e-mail the link
 * to the campaign's contact with a copy to the sales people, the client's copy of what they accepted goes once, and
 * so does the confirmation of the bookings the database asks for when the client's PO confirms them (decision 114).
 * The test run configures no e-mail provider, so each message is kept in the run's outbox and the history says so.
 */

const RUN = `PM${Date.now().toString(36).toUpperCase()}`;
let sales: Client;
let admin: Client;
let editor: Client;
let customerId: string;
let contactEmail: string;
const siteIds: string[] = [];
const campaigns: string[] = [];

beforeAll(async () => {
  [sales, admin, editor] = await Promise.all(['sales@example.com', 'admin@example.com', 'editor@example.com'].map((email) => signedInClient(email)));
  for (const letter of ['A', 'B']) {
    const [row] = await sql<{ id: string }>(
      `insert into public.sites (code, name, locality, latitude, longitude, format, width_ft, height_ft, lighting, monthly_rate, published)
       values ($1, $2, 'Adyar', 13.0, 80.25, 'hoarding', 40, 20, 'front_lit', 120000, true) returning id`,
      [`${RUN}-${letter}`, `Mail test hoarding ${letter}`],
    );
    siteIds.push(row!.id);
  }
  const { data: customer } = await sales.from('customers').insert({ name: `Anjali Textiles ${RUN}` }).select('id').single().throwOnError();
  customerId = customer.id;
  contactEmail = `${RUN.toLowerCase()}@example.com`;
});

afterAll(async () => {
  await sql('delete from public.site_bookings where site_id = any($1)', [siteIds]);
  await sql('delete from public.proposal_responses where campaign_id = any($1)', [campaigns]);
  await sql('delete from public.staff_notices where link = any($1)', [campaigns.map((id) => `/admin/campaigns/${id}`)]);
  await sql('delete from public.campaigns where id = any($1)', [campaigns]);
  await sql('delete from public.customers where id = $1', [customerId]);
  await sql('delete from public.sites where id = any($1)', [siteIds]);
});

/** A draft of one line per site in `year`'s March, for a contact with the given e-mail (or only a phone). */
async function draft(year: number, email: string | null = contactEmail): Promise<string> {
  const { data: contact } = await sales.from('customer_contacts').insert({ customer_id: customerId, name: 'Anjali Rao', email, phone: email ? null : '9840012345' }).select('id').single().throwOnError();
  const { data: campaign } = await sales.from('campaigns').insert({ title: 'Aadi sale', customer_id: customerId, contact_id: contact.id }).select('id').single().throwOnError();
  campaigns.push(campaign.id);
  for (const [index, site_id] of siteIds.entries()) {
    await sales
      .from('campaign_lines')
      .insert({ campaign_id: campaign.id, site_id, starts_on: `${year}-03-01`, ends_on: `${year}-03-31`, monthly_rate: 120000, discount_percent: index === 0 ? 5 : 0, discount_reason: index === 0 ? 'Two sites' : null })
      .throwOnError();
  }
  return campaign.id;
}

type Answer = { status: number; body: { url?: string; email?: string; error?: string } };

async function invoke(client: Client, body: Record<string, string>): Promise<Answer> {
  const { data, error } = await client.functions.invoke('proposal-mail', { body });
  if (!error) return { status: 200, body: data as Answer['body'] };
  const response = (error as { context?: Response }).context;
  return { status: response?.status ?? 0, body: ((await response?.json().catch(() => ({}))) ?? {}) as Answer['body'] };
}

const tokenOf = (url: string) => new URL(url).pathname.replace('/proposals/', '');
const emailed = (campaign: string) =>
  sql<{ note: string; by_name: string | null }>("select note, by_name from public.campaign_events where campaign_id = $1 and kind = 'emailed' order by at", [campaign]);
const holdIds = (campaign: string) => sql<{ booking_id: string }>('select booking_id from public.campaign_lines where campaign_id = $1 order by booking_id', [campaign]);

describe('a proposal by e-mail', () => {
  it("'Send proposal' holds the sites, e-mails the link to the contact with a copy to the owner and the sender, and the history says what became of it", async () => {
    const campaign = await draft(2033);
    const sent = await invoke(admin, { send: campaign });
    expect(sent.status).toBe(200);
    expect(sent.body.email).toBe('not_configured');
    expect((await holdIds(campaign)).every((row) => row.booking_id)).toBe(true);
    const [mail, ...more] = keptMailsTo(contactEmail);
    expect(more).toEqual([]);
    const reference = await sqlValue<string>('select reference from public.campaigns where id = $1', [campaign]);
    expect(mail).toMatchObject({ subject: `Proposal ${reference}: Aadi sale`, cc: ['sales@example.com', 'admin@example.com'] });
    expect(mail!.text).toContain(`Open the proposal: ${sent.body.url}`);
    expect(mail!.text).toMatch(/It is valid until \d{1,2} \w{3} \d{4}\./);
    const { data: view } = await anonClient().rpc('proposal_view', { token: tokenOf(sent.body.url!) });
    expect(view).toMatchObject({ state: 'open', reference });
    expect(await emailed(campaign)).toEqual([
      { note: `The proposal: e-mail is not set up here, so the message to ${contactEmail} was kept, not sent.`, by_name: await sqlValue("select full_name from public.user_profiles where email = 'admin@example.com'") },
    ]);
  });

  it("'Send again' e-mails another link to the same version; the holds and the first link stay", async () => {
    const campaign = await draft(2034, `again-${contactEmail}`);
    const first = await invoke(sales, { send: campaign });
    const holds = await holdIds(campaign);
    const again = await invoke(sales, { resend: campaign });
    expect(again.status).toBe(200);
    expect(again.body.url).not.toBe(first.body.url);
    expect(await holdIds(campaign)).toEqual(holds);
    for (const url of [first.body.url!, again.body.url!]) {
      const { data } = await anonClient().rpc('proposal_view', { token: tokenOf(url) });
      expect(data).toMatchObject({ state: 'open', version: 1 });
    }
    const mails = keptMailsTo(`again-${contactEmail}`);
    expect(mails.map((mail) => mail.cc)).toEqual([['sales@example.com'], ['sales@example.com']]);
    expect(mails[1]!.text).toContain('It is the same proposal: the sites stay held for you as before.');
    expect(mails[1]!.text).toContain(again.body.url);
    expect((await emailed(campaign)).map((row) => row.note.split(':')[0])).toEqual(['The proposal', 'A new link to the proposal']);
  });

  let withoutEmail = '';
  it("refuses 'Send again' for a draft in the database's sentence, and to an editor", async () => {
    const campaign = (withoutEmail = await draft(2035, null));
    expect(await invoke(sales, { resend: campaign })).toEqual({ status: 409, body: { error: 'Only a proposal out with the client, sent and not yet accepted, can be sent again.' } });
    expect((await invoke(editor, { resend: campaign })).status).toBe(403);
    expect((await invoke(editor, { send: campaign })).status).toBe(403);
    expect(await sqlValue('select status from public.campaigns where id = $1', [campaign])).toBe('draft');
  });

  it('sends nothing to a contact without an e-mail address, and says so', async () => {
    const campaign = withoutEmail;
    const sent = await invoke(sales, { send: campaign });
    expect(sent.body.email).toBe('no_contact');
    expect(await emailed(campaign)).toEqual([{ note: "The proposal: the campaign's contact has no e-mail address, so nothing was sent.", by_name: expect.any(String) }]);
  });

  it('tells the client once that their bookings are confirmed when their PO confirms them; only the database asks for it', async () => {
    const address = `confirmed-${contactEmail}`;
    const campaign = await draft(2037, address);
    const token = tokenOf((await invoke(sales, { send: campaign })).body.url!);
    await anonClient().rpc('accept_proposal', { token, signer_name: 'Anjali Rao', signer_designation: 'Director' }).throwOnError();
    await sales.rpc('record_purchase_order', { campaign, po_number: 'AT/PO/77', po_date: '2026-12-01' }).throwOnError();
    // The database asked for it through pg_net (the stand-in's worker) once the confirmation was committed.
    const confirmations = () => keptMailsTo(address).filter((mail) => mail.subject.startsWith('Confirmed: proposal CP-'));
    await expect.poll(() => confirmations().length, { timeout: 15_000 }).toBe(1);
    const [mail] = confirmations();
    expect(mail!.text).toMatch(/^Dear Anjali Rao,\n\nThank you for your purchase order AT\/PO\/77 of 1 Dec 2026\. The bookings of our proposal CP-[0-9A-F]{8}, Aadi sale, for Anjali Textiles/);
    expect(mail!.text).toContain(`${RUN}-A, Mail test hoarding A (Adyar): 1 Mar 2037 to 31 Mar 2037.`);
    expect(mail!.cc).toEqual(['sales@example.com']);
    await expect.poll(async () => (await emailed(campaign)).at(-1)?.note).toBe(
      `The confirmation of the bookings: e-mail is not set up here, so the message to ${address} was kept, not sent.`,
    );
    // Nobody else asks for it, and asked again it is not sent twice.
    expect(await invoke(sales, { confirmed: campaign })).toMatchObject({ status: 403 });
    expect(await invoke(serviceClient(), { confirmed: campaign })).toEqual({ status: 200, body: { email: 'not_due' } });
    expect(confirmations()).toHaveLength(1);
  });

  it("gives the client a copy of what they accepted, once, and only after they accepted", async () => {
    const campaign = await draft(2036, `copy-${contactEmail}`);
    const token = tokenOf((await invoke(sales, { send: campaign })).body.url!);
    const visitor = anonClient();
    expect(await invoke(visitor, { copy: token })).toEqual({ status: 200, body: { email: 'not_due' } });
    await visitor.rpc('accept_proposal', { token, signer_name: 'Anjali Rao', signer_designation: 'Director' }).throwOnError();
    expect(await invoke(visitor, { copy: token })).toEqual({ status: 200, body: { email: 'not_configured' } });
    expect(await invoke(visitor, { copy: token })).toEqual({ status: 200, body: { email: 'not_due' } });
    expect(await invoke(visitor, { copy: 'not-a-real-token' })).toEqual({ status: 200, body: { email: 'not_due' } });
    const copies = keptMailsTo(`copy-${contactEmail}`).filter((mail) => mail.subject.startsWith('Accepted: '));
    expect(copies).toHaveLength(1);
    const text = copies[0]!.text;
    expect(text).toMatch(/Accepted by Anjali Rao, Director, on \d{1,2} \w{3} 20\d\d, \d{1,2}:\d\d [ap]m IST\./);
    // Held until the proposal's validity ends, waiting for the client's PO (docs/decisions/114).
    const heldUntil = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${await sqlValue<string>('select valid_until::text from public.campaigns where id = $1', [campaign])}T00:00:00Z`),
    );
    expect(text).toContain(`${RUN}-A, Mail test hoarding A (Adyar): 1 Mar 2036 to 31 Mar 2036, ₹1,20,000 a month, less 5%; held for you until ${heldUntil}.`);
    expect(text).toContain(`${RUN}-B, Mail test hoarding B (Adyar): 1 Mar 2036 to 31 Mar 2036, ₹1,20,000 a month; held for you until ${heldUntil}.`);
    expect(text).toContain('We confirm the bookings when your purchase order reaches us.');
    expect(text).toMatch(/Prices are before GST at 18%\./);
    expect(copies[0]!.cc).toEqual(['sales@example.com']);
    expect((await emailed(campaign)).at(-1)).toEqual({
      note: `The client's copy of what they accepted: e-mail is not set up here, so the message to copy-${contactEmail} was kept, not sent.`,
      by_name: null,
    });
  });
});
