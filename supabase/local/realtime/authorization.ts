import type pg from 'pg';
import type { JwtClaims } from '../jwt.ts';
import type { Extension } from './rooms.ts';

/**
 * Realtime Authorization as hosted does it (realtime's tenants/authorization.ex): a private channel's
 * topic is checked against the RLS policies on realtime.messages by writing probe rows in a transaction
 * that is always rolled back. Read (receive broadcasts, see presence): probes inserted by the server,
 * then selected as the user; write (send broadcasts, track presence): a probe inserted as the user.
 * The user is their JWT's role and claims, and `realtime.topic()` returns the channel's name.
 */

export type Asker = { topic: string; role: string; claims: JwtClaims };

export type Access = Partial<Record<Extension, boolean>>;

/** SQLSTATE 42501: the INSERT policies refused the row (or the role has no INSERT privilege). */
const INSUFFICIENT_PRIVILEGE = '42501';

async function rolledBack<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    return await work(client);
  } finally {
    await client.query('rollback').catch(() => undefined);
    client.release();
  }
}

/** The settings hosted's `set_conn_config` makes for the rest of the transaction. */
async function actAs(client: pg.PoolClient, { topic, role, claims }: Asker): Promise<void> {
  await client.query(
    `select set_config('role', $1, true), set_config('realtime.topic', $2, true), set_config('request.jwt.claims', $3, true),
            set_config('request.jwt.claim.sub', $4, true), set_config('request.jwt.claim.role', $1, true),
            set_config('request.headers', '{}', true)`,
    [role, topic, JSON.stringify(claims), typeof claims.sub === 'string' ? claims.sub : ''],
  );
}

/** Whether the asker may receive each extension's messages: the probes its SELECT policies let it see. */
export function readAccess(pool: pg.Pool, asker: Asker, extensions: Extension[]): Promise<Access> {
  return rolledBack(pool, async (client) => {
    const probes = new Map<Extension, string>();
    for (const extension of extensions) {
      const { rows } = await client.query<{ id: string }>('insert into realtime.messages (topic, extension) values ($1, $2) returning id', [
        asker.topic,
        extension,
      ]);
      probes.set(extension, (rows[0] as { id: string }).id);
    }
    await actAs(client, asker);
    const { rows } = await client.query<{ id: string }>('select id from realtime.messages where id = any($1::uuid[])', [[...probes.values()]]);
    const seen = new Set(rows.map((row) => row.id));
    return Object.fromEntries([...probes].map(([extension, id]) => [extension, seen.has(id)]));
  });
}

/** Whether the asker may send the extension's messages: its INSERT policies accept the probe. */
export function writeAccess(pool: pg.Pool, asker: Asker, extension: Extension): Promise<boolean> {
  return rolledBack(pool, async (client) => {
    await actAs(client, asker);
    try {
      await client.query('insert into realtime.messages (topic, extension) values ($1, $2)', [asker.topic, extension]);
      return true;
    } catch (error) {
      if ((error as { code?: string }).code === INSUFFICIENT_PRIVILEGE) return false;
      throw error;
    }
  });
}
