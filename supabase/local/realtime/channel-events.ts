import type pg from 'pg';
import { readAccess, writeAccess } from './authorization.ts';
import { payloadBytes, type BroadcastMessage } from './broadcast-messages.ts';
import { isObject, type Channel } from './channel.ts';
import { MAX_PAYLOAD_BYTES } from './limits.ts';
import type { Rooms } from './rooms.ts';

/**
 * A joined channel's `broadcast` and `presence` messages, answered as hosted Realtime's BroadcastHandler
 * and PresenceHandler do (docs/decisions/065-realtime-broadcast-and-presence.md).
 */

export type EventContext = {
  db: pg.Pool;
  rooms: Rooms;
  log: (msg: string) => void;
  /** Counts a message the client sent towards the project's messages per second. */
  countMessage(): void;
  /** Replies to the message being handled. */
  reply(status: 'ok' | 'error', response: unknown): void;
  /** Hosted's shutdown_response: a system error, then the channel closes. */
  shutdown(message: string): void;
};

function asker(channel: Channel) {
  return { topic: channel.name, role: channel.role, claims: channel.claims };
}

/** On a private channel: whether the user may send broadcasts, asked once and kept. A failed check counts as no. */
async function maySend(channel: Channel, ctx: EventContext): Promise<boolean> {
  if (!channel.isPrivate) return true;
  try {
    channel.policies.broadcast.write ??= await writeAccess(ctx.db, asker(channel), 'broadcast');
  } catch (error) {
    ctx.log(`realtime: broadcast authorization on ${channel.topic} failed: ${(error as Error).message}`);
    return false;
  }
  return channel.policies.broadcast.write;
}

export async function handleBroadcast(channel: Channel, message: BroadcastMessage, ctx: EventContext): Promise<void> {
  // Refused writes are dropped without a reply, even with `ack` (the client's send() times out), as on hosted.
  if (!(await maySend(channel, ctx))) return;
  ctx.countMessage();
  const tooLarge = payloadBytes(message) > MAX_PAYLOAD_BYTES;
  if (!tooLarge) ctx.rooms.broadcast(channel.room, message, channel.selfBroadcast ? undefined : channel);
  // Without `ack` hosted never replies (realtime-js resolves 'ok' at once); an oversized one is dropped silently then.
  if (channel.ackBroadcast) ctx.reply(tooLarge ? 'error' : 'ok', tooLarge ? 'payload_size_exceeded' : {});
}

/**
 * On a private channel: whether the user may track presence. Presence read is worked out here too when the
 * join did not (presence was not enabled then), so this channel starts seeing diffs only if allowed.
 */
async function mayTrack(channel: Channel, ctx: EventContext): Promise<boolean> {
  if (!channel.isPrivate) return true;
  const { presence } = channel.policies;
  if (presence.write === undefined) {
    presence.read ??= (await readAccess(ctx.db, asker(channel), ['presence'])).presence;
    presence.write = await writeAccess(ctx.db, asker(channel), 'presence');
  }
  return presence.write;
}

async function track(channel: Channel, payload: unknown, ctx: EventContext): Promise<void> {
  try {
    if (!(await mayTrack(channel, ctx))) return ctx.reply('error', {});
  } catch (error) {
    ctx.log(`realtime: presence authorization on ${channel.topic} failed: ${(error as Error).message}`);
    return ctx.reply('error', {});
  }
  if (!isObject(payload)) return ctx.reply('error', { reason: 'Presence track payload must be a map' });
  if (Buffer.byteLength(JSON.stringify(payload)) > MAX_PAYLOAD_BYTES) return ctx.shutdown('Track message size exceeded');
  channel.presenceEnabled = true;
  ctx.rooms.track(channel, payload);
  ctx.reply('ok', {});
}

export async function handlePresence(channel: Channel, message: Record<string, unknown>, ctx: EventContext): Promise<void> {
  if (typeof message.event !== 'string') return ctx.reply('ok', {});
  if (!channel.presenceCalls.allow()) return ctx.shutdown('Client presence rate limit exceeded');
  const event = message.event.toLowerCase();
  if (event === 'track') return track(channel, message.payload ?? {}, ctx);
  if (event === 'untrack') {
    ctx.rooms.untrack(channel);
    return ctx.reply('ok', {});
  }
  ctx.reply('error', {});
}
