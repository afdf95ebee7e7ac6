/** A lead as claim_lead_notification returns it, for its one notification (supabase/migrations/*_lead_sources.sql). */
export type StoredLead = {
  id: string;
  /** A row of public.lead_sources: every kind the database knows, including ones without a template here. */
  kind: string;
  created_at: string;
  /** What the lead is about, in one line (the inbox's summary). */
  summary: string | null;
  /** The stored row, without its spam signals. */
  row: Record<string, unknown>;
};
