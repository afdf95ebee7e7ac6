import type { StoredLead } from './lead.ts';

/**
 * The lead's row and its delivery status, through the database functions claim_lead_notification and
 * record_lead_notification (supabase/migrations/*_lead_sources.sql, *_leads_inbox.sql), called as the
 * service role.
 */

export type { StoredLead };

export type Outcome = 'sent' | 'failed' | 'not_configured';

async function rpc(name: string, args: Record<string, unknown>): Promise<unknown> {
  const key = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '';
  const response = await fetch(`${Deno.env.get('SUPABASE_URL')}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: { apikey: key, Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(args),
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`${name} answered ${response.status}: ${await response.text()}`);
  return response.status === 204 ? null : response.json();
}

/** The lead, claimed for its one notification; null unless it is a fresh lead, not spam, not yet notified. */
export async function claimLead(id: string): Promise<StoredLead | null> {
  const claimed = (await rpc('claim_lead_notification', { lead_id: id })) as Omit<StoredLead, 'id'> | null;
  return claimed ? { id, ...claimed } : null;
}

export async function recordOutcome(id: string, outcome: Outcome, attempts: number, error: string | null): Promise<void> {
  await rpc('record_lead_notification', { lead_id: id, outcome, attempts, error });
}
