/**
 * proof-files (docs/decisions/086): links to the private `proofs` bucket's files, valid for minutes. Storage signs
 * a URL for as long as the caller asks (ten years, say) and the link outlives the caller's right to the file, so
 * nobody reads the bucket through Storage: this function asks the database, as the caller, which of the files they
 * may read (readable_proof_files(), can_read_proof_file()) and signs those with the service role.
 *
 * POST {files: [{path, width?}]}   the caller's own JWT; 1 to 50 files; `width` asks for a picture scaled down
 *                                  (Storage's image transforms, at quality 75)
 *   200 {urls: [string | null]}    in the order asked; null for a file the caller may not read, or that is gone
 *   400 {error}                    the body is not that shape
 *   401 {error}                    not signed in
 */
import { preflight } from '../_shared/cors.ts';
import { jsonResponse, readJsonBody } from '../_shared/http.ts';
import { signProofFiles, type ProofFile } from '../_shared/proof-links.ts';
import { SupabaseApi } from '../_shared/supabase-api.ts';

const MAX_FILES = 50;
const PATH = /^(photos|creatives)\/[0-9a-f-]{36}\/[A-Za-z0-9._-]{1,100}$/;
const SHAPE = `Send {files: [{path, width?}]}: 1 to ${MAX_FILES} paths in the proofs bucket, each width a whole number of pixels up to 2500.`;

function filesOf(value: unknown): ProofFile[] | null {
  const files = (typeof value === 'object' && value !== null ? (value as Record<string, unknown>).files : null) as unknown;
  if (!Array.isArray(files) || files.length === 0 || files.length > MAX_FILES) return null;
  const valid = files.every((file: unknown) => {
    const { path, width } = (typeof file === 'object' && file !== null ? file : {}) as Record<string, unknown>;
    return typeof path === 'string' && PATH.test(path) && (width === undefined || (Number.isInteger(width) && (width as number) > 0 && (width as number) <= 2500));
  });
  return valid ? (files as ProofFile[]) : null;
}

async function handleProofFiles(req: Request): Promise<Response> {
  if (req.method === 'OPTIONS') return preflight();
  if (req.method !== 'POST') return jsonResponse({ error: `Method ${req.method} is not allowed; use POST` }, 405, { Allow: 'POST, OPTIONS' });
  const body = await readJsonBody(req, 20_000);
  if (!body.ok) return jsonResponse({ error: body.error }, body.status);
  const files = filesOf(body.value);
  if (!files) return jsonResponse({ error: SHAPE }, 400);
  const api = SupabaseApi.fromEnv();
  const readable = await api.asCaller(req.headers.get('Authorization') ?? '', '/rest/v1/rpc/readable_proof_files', {
    method: 'POST',
    body: JSON.stringify({ paths: files.map((file) => file.path) }),
  });
  // Anon may not run the function, and a wrong or expired token is refused by PostgREST: both are not signed in.
  if (readable.status === 401 || readable.status === 403) return jsonResponse({ error: 'Sign in to see these files.' }, 401);
  if (!readable.ok) throw new Error(`readable_proof_files answered ${readable.status}`);
  const allowed = new Set(readable.body as string[]);
  const readableFiles = files.filter((file) => allowed.has(file.path));
  const signed = await signProofFiles(api, readableFiles);
  const urls = files.map((file) => (allowed.has(file.path) ? (signed[readableFiles.indexOf(file)] ?? null) : null));
  return jsonResponse({ urls }, 200, { 'Cache-Control': 'no-store' });
}

Deno.serve(handleProofFiles);
