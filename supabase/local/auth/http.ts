import type { IncomingMessage, ServerResponse } from 'node:http';
import { AuthApiError, validationFailed } from './errors.ts';

/** How /auth/v1 answers: GoTrue's CORS, API-version header and two error shapes; JSON bodies in. */

const API_VERSION = '2024-01-01';
const MAX_BODY_BYTES = 1_000_000;

/** What an endpoint answers; the service writes it. */
export type Reply = { status: number; body?: unknown; headers?: Record<string, string> };

function wantsApiVersion(req: IncomingMessage): boolean {
  const version = req.headers['x-supabase-api-version'];
  return typeof version === 'string' && version >= API_VERSION;
}

function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin;
  if (!origin) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Expose-Headers': 'X-Total-Count, Link, X-Supabase-Api-Version',
    Vary: 'Origin',
  };
}

export function send(req: IncomingMessage, res: ServerResponse, reply: Reply): void {
  const headers: Record<string, string> = { ...corsHeaders(req), ...reply.headers };
  if (wantsApiVersion(req)) headers['X-Supabase-Api-Version'] = API_VERSION;
  if (reply.body === undefined) {
    res.writeHead(reply.status, headers).end();
    return;
  }
  res.writeHead(reply.status, { ...headers, 'Content-Type': 'application/json' }).end(JSON.stringify(reply.body));
}

/** Errors in the 2024-01-01 shape when the client asks for it (supabase-js does), the legacy shape otherwise. */
export function sendError(req: IncomingMessage, res: ServerResponse, error: AuthApiError): void {
  const body = wantsApiVersion(req)
    ? { code: error.code, message: error.message }
    : { code: error.status, error_code: error.code, msg: error.message };
  send(req, res, { status: error.status, body, headers: { 'x-sb-error-code': error.code } });
}

export function sendPreflight(req: IncomingMessage, res: ServerResponse): void {
  send(req, res, {
    status: 204,
    headers: {
      'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE',
      'Access-Control-Allow-Headers':
        req.headers['access-control-request-headers'] ?? 'authorization, apikey, content-type, x-client-info, x-supabase-api-version',
      'Access-Control-Max-Age': '86400',
    },
  });
}

/** Whether a NUL character is in any string (value or key) of a parsed JSON value. */
function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(([key, item]) => key.includes('\0') || containsNul(item));
}

/**
 * The JSON object of the request body. NUL characters are refused up front: PostgreSQL cannot store them
 * in text (GoTrue fails on them deep inside; here they are a plain validation error, never a 500).
 */
export async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new AuthApiError(413, 'request_too_large', 'Request body too large');
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text.trim()) return {};
  let body: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object');
    body = parsed as Record<string, unknown>;
  } catch (error) {
    throw new AuthApiError(400, 'bad_json', `Could not parse request body as JSON: ${(error as Error).message}`);
  }
  if (containsNul(body)) throw validationFailed('Request body contains a NUL character, which is not allowed');
  return body;
}

/** A body field as a string ('' when absent or not a string). */
export function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
