import { supabase } from '@/lib/supabase';

/** The proofs bucket (private): creatives and proof photos (docs/decisions/057). */
const PROOFS_BUCKET = 'proofs';

/** Storage's refusals of a creative as one sentence. */
function uploadSentence(error: { message?: string; statusCode?: string | number }): string {
  switch (String(error.statusCode ?? '')) {
    case '413':
      return 'The file is larger than 10 MB: export a smaller one.';
    case '415':
      return 'The file must be a JPEG, PNG or WebP image, or a PDF.';
    case '403':
      return 'You do not have permission to upload creatives.';
    case '409':
      return 'A file with this name is already there: try again.';
    default:
      return error.message || 'The upload failed. Check your connection and try again.';
  }
}

/** Puts one file of a creative (the artwork, or a PDF's preview image) at `path` in the proofs bucket, never replacing one. */
export async function uploadCreativeFile({ file, path }: { file: File; path: string }): Promise<void> {
  const { error } = await supabase.storage.from(PROOFS_BUCKET).upload(path, file, { contentType: file.type, upsert: false });
  if (error) throw new Error(uploadSentence(error as { message?: string; statusCode?: string }), { cause: error });
}
