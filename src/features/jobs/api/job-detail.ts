import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types';
import { expectWritten } from '@/lib/db-errors';
import { proofFileUrls } from '@/lib/proof-files';
import { supabase } from '@/lib/supabase';
import { RESHOOT_NEEDS_REASON } from '../schemas';
import { approverKeys, jobKeys, jobPhotoKeys, proofDistanceKeys } from './job-keys';
import type { MountingJob } from './admin-jobs';

export type ProofPhoto = Tables<'proof_photos'>;
export type JobSite = Pick<Tables<'sites'>, 'id' | 'code' | 'name' | 'locality' | 'address' | 'lighting' | 'latitude' | 'longitude' | 'photos'>;
export type JobDetail = MountingJob & {
  site: JobSite | null;
  campaign: { id: string; reference: string | null; title: string; status: string } | null;
};

/** The proofs bucket (private): creatives and proof photos (docs/decisions/057). */
const PROOFS_BUCKET = 'proofs';

const DETAIL_SELECT =
  '*, site:sites!mounting_jobs_site_id_fkey(id, code, name, locality, address, lighting, latitude, longitude, photos), campaign:campaigns!mounting_jobs_campaign_id_fkey(id, reference, title, status)';

/** Job `id`, or null when there is none the signed-in user may see. */
export async function fetchJob(id: string): Promise<JobDetail | null> {
  const { data } = await supabase.from('mounting_jobs').select(DETAIL_SELECT).eq('id', id).maybeSingle().throwOnError();
  return data as unknown as JobDetail | null;
}

export const jobQueryOptions = (id: string) => queryOptions({ queryKey: jobKeys.detail(id), queryFn: () => fetchJob(id) });

export function useJob(id: string) {
  return useQuery(jobQueryOptions(id));
}

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

/** How far from its site a photo may be taken before it is flagged (sales_settings.proof_distance_m, default 150). */
export function useProofDistance() {
  return useQuery({
    queryKey: proofDistanceKeys.detail('proof-distance'),
    queryFn: async (): Promise<number> => {
      const { data } = await supabase.from('sales_settings').select('proof_distance_m').single().throwOnError();
      return data.proof_distance_m;
    },
    staleTime: 5 * 60_000,
  });
}

/** Who approved a job: admins and sales, named by lead_workers(), since only admins read user_profiles. */
export function useApprovers() {
  return useQuery({
    queryKey: approverKeys.all,
    queryFn: async (): Promise<Map<string, string>> => {
      const { data, error } = await supabase.rpc('lead_workers');
      if (error) throw error;
      return new Map(data.map(({ id, email, full_name }) => [id, full_name || email]));
    },
    staleTime: 5 * 60_000,
  });
}

function useJobMutation<Input, Result>(mutationFn: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // The campaigns feature's key too (resourceKeys('campaigns')): an approval can make a campaign live.
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: jobKeys.all }), queryClient.invalidateQueries({ queryKey: ['campaigns'] })]),
  });
}

/** Gives job `id` to crew member `assignee` (or nobody); the database takes crew only. */
export function useAssignJob() {
  return useJobMutation(async ({ id, assignee }: { id: string; assignee: string | null }) => {
    expectWritten(await supabase.from('mounting_jobs').update({ assignee_id: assignee }).eq('id', id).select('id'), 'job', 'save');
  });
}

/**
 * Approves job `id` (the database allows it only from 'mounted' and records who and when). Resolves to whether every
 * mounting job of its campaign is approved now, which makes a confirmed campaign live (decision 057); a campaign may
 * also be live by its dates already, which says nothing of its proof.
 */
export function useApproveJob() {
  return useJobMutation(async ({ id, campaignId }: { id: string; campaignId: string }): Promise<{ live: boolean }> => {
    expectWritten(await supabase.from('mounting_jobs').update({ state: 'approved' }).eq('id', id).select('id'), 'job', 'save');
    const { count } = await supabase
      .from('mounting_jobs')
      .select('id', { count: 'exact', head: true })
      .eq('campaign_id', campaignId)
      .eq('kind', 'mounting')
      .neq('state', 'approved')
      .throwOnError();
    const { data } = await supabase.from('campaigns').select('status').eq('id', campaignId).maybeSingle().throwOnError();
    return { live: count === 0 && data?.status === 'live' };
  });
}

/** Asks for job `id`'s photos again, with `reason`: photos before now stop counting (decision 057). */
export function useAskForReshoot() {
  return useJobMutation(async ({ id, reason }: { id: string; reason: string }) => {
    const result = await supabase.from('mounting_jobs').update({ state: 'reshoot', reshoot_reason: reason }).eq('id', id).select('id');
    if (result.error?.code === '23514' && /"mounting_jobs_reshoot_reason"/.test(result.error.message)) throw new Error(RESHOOT_NEEDS_REASON, { cause: result.error });
    expectWritten(result, 'job', 'save');
  });
}

/** Asks again for one shot of job `id`, with `reason`: its photo stops counting, the others still count (decision 097). */
export function useAskForShotAgain() {
  return useJobMutation(async ({ id, shot, reason }: { id: string; shot: string; reason: string }) => {
    const { error } = await supabase.rpc('ask_for_shots_again', { job: id, shots: [{ shot, reason }] });
    if (error) throw error;
  });
}

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

