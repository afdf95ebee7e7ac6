import { Agent, request, type IncomingHttpHeaders } from 'node:http';
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
 * Like hosted Supabase's gateway, the proxy appends the address it sees to x-forwarded-for, so the
 * database reads the client first in that list (rate limits, decision 025).
 */
function forwardedRequestHeaders(headers: IncomingHttpHeaders, remoteAddress: string | undefined): IncomingHttpHeaders {
  const kept = { ...headers };
  for (const name of ['connection', 'keep-alive', 'upgrade', 'proxy-connection', 'te', 'trailer']) delete kept[name];
  const seen = (remoteAddress ?? '').replace(/^::ffff:/, '');
  if (seen) kept['x-forwarded-for'] = headers['x-forwarded-for'] ? `${headers['x-forwarded-for']}, ${seen}` : seen;
  return kept;
}

/**
 * PostgREST closes a connection after about 60 s idle. A request written to such a socket just as it closes
 * fails (ECONNRESET) and reached the browser as a 502; closing our idle sockets first (Node's own default
 * agent does after 5 s) leaves that race no window.
 */
const IDLE_SOCKET_MS = 5_000;

export function startRest(ctx: ServiceContext): Service {
  const agent = new Agent({ keepAlive: true, timeout: IDLE_SOCKET_MS });
  return {
    prefix: PREFIX,
    handle(req, res) {
      const tail = (req.url ?? PREFIX).slice(PREFIX.length);
      const path = tail.startsWith('/') ? tail : `/${tail}`;
      const upstream = request(
        { agent, host: '127.0.0.1', port: ctx.postgrestPort, method: req.method, path, headers: forwardedRequestHeaders(req.headers, req.socket.remoteAddress) },
        (upstreamRes) => {
          res.writeHead(upstreamRes.statusCode ?? 502, endToEndHeaders(upstreamRes.rawHeaders));
          upstreamRes.pipe(res);
        },
      );
      upstream.on('error', (error) => {
        if (res.headersSent) res.destroy(error);
        else {
          res.writeHead(502, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify({ message: `PostgREST is not reachable: ${error.message}` }));
        }
      });
      res.on('close', () => {
        if (!res.writableFinished) upstream.destroy();
      });
      req.pipe(upstream);
    },
    async close() {
      agent.destroy();
    },
  };
}
