import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { LOCAL_JWT_SECRET } from '../../supabase/local/context.ts';
import { signJwt } from '../../supabase/local/jwt.ts';
import { WAIT_MS } from './changes';
import { openRawSocket, socketUrl } from './sockets';
import { anonKey } from '../support/stack';

/**
 * The wire bytes of the Phoenix protocol as realtime-js expects them (../shared/research/supabase-local.md
 * section 4), checked with a bare WebSocket: replies, ids, system messages, both serializer versions.
 */

type Frame = unknown[] | Record<string, unknown>;

const sockets: WebSocket[] = [];

afterEach(() => {
  for (const socket of sockets.splice(0)) {
    socket.on('error', () => undefined);
    socket.terminate();
  }
});

async function connect(vsn = '2.0.0', apikey = anonKey()) {
  const { socket, frames } = await openRawSocket<Frame>({ apikey, vsn }, sockets);
  return {
    send: (frame: Frame) => socket.send(JSON.stringify(frame)),
    next: (match: (frame: Frame) => boolean, what: string) => frames.waitFor(match, what),
    frames,
  };
}

const reply = (ref: string) => (frame: Frame) => Array.isArray(frame) && frame[1] === ref && frame[3] === 'phx_reply';
const event = (name: string) => (frame: Frame) => Array.isArray(frame) && frame[3] === name;

function token(claims: Record<string, unknown>): string {
  return signJwt(claims, LOCAL_JWT_SECRET);
}

describe('vsn 2.0.0 (array frames)', () => {
  it('answers heartbeats', async () => {
    const ws = await connect();
    ws.send([null, '7', 'phoenix', 'heartbeat', {}]);
    expect(await ws.next(reply('7'), 'heartbeat reply')).toEqual([null, '7', 'phoenix', 'phx_reply', { status: 'ok', response: {} }]);
  });

  it('replies to a join with truthy ids in the same order, events echoed, then "Subscribed to PostgreSQL"', async () => {
    const ws = await connect();
    const bindings = [
      { event: 'INSERT', schema: 'public', table: 'clients' },
      { event: '*', schema: 'public', table: 'clients', filter: 'industry=eq.Retail' },
      { event: 'DELETE', schema: 'public', table: 'blog_posts' },
    ];
    ws.send(['3', '3', 'realtime:room1', 'phx_join', { config: { postgres_changes: bindings, private: false } }]);
    const [joinRef, ref, topic, name, payload] = (await ws.next(reply('3'), 'join reply')) as [string, string, string, string, { status: string; response: { postgres_changes: { id: number }[] } }];
    expect([joinRef, ref, topic, name, payload.status]).toEqual(['3', '3', 'realtime:room1', 'phx_reply', 'ok']);
    const answered = payload.response.postgres_changes;
    expect(answered.map(({ id: _id, ...params }) => params)).toEqual(bindings);
    for (const { id } of answered) expect(Number.isInteger(id) && id > 0).toBe(true);
    expect(new Set(answered.map((b) => b.id)).size).toBe(3);

    expect(await ws.next(event('system'), 'system message')).toEqual([
      '3',
      null,
      'realtime:room1',
      'system',
      { extension: 'postgres_changes', status: 'ok', message: 'Subscribed to PostgreSQL', channel: 'room1' },
    ]);
  });

  it('replies to phx_leave', async () => {
    const ws = await connect();
    ws.send(['1', '1', 'realtime:bye', 'phx_join', { config: { postgres_changes: [] } }]);
    expect(await ws.next(reply('1'), 'join reply')).toEqual(['1', '1', 'realtime:bye', 'phx_reply', { status: 'ok', response: { postgres_changes: [] } }]);
    ws.send(['1', '2', 'realtime:bye', 'phx_leave', {}]);
    expect(await ws.next(reply('2'), 'leave reply')).toEqual(['1', '2', 'realtime:bye', 'phx_reply', { status: 'ok', response: {} }]);
  });

  it('refuses a join with an expired token, and a token without role or exp', async () => {
    const ws = await connect();
    const expired = token({ role: 'authenticated', sub: 'x', exp: Math.floor(Date.now() / 1000) - 60 });
    ws.send(['1', '1', 'realtime:old', 'phx_join', { config: {}, access_token: expired }]);
    const [, , , , answer] = (await ws.next(reply('1'), 'join reply')) as [unknown, unknown, unknown, unknown, { status: string; response: { reason: string } }];
    expect(answer.status).toBe('error');
    expect(answer.response.reason).toMatch(/^InvalidJWTToken: Token has expired \d+ seconds ago$/);

    ws.send(['2', '2', 'realtime:norole', 'phx_join', { config: {}, access_token: token({ sub: 'x' }) }]);
    expect(await ws.next(reply('2'), 'join reply')).toEqual([
      '2',
      '2',
      'realtime:norole',
      'phx_reply',
      { status: 'error', response: { reason: 'InvalidJWTToken: Fields `role` and `exp` are required in JWT' } },
    ]);
  });

  it('says so when a table is not in the supabase_realtime publication', async () => {
    const ws = await connect();
    ws.send(['1', '1', 'realtime:nope', 'phx_join', { config: { postgres_changes: [{ event: '*', schema: 'auth', table: 'users' }] } }]);
    await ws.next(reply('1'), 'join reply');
    const [, , , , system] = (await ws.next(event('system'), 'system message')) as [unknown, unknown, unknown, unknown, { status: string; message: string }];
    expect(system.status).toBe('error');
    expect(system.message).toMatch(/^Unable to subscribe to changes with given parameters/);
  });

  it('closes a channel whose new access_token is invalid: system error, then phx_close with the join ref', async () => {
    const ws = await connect();
    ws.send(['4', '4', 'realtime:tok', 'phx_join', { config: { postgres_changes: [] } }]);
    await ws.next(reply('4'), 'join reply');
    ws.send(['4', '5', 'realtime:tok', 'access_token', { access_token: token({ role: 'authenticated', exp: 1 }) }]);
    expect(await ws.next(event('system'), 'system error')).toEqual([
      '4',
      null,
      'realtime:tok',
      'system',
      { extension: 'system', status: 'error', message: expect.stringMatching(/^Token has expired/), channel: 'tok' },
    ]);
    expect(await ws.next(event('phx_close'), 'phx_close')).toEqual(['4', '4', 'realtime:tok', 'phx_close', {}]);
  });
});

describe('vsn 1.0.0 (object frames)', () => {
  it('answers in objects', async () => {
    const ws = await connect('1.0.0');
    ws.send({ topic: 'phoenix', event: 'heartbeat', payload: {}, ref: '1', join_ref: null });
    expect(await ws.next((f) => !Array.isArray(f) && f.ref === '1', 'heartbeat reply')).toEqual({
      topic: 'phoenix',
      event: 'phx_reply',
      payload: { status: 'ok', response: {} },
      ref: '1',
      join_ref: null,
    });
  });
});

describe('the connection', () => {
  it.each([
    ['no key', ''],
    ['a key not signed with the project secret', signJwt({ role: 'anon', exp: 1983812996 }, 'another-secret-of-at-least-32-characters')],
  ])('is refused with %s', async (_label, apikey) => {
    const socket = new WebSocket(socketUrl(apikey ? { apikey, vsn: '2.0.0' } : { vsn: '2.0.0' }));
    sockets.push(socket);
    const status = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no answer')), WAIT_MS);
      socket.once('unexpected-response', (_req, res) => {
        clearTimeout(timer);
        resolve(res.statusCode ?? 0);
      });
      socket.once('open', () => reject(new Error('the socket opened')));
    });
    expect(status).toBe(403);
  });
});
