/**
 * A photo or file a customer sent, fetched as the Cloud API documents it (GET <graph>/<media-id> gives a short-lived
 * url, fetched with the same bearer token) and kept in the private `whatsapp` bucket at <conversation>/<message>.<ext>
 * (docs/decisions/117). Meta keeps media for a limited time only, so it is fetched when it arrives.
 */

import { graphSetup } from '../_shared/whatsapp.ts';
import type { SupabaseApi } from '../_shared/supabase-api.ts';

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.ms-excel': 'xls',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
};

/** Fetches the media and stores it; returns its path in the bucket, or throws why not. */
export async function keepMedia(api: SupabaseApi, mediaId: string, conversation: string, message: string): Promise<string> {
  const setup = graphSetup((name) => Deno.env.get(name));
  if ('missing' in setup) throw new Error(setup.missing);
  const auth = { Authorization: `Bearer ${setup.token}` };
  const described = await fetch(`${setup.url}/${encodeURIComponent(mediaId)}`, { headers: auth, signal: AbortSignal.timeout(10_000) });
  if (!described.ok) throw new Error(`the media ${mediaId} could not be looked up (${described.status})`);
  const { url, mime_type: type } = (await described.json()) as { url?: string; mime_type?: string };
  const extension = EXTENSIONS[(type ?? '').split(';')[0]!.trim()];
  if (!url || !extension) throw new Error(`the media ${mediaId} is of a kind not kept (${type ?? 'unknown'})`);
  const file = await fetch(url, { headers: auth, signal: AbortSignal.timeout(30_000) });
  if (!file.ok) throw new Error(`the media ${mediaId} could not be downloaded (${file.status})`);
  const path = `${conversation}/${message}.${extension}`;
  const stored = await api.asService(`/storage/v1/object/whatsapp/${path}`, {
    method: 'POST',
    headers: { 'Content-Type': type!, 'x-upsert': 'true' },
    body: new Uint8Array(await file.arrayBuffer()),
  });
  if (!stored.ok) throw new Error(`the media ${mediaId} was not stored (${stored.status})`);
  return path;
}
