import { useMutation, useQueryClient } from '@tanstack/react-query';
import { expectWritten } from '@/lib/db-errors';
import { supabase } from '@/lib/supabase';
import { jobKeys } from './job-keys';

/** The proofs bucket (private): creatives and proof photos (docs/decisions/057). */
const PROOFS_BUCKET = 'proofs';

export type CreativeUpload = {
  jobId: string;
  campaignId: string;
  artwork: { file: File; path: string };
  preview: { file: File; path: string } | null;
  /** Sets the creative on every job of the campaign, not only this one. */
  everyJob: boolean;
};

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

/** Puts the artwork (and a PDF's preview image) in the proofs bucket, then sets it on the job or every job of its campaign. */
export function useUploadCreative() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ jobId, campaignId, artwork, preview, everyJob }: CreativeUpload): Promise<number> => {
      for (const { file, path } of [artwork, ...(preview ? [preview] : [])]) {
        const { error } = await supabase.storage.from(PROOFS_BUCKET).upload(path, file, { contentType: file.type, upsert: false });
        if (error) throw new Error(uploadSentence(error as { message?: string; statusCode?: string }), { cause: error });
      }
      const values = { creative_path: artwork.path, creative_preview_path: preview?.path ?? null };
      const update = supabase.from('mounting_jobs').update(values);
      const result = await (everyJob ? update.eq('campaign_id', campaignId) : update.eq('id', jobId)).select('id');
      expectWritten(result, 'job', 'save');
      return result.data?.length ?? 0;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}
