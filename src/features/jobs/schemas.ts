import * as v from 'valibot';
import { requiredText } from '@/lib/form-rules';

/** The most a re-shoot's reason holds: the database's mounting_jobs_reshoot_reason_length. */
export const RESHOOT_REASON_LIMIT = 500;

/** What the form and the database's refusal (check mounting_jobs_reshoot_reason) say of a re-shoot without a reason. */
export const RESHOOT_NEEDS_REASON = 'Say why the photos must be taken again: a re-shoot needs a reason.';

/** What the form says of one shot asked again without a reason (ask_for_shots_again(), decision 097). */
export const SHOT_AGAIN_NEEDS_REASON = 'Say why this photo must be taken again: the crew read it on their job.';

/** A reason's first problem as the database would find it (some words, at most 500 characters), or null. */
function reasonProblem(needsReason: string): (reason: string) => string | null {
  const schema = requiredText(needsReason, RESHOOT_REASON_LIMIT);
  return (reason) => {
    const result = v.safeParse(schema, reason);
    return result.success ? null : result.issues[0].message;
  };
}

/** A whole job's re-shoot reason (mounting_jobs.reshoot_reason). */
export const reshootReasonProblem = reasonProblem(RESHOOT_NEEDS_REASON);

/** One shot's reason (proof_photos.rejected_reason). */
export const shotAgainReasonProblem = reasonProblem(SHOT_AGAIN_NEEDS_REASON);
