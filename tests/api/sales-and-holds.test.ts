import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { anonClient, serviceClient, signedInClient, type Client } from '../support/clients';
import { sql, sqlValue } from '../support/db';
import { runDir } from '../support/stack';
import { testUser } from '../support/users';

/**
 * The sales role and staff notices (docs/decisions/045) and bookings that respect holds (decision 046), as the
 * database enforces them whoever calls.
 */

const tag = () => randomUUID().slice(0, 8);

/** A lead (a contact submission) saved as the service role, removed after the test. */
async function newLead(): Promise<string> {
  const id = randomUUID();
  const { error } = await serviceClient()
    .from('Contacts')
    .insert({ id, 'Full name': `Lead ${tag()}`, 'Email Address': `lead-${tag()}@example.com`, 'Phone Number': 9840012345, message: 'Rates for OMR?' });
  if (error) throw new Error(error.message);
  onTestFinished(async () => {
    await sql('delete from public."Contacts" where id = $1', [id]);
  });
  return id;
}

/** A published site of its own, removed (with its bookings) after the test. */
async function newSite(): Promise<{ id: string; code: string }> {
  const code = `TST-${tag().toUpperCase()}`;
  const [row] = await sql<{ id: string }>(
    `insert into public.sites (code, name, locality, latitude, longitude, format, width_ft, height_ft, lighting, monthly_rate, published)
     values ($1, 'Test hoarding', 'Adyar', 13.0, 80.25, 'hoarding', 40, 20, 'front_lit', 100000, true) returning id`,
    [code],
  );
  onTestFinished(async () => {
    await sql('delete from public.sites where id = $1', [row?.id]);
  });
  return { id: row?.id as string, code };
}

const booking = (siteId: string, kind: 'hold' | 'confirmed', client_name: string, starts_on = '2031-03-01', ends_on = '2031-03-31', extra: Record<string, unknown> = {}) => ({
  site_id: siteId,
  kind,
  client_name,
  starts_on,
  ends_on,
  ...extra,
});

describe('the sales role', () => {
  it('works leads, sites and bookings; edits no content, deletes nothing, manages no staff', async () => {
    const sales = await testUser('sales');
    const leadId = await newLead();
    const site = await newSite();

    expect((await sales.client.from('leads_list').select('id').eq('id', leadId)).data).toEqual([{ id: leadId }]);
    expect((await sales.client.from('leads').update({ status: 'contacted' }).eq('id', leadId).select('id')).data).toEqual([{ id: leadId }]);
    expect((await sales.client.from('sites').update({ monthly_rate: 120000 }).eq('id', site.id).select('id')).data).toEqual([{ id: site.id }]);
    expect((await sales.client.from('site_bookings').insert(booking(site.id, 'hold', 'Northstar Foods')).select('id')).error).toBeNull();

    const client = await sales.client.from('clients').insert({ name: `Sales ${tag()}`, logo: '/images/clients/placeholder.svg', industry: 'Retail' });
    expect(client.error?.code).toBe('42501');
    expect((await sales.client.from('sites').delete().eq('id', site.id).select('id')).data).toEqual([]);
    expect((await sales.client.from('user_profiles').update({ role: 'admin' }).eq('id', sales.id).select('id')).data ?? []).toEqual([]);
    const staff = await sales.client.functions.invoke('manage-staff', { body: { action: 'list' } });
    expect(staff.error).not.toBeNull();
  });
});

describe('who a lead may be assigned to', () => {
  it('offers, and accepts, only staff who work leads; the assignee gets a notice and an e-mail', async () => {
    const admin = await signedInClient('admin@example.com');
    const sales = await testUser('sales', 'assignee');
    const editor = await testUser('editor', 'not-assignee');
    const leadId = await newLead();

    const workers = (await admin.rpc('lead_workers')).data ?? [];
    expect(workers.map((worker) => worker.id)).toContain(sales.id);
    expect(workers.map((worker) => worker.id)).not.toContain(editor.id);
    expect(workers.every((worker) => worker.role === 'admin' || worker.role === 'sales')).toBe(true);
    expect((await editor.client.rpc('lead_workers')).data).toEqual([]);

    const refused = await admin.from('leads').update({ assignee_id: editor.id }).eq('id', leadId).select('id');
    expect(refused.error?.message).toBe('A lead can only be assigned to staff who work leads (admins and sales).');
    expect((await admin.from('leads').update({ assignee_id: sales.id }).eq('id', leadId).select('id')).error).toBeNull();

    const notices = (await sales.client.from('staff_notices').select('body, link, email_status')).data ?? [];
    expect(notices).toHaveLength(1);
    expect(notices[0]?.body).toMatch(/^Arjun Raghunathan assigned you a lead: Lead /);
    expect(notices[0]?.link).toBe(`/admin/leads?lead=${leadId}`);

    expect((await admin.functions.invoke('notify-staff', { body: {} })).data).toMatchObject({ not_configured: expect.any(Number) });
    const outbox = join(runDir(), 'outbox');
    const mails = existsSync(outbox)
      ? readdirSync(outbox).filter((name) => name.endsWith('.json')).map((name) => JSON.parse(readFileSync(join(outbox, name), 'utf8')) as { email?: { to?: string; subject?: string } })
      : [];
    expect(mails.some((mail) => mail.email?.to === sales.email && /assigned you a lead/.test(mail.email.subject ?? ''))).toBe(true);
    expect(await sqlValue('select email_status from public.staff_notices where recipient_id = $1', [sales.id])).toBe('not_configured');

    // The activity log: one entry per change, the assignee by name; opening the lead and its history rows add none.
    expect((await admin.from('leads').update({ read_at: new Date().toISOString() }).eq('id', leadId).select('id')).error).toBeNull();
    expect((await admin.from('leads').update({ status: 'contacted' }).eq('id', leadId).select('id')).error).toBeNull();
    const logged = await sql<{ table_name: string; changes: Record<string, unknown> }>(
      `select table_name, changes from public.audit_log where action = 'update' and (row_id = $1 or row_id in (select id from public.lead_activity where lead_id = $1)) order by occurred_at`,
      [leadId],
    );
    expect(logged).toEqual([
      { table_name: 'leads', changes: { assignee: { from: null, to: 'Test assignee' } } },
      { table_name: 'leads', changes: { status: { from: 'new', to: 'contacted' } } },
    ]);
    expect(await sqlValue<number>("select count(*)::int from public.audit_log where table_name = 'lead_activity' and row_id in (select id from public.lead_activity where lead_id = $1)", [leadId])).toBe(0);
  });
});

describe('staff notices', () => {
  it('are their recipient\'s alone: read and marked read by them, written by nobody through the API', async () => {
    const sales = await testUser('sales', 'reader');
    const other = await testUser('sales', 'other');
    await sql(`insert into public.staff_notices (recipient_id, body, link) values ($1, 'For you', '/admin')`, [sales.id]);
    const [notice] = (await sales.client.from('staff_notices').select('id, body')).data ?? [];
    expect(notice?.body).toBe('For you');
    expect((await other.client.from('staff_notices').select('id')).data).toEqual([]);
    expect((await anonClient().from('staff_notices').select('id')).error?.code).toBe('42501');
    expect((await other.client.from('staff_notices').insert({ recipient_id: sales.id, body: 'Spoofed' })).error?.code).toBe('42501');
    expect((await sales.client.from('staff_notices').update({ body: 'Changed' }).eq('id', notice?.id ?? '')).error?.code).toBe('42501');
    expect((await sales.client.from('staff_notices').update({ read_at: new Date().toISOString() }).eq('id', notice?.id ?? '').select('id')).data).toHaveLength(1);
  });
});

describe('bookings respect holds', () => {
  async function asRole(role: 'sales' | 'admin'): Promise<{ client: Client; id: string }> {
    if (role === 'admin') return { client: await signedInClient('admin@example.com'), id: await sqlValue<string>("select id from auth.users where email = 'admin@example.com'") };
    const user = await testUser('sales', 'booker');
    return { client: user.client, id: user.id };
  }

  it('refuses a confirmed booking over another client\'s hold, naming the hold', async () => {
    const site = await newSite();
    const holder = await asRole('sales');
    expect((await holder.client.from('site_bookings').insert(booking(site.id, 'hold', 'Northstar Foods')).select('id')).error).toBeNull();
    const seller = await asRole('sales');
    const { error } = await seller.client.from('site_bookings').insert(booking(site.id, 'confirmed', 'Kanchi Loom House', '2031-03-15', '2031-04-15'));
    expect(error?.code).toBe('PT409');
    expect(error?.message).toBe(`${site.code} is held for Northstar Foods from 1 Mar 2031 to 31 Mar 2031. Only an admin can confirm over another client's hold, naming that client.`);
    expect(JSON.parse(error?.details ?? '{}')).toEqual({ held_for: 'Northstar Foods' });
    // Naming the client is not enough without being an admin.
    const named = await seller.client.from('site_bookings').insert(booking(site.id, 'confirmed', 'Kanchi Loom House', '2031-03-15', '2031-04-15', { overrides_hold_of: 'Northstar Foods' }));
    expect(named.error?.code).toBe('PT409');
    // The hold's own client may be confirmed over it.
    expect((await seller.client.from('site_bookings').insert(booking(site.id, 'confirmed', 'northstar foods ', '2031-03-01', '2031-03-10')).select('id')).error).toBeNull();
  });

  it('lets an admin confirm over it by naming its client: kept on the booking, logged, and the hold\'s owner told', async () => {
    const site = await newSite();
    const holder = await asRole('sales');
    expect((await holder.client.from('site_bookings').insert(booking(site.id, 'hold', 'Northstar Foods')).select('id')).error).toBeNull();
    const admin = await asRole('admin');
    const wrongName = await admin.client.from('site_bookings').insert(booking(site.id, 'confirmed', 'Kanchi Loom House', '2031-03-15', '2031-04-15', { overrides_hold_of: 'Someone Else' }));
    expect(wrongName.error?.code).toBe('PT409');
    const { data, error } = await admin.client
      .from('site_bookings')
      .insert(booking(site.id, 'confirmed', 'Kanchi Loom House', '2031-03-15', '2031-04-15', { overrides_hold_of: 'Northstar Foods' }))
      .select('id')
      .single();
    expect(error).toBeNull();
    const logged = await sql<{ row_label: string; changes: { overrides_hold_of?: string } }>(
      `select row_label, changes from public.audit_log where table_name = 'site_bookings' and row_id = $1 and action = 'insert'`,
      [data?.id],
    );
    expect(logged[0]?.changes.overrides_hold_of).toBe('Northstar Foods');
    // The activity log names a booking by its site, dates and client.
    expect(logged[0]?.row_label).toBe(`${site.code}, 15 Mar 2031 to 15 Apr 2031, Kanchi Loom House`);
    const notices = (await holder.client.from('staff_notices').select('body, link')).data ?? [];
    expect(notices).toEqual([
      { body: `Arjun Raghunathan confirmed ${site.code} for Kanchi Loom House from 15 Mar 2031 to 15 Apr 2031, over your hold for Northstar Foods.`, link: `/admin/sites/${site.id}/bookings` },
    ]);
  });

  it('names the confirmed booking in the way of another confirmation', async () => {
    const site = await newSite();
    const seller = await asRole('sales');
    expect((await seller.client.from('site_bookings').insert(booking(site.id, 'confirmed', 'Thalam Filter Coffee')).select('id')).error).toBeNull();
    const { error } = await seller.client.from('site_bookings').insert(booking(site.id, 'confirmed', 'Anna Nagar Motors', '2031-03-31', '2031-04-05'));
    expect(error?.message).toBe(`${site.code} is already booked for Thalam Filter Coffee from 1 Mar 2031 to 31 Mar 2031.`);
  });
});
