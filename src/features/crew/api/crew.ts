import { isAuthRetryableFetchError } from '@supabase/supabase-js';
import { AUTH_STORAGE_KEY, supabase } from '@/lib/supabase';
import { crewSessionOf } from '../crew-member';
import { CREW_COLUMNS, crewJobsQuery, crewProfileQuery, doneSince } from './list-queries';

/**
 * The crew pages' reads (docs/decisions/057). This module brings the full Supabase client (auth and storage:
 * about 46 KB gzipped), so the pages import it only once they have rendered: the signed-out page and the first
 * paint never wait for it (docs/decisions/057, "The crew's pages").
 */

export type CrewSession =
  | { status: 'signed-out' }
  | { status: 'not-crew' }
  | { status: 'crew'; userId: string; name: string };

/** Who is signed in on this phone, and whether they are crew. */
export async function loadCrewSession(): Promise<CrewSession> {
  const { data, error: sessionError } = await supabase.auth.getSession();
  // An expired session that could not be renewed for want of a network is still this phone's (docs/decisions/058).
  if (sessionError && isAuthRetryableFetchError(sessionError)) throw sessionError;
  const user = data.session?.user;
  if (!user) return { status: 'signed-out' };
  const { data: profile, error } = await crewProfileQuery(supabase, user.id).maybeSingle();
  if (error) throw new Error(error.message);
  return crewSessionOf(user, profile ?? undefined);
}

/**
 * Signs out. When the server cannot be told (no network), supabase-js keeps the session; the phone forgets it all
 * the same, so the next person on a shared phone is never signed in as this one (docs/decisions/058). The session's
 * refresh token then lapses on the server unused.
 */
export async function signOut(): Promise<void> {
  const { error } = await supabase.auth.signOut();
  if (error) {
    window.localStorage.removeItem(AUTH_STORAGE_KEY);
    window.localStorage.removeItem(`${AUTH_STORAGE_KEY}-code-verifier`);
  }
}

const { job: JOB_COLUMNS, site: SITE_COLUMNS, photo: PHOTO_COLUMNS } = CREW_COLUMNS;

export type CrewJob = {
  id: string;
  kind: string;
  due_on: string;
  state: string;
  reshoot_reason: string | null;
  reshoot_at: string | null;
  approved_at: string | null;
  creative_path: string | null;
  creative_preview_path: string | null;
  /** How far from the site a photo may be taken before the office sees it flagged (a computed field: decision 096). */
  proof_distance_m: number | null;
  site: { code: string; name: string; address: string | null; locality: string; photos: string[]; latitude: number; longitude: number; lighting: string } | null;
};

/** `rejected_reason`: the office asked for this shot again, and why (docs/decisions/097); the photo no longer counts. */
export type ProofPhoto = { id: string; shot: string; object_path: string; taken_at: string; distance_m: number | null; flags: string[]; rejected_reason?: string | null };

/** A job of the list with its photos: all a job's page needs, so that any listed job opens without signal. */
export type ListedJob = CrewJob & { photos: ProofPhoto[] };

/** The crew member's list (./list-queries.ts: crewJobsQuery), as of `now`. */
export async function fetchCrewJobs(userId: string, now = new Date()): Promise<ListedJob[]> {
  const { data, error } = await crewJobsQuery(supabase, userId, doneSince(now));
  if (error) throw new Error(error.message);
  return data;
}

/** One of the crew member's jobs with its site, or null (not theirs, or gone); RLS shows crew their own jobs only. */
export async function fetchCrewJob(id: string): Promise<CrewJob | null> {
  const { data, error } = await supabase.from('mounting_jobs').select(`${JOB_COLUMNS}, site:sites(${SITE_COLUMNS})`).eq('id', id).maybeSingle();
  if (error) throw new Error(error.message);
  return data;
}

/** The job's photos, newest first (the page counts those since the job's last re-shoot request). */
export async function fetchJobPhotos(jobId: string): Promise<ProofPhoto[]> {
  const { data, error } = await supabase.from('proof_photos').select(PHOTO_COLUMNS).eq('job_id', jobId).order('taken_at', { ascending: false }).limit(100);
  if (error) throw new Error(error.message);
  return data;
}

/**
 * Links to private files of the proofs bucket (the crew's job's photos and creative), in their order, valid for
 * minutes; null where the crew member may not read one (docs/decisions/086).
 */
export { proofFileUrls } from '@/lib/proof-files';
