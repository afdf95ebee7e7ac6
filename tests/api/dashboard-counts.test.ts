import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXACT_COUNT_LIMIT } from '@/lib/list-query';
import { signedInClient } from '../support/clients';
import { sql } from '../support/db';
import { dbUrl } from '../support/stack';

/**
 * `dashboard_count()` (decision 031) answers from the statistics once a table holds more than 10,000 rows, so
 * the dashboard and the admin menu never read a large table; below that it counts exactly, and the
 * statistics answer only callers who may see every row.
 */

let db: pg.Client;
const claims: Record<'admin' | 'editor', string> = { admin: '', editor: '' };

beforeAll(async () => {
  db = new pg.Client({ connectionString: dbUrl() });
  await db.connect();
  for (const role of ['admin', 'editor'] as const) {
    const [user] = await sql<{ id: string }>('select id from public.user_profiles where email = $1', [`${role}@example.com`]);
    claims[role] = JSON.stringify({ sub: user?.id, role: 'authenticated' });
  }
});

afterAll(async () => {
  await db.end();
});

// Statistics as autovacuum would leave them, written inside a transaction that is rolled back: no rows are
// inserted, so no other test's plans or counts see a difference. (ANALYZE writes pg_class in place, so a
// rolled-back ANALYZE elsewhere can leave any figure there: each test sets the ones it relies on.)
const STATISTICS = { contacts: 1_234_567, unread: 23_456 };
const statistics = (contacts: number, unread: number, posts = contacts) => `
  update pg_catalog.pg_class set reltuples = ${contacts} where oid = 'public."Contacts"'::regclass;
  update pg_catalog.pg_class set reltuples = ${unread} where oid = 'public.leads_unread_idx'::regclass;
  update pg_catalog.pg_class set reltuples = ${posts} where oid = 'public.blog_posts'::regclass;`;
const largeStatistics = statistics(STATISTICS.contacts, STATISTICS.unread);

/**
 * `dashboard_count(counted)` as `role` sees it, after `setup`, in one rolled-back transaction with one snapshot
 * (other tests add leads meanwhile). `exactly`: counts to take first in the same snapshot, as the superuser.
 */
async function countAs(role: keyof typeof claims, counted: string[], setup = '', exactly: string[] = []): Promise<{ answers: number[]; exact: number[] }> {
  await db.query('begin isolation level repeatable read');
  try {
    if (setup) await db.query(setup);
    const exact: number[] = [];
    for (const query of exactly) exact.push(Number((await db.query(query)).rows[0].count));
    await db.query(`select set_config('request.jwt.claims', $1, true)`, [claims[role]]);
    await db.query('set local role authenticated');
    const answers: number[] = [];
    for (const table of counted) answers.push(Number((await db.query('select public.dashboard_count($1) as total', [table])).rows[0].total));
    return { answers, exact };
  } finally {
    await db.query('rollback');
  }
}

describe('dashboard_count', () => {
  it('counts exactly while the statistics say 10,000 rows or fewer, or nothing yet', async () => {
    for (const setup of [statistics(EXACT_COUNT_LIMIT, EXACT_COUNT_LIMIT), statistics(-1, -1)]) {
      const { answers, exact } = await countAs('admin', ['Contacts', 'unread_leads', 'blog_posts'], setup, [
        'select count(*) from public."Contacts"',
        "select count(*) from public.leads where read_at is null and status <> 'spam'",
        'select count(*) from public.blog_posts',
      ]);
      expect(answers).toEqual(exact);
    }
  });

  it('answers from the statistics above 10,000 rows, not by counting the rows', async () => {
    expect((await countAs('admin', ['Contacts', 'unread_leads'], largeStatistics)).answers).toEqual([STATISTICS.contacts, STATISTICS.unread]);
    expect(STATISTICS.unread).toBeGreaterThan(EXACT_COUNT_LIMIT);
  });

  it('never hands the statistics of lead tables to staff who may not read leads', async () => {
    expect((await countAs('editor', ['Contacts', 'unread_leads'], largeStatistics)).answers).toEqual([0, 0]);
  });

  it('is there for staff through the API, for the dashboard tables only', async () => {
    const editor = await signedInClient('editor@example.com');
    const { data, error } = await editor.rpc('dashboard_count', { counted: 'clients' });
    expect(error).toBeNull();
    // Other tests add and remove clients meanwhile: the exact figure is checked above, in one snapshot.
    expect(data).toBeGreaterThan(0);
    const refused = await editor.rpc('dashboard_count', { counted: 'user_profiles' });
    expect(refused.error?.message).toContain('is not a dashboard count');
  });
});
