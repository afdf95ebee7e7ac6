import { useQuery } from '@tanstack/react-query';
import { proofFileUrls } from '@/lib/proof-files';
import { supabase } from '@/lib/supabase';
import type { MountingJob } from './job-types';
import type { JobDetail, ProofPhoto } from './fetch-job';
import { jobPhotoKeys } from './job-keys';

/** A photo with a link to its file, valid for 10 minutes. */
export type SignedPhoto = ProofPhoto & { url: string | null };

export type JobProof = {
  /** The latest photo of each shot since the last re-shoot request, newest first. */
  photos: SignedPhoto[];
  creativeUrl: string | null;
  creativePreviewUrl: string | null;
};

/** Links to `paths` in one request, by path (a path it cannot sign maps to nothing). */
async function signedUrls(paths: string[]): Promise<Map<string, string>> {
  const urls = await proofFileUrls(paths.map((path) => ({ path })));
  return new Map(paths.flatMap((path, index) => (urls[index] ? [[path, urls[index]] as const] : [])));
}

/**
 * Job `job`'s photos that count (taken since its last re-shoot request: decision 057), the latest of each shot, and
 * its creative, each with a signed URL.
 */
export async function fetchJobProof(job: Pick<MountingJob, 'id' | 'reshoot_at' | 'creative_path' | 'creative_preview_path'>): Promise<JobProof> {
  let query = supabase.from('proof_photos').select('*').eq('job_id', job.id);
  if (job.reshoot_at) query = query.gte('taken_at', job.reshoot_at);
  const { data } = await query.order('taken_at', { ascending: false }).throwOnError();
  const latest = new Map<string, ProofPhoto>();
  for (const photo of data) if (!latest.has(photo.shot)) latest.set(photo.shot, photo);
  const photos = [...latest.values()];
  const creatives = [job.creative_path, job.creative_preview_path].filter((path): path is string => Boolean(path));
  const urls = await signedUrls([...photos.map((photo) => photo.object_path), ...creatives]);
  return {
    photos: photos.map((photo) => ({ ...photo, url: urls.get(photo.object_path) ?? null })),
    creativeUrl: job.creative_path ? (urls.get(job.creative_path) ?? null) : null,
    creativePreviewUrl: job.creative_preview_path ? (urls.get(job.creative_preview_path) ?? null) : null,
  };
}

export function useJobProof(job: JobDetail) {
  const { id, reshoot_at, creative_path, creative_preview_path, updated_at } = job;
  return useQuery({
    // The job's updated_at is in the key: a re-shoot or a new creative reads and signs again.
    queryKey: jobPhotoKeys.detail(`${id}:${updated_at}`),
    queryFn: () => fetchJobProof({ id, reshoot_at, creative_path, creative_preview_path }),
    // Fresh links before the old ones lapse.
    staleTime: 8 * 60_000,
    refetchInterval: 8 * 60_000,
  });
}
