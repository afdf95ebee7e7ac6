-- vendor_bill_difference: written by `npm run db:diff -- vendor_bill_difference` from supabase/schemas/
-- (docs/decisions/043-declarative-schema-files.md). What supabase/schemas/ defines differently from the
-- migrations before this one:
--   table public.vendor_orders: differs in columns

-- Functions are created in the order of the schema files, some before the functions they call.
set check_function_bodies = off;

alter table public.vendor_orders add column bill_difference_paise bigint generated always as ((bill_taxable_paise - ordered_paise)) stored;

reset check_function_bodies;
