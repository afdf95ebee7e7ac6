import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { anonClient, signedInClient, type Client } from '../support/clients';
import { sql } from '../support/db';
import { isChange, subscribe, type Change } from './changes';
import { PUBLISHED_TABLES, deleteRow, insertRow, newTag, updateRow } from './published-tables';
import { openRawSocket } from './sockets';
import { anonKey } from '../support/stack';

/**
 * postgres_changes through the stand-in's realtime with the real realtime-js client: every change
 * of every published table reaches a subscriber allowed to read it, with hosted Realtime's payload.
 */

let admin: Client;
let anon: Client;

beforeAll(async () => {
  admin = await signedInClient('admin@example.com');
  anon = anonClient();
});

afterAll(async () => {
  await Promise.all([admin.removeAllChannels(), anon.removeAllChannels()]);
  // Local only: a global sign-out would end the demo admin's sessions in other test files.
  await admin.auth.signOut({ scope: 'local' });
});

function expectEnvelope(change: Change, table: string): void {
  expect(change.schema).toBe('public');
  expect(change.table).toBe(table);
  expect(change.errors).toBeNull();
  expect(change.commit_timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
}

describe('every published table', () => {
  it('is in the supabase_realtime publication (so this list is complete)', async () => {
    const rows = await sql<{ tablename: string }>(
      "select tablename from pg_publication_tables where pubname = 'supabase_realtime' order by tablename",
    );
    expect(rows.map((row) => row.tablename)).toEqual(PUBLISHED_TABLES.map((t) => t.table).sort());
  });

  it.each(PUBLISHED_TABLES)('$table: INSERT, UPDATE and DELETE reach an admin subscriber', async (t) => {
    const { channel, logs } = await subscribe(admin, [{ table: t.table }]);
    const [log] = logs;
    const tag = newTag(t.table);
    const row = t.sample(tag);
    const cleanUp = await t.prepare?.(row);
    try {
      const id = await insertRow(t.table, row);
      const inserted = await log.waitFor(isChange('INSERT', id), `INSERT ${t.table} ${id}`);
      expectEnvelope(inserted, t.table);
      // Values arrive typed as realtime-js converts them (numbers, booleans, arrays, JSON objects).
      expect(inserted.new).toMatchObject(row);
      expect(inserted.old).toEqual({});

      await updateRow(t.table, id, t.change(tag));
      const updated = await log.waitFor(isChange('UPDATE', id), `UPDATE ${t.table} ${id}`);
      expectEnvelope(updated, t.table);
      expect(updated.new).toMatchObject({ ...row, ...t.change(tag) });
      // Default replica identity: the old record is the primary key.
      expect(updated.old).toEqual({ id });

      await deleteRow(t.table, id);
      const deleted = await log.waitFor(isChange('DELETE', id), `DELETE ${t.table} ${id}`);
      expectEnvelope(deleted, t.table);
      expect(deleted.old).toEqual({ id });
      expect(deleted.new).toEqual({});
      expect(log.items.map((change) => change.eventType)).toEqual(['INSERT', 'UPDATE', 'DELETE']);
    } finally {
      await cleanUp?.();
      await admin.removeChannel(channel);
    }
  });
});

describe('public content', () => {
  it('reaches a visitor who is not signed in', async () => {
    const { channel, logs } = await subscribe(anon, [{ table: 'clients' }]);
    const id = await insertRow('clients', { name: newTag('public'), logo: '/images/seed/logos/udhaya-masala.svg', industry: 'FMCG' });
    try {
      const inserted = await logs[0].waitFor(isChange('INSERT', id), 'INSERT clients');
      expect(inserted.new).toMatchObject({ id, industry: 'FMCG' });
    } finally {
      await deleteRow('clients', id);
      await anon.removeChannel(channel);
    }
  });

  it('respects the event of a binding: an INSERT-only binding gets no UPDATE or DELETE', async () => {
    const { channel, logs } = await subscribe(anon, [{ table: 'testimonials', event: 'INSERT' }, { table: 'testimonials' }]);
    const [insertsOnly, everything] = logs;
    const tag = newTag('event');
    const id = await insertRow('testimonials', { name: tag, position: 'CMO', company: 'Test Co', testimonial: 'Great.', image: '/images/seed/gallery/omr-hoarding.svg' });
    try {
      // Each write waits for its event: RLS is checked against the row as it is when the change is
      // delivered (as on hosted), so a row deleted at once would never be seen inserted.
      await everything.waitFor(isChange('INSERT', id), 'INSERT testimonials');
      await updateRow('testimonials', id, { testimonial: 'Greater.' });
      await everything.waitFor(isChange('UPDATE', id), 'UPDATE testimonials');
      await deleteRow('testimonials', id);
      // Changes are delivered in commit order on one socket: once the DELETE is in, all earlier ones are.
      await everything.waitFor(isChange('DELETE', id), 'DELETE testimonials');
      expect(insertsOnly.items.map((c) => [c.eventType, (c.new as { id?: string }).id])).toEqual([['INSERT', id]]);
    } finally {
      await anon.removeChannel(channel);
    }
  });
});

describe('after a bulk write', () => {
  // 5,000 inserts and 5,000 deletes of clients nobody watches, as a staff import or clean-up makes them.
  const BULK_ROWS = 5_000;

  /**
   * Sockets that close while their join is still being worked out, as a tab closed during a page load
   * does. They must leave nothing behind: a subscriber left registered would have every bulk row checked
   * against RLS for nobody.
   */
  async function joinAndLeaveAtOnce(count: number): Promise<void> {
    const { data } = await admin.auth.getSession();
    const opened: WebSocket[] = [];
    for (let k = 0; k < count; k += 1) {
      const { socket } = await openRawSocket({ apikey: anonKey(), vsn: '2.0.0' }, opened);
      const config = { postgres_changes: [{ event: '*', schema: 'public', table: 'clients' }] };
      socket.send(JSON.stringify(['1', '1', `realtime:gone-${k}`, 'phx_join', { config, access_token: data.session?.access_token }]));
      socket.close();
    }
  }

  it('a change to a watched table still arrives within moments', async () => {
    await joinAndLeaveAtOnce(10);
    const { channel, logs } = await subscribe(admin, [{ table: 'testimonials' }]);
    const tag = newTag('bulk');
    try {
      await sql(
        `insert into public.clients (name, logo, industry)
         select $1 || ' ' || i, '/images/seed/logos/udhaya-masala.svg', 'Retail' from generate_series(1, $2::int) as i`,
        [tag, BULK_ROWS],
      );
      await sql("delete from public.clients where name like $1 || ' %'", [tag]);
      const written = performance.now();
      const id = await insertRow('testimonials', { name: tag, position: 'CMO', company: 'Test Co', testimonial: 'Quick.', image: '/images/seed/gallery/omr-hoarding.svg' });
      await logs[0].waitFor(isChange('INSERT', id), 'INSERT testimonials');
      const delayMs = performance.now() - written;
      await deleteRow('testimonials', id);
      console.log(`change delivered ${delayMs.toFixed(0)} ms after ${BULK_ROWS * 2} queued changes`);
      expect(delayMs).toBeLessThan(5_000); // generous: a busy machine; one at a time this took 10–25 s
    } finally {
      await admin.removeChannel(channel);
    }
  });
});
