import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentTypes } from '@/config/content-types';
import { sql } from '../support/db';
import { dbUrl } from '../support/stack';

/**
 * Content types as data (docs/decisions/044-content-types-as-data.md): a content type is a table and one row
 * of public.content_types; revisions, the activity log, the dashboard's count, the scheduled rebuild and the
 * media library's "used by" read the registry.
 */

const ADMIN = '5eed0000-0000-4000-8000-000000000001';

describe('the registry', () => {
  it('names every content type the back office lists, with the image columns it names (src/config/content-types.ts)', async () => {
    const rows = await sql<{ table_name: string; image_columns: string[] }>('select table_name, image_columns from public.content_types order by table_name');
    const named = Object.entries(contentTypes)
      .map(([table, type]) => ({ table_name: table, image_columns: Object.keys(type.images) }))
      .sort((a, b) => a.table_name.localeCompare(b.table_name));
    expect(rows).toEqual(named);
  });

  it('attaches the revision and activity-log triggers to every content table', async () => {
    const rows = await sql<{ table_name: string; triggers: string[] }>(
      `select c.table_name, array_agg(t.tgname::text order by t.tgname) as triggers
         from public.content_types c join pg_trigger t on t.tgrelid = format('public.%I', c.table_name)::regclass
        where not t.tgisinternal and t.tgname in ('audit_row_change', 'keep_content_revision')
        group by c.table_name`,
    );
    expect(rows).toHaveLength(Object.keys(contentTypes).length);
    for (const row of rows) expect(row.triggers, row.table_name).toEqual(['audit_row_change', 'keep_content_revision']);
  });
});

describe('the content tables’ policies', () => {
  it('let visitors read a type with publishing once published and due, any other always, and editors write', async () => {
    const rows = await sql<{ table_name: string; policies: string[] }>(
      `select c.table_name, array_agg(p.policyname::text order by p.policyname) as policies
         from public.content_types c join pg_policies p on p.schemaname = 'public' and p.tablename = c.table_name
        group by c.table_name, c.has_publishing order by c.table_name`,
    );
    const publishing = await sql<{ table_name: string; has_publishing: boolean }>('select table_name, has_publishing from public.content_types');
    expect(rows).toHaveLength(Object.keys(contentTypes).length);
    for (const row of rows) {
      const read = publishing.find((type) => type.table_name === row.table_name)?.has_publishing ? 'select_public_or_staff' : 'select_everyone';
      expect(row.policies, row.table_name).toEqual(
        ['delete_can_delete', 'insert_can_edit', read, 'update_can_edit'].map((policy) => `${row.table_name}_${policy}`).sort(),
      );
    }
  });
});

describe('a planted content type: a table and one registry row, in a transaction that is rolled back', () => {
  let db: pg.Client;
  beforeAll(async () => {
    db = new pg.Client({ connectionString: dbUrl() });
    await db.connect();
  });
  afterAll(() => db.end());

  it('keeps revisions, is in the activity log, is counted, schedules a rebuild and reports its pictures in use', async () => {
    await db.query('begin');
    try {
      await db.query(`
        create table public.planted_awards (
          id uuid primary key default gen_random_uuid(),
          title text not null,
          badge text,
          status text not null default 'published',
          published_at timestamptz,
          created_at timestamptz not null default now()
        );
        grant select on public.planted_awards to anon, authenticated;
        grant insert, update, delete on public.planted_awards to authenticated;
        insert into public.content_types (table_name, title_column, image_columns, has_publishing)
        values ('planted_awards', 'title', array['badge'], true);
        select set_config('request.jwt.claims', '{"role":"authenticated","sub":"${ADMIN}"}', true);`);
      // Registering the table gave it row-level security and the content tables' policies (docs/decisions/099): a
      // type with publishing is read by visitors once published and due.
      const policies = await db.query(
        `select policyname, cmd, roles::text[] as roles from pg_policies where tablename = 'planted_awards' order by policyname`,
      );
      expect(policies.rows).toEqual([
        { policyname: 'planted_awards_delete_can_delete', cmd: 'DELETE', roles: ['authenticated'] },
        { policyname: 'planted_awards_insert_can_edit', cmd: 'INSERT', roles: ['authenticated'] },
        { policyname: 'planted_awards_select_public_or_staff', cmd: 'SELECT', roles: ['anon', 'authenticated'] },
        { policyname: 'planted_awards_update_can_edit', cmd: 'UPDATE', roles: ['authenticated'] },
      ]);
      expect((await db.query(`select relrowsecurity as on from pg_class where oid = 'public.planted_awards'::regclass`)).rows).toEqual([{ on: true }]);
      const since = (await db.query<{ now: Date }>('select now() - interval \'1 minute\' as now')).rows[0]?.now;
      const { rows } = await db.query<{ id: string }>(
        `insert into public.planted_awards (title, badge, published_at) values ('Best Unipole 2026', '/storage/v1/object/public/media/awards/unipole-40x30.jpg', now() - interval '1 second') returning id`,
      );
      const id = rows[0]?.id;
      await db.query(`update public.planted_awards set title = 'Best Unipole of 2026' where id = $1`, [id]);

      const revisions = await db.query(`select table_name, data ->> 'title' as title from public.content_revisions where row_id = $1`, [id]);
      expect(revisions.rows).toEqual([{ table_name: 'planted_awards', title: 'Best Unipole 2026' }]);
      const logged = await db.query(`select action from public.audit_log where table_name = 'planted_awards' and row_id = $1 order by occurred_at, action`, [id]);
      expect(logged.rows.map((row) => row.action)).toEqual(['insert', 'update']);

      await db.query('set local role authenticated');
      expect((await db.query(`select public.dashboard_count('planted_awards') as n`)).rows[0]?.n).toBe('1');
      const uses = await db.query(`select url, image_column, title from public.media_uses() where table_name = 'planted_awards'`);
      expect(uses.rows).toEqual([{ url: '/storage/v1/object/public/media/awards/unipole-40x30.jpg', image_column: 'badge', title: 'Best Unipole of 2026' }]);
      await db.query('reset role');
      expect((await db.query('select public.publication_due_since($1) as due', [since])).rows[0]?.due).toBe(true);
    } finally {
      await db.query('rollback');
    }
  });
});
