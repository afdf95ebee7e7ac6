import type { Outcome } from '../_shared/email.ts';
import { serviceRpc } from '../_shared/rpc.ts';
import type { StoredLead } from './lead.ts';

/**
 * The lead's row and its delivery status, through the database functions claim_lead_notification and
 * record_lead_notification (supabase/migrations/*_lead_sources.sql, *_leads_inbox.sql), called as the
 * service role.
 */

export type { StoredLead };

/** The lead, claimed for its one notification; null unless it is a fresh lead, not spam, not yet notified. */
export async function claimLead(id: string): Promise<StoredLead | null> {
  const claimed = (await serviceRpc('claim_lead_notification', { lead_id: id })) as Omit<StoredLead, 'id'> | null;
  return claimed ? { id, ...claimed } : null;
}

export async function recordOutcome(id: string, outcome: Outcome, attempts: number, error: string | null): Promise<void> {
  await serviceRpc('record_lead_notification', { lead_id: id, outcome, attempts, error });
}
