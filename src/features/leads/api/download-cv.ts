import { documentTypeOf } from '@/lib/document-type';
import { supabase } from '@/lib/supabase';

/** The private bucket applicants' CVs go into (docs/decisions/102). */
export const APPLICATIONS_BUCKET = 'applications';

export const NOT_A_DOCUMENT = 'This file is not a PDF or Word document, so it was not opened.';

/**
 * CV `path`'s file, read as the signed-in member of staff (only those who work leads may: the bucket's policy), never
 * as a lasting link; refused when its bytes are not a PDF or Word document, whatever it was declared as.
 */
export async function downloadCv(path: string): Promise<Blob> {
  const { data, error } = await supabase.storage.from(APPLICATIONS_BUCKET).download(path);
  if (error) throw error;
  if (!documentTypeOf(new Uint8Array(await data.arrayBuffer()))) throw new Error(NOT_A_DOCUMENT);
  return data;
}
