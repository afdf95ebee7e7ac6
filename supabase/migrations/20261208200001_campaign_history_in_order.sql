-- Steps recorded in one transaction (the PO and the confirmation it makes) keep the order they happened in: now() is
-- the transaction's start, the same for both (docs/decisions/114).
-- campaign_history_in_order: written by `npm run db:diff -- campaign_history_in_order` from supabase/schemas/
-- (docs/decisions/043-declarative-schema-files.md). What supabase/schemas/ defines differently from the
-- migrations before this one:
--   table public.campaign_events: differs in columns

-- Functions are created in the order of the schema files, some before the functions they call.
set check_function_bodies = off;

alter table public.campaign_events alter column at set default clock_timestamp();

reset check_function_bodies;
