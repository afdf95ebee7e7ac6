import type pg from 'pg';
import type { WebSocket } from 'ws';
import { readAccess, type Access } from './authorization.ts';
import { decodeUserBroadcastPush, type UserBroadcastPush } from './binary-frames.ts';
import { broadcastFrame } from './broadcast-messages.ts';
import { parseJoinConfig, policiesFrom, unauthorizedToRead, type Channel } from './channel.ts';
import { handleBroadcast, handlePresence, type EventContext } from './channel-events.ts';
import type { Binding, Subscriber } from './dispatch.ts';
import {
  CLIENT_PRESENCE_MAX_CALLS,
  CLIENT_PRESENCE_WINDOW_MS,
  MAX_CHANNELS_PER_SOCKET,
  MAX_JOINS_PER_SECOND,
  rateLimiter,
  TOO_MANY_CHANNELS,
  TOO_MANY_JOINS,
  TOO_MANY_MESSAGES,
  windowLimiter,
  type EventRate,
} from './limits.ts';
import { decodeFrame, encodeFrame, type Frame, type Vsn } from './protocol.ts';
import { roomOf, type Extension, type Rooms } from './rooms.ts';
import { buildBindings, subscriptionId } from './subscriptions.ts';
import { roleExists } from './tables.ts';
import { checkToken, nowSeconds } from './tokens.ts';

export type ConnectionDeps = {
  jwtSecret: string;
  db: pg.Pool;
  subscribers: Set<Subscriber>;
  rooms: Rooms;
  /** The project's messages per second (limits.ts): what clients send and what channels are sent. */
  events: EventRate;
  /** Resolves once the change feed is installed; syncs triggers for newly published tables. */
  prepare(): Promise<void>;
  log: (msg: string) => void;
};

/** Hosted re-checks tokens when they expire; timers are capped (setTimeout overflows past ~24 days). */
const MAX_TOKEN_TIMER_MS = 60 * 60 * 1000;

/** The extensions a private channel's read policies are asked about: presence only when it is enabled (hosted). */
function readExtensions(presenceEnabled: boolean): Extension[] {
  return presenceEnabled ? ['broadcast', 'presence'] : ['broadcast'];
}

/** A frame, or a binary broadcast push, as the socket received it. */
type Incoming = { frame: Frame } | { push: UserBroadcastPush };

/** One realtime-js socket: its channels, its heartbeats, its tokens. Frames are handled in order. */
export function acceptConnection(ws: WebSocket, vsn: Vsn, tenantToken: string, deps: ConnectionDeps) {
  const channels = new Map<string, Channel>();
  const joins = rateLimiter(MAX_JOINS_PER_SECOND);
  let queue: Promise<void> = Promise.resolve();
  let lastSeen = Date.now();

  function send(data: string | Buffer | null): void {
    if (data !== null && ws.readyState === ws.OPEN) ws.send(data);
  }

  function push(frame: Frame): void {
    send(encodeFrame(frame, vsn));
  }

  type Replied = Pick<Frame, 'joinRef' | 'ref' | 'topic'>;

  function reply(to: Replied, status: 'ok' | 'error', response: unknown): void {
    push({ joinRef: to.joinRef, ref: to.ref, topic: to.topic, event: 'phx_reply', payload: { status, response } });
  }

  function system(channel: Channel, extension: string, status: 'ok' | 'error', message: string): void {
    push({
      joinRef: channel.joinRef,
      ref: null,
      topic: channel.topic,
      event: 'system',
      payload: { extension, status, message, channel: channel.name },
    });
  }

  function remove(channel: Channel): void {
    clearTimeout(channel.expiryTimer);
    deps.subscribers.delete(channel);
    deps.rooms.leave(channel);
    if (channels.get(channel.topic) === channel) channels.delete(channel.topic);
  }

  /** Hosted's shutdown_response: a system error, then the channel stops (the client sees phx_close). */
  function shutdown(channel: Channel, message: string): void {
    system(channel, 'system', 'error', message);
    push({ joinRef: channel.joinRef, ref: channel.joinRef, topic: channel.topic, event: 'phx_close', payload: {} });
    remove(channel);
  }

  /**
   * A message went out to `channel`: it counts, and while the project is over its messages per second the channel
   * is shut down once it has it, as hosted's channel does on each delivery (realtime_channel.ex, update_rate_counter).
   */
  function delivered(channel: Channel): void {
    deps.events.add();
    if (deps.events.reached && channels.get(channel.topic) === channel) shutdown(channel, TOO_MANY_MESSAGES);
  }

  function watchExpiry(channel: Channel, exp: number): void {
    clearTimeout(channel.expiryTimer);
    const delay = Math.min(MAX_TOKEN_TIMER_MS, Math.max(0, (exp - nowSeconds()) * 1000));
    channel.expiryTimer = setTimeout(() => {
      const left = exp - nowSeconds();
      if (left > 0) watchExpiry(channel, exp);
      else shutdown(channel, `Token has expired ${-left} seconds ago`);
    }, delay);
    channel.expiryTimer.unref();
  }

  function chooseToken(payload: Record<string, unknown>): string {
    const given = payload.access_token ?? payload.user_token;
    return typeof given === 'string' && !given.startsWith('sb_') ? given : tenantToken;
  }

  async function join(frame: Frame): Promise<void> {
    if (!joins.allow()) return reply(frame, 'error', { reason: TOO_MANY_JOINS });
    // Joining a topic again replaces its channel, so only a new topic counts against the cap.
    if (channels.size >= MAX_CHANNELS_PER_SOCKET && !channels.has(frame.topic)) return reply(frame, 'error', { reason: TOO_MANY_CHANNELS });
    const name = frame.topic.slice('realtime:'.length);
    if (!name) return reply(frame, 'error', { reason: 'TopicNameRequired: You must provide a topic name' });
    const token = chooseToken(frame.payload);
    const check = checkToken(token, deps.jwtSecret);
    if (!check.ok) return reply(frame, 'error', { reason: `${check.code}: ${check.message}` });

    const config = parseJoinConfig(frame.payload);
    let access: Access = {};
    if (config.isPrivate) {
      const asker = { topic: name, role: check.role, claims: check.claims };
      access = await readAccess(deps.db, asker, readExtensions(config.presenceEnabled)).catch((error: unknown) => {
        deps.log(`realtime: read authorization on ${frame.topic} failed: ${(error as Error).message}`);
        return {};
      });
      if (!access.broadcast && !access.presence) return reply(frame, 'error', { reason: `Unauthorized: ${unauthorizedToRead(name)}` });
    }
    const paramsList = config.postgresChanges;
    let bindings: Binding[] = [];
    let subscribeError: string | null = null;
    if (paramsList.length > 0) {
      await deps.prepare();
      const built = await buildBindings(deps.db, check.role, paramsList);
      if ('error' in built) subscribeError = built.error;
      else bindings = built.bindings;
    }

    // The socket may have closed while the bindings were built: a channel registered now would never be
    // removed, and every later change of its tables would be checked for a subscriber that is gone.
    if (ws.readyState !== ws.OPEN) return;
    const previous = channels.get(frame.topic);
    if (previous) remove(previous);
    const channel: Channel = {
      topic: frame.topic,
      name,
      joinRef: frame.joinRef,
      accessToken: token,
      role: check.role,
      claims: check.claims,
      bindings,
      room: roomOf(name, config.isPrivate),
      isPrivate: config.isPrivate,
      policies: policiesFrom(access),
      selfBroadcast: config.selfBroadcast,
      ackBroadcast: config.ackBroadcast,
      presenceEnabled: config.presenceEnabled,
      presenceKey: config.presenceKey,
      presenceCalls: windowLimiter(CLIENT_PRESENCE_MAX_CALLS, CLIENT_PRESENCE_WINDOW_MS),
      reads: (extension) => !channel.isPrivate || channel.policies[extension].read === true,
      send(ids, data) {
        push({ joinRef: null, ref: null, topic: frame.topic, event: 'postgres_changes', payload: { ids, data } });
        delivered(channel);
      },
      receiveBroadcast(message) {
        send(broadcastFrame(frame.topic, message, vsn));
        delivered(channel);
      },
      receivePresence(event: string, payload: Record<string, unknown>) {
        // The state is the channel's own push (with its join ref); diffs come through the room like broadcasts (none).
        push({ joinRef: event === 'presence_state' ? channel.joinRef : null, ref: null, topic: frame.topic, event, payload });
      },
    };
    channels.set(frame.topic, channel);
    // Live before the reply, so a change or a broadcast sent right after SUBSCRIBED is not missed.
    if (bindings.length > 0) deps.subscribers.add(channel);
    deps.rooms.enter(channel);
    watchExpiry(channel, check.exp);
    reply(frame, 'ok', {
      postgres_changes: paramsList.map((params) => ({ ...params, id: subscriptionId(params) })),
    });
    if (channel.presenceEnabled && channel.reads('presence')) channel.receivePresence('presence_state', deps.rooms.presenceState(channel.room));
    if (subscribeError) system(channel, 'postgres_changes', 'error', subscribeError);
    else if (paramsList.length > 0) system(channel, 'postgres_changes', 'ok', 'Subscribed to PostgreSQL');
  }

  /**
   * A private channel's read policies with a new identity, as hosted re-checks them on `access_token`:
   * an error message when the channel must close, or null once its policies are renewed.
   */
  async function renewPolicies(channel: Channel, role: string, claims: Channel['claims']): Promise<string | null> {
    if (!channel.isPrivate) return null;
    const asker = { topic: channel.name, role, claims };
    const access = await readAccess(deps.db, asker, readExtensions(channel.presenceEnabled)).catch(() => ({}) as Access);
    if (!access.broadcast && !access.presence) return unauthorizedToRead(channel.name);
    const { broadcast, presence } = channel.policies;
    if ((broadcast.read && !access.broadcast) || (presence.read && access.presence === false)) {
      return `You no longer have permission to read from this Channel topic: ${channel.name}`;
    }
    channel.policies = policiesFrom(access);
    return null;
  }

  async function updateToken(channel: Channel, frame: Frame): Promise<void> {
    const token = frame.payload.access_token;
    if (typeof token !== 'string' || token.startsWith('sb_') || token === channel.accessToken) return;
    const check = checkToken(token, deps.jwtSecret);
    if (!check.ok) return shutdown(channel, check.message);
    if (!(await roleExists(deps.db, check.role))) return shutdown(channel, `Invalid JWT role: ${check.role}`);
    const refused = await renewPolicies(channel, check.role, check.claims);
    if (refused) return shutdown(channel, refused);
    channel.accessToken = token;
    channel.role = check.role;
    channel.claims = check.claims;
    watchExpiry(channel, check.exp);
  }

  async function handle(frame: Frame): Promise<void> {
    if (frame.topic === 'phoenix') {
      if (frame.event === 'heartbeat') reply(frame, 'ok', {});
      return;
    }
    if (frame.event === 'phx_join') {
      if (!frame.topic.startsWith('realtime:')) return reply(frame, 'error', { reason: 'unmatched topic' });
      return join(frame);
    }
    const channel = channels.get(frame.topic);
    if (!channel) return reply(frame, 'error', { reason: 'unmatched topic' });
    if (frame.event === 'phx_leave') {
      remove(channel);
      return reply(frame, 'ok', {});
    }
    if (frame.event === 'access_token') return updateToken(channel, frame);
    if (frame.event === 'broadcast') return handleBroadcast(channel, { kind: 'json', payload: frame.payload }, eventContext(channel, frame));
    if (frame.event === 'presence') return handlePresence(channel, frame.payload, eventContext(channel, frame));
    // Anything else is ignored, as hosted does ("Unexpected message from client").
  }

  function eventContext(channel: Channel, to: Replied): EventContext {
    return {
      db: deps.db,
      rooms: deps.rooms,
      log: deps.log,
      countMessage: () => deps.events.add(),
      reply: (status, response) => reply(to, status, response),
      shutdown: (message) => shutdown(channel, message),
    };
  }

  async function handleUserBroadcast(received: UserBroadcastPush): Promise<void> {
    const channel = channels.get(received.topic);
    if (!channel) return reply(received, 'error', { reason: 'unmatched topic' });
    const message = { kind: 'user', userEvent: received.userEvent, encoding: received.encoding, payload: received.payload } as const;
    return handleBroadcast(channel, message, eventContext(channel, received));
  }

  function decode(data: Buffer, isBinary: boolean): Incoming | null {
    if (!isBinary) {
      const frame = decodeFrame(data.toString(), vsn);
      return frame && { frame };
    }
    const received = vsn === '2.0.0' ? decodeUserBroadcastPush(data) : null;
    return received && { push: received };
  }

  ws.on('message', (data, isBinary) => {
    lastSeen = Date.now();
    const incoming = decode(Buffer.isBuffer(data) ? data : Buffer.concat(Array.isArray(data) ? data : [Buffer.from(data)]), isBinary);
    if (!incoming) return;
    const { topic, event } = 'frame' in incoming ? incoming.frame : { topic: incoming.push.topic, event: 'broadcast' };
    queue = queue
      .then(() => ('frame' in incoming ? handle(incoming.frame) : handleUserBroadcast(incoming.push)))
      .catch((error: unknown) => {
        deps.log(`realtime: ${event} on ${topic} failed: ${(error as Error).message}`);
        if ('frame' in incoming && event === 'phx_join') {
          reply(incoming.frame, 'error', { reason: 'UnknownErrorOnChannel: Unknown Error on Channel' });
        }
      });
  });
  ws.on('close', () => {
    for (const channel of [...channels.values()]) remove(channel);
  });
  ws.on('error', () => ws.terminate());

  return {
    /** Phoenix drops sockets that stop sending heartbeats (default 60 s). */
    idleFor: () => Date.now() - lastSeen,
    ws,
  };
}
