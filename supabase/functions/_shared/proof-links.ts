import type { SupabaseApi } from './supabase-api.ts';

/**
 * Links to files of the private `proofs` bucket, signed with the service role for minutes (docs/decisions/057 and
 * 086): long enough to look at a page's pictures, too short to pass around. The proof-report and proof-files
 * functions are the only ones that sign them.
 */
export const PROOF_LINK_SECONDS = 10 * 60;

/** A file to link to; `width`: a picture scaled down by Storage's image transforms (quality 75). */
export type ProofFile = { path: string; width?: number };

const absolute = (signedURL: string | null | undefined) => (signedURL ? `${Deno.env.get('SUPABASE_URL')}/storage/v1${signedURL}` : null);

/** A scaled picture: Storage signs a transform one file at a time. Null when it has no such file. */
async function signScaled(api: SupabaseApi, { path, width }: ProofFile): Promise<string | null> {
  const signed = await api.asService(`/storage/v1/object/sign/proofs/${path.split('/').map(encodeURIComponent).join('/')}`, {
    method: 'POST',
    body: JSON.stringify({ expiresIn: PROOF_LINK_SECONDS, transform: { width, quality: 75 } }),
  });
  if (signed.status === 400 || signed.status === 404) return null;
  if (!signed.ok) throw new Error(`signing ${path} answered ${signed.status}`);
  return absolute((signed.body as { signedURL?: string }).signedURL);
}

/** Links to `files`, in their order (null for a file Storage does not have): the files as they are in one request. */
export async function signProofFiles(api: SupabaseApi, files: ProofFile[]): Promise<Array<string | null>> {
  const whole = [...new Set(files.filter((file) => !file.width).map((file) => file.path))];
  const byPath = new Map<string, string | null>();
  if (whole.length > 0) {
    const signed = await api.asService('/storage/v1/object/sign/proofs', { method: 'POST', body: JSON.stringify({ expiresIn: PROOF_LINK_SECONDS, paths: whole }) });
    if (!signed.ok) throw new Error(`signing the files answered ${signed.status}`);
    for (const entry of signed.body as Array<{ path: string; signedURL: string | null }>) byPath.set(entry.path, absolute(entry.signedURL));
  }
  return Promise.all(files.map((file) => (file.width ? signScaled(api, file) : (byPath.get(file.path) ?? null))));
}
