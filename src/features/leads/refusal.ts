import type { SpamSignals } from '@/components/form';

/** The SQLSTATE the database raises for a lead over a rate limit; PostgREST answers 429 (decision 025). */
export const RATE_LIMITED = 'PT429';

/**
 * The sentence a public form shows when the database refuses a lead: the database's own sentence for
 * a rate limit (it tells the visitor to wait), the form's fallback for anything else.
 */
export function leadRefusal(error: { code?: string | null; message?: string | null }, fallback: string): string {
  return error.code === RATE_LIMITED && error.message ? error.message : fallback;
}

/** What a public form's save takes: the visitor's values and the form's spam signals. */
export type LeadSending<Values> = { values: Values; signals: SpamSignals };
