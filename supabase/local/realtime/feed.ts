import pg from 'pg';
import { CHANNEL, INSTALL_SQL, PRUNE_SQL, SYNC_SQL } from './install.sql.ts';

type FeedOptions = {
  dbUrl: string;
  log: (msg: string) => void;
  onChange: (id: number) => void;
};

const RECONNECT_MS = 1000;
const PRUNE_MS = 60_000;

/**
 * Installs the capture triggers and LISTENs for change ids. If the connection drops (database
 * restarted or reset) it reconnects, reinstalls, and catches up on the changes it missed.
 */
export function startChangeFeed({ dbUrl, log, onChange }: FeedOptions) {
  let client: pg.Client | null = null;
  let closed = false;
  let lastId = 0;
  let retry: NodeJS.Timeout | undefined;
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: dbUrl });
    next.on('error', (error) => dropped(next, error));
    next.on('end', () => dropped(next));
    await next.connect();
    try {
      await next.query(INSTALL_SQL);
      await next.query(SYNC_SQL);
      await next.query(PRUNE_SQL);
      await next.query(`listen ${CHANNEL}`);
      next.on('notification', (message) => {
        const id = Number(message.payload);
        if (!Number.isSafeInteger(id)) return;
        lastId = Math.max(lastId, id);
        onChange(id);
      });
      const { rows } = await next.query<{ id: string }>(
        'select id from standin_realtime.changes where id > $1 order by id',
        [lastId],
      );
      // First connection: start from now. Reconnection: deliver what was missed meanwhile.
      const catchingUp = lastId > 0;
      for (const row of rows) {
        const id = Number(row.id);
        if (catchingUp) onChange(id);
        lastId = Math.max(lastId, id);
      }
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    markReady();
  }

  function dropped(which: pg.Client, error?: Error): void {
    if (which !== client || closed) return;
    client = null;
    log(`realtime: lost the database connection${error ? ` (${error.message})` : ''}; reconnecting`);
    which.end().catch(() => undefined);
    schedule();
  }

  function schedule(): void {
    if (closed) return;
    retry = setTimeout(() => {
      connect().catch((error: unknown) => {
        log(`realtime: cannot reach the database yet (${(error as Error).message})`);
        schedule();
      });
    }, RECONNECT_MS);
  }

  connect().catch((error: unknown) => {
    log(`realtime: cannot reach the database yet (${(error as Error).message})`);
    schedule();
  });

  const pruner = setInterval(() => {
    client?.query(PRUNE_SQL).catch(() => undefined);
  }, PRUNE_MS);
  pruner.unref();

  return {
    ready,
    /** Picks up tables added to (or removed from) the publication since start. */
    async syncTriggers(): Promise<void> {
      await ready;
      await client?.query(SYNC_SQL);
    },
    async close(): Promise<void> {
      closed = true;
      clearTimeout(retry);
      clearInterval(pruner);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
