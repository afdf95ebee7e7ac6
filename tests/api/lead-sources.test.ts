import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadSources } from '@/config/lead-sources';
import { renderLeadEmail, type LeadEmail } from '../../supabase/functions/notify-lead/render.ts';
import type { StoredLead } from '../../supabase/functions/notify-lead/lead.ts';
import { sql } from '../support/db';
import { dbUrl } from '../support/stack';

/**
 * Lead sources as data (docs/decisions/042-lead-sources-as-data.md): a kind of lead is a table and one row of
 * public.lead_sources; the inbox, the notification, the limits and privacy deletes read the registry.
 */

const ADMIN = '5eed0000-0000-4000-8000-000000000001';

describe('a planted lead type: a table and one registry row, in a transaction that is rolled back', () => {
  let db: pg.Client;
  beforeAll(async () => {
    db = new pg.Client({ connectionString: dbUrl() });
    await db.connect();
  });
  afterAll(() => db.end());

  /** Runs `work` as `role` with the claims PostgREST would set, from client `address`, inside a savepoint. */
  async function as<T>(role: 'anon' | 'admin', work: () => Promise<T>, address = '127.50.0.1'): Promise<T> {
    const claims = role === 'anon' ? { role: 'anon' } : { role: 'authenticated', sub: ADMIN };
    await db.query('savepoint acting');
    try {
      await db.query(`select set_config('request.jwt.claims', $1, true), set_config('request.headers', $2, true)`, [
        JSON.stringify(claims),
        JSON.stringify({ 'x-forwarded-for': address }),
      ]);
      await db.query(`set local role ${role === 'anon' ? 'anon' : 'authenticated'}`);
      const result = await work();
      await db.query('release savepoint acting');
      await db.query('reset role');
      return result;
    } catch (error) {
      await db.query('rollback to savepoint acting');
      await db.query('reset role');
      throw error;
    }
  }

  it('appears in the inbox, notifies, is rate-limited and is deleted with its person', async () => {
    const email = `planted-${randomUUID().slice(0, 8)}@example.com`;
    await db.query('begin');
    try {
      await db.query(`
        create table public.planted_requests (
          id uuid primary key default gen_random_uuid(),
          name text not null,
          email text not null,
          phone text,
          wish text,
          form_trap text,
          form_elapsed_ms integer,
          created_at timestamptz not null default now()
        );
        grant insert on public.planted_requests to anon;
        grant select, delete on public.planted_requests to authenticated;
        insert into public.lead_sources (kind, source_table, name_column, email_column, phone_column, summary_sql)
        values ('planted', 'planted_requests', 'name', 'email', 'phone', $$'Wants ' || (lead ->> 'wish')$$);`);

      // Registering the table gave it row-level security and the lead tables' three policies (docs/decisions/042).
      const secured = await db.query(`select relrowsecurity as on from pg_class where oid = 'public.planted_requests'::regclass`);
      expect(secured.rows).toEqual([{ on: true }]);
      const policies = await db.query(`select policyname, cmd, roles::text[] as roles from pg_policies where tablename = 'planted_requests' order by policyname`);
      expect(policies.rows).toEqual([
        { policyname: 'planted_requests_delete_can_delete_leads', cmd: 'DELETE', roles: ['authenticated'] },
        { policyname: 'planted_requests_insert_everyone', cmd: 'INSERT', roles: ['anon', 'authenticated'] },
        { policyname: 'planted_requests_select_can_manage_leads', cmd: 'SELECT', roles: ['authenticated'] },
      ]);

      const ids = Array.from({ length: 6 }, () => randomUUID());
      const send = (id: string) =>
        as('anon', () =>
          db.query(`insert into public.planted_requests (id, name, email, phone, wish, form_elapsed_ms) values ($1, 'Kavya', $2, '9840012345', $3, 7000)`, [
            id,
            email,
            `a unipole on OMR ${id}`,
          ]),
        );
      for (const id of ids.slice(0, 5)) await send(id);
      await expect(send(ids[5] as string)).rejects.toMatchObject({ code: 'PT429' });

      const inbox = await as('admin', () => db.query(`select kind, name, email, phone, summary, status from public.leads_list where kind = 'planted' order by created_at`));
      expect(inbox.rows).toHaveLength(5);
      // One transaction: every row has the same created_at, so the order among them is not defined.
      expect(inbox.rows).toContainEqual({ kind: 'planted', name: 'Kavya', email, phone: '9840012345', summary: `Wants a unipole on OMR ${ids[0]}`, status: 'new' });

      const claimed = (await db.query<{ lead: Omit<StoredLead, 'id'> }>('select public.claim_lead_notification($1) as lead', [ids[0]])).rows[0]?.lead;
      expect(claimed).toMatchObject({ kind: 'planted', summary: `Wants a unipole on OMR ${ids[0]}`, row: { name: 'Kavya', wish: `a unipole on OMR ${ids[0]}` } });
      const mail: LeadEmail = renderLeadEmail({ id: ids[0] as string, ...(claimed as Omit<StoredLead, 'id'>) }, 'agency@example.com');
      expect(mail.subject).toBe('New lead (planted): Kavya');
      expect(mail.text).toContain(`wish: a unipole on OMR ${ids[0]}`);

      const deleted = await as('admin', () => db.query<{ count: number }>('select public.delete_lead_person($1) as count', [email]));
      expect(deleted.rows[0]?.count).toBe(5);
      expect((await db.query(`select count(*)::int as n from public.leads where kind = 'planted'`)).rows[0]?.n).toBe(0);
      expect((await db.query('select count(*)::int as n from public.planted_requests')).rows[0]?.n).toBe(0);
    } finally {
      await db.query('rollback');
    }
  });
});

describe('the registry', () => {
  it('names every kind the back office labels, each with its table (src/config/lead-sources.ts)', async () => {
    const rows = await sql<{ kind: string; source_table: string }>('select kind, source_table from public.lead_sources order by kind');
    const named = Object.entries(leadSources)
      .map(([kind, source]) => ({ kind, source_table: source.table }))
      .sort((a, b) => a.kind.localeCompare(b.kind));
    expect(rows).toEqual(named);
  });

  it('attaches the same triggers to every lead table', async () => {
    const rows = await sql<{ source_table: string; triggers: string[] }>(
      `select s.source_table, array_agg(t.tgname::text order by t.tgname) as triggers
         from public.lead_sources s join pg_trigger t on t.tgrelid = format('public.%I', s.source_table)::regclass
        where not t.tgisinternal and t.tgname in ('audit_row_change', 'forget_lead', 'one_lead_per_request', 'record_lead', 'screen_lead_submission')
        group by s.source_table`,
    );
    expect(rows).toHaveLength(Object.keys(leadSources).length);
    for (const row of rows) expect(row.triggers, row.source_table).toEqual(['audit_row_change', 'forget_lead', 'one_lead_per_request', 'record_lead', 'screen_lead_submission']);
  });

  it('lets only can_delete_leads() (admins) delete from every lead table, so sales delete none (decision 073)', async () => {
    const rows = await sql<{ source_table: string; deletes: string[] }>(
      `select s.source_table, array_remove(array_agg(p.qual order by p.policyname), null) as deletes
         from public.lead_sources s
         left join pg_policies p on p.schemaname = 'public' and p.tablename = s.source_table and p.cmd in ('DELETE', 'ALL')
        group by s.source_table`,
    );
    expect(rows).toHaveLength(Object.keys(leadSources).length);
    for (const row of rows) expect(row.deletes, row.source_table).toEqual(['( SELECT can_delete_leads() AS can_delete_leads)']);
  });

  it('lets visitors send to every lead table they may insert into, and to no other', async () => {
    const rows = await sql<{ source_table: string; visitors_insert: boolean; insert_policy: boolean }>(
      `select s.source_table,
              has_any_column_privilege('anon', format('public.%I', s.source_table)::regclass, 'insert') as visitors_insert,
              exists (select from pg_policies p where p.schemaname = 'public' and p.tablename = s.source_table and p.cmd = 'INSERT') as insert_policy
         from public.lead_sources s order by s.source_table`,
    );
    expect(rows).toHaveLength(Object.keys(leadSources).length);
    // A client's answer to a proposal is written by its function alone (docs/decisions/090), a WhatsApp message by the
    // webhook's (117).
    expect(rows.filter((row) => !row.visitors_insert).map((row) => row.source_table)).toEqual(['proposal_responses', 'whatsapp_conversations']);
    for (const row of rows) expect(row.insert_policy, row.source_table).toBe(row.visitors_insert);
  });

  it('is read by nobody through the API', async () => {
    const grants = await sql(`select grantee, privilege_type from information_schema.role_table_grants
                               where table_schema = 'public' and table_name = 'lead_sources' and grantee in ('anon', 'authenticated')`);
    expect(grants).toEqual([]);
  });
});
