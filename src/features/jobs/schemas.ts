import * as v from 'valibot';
import { requiredText } from '@/lib/form-rules';

/** The most a re-shoot's reason holds: the database's mounting_jobs_reshoot_reason_length. */
export const RESHOOT_REASON_LIMIT = 500;

/** What the form and the database's refusal (check mounting_jobs_reshoot_reason) say of a re-shoot without a reason. */
export const RESHOOT_NEEDS_REASON = 'Say why the photos must be taken again: a re-shoot needs a reason.';

/** A re-shoot's reason, as the database takes it: some words, at most 500 characters. */
export const reshootReasonSchema = requiredText(RESHOOT_NEEDS_REASON, RESHOOT_REASON_LIMIT);

/** The reason's first problem, or null when the database will take it. */
export function reshootReasonProblem(reason: string): string | null {
  const result = v.safeParse(reshootReasonSchema, reason);
  return result.success ? null : result.issues[0].message;
}
