import type { PostgrestClient } from '@supabase/postgrest-js';
import type { Database } from '../../../lib/database.types.ts';

/** What the queries need of a client: the Supabase client's, or a bare PostgREST one's. */
export type QueryClient = Pick<PostgrestClient<Database>, 'from'>;

/**
 * The two reads 'Your jobs' opens with, as PostgREST queries not yet sent: the crew pages send them through the
 * Supabase client (./crew.ts), and crew.html's first script sends the very same URLs before any module has loaded
 * (../early-read.ts, docs/decisions/098). Relative imports and no client: the build reads them too.
 */

const JOB_COLUMNS = 'id, kind, due_on, state, reshoot_reason, reshoot_at, approved_at, creative_path, creative_preview_path, proof_distance_m';
const SITE_COLUMNS = 'code, name, address, locality, photos, latitude, longitude, lighting';
const PHOTO_COLUMNS = 'id, shot, object_path, taken_at, distance_m, flags, rejected_reason';

export const CREW_COLUMNS = { job: JOB_COLUMNS, site: SITE_COLUMNS, photo: PHOTO_COLUMNS } as const;

/** How long approved jobs stay on the list, shown as done. */
export const DONE_DAYS = 7;

/** The signed-in member's role and name: whether they are crew (the database decides the same with is_crew()). */
export function crewProfileQuery(client: QueryClient, userId: string) {
  return client.from('user_profiles').select('role, full_name').eq('id', userId);
}

/**
 * The jobs assigned to `userId` that are not approved, and those approved since `since` (an ISO time), each with what
 * its page shows (docs/decisions/058: the phone keeps the list, and a job opened later without signal is read from it).
 */
export function crewJobsQuery(client: QueryClient, userId: string, since: string) {
  return client
    .from('mounting_jobs')
    .select(`${JOB_COLUMNS}, site:sites(${SITE_COLUMNS}), photos:proof_photos(${PHOTO_COLUMNS})`)
    .eq('assignee_id', userId)
    .or(`state.neq.approved,approved_at.gte."${since}"`)
    .order('due_on')
    .limit(200);
}

/** The oldest approval the list still shows, `now` less DONE_DAYS. */
export function doneSince(now: Date): string {
  return new Date(now.getTime() - DONE_DAYS * 86_400_000).toISOString();
}
