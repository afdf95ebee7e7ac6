import type { IncomingMessage, ServerResponse } from 'node:http';
import { ERRORS, StorageError } from './errors.ts';

/** How /storage/v1 answers: JSON or bytes, hosted's error body, CORS for other origins. */

export type Reply =
  | { status: number; json: unknown; headers?: Record<string, string> }
  | { status: number; bytes: Buffer | null; headers: Record<string, string> };

const JSON_BODY_LIMIT = 1_000_000;

function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin;
  if (!origin) return {};
  return { 'Access-Control-Allow-Origin': origin, 'Access-Control-Expose-Headers': 'Content-Length, Content-Type, ETag, Last-Modified', Vary: 'Origin' };
}

export function send(req: IncomingMessage, res: ServerResponse, reply: Reply): void {
  const cors = corsHeaders(req);
  if ('json' in reply) {
    res.writeHead(reply.status, { ...cors, ...reply.headers, 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(reply.json));
    return;
  }
  res.writeHead(reply.status, { ...cors, ...reply.headers });
  res.end(req.method === 'HEAD' ? undefined : (reply.bytes ?? undefined));
}

export function sendError(req: IncomingMessage, res: ServerResponse, error: StorageError): void {
  send(req, res, { status: error.httpStatus, json: error.body() });
}

export function sendPreflight(req: IncomingMessage, res: ServerResponse): void {
  res
    .writeHead(200, {
      ...corsHeaders(req),
      'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, DELETE, OPTIONS',
      'Access-Control-Allow-Headers':
        req.headers['access-control-request-headers'] ?? 'authorization, apikey, content-type, x-client-info, x-upsert, cache-control, x-metadata',
      'Access-Control-Max-Age': '86400',
    })
    .end();
}

/**
 * The request body, at most `limit` bytes: a larger one is read to its end (so the client sees the
 * answer rather than a reset connection) and refused with `tooLarge`.
 */
export async function readBody(req: IncomingMessage, limit: number, tooLarge: () => StorageError): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size <= limit) chunks.push(chunk as Buffer);
  }
  if (size > limit || declared > limit) throw tooLarge();
  return Buffer.concat(chunks);
}

export async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const text = (await readBody(req, JSON_BODY_LIMIT, ERRORS.entityTooLarge)).toString('utf8');
  if (!text.trim()) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw ERRORS.invalidRequest('Body must be a JSON object');
}
