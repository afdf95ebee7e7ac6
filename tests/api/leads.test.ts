import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { runningOfferId } from '../support/offers';
import { anonClient, serviceClient, signedInClient, visitorAddress, type Client } from '../support/clients';
import { sql, sqlValue } from '../support/db';

/** The seeded running offer a festival booking names (decision 061). */
let offerId = '';
beforeAll(async () => {
  offerId = await runningOfferId();
});

/**
 * The leads inbox in the database (decisions 024 and 025): who may read and work leads,
 * the rate limits, duplicate and honeypot handling, length limits and the privacy functions.
 */

const made: string[] = [];

afterAll(async () => {
  await sql('delete from public."Contacts" where "Email Address" like any($1)', [made.map((tag) => `%${tag}%`)]);
  await sql('delete from public.festival_bookings where email like any($1)', [made.map((tag) => `%${tag}%`)]);
});

/** A unique e-mail address, removed with its rows after the file. */
function newEmail(label: string): string {
  const tag = `leads-${label}-${randomUUID().slice(0, 8)}`;
  made.push(tag);
  return `${tag}@example.com`;
}

function contact(email: string, extra: Record<string, unknown> = {}) {
  // form_elapsed_ms: the site's forms always send how long they were open (decision 040).
  return {
    id: randomUUID(),
    'Full name': 'Asha Krishnan',
    'Email Address': email,
    'Phone Number': 9840012345,
    message: `Hoardings please ${randomUUID()}`,
    form_elapsed_ms: 8000,
    ...extra,
  };
}

async function insertContact(client: Client, row: ReturnType<typeof contact>) {
  return client.from('Contacts').insert(row);
}

async function leadOf(id: string) {
  const [row] = await sql<{ status: string; spam_reason: string | null; notify_status: string; kind: string; client_address: string | null }>(
    'select status, spam_reason, notify_status, kind, client_address from public.leads where id = $1',
    [id],
  );
  return row;
}

describe('who may see and work leads', () => {
  it('anon can insert a lead but not read, update or delete any', async () => {
    const row = contact(newEmail('anon'));
    const anon = anonClient();
    expect((await insertContact(anon, row)).error).toBeNull();
    expect((await leadOf(row.id))?.kind).toBe('contact');

    const read = await anon.from('leads').select('id').eq('id', row.id);
    expect(read.error?.code).toBe('42501');
    const update = await anon.from('leads').update({ status: 'won' }).eq('id', row.id).select('id');
    expect(update.error?.code).toBe('42501');
    const remove = await anon.from('leads').delete().eq('id', row.id).select('id');
    expect(remove.error?.code).toBe('42501');
    const note = await anon.from('lead_activity').insert({ lead_id: row.id, body: 'spam' });
    expect(note.error?.code).toBe('42501');
    expect((await leadOf(row.id))?.status).toBe('new');
  });

  it.each(['editor', 'reviewer'])('%s cannot read or work leads', async (role) => {
    const row = contact(newEmail(role));
    expect((await insertContact(anonClient(), row)).error).toBeNull();
    const staff = await signedInClient(`${role}@example.com`);
    expect((await staff.from('leads').select('id').eq('id', row.id)).data).toEqual([]);
    expect((await staff.from('lead_activity').select('id').eq('lead_id', row.id)).data).toEqual([]);
    expect((await staff.from('leads').update({ status: 'won' }).eq('id', row.id).select('id')).data).toEqual([]);
    expect((await staff.from('lead_activity').insert({ lead_id: row.id, body: 'hello' })).error?.code).toBe('42501');
    expect((await staff.rpc('delete_lead_person', { email_address: row['Email Address'] })).error?.code).toBe('42501');
    expect((await leadOf(row.id))?.status).toBe('new');
  });

  it("sales work a lead but delete none: a form's row deleted directly stays, and a person's data is refused in one sentence", async () => {
    const row = contact(newEmail('sales'));
    expect((await insertContact(anonClient(), row)).error).toBeNull();
    const sales = await signedInClient('sales@example.com');
    expect((await sales.from('leads').update({ status: 'contacted' }).eq('id', row.id).select('status')).data).toEqual([{ status: 'contacted' }]);

    // The requests the Leads screens send for 'Delete' and for 'Delete all data of', as sales.
    expect(await sales.from('Contacts').delete().eq('id', row.id).select('id')).toMatchObject({ error: null, data: [] });
    const forget = await sales.rpc('delete_lead_person', { email_address: row['Email Address'] });
    expect(forget.error).toMatchObject({ code: '42501', message: 'You do not have permission to delete leads.' });
    expect(await sqlValue<number>('select count(*)::int from public."Contacts" where id = $1', [row.id])).toBe(1);
    expect((await leadOf(row.id))?.status).toBe('contacted');

    // An admin may, and each deletion is in the activity log.
    const admin = await signedInClient('admin@example.com');
    expect((await admin.rpc('delete_lead_person', { email_address: row['Email Address'] })).data).toBe(1);
    expect(await leadOf(row.id)).toBeUndefined();
    expect(await sqlValue<number>("select count(*)::int from public.audit_log where table_name = 'Contacts' and action = 'delete' and row_id = $1", [row.id])).toBe(1);
  });

  it('an admin reads a lead, marks it read, sets its status and assignee and adds a note; the history names them', async () => {
    const row = contact(newEmail('admin'));
    expect((await insertContact(anonClient(), row)).error).toBeNull();
    const admin = await signedInClient('admin@example.com');
    const adminId = await sqlValue<string>("select id from public.user_profiles where email = 'admin@example.com'");

    const { data: lead } = await admin.from('leads').select('status, read_at, email').eq('id', row.id).single();
    expect(lead).toMatchObject({ status: 'new', read_at: null, email: row['Email Address'] });

    const update = await admin
      .from('leads')
      .update({ status: 'contacted', assignee_id: adminId, read_at: new Date().toISOString() })
      .eq('id', row.id)
      .select('status, assignee_id');
    expect(update.data).toEqual([{ status: 'contacted', assignee_id: adminId }]);
    expect((await admin.from('lead_activity').insert({ lead_id: row.id, body: 'Called, sending rates.' })).error).toBeNull();

    const { data: history } = await admin.from('lead_activity').select('kind, body, previous, actor_id').eq('lead_id', row.id).order('created_at');
    expect(history).toEqual(
      expect.arrayContaining([
        { kind: 'status', body: 'contacted', previous: 'new', actor_id: adminId },
        { kind: 'assignee', body: adminId, previous: null, actor_id: adminId },
        { kind: 'note', body: 'Called, sending rates.', previous: null, actor_id: adminId },
      ]),
    );
    // A note cannot be written in someone else's name, nor a fake status entry.
    const forged = await admin.from('lead_activity').insert({ lead_id: row.id, body: 'x', kind: 'status' } as never);
    expect(forged.error).not.toBeNull();
    // Only status, assignee and read flag can change.
    const other = await admin.from('leads').update({ email: 'else@example.com' } as never).eq('id', row.id);
    expect(other.error?.code).toBe('42501');
  });
});

describe('rate limits in the database', () => {
  it('refuses the 6th contact from one address within 10 minutes, with a sentence; another address still gets through', async () => {
    const address = visitorAddress();
    const visitor = anonClient(address);
    for (let i = 1; i <= 5; i += 1) {
      expect((await insertContact(visitor, contact(newEmail(`address-${i}`)))).error, `submission ${i}`).toBeNull();
    }
    const sixth = contact(newEmail('address-6'));
    const refused = await insertContact(visitor, sixth);
    expect(refused.status).toBe(429);
    expect(refused.error?.message).toBe('Too many submissions in a short time. Please wait a few minutes and try again.');
    expect(await sqlValue<number>('select count(*)::int from public."Contacts" where id = $1', [sixth.id])).toBe(0);
    // The limit is per form: the same address may still book the festival offer.
    const booking = { name: 'Asha', business_name: 'Kanchi Loom', phone: '9840012345', email: newEmail('festival'), offer_id: offerId, preferred_package: 'Festival Pro' };
    expect((await visitor.from('festival_bookings').insert(booking)).error).toBeNull();
    expect((await insertContact(anonClient(), contact(newEmail('elsewhere')))).error).toBeNull();
  });

  it('refuses the 6th contact for one e-mail address within 10 minutes, whatever the address', async () => {
    const email = newEmail('same-email');
    for (let i = 1; i <= 5; i += 1) {
      expect((await insertContact(anonClient(), contact(email))).error, `submission ${i}`).toBeNull();
    }
    expect((await insertContact(anonClient(), contact(email.toUpperCase()))).status).toBe(429);
  });

  it('records the address the connection came from', async () => {
    const address = visitorAddress();
    const row = contact(newEmail('forwarded'));
    expect((await insertContact(anonClient(address), row)).error).toBeNull();
    expect((await leadOf(row.id))?.client_address).toBe(address);
  });

  it('does not limit the service role', async () => {
    const email = newEmail('service');
    for (let i = 1; i <= 6; i += 1) expect((await insertContact(serviceClient(), contact(email))).error).toBeNull();
  });
});

describe('spam and duplicates', () => {
  it('stores an identical resubmission within a minute once', async () => {
    const first = contact(newEmail('twice'));
    const visitor = anonClient();
    expect((await insertContact(visitor, first)).error).toBeNull();
    const again = { ...first, id: randomUUID(), form_elapsed_ms: 9000 };
    expect((await insertContact(visitor, again)).error).toBeNull();
    expect(await sqlValue<number>('select count(*)::int from public."Contacts" where "Email Address" = $1', [first['Email Address']])).toBe(1);
  });

  it('stores a filled honeypot or a too-fast form as spam that never notifies', async () => {
    // The seeded minimum time on a form; the test stacks lower it for the browser tests (tests/setup/global-setup.ts).
    await sql('update public.lead_settings set min_fill_ms = 3000');
    onTestFinished(() => sql('update public.lead_settings set min_fill_ms = 0').then(() => undefined));
    const trapped = contact(newEmail('trap'), { form_trap: 'http://cheap-pills.example', form_elapsed_ms: 8000 });
    const hasty = contact(newEmail('hasty'), { form_elapsed_ms: 400 });
    const person = contact(newEmail('person'), { form_trap: '', form_elapsed_ms: 12000 });
    for (const row of [trapped, hasty, person]) expect((await insertContact(anonClient(), row)).error).toBeNull();
    expect(await leadOf(trapped.id)).toMatchObject({ status: 'spam', spam_reason: 'honeypot', notify_status: 'skipped' });
    expect(await leadOf(hasty.id)).toMatchObject({ status: 'spam', spam_reason: 'sent too fast', notify_status: 'skipped' });
    expect(await leadOf(person.id)).toMatchObject({ status: 'new', spam_reason: null, notify_status: 'pending' });
  });

  it('refuses a 1 MB message and stores nothing', async () => {
    const row = contact(newEmail('huge'), { message: 'x'.repeat(1024 * 1024) });
    const { error } = await insertContact(anonClient(), row);
    expect(error).not.toBeNull();
    expect(await sqlValue<number>('select count(*)::int from public."Contacts" where id = $1', [row.id])).toBe(0);
    expect(await leadOf(row.id)).toBeUndefined();
  });

  it('refuses a note longer than 5000 characters', async () => {
    const row = contact(newEmail('long-note'));
    expect((await insertContact(anonClient(), row)).error).toBeNull();
    const admin = await signedInClient('admin@example.com');
    const { error } = await admin.from('lead_activity').insert({ lead_id: row.id, body: 'n'.repeat(5001) });
    expect(error?.message).toContain('lead_activity_body_length');
  });
});

describe('privacy', () => {
  it("an admin deletes one person's data from every lead table", async () => {
    const email = newEmail('forget');
    const row = contact(email);
    expect((await insertContact(anonClient(), row)).error).toBeNull();
    const booking = { name: 'Asha', business_name: 'Kanchi Loom', phone: '9840012345', email, offer_id: offerId, preferred_package: 'Festival Pro' };
    expect((await anonClient().from('festival_bookings').insert(booking)).error).toBeNull();
    const admin = await signedInClient('admin@example.com');
    const { data, error } = await admin.rpc('delete_lead_person', { email_address: email.toUpperCase() });
    expect(error).toBeNull();
    expect(data).toBe(2);
    expect(await sqlValue<number>('select count(*)::int from public.leads where email = $1', [email])).toBe(0);
  });

  it('the retention job deletes leads older than the retention period and keeps the rest', async () => {
    const old = contact(newEmail('old'), { created_at: new Date(Date.now() - 25 * 31 * 24 * 3600 * 1000).toISOString() });
    const recent = contact(newEmail('recent'));
    for (const row of [old, recent]) expect((await insertContact(serviceClient(), row)).error).toBeNull();
    expect((await anonClient().rpc('delete_expired_leads')).error).not.toBeNull();
    const { data, error } = await serviceClient().rpc('delete_expired_leads');
    expect(error).toBeNull();
    expect(data).toBeGreaterThanOrEqual(1);
    expect(await leadOf(old.id)).toBeUndefined();
    expect(await leadOf(recent.id)).toBeDefined();
  });
});

describe('call-back requests from the chat', () => {
  const callback = (extra: Record<string, unknown> = {}) => ({
    id: randomUUID(),
    name: `Callback ${randomUUID().slice(0, 8)}`,
    phone: '9840012345',
    page: '/services/outdoor',
    form_elapsed_ms: 8000,
    ...extra,
  });
  afterAll(() => sql("delete from public.callback_requests where name like 'Callback %'"));

  it('join the inbox with their phone and no e-mail, waiting for the agency e-mail', async () => {
    const row = callback();
    expect((await anonClient().from('callback_requests').insert(row)).error).toBeNull();
    const [lead] = await sql<{ kind: string; email: string | null; phone: string; summary: string; status: string; notify_status: string }>(
      'select kind, email, phone, summary, status, notify_status from public.leads where id = $1',
      [row.id],
    );
    expect(lead).toEqual({ kind: 'callback', email: null, phone: '9840012345', summary: 'Call back, asked on /services/outdoor', status: 'new', notify_status: 'pending' });
    expect((await anonClient().from('callback_requests').select('id').eq('id', row.id)).error?.code).toBe('42501');
  });

  it("are held to the contact form's phone rule and length limits, and to the same spam defence", async () => {
    for (const bad of [{ phone: '0984001234' }, { phone: '98400' }, { name: ' ' }, { name: 'n'.repeat(201) }, { page: 'p'.repeat(201) }]) {
      const { error } = await anonClient().from('callback_requests').insert(callback(bad));
      expect(error?.code, JSON.stringify(bad)).toBe('23514');
    }
    const trapped = callback({ form_trap: 'http://spam.example' });
    expect((await anonClient().from('callback_requests').insert(trapped)).error).toBeNull();
    expect(await leadOf(trapped.id)).toMatchObject({ status: 'spam', spam_reason: 'honeypot', notify_status: 'skipped' });

    const visitor = anonClient(visitorAddress());
    for (let i = 1; i <= 5; i += 1) expect((await visitor.from('callback_requests').insert(callback())).error, `request ${i}`).toBeNull();
    expect((await visitor.from('callback_requests').insert(callback())).status).toBe(429);
  });

  it('are deleted by the retention job like every other lead', async () => {
    const old = callback({ created_at: new Date(Date.now() - 25 * 31 * 24 * 3600 * 1000).toISOString() });
    expect((await serviceClient().from('callback_requests').insert(old)).error).toBeNull();
    expect((await serviceClient().rpc('delete_expired_leads')).error).toBeNull();
    expect(await sqlValue<number>('select count(*)::int from public.callback_requests where id = $1', [old.id])).toBe(0);
    expect(await leadOf(old.id)).toBeUndefined();
  });
});
