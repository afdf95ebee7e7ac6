import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDLE_SOCKET_MS, startRest } from '../../supabase/local/rest/index.ts';
import type { Service, ServiceContext } from '../../supabase/local/service.ts';

/**
 * The stand-in's /rest/v1 proxy and its connections to PostgREST, against a stand-in upstream that counts
 * them. PostgREST closes a connection after about 60 s idle; a request sent on it just then failed with a
 * 502 (seen once in a CI run), so the proxy must close idle connections well before that.
 */

let upstream: Server;
let front: Server;
let rest: Service;
let frontUrl: string;
let connections = 0;
/** The proxy's idle time here: the rule, not the real 5 s, is what the tests wait for. */
const IDLE_MS = 300;

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

beforeAll(async () => {
  upstream = createServer((req, res) => res.end(JSON.stringify({ path: req.url })));
  // As PostgREST: an idle connection stays open for a minute (Node's server would close it after 5 s).
  upstream.keepAliveTimeout = 60_000;
  upstream.on('connection', () => connections++);
  const postgrestPort = await listen(upstream);
  rest = startRest({ postgrestPort } as ServiceContext, { idleSocketMs: IDLE_MS });
  front = createServer((req, res) => rest.handle?.(req, res));
  frontUrl = `http://127.0.0.1:${await listen(front)}`;
});

afterAll(async () => {
  await rest.close();
  for (const server of [front, upstream]) server.closeAllConnections();
  await Promise.all([front, upstream].map((server) => new Promise((resolve) => server.close(resolve))));
});

const get = async (path: string) => (await fetch(`${frontUrl}/rest/v1${path}`)).json();

describe('the REST proxy', () => {
  it('reuses its connection to PostgREST for requests in quick succession', async () => {
    const before = connections;
    expect(await get('/one')).toEqual({ path: '/one' });
    expect(await get('/two')).toEqual({ path: '/two' });
    expect(connections - before).toBe(1);
  });

  it('closes idle connections well before PostgREST does (about 60 s)', () => {
    expect(IDLE_SOCKET_MS).toBeLessThanOrEqual(10_000);
  });

  it('opens a new connection after its idle time instead of reusing one PostgREST may be closing', async () => {
    await get('/warm');
    const before = connections;
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS * 2));
    expect(await get('/after-idle')).toEqual({ path: '/after-idle' });
    expect(connections - before).toBe(1);
  });
});
