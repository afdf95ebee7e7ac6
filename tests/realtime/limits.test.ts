import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { MAX_CHANNELS_PER_SOCKET, MAX_JOINS_PER_SECOND } from '../../supabase/local/realtime/limits.ts';
import { signedInClient, type Client } from '../support/clients';
import { isChange, subscribe } from './changes';
import { deleteRow, insertRow, newTag } from './published-tables';
import { openRawSocket } from './sockets';
import { anonKey } from '../support/stack';

/**
 * Realtime cannot be flooded (decision 019): a socket gets at most 100 channels and 100
 * joins a second, refused with hosted Realtime's reasons, and a change is checked once per distinct role
 * and claims, so hundreds of open channels do not hold up an admin's notification.
 */

type Frame = [string | null, string | null, string, string, Record<string, unknown>];
type Reply = { status: string; response: { reason?: string } };

// A table visitors may read: each change to it must pass RLS for every subscriber's claims.
const CLIENTS_INSERTS = { postgres_changes: [{ event: 'INSERT', schema: 'public', table: 'clients' }] };
const LOGO = '/images/seed/logos/udhaya-masala.svg';
const sockets: WebSocket[] = [];

afterEach(() => {
  for (const socket of sockets.splice(0)) {
    socket.on('error', () => undefined);
    socket.terminate();
  }
});

/** A bare realtime-js-like socket (vsn 2.0.0) with the anon key. */
async function openSocket() {
  const { socket, frames } = await openRawSocket<Frame>({ apikey: anonKey(), vsn: '2.0.0' }, sockets);
  let ref = 0;
  const request = (topic: string, event: string, payload: Record<string, unknown>): Promise<Reply> => {
    const id = String(++ref);
    socket.send(JSON.stringify([id, id, `realtime:${topic}`, event, payload]));
    return frames.waitFor((frame) => frame[1] === id && frame[3] === 'phx_reply', `reply ${id}`).then((frame) => frame[4] as Reply);
  };
  return {
    join: (topic: string, config: Record<string, unknown> = {}) => request(topic, 'phx_join', { config }),
    leave: (topic: string) => request(topic, 'phx_leave', {}),
    frames,
  };
}

const topics = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}-${i}`);
const statuses = (replies: Reply[]) => replies.map((reply) => reply.status);

describe('limits per socket', () => {
  it('are hosted Realtime’s defaults', () => {
    expect([MAX_CHANNELS_PER_SOCKET, MAX_JOINS_PER_SECOND]).toEqual([100, 100]);
  });

  it('refuses a channel over the cap with hosted’s reason; leaving one makes room again', async () => {
    const socket = await openSocket();
    const joined = await Promise.all(topics('cap', MAX_CHANNELS_PER_SOCKET).map((topic) => socket.join(topic)));
    expect(statuses(joined).every((status) => status === 'ok')).toBe(true);
    await sleep(1100); // out of the join-rate window, so only the cap can refuse

    const excess = await socket.join('cap-excess');
    const again = await socket.join('cap-0'); // joining an open topic again replaces it: no new channel
    await socket.leave('cap-1');
    const afterLeave = await socket.join('cap-excess');

    expect(excess).toEqual({ status: 'error', response: { reason: 'ChannelRateLimitReached: Too many channels' } });
    expect(again.status).toBe('ok');
    expect(afterLeave.status).toBe('ok');
  });

  it('refuses joins over the rate with hosted’s reason, and accepts them again a second later', async () => {
    const socket = await openSocket();

    const replies = await Promise.all(Array.from({ length: MAX_JOINS_PER_SECOND + 1 }, () => socket.join('rate')));
    await sleep(1100);
    const later = await socket.join('rate');

    expect(statuses(replies.slice(0, MAX_JOINS_PER_SECOND)).every((status) => status === 'ok')).toBe(true);
    expect(replies.at(-1)).toEqual({ status: 'error', response: { reason: 'ClientJoinRateLimitReached: Too many joins per second' } });
    expect(later.status).toBe('ok');
  });
});

describe('with the cap’s worth of channels open on several sockets', () => {
  const FLOOD_SOCKETS = 5;
  let admin: Client | undefined;

  afterAll(async () => {
    await admin?.removeAllChannels();
    await admin?.auth.signOut();
  });

  it('a change still reaches the admin promptly, and every visitor channel too', async () => {
    const flood = await Promise.all(Array.from({ length: FLOOD_SOCKETS }, () => openSocket()));
    const joined = await Promise.all(
      flood.map((socket, s) => Promise.all(topics(`flood-${s}`, MAX_CHANNELS_PER_SOCKET).map((topic) => socket.join(topic, CLIENTS_INSERTS)))),
    );
    expect(joined.flat().every((reply) => reply.status === 'ok')).toBe(true);
    admin = await signedInClient('admin@example.com');
    const { logs } = await subscribe(admin, [{ table: 'clients', event: 'INSERT' }]);

    const startedAt = performance.now();
    const id = await insertRow('clients', { name: newTag('flood'), logo: LOGO, industry: 'Retail' });
    await logs[0]?.waitFor(isChange('INSERT', id), 'the admin’s INSERT');
    const delayMs = performance.now() - startedAt;
    const isTheInsert = (frame: Frame) => frame[3] === 'postgres_changes' && JSON.stringify(frame[4]).includes(id);
    const reached = await Promise.all(flood.map((socket) => socket.frames.waitFor(isTheInsert, 'the visitors’ INSERT')));
    await deleteRow('clients', id);

    console.log(`admin notified in ${delayMs.toFixed(0)} ms with ${FLOOD_SOCKETS * MAX_CHANNELS_PER_SOCKET} visitor channels open`);
    expect(delayMs).toBeLessThan(5_000); // generous: a busy machine; the figure belongs to the bench
    expect(reached).toHaveLength(FLOOD_SOCKETS);
  });
});
