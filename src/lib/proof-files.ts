import { imageTransformsEnabled } from './env';
import { supabase } from './supabase';

/** A file of the private proofs bucket; `width`: a picture scaled down, when the project has image transforms. */
export type ProofFile = { path: string; width?: number };

/**
 * Links to `files`, in their order, valid for ten minutes, from the proof-files function: Storage would sign a
 * link for any length of time, so nobody reads the bucket through it (docs/decisions/086). Null for a file the
 * signed-in user may not read. Shared by the jobs screens and the crew's pages, which run on the same client.
 */
export async function proofFileUrls(files: ProofFile[]): Promise<Array<string | null>> {
  if (files.length === 0) return [];
  const asked = files.map(({ path, width }) => (width && imageTransformsEnabled ? { path, width } : { path }));
  const { data, error } = await supabase.functions.invoke<{ urls: Array<string | null> }>('proof-files', { body: { files: asked } });
  if (error || !data) throw error ?? new Error('The links to the photos could not be made.');
  return data.urls;
}
