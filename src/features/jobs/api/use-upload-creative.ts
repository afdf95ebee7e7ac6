import { useMutation, useQueryClient } from '@tanstack/react-query';
import { expectWritten } from '@/lib/db-errors';
import { supabase } from '@/lib/supabase';
import { jobKeys } from './job-keys';
import { uploadCreativeFile } from './upload-creative-file';

export type CreativeUpload = {
  jobId: string;
  campaignId: string;
  artwork: { file: File; path: string };
  preview: { file: File; path: string } | null;
  /** Sets the creative on every job of the campaign, not only this one. */
  everyJob: boolean;
};

/** Puts the artwork (and a PDF's preview image) in the proofs bucket, then sets it on the job or every job of its campaign. */
export function useUploadCreative() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ jobId, campaignId, artwork, preview, everyJob }: CreativeUpload): Promise<number> => {
      for (const file of [artwork, ...(preview ? [preview] : [])]) await uploadCreativeFile(file);
      const values = { creative_path: artwork.path, creative_preview_path: preview?.path ?? null };
      const update = supabase.from('mounting_jobs').update(values);
      const result = await (everyJob ? update.eq('campaign_id', campaignId) : update.eq('id', jobId)).select('id');
      expectWritten(result, 'job', 'save');
      return result.data?.length ?? 0;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobKeys.all }),
  });
}
