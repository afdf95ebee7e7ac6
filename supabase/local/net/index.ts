import pg from 'pg';
import type { Service, ServiceContext } from '../service.ts';
import { drainHttpQueue } from './worker.ts';

/**
 * The stand-in's pg_net and Vault (docs/decisions/113): scheduled jobs call edge functions with net.http_post, reading
 * the project's URL and a key from Vault, as Supabase's 'Scheduling Edge Functions' guide does. bootstrap.sql gives
 * the database both surfaces; this service keeps Vault's `project_url` (the stand-in's origin) and `service_role_key`
 * (the local one) and, like pg_net's worker, sends the queued requests whenever net.wake() signals. It answers no
 * requests.
 */

const ADMIN_SHUTDOWN = '57P01';
const WAKE = 'stand_in_net_wake';

const SAVE_SECRET = `insert into vault.secrets (name, secret) values ($1, $2)
  on conflict (name) do update set secret = excluded.secret, updated_at = now() where vault.secrets.secret is distinct from excluded.secret`;

export async function startNet(ctx: ServiceContext): Promise<Service> {
  const onError = (error: Error) => {
    if ((error as { code?: string }).code !== ADMIN_SHUTDOWN) ctx.log(`net: database error: ${error.message}`);
  };
  const pool = new pg.Pool({ connectionString: ctx.dbUrl, max: 2 });
  pool.on('error', onError);
  const listener = new pg.Client({ connectionString: ctx.dbUrl });
  listener.on('error', onError);

  // One drain at a time; a wake during one drains again after it.
  let draining: Promise<void> | undefined;
  let again = false;
  const drain = (): void => {
    if (draining) {
      again = true;
      return;
    }
    draining = drainHttpQueue(pool)
      .then(() => undefined, (error: Error) => ctx.log(`net: could not send the queued requests: ${error.message}`))
      .finally(() => {
        draining = undefined;
        if (again) {
          again = false;
          drain();
        }
      });
  };

  await pool.query(SAVE_SECRET, ['service_role_key', ctx.serviceRoleKey]);
  await listener.connect();
  listener.on('notification', drain);
  await listener.query(`listen ${WAKE}`);
  drain(); // what was queued while the stand-in was down

  return {
    prefix: '/_stand-in/net',
    onPublicUrl(origin) {
      pool.query(SAVE_SECRET, ['project_url', origin]).catch((error: Error) => ctx.log(`net: could not keep Vault's project_url: ${error.message}`));
    },
    async close() {
      await listener.end();
      await draining;
      await pool.end();
    },
  };
}
