import type { SpamSignals } from '@/components/form';

/** The SQLSTATE the database raises for a lead over a rate limit; PostgREST answers 429 (decision 025). */
export const RATE_LIMITED = 'PT429';
/** The SQLSTATE of a refusal whose sentence is written for the visitor (a plan naming a withdrawn site); 422. */
export const FOR_THE_VISITOR = 'PT422';

/**
 * Which of the database's messages a form shows: 'rate-limit', only the sentences written for the visitor (a
 * rate limit, which tells them to wait, and FOR_THE_VISITOR), the form's fallback for anything else; 'server',
 * the database's message whatever it is.
 */
export type SendingRefusal = 'rate-limit' | 'server';

/** The sentence a public form shows when the database refuses a lead. */
export function leadRefusal(error: { code?: string | null; message?: string | null }, fallback: string, shown: SendingRefusal = 'rate-limit'): string {
  if (!error.message) return fallback;
  return shown === 'server' || error.code === RATE_LIMITED || error.code === FOR_THE_VISITOR ? error.message : fallback;
}

/** What a public form's save takes: the visitor's values and the form's spam signals. */
export type LeadSending<Values> = { values: Values; signals: SpamSignals };
