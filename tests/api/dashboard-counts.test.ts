import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { EXACT_COUNT_LIMIT } from '@/lib/list-query';
import { signedInClient } from '../support/clients';
import { sql, sqlValue } from '../support/db';

/**
 * Issue 21: `dashboard_count()` answers from the statistics once a table holds more than 10,000 rows, so
 * the dashboard and the admin menu never read a large table; below that it counts exactly, and the
 * statistics answer only callers who may see every row.
 */

let db: pg.Client;
const claims: Record<'admin' | 'editor', string> = { admin: '', editor: '' };

beforeAll(async () => {
  db = new pg.Client({ connectionString: inject('dbUrl') });
  await db.connect();
  for (const role of ['admin', 'editor'] as const) {
    const [user] = await sql<{ id: string }>('select id from public.user_profiles where email = $1', [`${role}@example.com`]);
    claims[role] = JSON.stringify({ sub: user?.id, role: 'authenticated' });
  }
});

afterAll(async () => {
  await db.end();
});

// 12,000 contact submissions, every one also an unread inbox lead, inserted with triggers off inside a
// transaction that is rolled back (no other test sees them), then analysed as autovacuum would.
const BIG = EXACT_COUNT_LIMIT + 2000;
const seedBigTables = `set local session_replication_role = replica;
  insert into public."Contacts" (id, "Full name", "Email Address", "Phone Number", message)
  select gen_random_uuid(), 'Count ' || i, 'count' || i || '@example.in', 9100000000 + i, 'Count test' from generate_series(1, ${BIG}) as i;
  insert into public.leads (id, kind, name, email, fingerprint, notify_status, status)
  select id, 'contact', "Full name", "Email Address", md5(id::text), 'skipped', 'new' from public."Contacts" where message = 'Count test';
  analyze public."Contacts";
  analyze public.leads;`;

/** `dashboard_count(counted)` as `role` sees it, inside one rolled-back transaction after `setup`. */
async function countAs(role: keyof typeof claims, counted: string[], setup = ''): Promise<number[]> {
  await db.query('begin');
  try {
    if (setup) await db.query(setup);
    await db.query(`select set_config('request.jwt.claims', $1, true)`, [claims[role]]);
    await db.query('set local role authenticated');
    const totals: number[] = [];
    for (const table of counted) totals.push(Number((await db.query('select public.dashboard_count($1) as total', [table])).rows[0].total));
    return totals;
  } finally {
    await db.query('rollback');
  }
}

describe('dashboard_count', () => {
  it('counts exactly while a table is small: content for staff, leads and unread leads for admins', async () => {
    const exact = async (query: string) => Number(await sqlValue(query));
    const contacts = await exact('select count(*) from public."Contacts"');
    const unread = await exact("select count(*) from public.leads where read_at is null and status <> 'spam'");
    const posts = await exact('select count(*) from public.blog_posts');
    expect(await countAs('admin', ['Contacts', 'unread_leads', 'blog_posts'])).toEqual([contacts, unread, posts]);
  });

  it('answers from the statistics above 10,000 rows, not by counting them', async () => {
    // A tenth of the seeded rows go after the analysis: a count would see it, the statistics do not yet.
    const setup = `${seedBigTables}
      delete from public."Contacts" where message = 'Count test' and "Phone Number" % 10 = 0;
      delete from public.leads where email like 'count%@example.in' and email like '%0@example.in';`;
    const [contacts, unread] = await countAs('admin', ['Contacts', 'unread_leads'], setup);
    const before = Number(await sqlValue('select count(*) from public."Contacts"'));
    const unreadBefore = Number(await sqlValue("select count(*) from public.leads where read_at is null and status <> 'spam'"));
    expect(contacts).toBe(before + BIG);
    expect(unread).toBe(unreadBefore + BIG);
  });

  it('never hands the statistics of lead tables to staff who may not read leads', async () => {
    expect(await countAs('editor', ['Contacts', 'unread_leads'], seedBigTables)).toEqual([0, 0]);
  });

  it('is there for staff through the API, for the dashboard tables only', async () => {
    const editor = await signedInClient('editor@example.com');
    const { data, error } = await editor.rpc('dashboard_count', { counted: 'clients' });
    expect(error).toBeNull();
    expect(data).toBe(Number(await sqlValue('select count(*) from public.clients')));
    const refused = await editor.rpc('dashboard_count', { counted: 'user_profiles' });
    expect(refused.error?.message).toContain('is not a dashboard count');
  });
});
