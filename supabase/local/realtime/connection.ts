import type { WebSocket } from 'ws';
import type { Binding, ChangeData, Subscriber } from './dispatch.ts';
import { MAX_CHANNELS_PER_SOCKET, MAX_JOINS_PER_SECOND, rateLimiter, TOO_MANY_CHANNELS, TOO_MANY_JOINS } from './limits.ts';
import { decodeFrame, encodeFrame, type Frame, type Vsn } from './protocol.ts';
import { buildBindings, subscriptionId, type ChangeParams } from './subscriptions.ts';
import { roleExists, type Queryable } from './tables.ts';
import { checkToken, nowSeconds } from './tokens.ts';

export type ConnectionDeps = {
  jwtSecret: string;
  db: Queryable;
  subscribers: Set<Subscriber>;
  /** Resolves once the change feed is installed; syncs triggers for newly published tables. */
  prepare(): Promise<void>;
  log: (msg: string) => void;
};

/** Hosted re-checks tokens when they expire; timers are capped (setTimeout overflows past ~24 days). */
const MAX_TOKEN_TIMER_MS = 60 * 60 * 1000;

type Channel = Subscriber & {
  topic: string;
  name: string;
  joinRef: string | null;
  accessToken: string;
  expiryTimer?: NodeJS.Timeout;
};

function isParams(value: unknown): value is ChangeParams {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One realtime-js socket: its channels, its heartbeats, its tokens. Frames are handled in order. */
export function acceptConnection(ws: WebSocket, vsn: Vsn, tenantToken: string, deps: ConnectionDeps) {
  const channels = new Map<string, Channel>();
  const joins = rateLimiter(MAX_JOINS_PER_SECOND);
  let queue: Promise<void> = Promise.resolve();
  let lastSeen = Date.now();

  function push(frame: Frame): void {
    if (ws.readyState === ws.OPEN) ws.send(encodeFrame(frame, vsn));
  }

  function reply(frame: Frame, status: 'ok' | 'error', response: Record<string, unknown>): void {
    push({ joinRef: frame.joinRef, ref: frame.ref, topic: frame.topic, event: 'phx_reply', payload: { status, response } });
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
    if (channels.get(channel.topic) === channel) channels.delete(channel.topic);
  }

  /** Hosted's shutdown_response: a system error, then the channel stops (the client sees phx_close). */
  function shutdown(channel: Channel, message: string): void {
    system(channel, 'system', 'error', message);
    push({ joinRef: channel.joinRef, ref: channel.joinRef, topic: channel.topic, event: 'phx_close', payload: {} });
    remove(channel);
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

    const config = isParams(frame.payload.config) ? frame.payload.config : {};
    const paramsList = Array.isArray(config.postgres_changes) ? config.postgres_changes.filter(isParams) : [];
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
      send(ids: number[], data: ChangeData) {
        push({ joinRef: null, ref: null, topic: frame.topic, event: 'postgres_changes', payload: { ids, data } });
      },
    };
    channels.set(frame.topic, channel);
    // Live before the reply, so a change made right after SUBSCRIBED is not missed.
    if (bindings.length > 0) deps.subscribers.add(channel);
    watchExpiry(channel, check.exp);
    reply(frame, 'ok', {
      postgres_changes: paramsList.map((params) => ({ ...params, id: subscriptionId(params) })),
    });
    if (subscribeError) system(channel, 'postgres_changes', 'error', subscribeError);
    else if (paramsList.length > 0) system(channel, 'postgres_changes', 'ok', 'Subscribed to PostgreSQL');
  }

  async function updateToken(channel: Channel, frame: Frame): Promise<void> {
    const token = frame.payload.access_token;
    if (typeof token !== 'string' || token.startsWith('sb_') || token === channel.accessToken) return;
    const check = checkToken(token, deps.jwtSecret);
    if (!check.ok) return shutdown(channel, check.message);
    if (!(await roleExists(deps.db, check.role))) return shutdown(channel, `Invalid JWT role: ${check.role}`);
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
    // broadcast and presence are not part of the stand-in (the app uses postgres_changes only).
  }

  ws.on('message', (data, isBinary) => {
    lastSeen = Date.now();
    if (isBinary) return;
    const frame = decodeFrame(data.toString(), vsn);
    if (!frame) return;
    queue = queue
      .then(() => handle(frame))
      .catch((error: unknown) => {
        deps.log(`realtime: ${frame.event} on ${frame.topic} failed: ${(error as Error).message}`);
        if (frame.event === 'phx_join') reply(frame, 'error', { reason: 'UnknownErrorOnChannel: Unknown Error on Channel' });
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
