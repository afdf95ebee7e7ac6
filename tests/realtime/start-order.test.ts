import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { LOCAL_JWT_SECRET } from '../../supabase/local/context.ts';
import { startRealtime, type Realtime } from '../../supabase/local/realtime/index.ts';
import { TRIGGER } from '../../supabase/local/realtime/install.sql.ts';
import { dbUrl } from '../support/stack';

/**
 * The stand-in starts its services one after the other (supabase/local/services.ts). Realtime installs a
 * trigger on each published table; storage, started after it, seeds its images into those tables in one
 * transaction. Once the two ran at the same time and PostgreSQL ended the seed with "deadlock detected", so
 * realtime counts as started only when its triggers are in place.
 */

const db = new pg.Client({ connectionString: dbUrl() });
let realtime: Realtime | undefined;

afterAll(async () => {
  await realtime?.close();
  await db.end();
});

it('counts as started only once the change triggers are on the published tables', async () => {
  await db.connect();
  await db.query(`drop trigger ${TRIGGER} on public.clients`);
  realtime = await startRealtime({ dbUrl: dbUrl(), jwtSecret: LOCAL_JWT_SECRET, log: () => undefined });
  const { rows } = await db.query<{ installed: boolean }>(
    `select exists (select from pg_trigger where tgname = $1 and tgrelid = 'public.clients'::regclass) as installed`,
    [TRIGGER],
  );
  expect(rows[0]?.installed).toBe(true);
});
