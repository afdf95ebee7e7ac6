import { randomBytes, createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { Service, ServiceContext } from '../service.ts';
import { GRAPH_PREFIX } from './local-values.ts';

/**
 * The stand-in's WhatsApp Cloud API (docs/decisions/117): the functions' WHATSAPP_GRAPH_URL points here, so the same
 * calls they make to graph.facebook.com land on this machine. A message sent (`POST /<version>/<phone-number-id>/messages`)
 * is kept as a file in the local outbox (`<outbox>/whatsapp/<time>-<id>.json`) and answered as Meta answers, with a
 * message id; media is uploaded (`POST /<version>/<phone-number-id>/media`, as Meta's upload), looked up
 * (`GET /<version>/<media-id>` gives a url) and downloaded from that url, all with a bearer token.
 */

const MAX_BYTES = 16 * 1024 * 1024;

type Reply = { status: number; body: unknown; type?: string };

const graphError = (status: number, message: string, code: number): Reply => ({ status, body: { error: { message, type: 'OAuthException', code } } });

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).byteLength;
    if (size > MAX_BYTES) throw new Error('too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

export function startGraph(ctx: ServiceContext): Service {
  const outboxDir = join(ctx.localDir, 'outbox', 'whatsapp');
  const mediaDir = join(ctx.localDir, 'whatsapp-media');
  let origin = '';

  function keepMessage(phoneNumberId: string, message: unknown): Reply {
    const id = `wamid.LOCAL${randomBytes(12).toString('hex').toUpperCase()}`;
    const to = String((message as { to?: unknown }).to ?? '');
    mkdirSync(outboxDir, { recursive: true });
    writeFileSync(join(outboxDir, `${stamp()}-${id.slice(-8)}.json`), JSON.stringify({ id, phone_number_id: phoneNumberId, message }, null, 2));
    ctx.log(`graph: WhatsApp message to +${to} kept in the outbox`);
    return { status: 200, body: { messaging_product: 'whatsapp', contacts: [{ input: to, wa_id: to }], messages: [{ id }] } };
  }

  async function keepMedia(req: IncomingMessage): Promise<Reply> {
    const form = await new Request('http://graph.local/', { method: 'POST', headers: { 'content-type': req.headers['content-type'] ?? '' }, body: new Uint8Array(await readBody(req)) }).formData();
    const file = form.get('file');
    if (!(file instanceof Blob)) return graphError(400, '(#100) The parameter file is required.', 100);
    const id = String(BigInt(`0x${randomBytes(7).toString('hex')}`));
    const bytes = Buffer.from(await file.arrayBuffer());
    mkdirSync(mediaDir, { recursive: true });
    writeFileSync(join(mediaDir, id), bytes);
    writeFileSync(join(mediaDir, `${id}.json`), JSON.stringify({ mime_type: file.type, sha256: createHash('sha256').update(bytes).digest('hex'), file_size: bytes.byteLength }));
    return { status: 200, body: { id } };
  }

  function describeMedia(id: string): Reply {
    const meta = join(mediaDir, `${id}.json`);
    if (!existsSync(meta)) return graphError(404, `Unsupported get request. Object with ID '${id}' does not exist.`, 100);
    return { status: 200, body: { messaging_product: 'whatsapp', url: `${origin}${GRAPH_PREFIX}/files/${id}`, id, ...JSON.parse(readFileSync(meta, 'utf8')) } };
  }

  async function route(req: IncomingMessage): Promise<Reply> {
    if (!/^Bearer \S+/.test(req.headers.authorization ?? '')) return graphError(401, 'An access token is required to request this resource.', 104);
    const path = new URL(req.url ?? '/', 'http://graph.local').pathname.slice(GRAPH_PREFIX.length);
    const sent = /^\/v[0-9.]+\/([0-9]+)\/(messages|media)$/.exec(path);
    if (req.method === 'POST' && sent?.[2] === 'messages') return keepMessage(sent[1]!, JSON.parse((await readBody(req)).toString('utf8')));
    if (req.method === 'POST' && sent?.[2] === 'media') return keepMedia(req);
    const looked = /^\/v[0-9.]+\/([0-9]+)$/.exec(path);
    if (req.method === 'GET' && looked) return describeMedia(looked[1]!);
    const file = /^\/files\/([0-9]+)$/.exec(path);
    if (req.method === 'GET' && file && existsSync(join(mediaDir, file[1]!))) {
      const { mime_type: type } = JSON.parse(readFileSync(join(mediaDir, `${file[1]}.json`), 'utf8')) as { mime_type: string };
      return { status: 200, body: readFileSync(join(mediaDir, file[1]!)), type };
    }
    return graphError(400, 'Unknown path components', 2500);
  }

  function send(res: ServerResponse, reply: Reply): void {
    const raw = Buffer.isBuffer(reply.body);
    res.writeHead(reply.status, { 'Content-Type': reply.type ?? 'application/json' });
    res.end(raw ? reply.body : JSON.stringify(reply.body));
  }

  return {
    prefix: GRAPH_PREFIX,
    handle(req, res) {
      route(req).then(
        (reply) => send(res, reply),
        (error: Error) => send(res, graphError(400, `(#100) ${error.message}`, 100)),
      );
    },
    onPublicUrl(url) {
      origin = url;
    },
    async close() {},
  };
}
