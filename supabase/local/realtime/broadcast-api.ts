import type { IncomingMessage, ServerResponse } from 'node:http';
import type pg from 'pg';
import { writeAccess, type Asker } from './authorization.ts';
import { payloadBytes, type BroadcastMessage } from './broadcast-messages.ts';
import { isObject } from './channel.ts';
import { MAX_PAYLOAD_BYTES, type EventRate } from './limits.ts';
import { roomOf, type Rooms } from './rooms.ts';
import { checkToken } from './tokens.ts';

/**
 * Hosted Realtime's REST broadcast (realtime's broadcast_controller.ex and broadcast_single_controller.ex):
 * `POST /realtime/v1/api/broadcast` with `{messages: [{topic, event, payload, private}]}` (realtime-js's
 * send() when the channel is not joined) and `POST /realtime/v1/api/broadcast/<topic>/events/<event>`
 * with the payload as the body (httpSend()). 202 with an empty body when accepted.
 */

export type BroadcastApiDeps = { jwtSecret: string; db: pg.Pool; rooms: Rooms; events: EventRate; log: (msg: string) => void };

/** Hosted's answer while the project is over its messages per second (single_broadcast.ex, batch_broadcast.ex). */
const RATE_LIMITED: Reply = { status: 429, json: { message: 'You have exceeded your rate limit' } };

type Reply = { status: number; json?: unknown };

const API_PATH = '/realtime/v1/api/broadcast';
const SINGLE_PATH = /^\/realtime\/v1\/api\/broadcast\/([^/]+)\/events\/([^/]+)$/;
/** Phoenix's request body limit (Plug.Parsers' default length, 8 MB). */
const BODY_LIMIT = 8_000_000;
const OVERSIZED = 'Payload size exceeds tenant limit';
const UNAUTHORIZED: Reply = { status: 401, json: { message: 'Unauthorized' } };

/** Hosted's AuthTenant: the bearer token, else the apikey header, verified with the project's secret. */
function caller(req: IncomingMessage, jwtSecret: string): Omit<Asker, 'topic'> | null {
  const bearer = /^bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
  const apikey = req.headers.apikey;
  const token = bearer ?? (typeof apikey === 'string' ? apikey : undefined);
  const check = token ? checkToken(token, jwtSecret) : null;
  return check?.ok ? { role: check.role, claims: check.claims } : null;
}

async function readBody(req: IncomingMessage): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size <= BODY_LIMIT) chunks.push(chunk as Buffer);
  }
  return size > BODY_LIMIT ? null : Buffer.concat(chunks);
}

/** The errors hosted's changeset gives one message of a batch (an empty object when it is valid). */
function messageErrors(message: unknown): Record<string, string[]> {
  if (!isObject(message)) return { messages: ['is invalid'] };
  const errors: Record<string, string[]> = {};
  for (const field of ['topic', 'event'] as const) {
    if (message[field] === undefined || message[field] === null || message[field] === '') errors[field] = ["can't be blank"];
    else if (typeof message[field] !== 'string') errors[field] = ['is invalid'];
  }
  if (message.payload === undefined || message.payload === null) errors.payload = ["can't be blank"];
  else if (!isObject(message.payload)) errors.payload = ['is invalid'];
  else if (Buffer.byteLength(JSON.stringify(message.payload)) > MAX_PAYLOAD_BYTES) errors.payload = [OVERSIZED];
  return errors;
}

export function createBroadcastApi(deps: BroadcastApiDeps) {
  /** Private messages go out only if the caller may write broadcasts to their topic; otherwise they are dropped. */
  async function mayWrite(who: Omit<Asker, 'topic'>, topic: string): Promise<boolean> {
    return writeAccess(deps.db, { ...who, topic }, 'broadcast').catch((error: unknown) => {
      deps.log(`realtime: REST broadcast authorization on ${topic} failed: ${(error as Error).message}`);
      return false;
    });
  }

  async function batch(who: Omit<Asker, 'topic'>, body: Buffer): Promise<Reply> {
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.toString('utf8') || '{}');
    } catch {
      return { status: 400, json: { message: 'Bad Request' } };
    }
    const messages = isObject(parsed) ? parsed.messages : undefined;
    if (!Array.isArray(messages) || messages.length === 0) return { status: 422, json: { errors: { messages: ["can't be blank"] } } };
    const errors = messages.map(messageErrors);
    if (errors.some((found) => Object.keys(found).length > 0)) return { status: 422, json: { errors: { messages: errors } } };
    const allowed = new Map<string, Promise<boolean>>();
    for (const message of messages as Record<string, unknown>[]) {
      const topic = message.topic as string;
      const isPrivate = message.private === true;
      if (isPrivate && !allowed.has(topic)) allowed.set(topic, mayWrite(who, topic));
      if (isPrivate && !(await allowed.get(topic))) continue;
      const payload: Record<string, unknown> = { payload: message.payload, event: message.event, type: 'broadcast' };
      if (typeof message.id === 'string') payload.meta = { id: message.id };
      deps.rooms.broadcast(roomOf(topic, isPrivate), { kind: 'json', payload });
      deps.events.add();
    }
    return { status: 202 };
  }

  async function single(who: Omit<Asker, 'topic'>, req: IncomingMessage, body: Buffer, topic: string, event: string): Promise<Reply> {
    const type = (req.headers['content-type'] ?? 'application/json').split(';')[0]?.trim().toLowerCase();
    let message: BroadcastMessage;
    if (type === 'application/octet-stream') {
      message = { kind: 'user', userEvent: event, encoding: 'binary', payload: body };
    } else if (type === 'application/json') {
      if (body.length === 0) return { status: 422, json: { errors: { payload: ["can't be blank"] } } };
      try {
        // Re-encoded as hosted does (Jason.encode!), so every receiver gets compact JSON.
        message = { kind: 'user', userEvent: event, encoding: 'json', payload: Buffer.from(JSON.stringify(JSON.parse(body.toString('utf8')))) };
      } catch {
        return { status: 400, json: { message: 'Bad Request' } };
      }
    } else {
      return { status: 415, json: { error: 'Unsupported Media Type. Use application/json or application/octet-stream' } };
    }
    if (payloadBytes(message) > MAX_PAYLOAD_BYTES) return { status: 422, json: { errors: { payload: [OVERSIZED] } } };
    const isPrivate = new URL(req.url ?? '/', 'http://localhost').searchParams.get('private') === 'true';
    if (isPrivate && !(await mayWrite(who, topic))) return { status: 403, json: { message: 'Unauthorized' } };
    deps.rooms.broadcast(roomOf(topic, isPrivate), message);
    deps.events.add();
    return { status: 202 };
  }

  async function answer(req: IncomingMessage): Promise<Reply> {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const route = path === API_PATH ? null : SINGLE_PATH.exec(path);
    if (req.method !== 'POST' || (path !== API_PATH && !route)) return { status: 404, json: { message: 'Not Found' } };
    const who = caller(req, deps.jwtSecret);
    if (!who) return UNAUTHORIZED;
    if (deps.events.reached) return RATE_LIMITED;
    const body = await readBody(req);
    if (!body) return { status: 413, json: { message: 'Request Entity Too Large' } };
    if (!route) return batch(who, body);
    return single(who, req, body, decodeURIComponent(route[1] as string), decodeURIComponent(route[2] as string));
  }

  return function handle(req: IncomingMessage, res: ServerResponse): void {
    const cors: Record<string, string> = req.headers.origin ? { 'Access-Control-Allow-Origin': req.headers.origin, Vary: 'Origin' } : {};
    if (req.method === 'OPTIONS') {
      res
        .writeHead(204, {
          ...cors,
          'Access-Control-Allow-Methods': 'POST, OPTIONS',
          'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? 'authorization, apikey, content-type, x-client-info',
          'Access-Control-Max-Age': '86400',
        })
        .end();
      return;
    }
    answer(req)
      .catch((error: unknown) => {
        deps.log(`realtime: ${req.method} ${req.url} failed: ${(error as Error).message}`);
        return { status: 500, json: { message: 'Internal Server Error' } } as Reply;
      })
      .then(({ status, json }) => {
        if (json === undefined) res.writeHead(status, cors).end();
        else res.writeHead(status, { ...cors, 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(json));
      })
      .catch(() => res.destroy());
  };
}
