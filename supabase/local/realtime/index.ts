import type { Duplex } from 'node:stream';
import pg from 'pg';
import { WebSocketServer } from 'ws';
import type { LocalContext } from '../context.ts';
import { verifyJwt } from '../jwt.ts';
import type { Service } from '../service.ts';
import { createBroadcastApi } from './broadcast-api.ts';
import { acceptConnection } from './connection.ts';
import { createDispatcher, type Subscriber } from './dispatch.ts';
import { startChangeFeed } from './feed.ts';
import { parseVsn } from './protocol.ts';
import { eventRate, HOSTED_EVENT_RATE, type EventRateOptions } from './limits.ts';
import { createRooms } from './rooms.ts';

/**
 * What realtime needs from the stand-in's context. `eventRate`: how messages per second are counted, hosted's
 * (HOSTED_EVENT_RATE) unless a test asks for a quicker tick on a realtime of its own.
 */
export type RealtimeContext = Pick<LocalContext, 'dbUrl' | 'jwtSecret' | 'log'> & { eventRate?: EventRateOptions };

export type Realtime = Service &
  Required<Pick<Service, 'handle' | 'handleUpgrade'>> & {
    /** Settles once the change triggers are installed (and keeps waiting while the database is unreachable). */
    ready: Promise<void>;
  };

const PREFIX = '/realtime/v1';

const IDLE_LIMIT_MS = 60_000;
/** SQLSTATE 57P01: the server is shutting down (Ctrl-C stops PostgreSQL along with everything else). */
const ADMIN_SHUTDOWN = '57P01';
const CLOSE_GRACE_MS = 500;

function refuse(socket: Duplex, status: string): void {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/**
 * The Phoenix-channel subset of Supabase Realtime that realtime-js uses, served at /realtime/v1/websocket:
 * postgres_changes from triggers + NOTIFY (docs/decisions/004-realtime-on-the-stand-in.md), broadcast and
 * presence in memory with private channels authorised by RLS on realtime.messages, and the REST broadcast
 * endpoints under /realtime/v1/api (docs/decisions/065-realtime-broadcast-and-presence.md).
 */
export function createRealtime(ctx: RealtimeContext): Realtime {
  const pool = new pg.Pool({ connectionString: ctx.dbUrl, max: 4 });
  // An idle connection dropped (e.g. the database shutting down): the next query opens a new one.
  pool.on('error', (error) => {
    if ((error as { code?: string }).code !== ADMIN_SHUTDOWN) ctx.log(`realtime: database pool error: ${error.message}`);
  });
  const subscribers = new Set<Subscriber>();
  const rooms = createRooms();
  const dispatcher = createDispatcher(pool, subscribers, ctx.log);
  const feed = startChangeFeed({ dbUrl: ctx.dbUrl, log: ctx.log, onChange: (id) => dispatcher.enqueue(id) });
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });
  const connections = new Set<ReturnType<typeof acceptConnection>>();

  const reaper = setInterval(() => {
    for (const connection of connections) if (connection.idleFor() > IDLE_LIMIT_MS) connection.ws.terminate();
  }, IDLE_LIMIT_MS / 2);
  reaper.unref();

  function isValidKey(apikey: string): boolean {
    try {
      verifyJwt(apikey, ctx.jwtSecret);
      return true;
    } catch {
      return false;
    }
  }

  const events = eventRate(ctx.eventRate ?? HOSTED_EVENT_RATE);
  const deps = {
    jwtSecret: ctx.jwtSecret,
    db: pool,
    subscribers,
    rooms,
    events,
    prepare: () => feed.syncTriggers(),
    log: ctx.log,
  };
  const broadcastApi = createBroadcastApi({ jwtSecret: ctx.jwtSecret, db: pool, rooms, events, log: ctx.log });

  return {
    prefix: PREFIX,
    ready: feed.ready,
    handle: broadcastApi,
    handleUpgrade(req, socket, head) {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const vsn = parseVsn(url.searchParams.get('vsn'));
      const header = req.headers['x-api-key'];
      const apikey = url.searchParams.get('apikey') ?? (typeof header === 'string' ? header : null);
      if (url.pathname !== `${PREFIX}/websocket`) return refuse(socket, '404 Not Found');
      if (!vsn) return refuse(socket, '400 Bad Request');
      // Hosted refuses the socket unless the project key is a JWT signed with the project's secret.
      if (!apikey || !isValidKey(apikey)) return refuse(socket, '403 Forbidden');
      wss.handleUpgrade(req, socket, head, (ws) => {
        const connection = acceptConnection(ws, vsn, apikey, deps);
        connections.add(connection);
        ws.on('close', () => connections.delete(connection));
      });
    },

    async close() {
      clearInterval(reaper);
      events.stop();
      const closing = [...connections].map(
        ({ ws }) =>
          new Promise<void>((resolve) => {
            const force = setTimeout(() => ws.terminate(), CLOSE_GRACE_MS);
            ws.once('close', () => {
              clearTimeout(force);
              resolve();
            });
            ws.close(1001, 'server shutting down');
          }),
      );
      await Promise.all(closing);
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await feed.close();
      await dispatcher.idle();
      await pool.end();
    },
  };
}

/**
 * Realtime as a stand-in service: started once its triggers are in place. Installing them locks each
 * published table, so the services started after it (storage seeds its images into those tables in one
 * transaction) could otherwise deadlock with it.
 */
export async function startRealtime(ctx: RealtimeContext): Promise<Realtime> {
  const realtime = createRealtime(ctx);
  await realtime.ready;
  return realtime;
}
