import { corsHeaders } from './cors.ts';

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json', ...headers },
  });
}

export type JsonBody = { ok: true; value: unknown } | { ok: false; status: number; error: string };

/** Reads at most `maxBytes` of the body (whatever Content-Length claims) and parses it as JSON. */
export async function readJsonBody(req: Request, maxBytes: number): Promise<JsonBody> {
  const type = req.headers.get('content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) {
    return { ok: false, status: 415, error: 'Content-Type must be application/json' };
  }
  const tooLarge: JsonBody = { ok: false, status: 413, error: `Request body is too large (at most ${maxBytes} bytes)` };
  if (Number(req.headers.get('content-length') ?? 0) > maxBytes) return tooLarge;
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (req.body) {
    const reader = req.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        return tooLarge;
      }
      chunks.push(value);
    }
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return { ok: true, value: JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) };
  } catch {
    return { ok: false, status: 400, error: 'Request body is not valid JSON' };
  }
}
