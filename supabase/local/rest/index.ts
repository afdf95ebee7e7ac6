import { Agent, request, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { clientAddress } from '../client-address.ts';
import { verifyJwt } from '../jwt.ts';
import type { Service, ServiceContext } from '../service.ts';

/** /rest/v1: a streaming proxy to the PostgREST the stand-in started (rest/postgrest.ts). */

const PREFIX = '/rest/v1';

// Hop-by-hop headers belong to one connection; Node sets its own on each side.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te', 'trailer']);

function endToEndHeaders(raw: string[]): string[] {
  const kept: string[] = [];
  for (let i = 0; i < raw.length; i += 2) {
    if (!HOP_BY_HOP.has((raw[i] as string).toLowerCase())) kept.push(raw[i] as string, raw[i + 1] as string);
  }
  return kept;
}

/**
 * The request's headers for the upstream; the body framing (content-length / transfer-encoding) stays.
 * The stand-in is the edge: x-forwarded-for becomes the address of the connection alone, and a client's own
 * cf-connecting-ip is dropped, so the database's request_client_address() reads what the client cannot
 * choose (docs/decisions/040-abuse-limits-and-the-client-address.md).
 */
function forwardedRequestHeaders(req: IncomingMessage): IncomingHttpHeaders {
  const kept = { ...req.headers };
  for (const name of ['connection', 'keep-alive', 'upgrade', 'proxy-connection', 'te', 'trailer', 'cf-connecting-ip', 'x-real-ip']) delete kept[name];
  kept['x-forwarded-for'] = clientAddress(req);
  return kept;
}

/**
 * Request bodies PostgREST is given at most (decision 040): it holds a whole body in memory, and one 80 MB
 * anonymous body left it at 745 MB. A visitor's largest real body is a form of a few KB; a signed-in
 * user's is the sites CSV import (at most 5 MB of CSV, about 7 MB as JSON).
 */
export const VISITOR_BODY_LIMIT = 1024 * 1024;
export const SIGNED_IN_BODY_LIMIT = 16 * 1024 * 1024;

function bodyLimit(req: IncomingMessage, jwtSecret: string): number {
  const token = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '')?.[1];
  if (!token) return VISITOR_BODY_LIMIT;
  try {
    const { role } = verifyJwt(token, jwtSecret);
    return role === 'authenticated' || role === 'service_role' ? SIGNED_IN_BODY_LIMIT : VISITOR_BODY_LIMIT;
  } catch {
    return VISITOR_BODY_LIMIT;
  }
}

/**
 * Bodies read and dropped before a refusal is sent. Answering while the client still writes would close the
 * socket under it (the client sees EPIPE, not the 413); past this much the sender is not a browser.
 */
const DRAIN_LIMIT = 64 * 1024 * 1024;

/** 413 in PostgREST's error shape, sent once the rest of the body has been read and dropped. */
function refuseTooLarge(req: IncomingMessage, res: ServerResponse, limit: number): void {
  let drained = 0;
  req.on('data', (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > DRAIN_LIMIT) req.destroy();
  });
  req.on('end', () => {
    if (res.headersSent) return;
    res.writeHead(413, { 'Content-Type': 'application/json; charset=utf-8', Connection: 'close' });
    res.end(JSON.stringify({ code: 'PGRST413', details: null, hint: null, message: `Request body too large: at most ${limit / 1024 / 1024} MB in one request.` }));
  });
  req.resume();
}

/**
 * PostgREST closes a connection after about 60 s idle. A request written to such a socket just as it closes
 * fails (ECONNRESET) and reached the browser as a 502; closing our idle sockets first (Node's own default
 * agent does after 5 s) leaves that race no window.
 */
export const IDLE_SOCKET_MS = 5_000;

/** `idleSocketMs`: how long an idle connection to PostgREST is kept (a test shortens it rather than wait 5 s). */
export function startRest(ctx: ServiceContext, { idleSocketMs = IDLE_SOCKET_MS } = {}): Service {
  const agent = new Agent({ keepAlive: true, timeout: idleSocketMs });
  return {
    prefix: PREFIX,
    handle(req, res) {
      const tail = (req.url ?? PREFIX).slice(PREFIX.length);
      const path = tail.startsWith('/') ? tail : `/${tail}`;
      const limit = bodyLimit(req, ctx.jwtSecret);
      if (Number(req.headers['content-length'] ?? 0) > limit) return refuseTooLarge(req, res, limit);
      const upstream = request(
        { agent, host: '127.0.0.1', port: ctx.postgrestPort, method: req.method, path, headers: forwardedRequestHeaders(req) },
        (upstreamRes) => {
          res.writeHead(upstreamRes.statusCode ?? 502, endToEndHeaders(upstreamRes.rawHeaders));
          upstreamRes.pipe(res);
        },
      );
      let refused = false;
      upstream.on('error', (error) => {
        if (refused) return;
        if (res.headersSent) res.destroy(error);
        else {
          res.writeHead(502, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify({ message: `PostgREST is not reachable: ${error.message}` }));
        }
      });
      res.on('close', () => {
        if (!res.writableFinished) upstream.destroy();
      });
      // A body sent without a length is counted as it streams.
      let received = 0;
      req.on('data', (chunk: Buffer) => {
        received += chunk.length;
        if (received > limit && !refused) {
          refused = true;
          req.unpipe(upstream);
          upstream.destroy();
          refuseTooLarge(req, res, limit);
        }
      });
      req.pipe(upstream);
    },
    async close() {
      agent.destroy();
    },
  };
}
