-- gstin_check_character: written by `npm run db:diff -- gstin_check_character` from supabase/schemas/
-- (docs/decisions/043-declarative-schema-files.md). What supabase/schemas/ defines differently from the
-- migrations before this one:
--   constraint customers_gstin_check_character on public.customers: in supabase/schemas/, not in the database
--   constraint sales_settings_agency_gstin_check_character on public.sales_settings: in supabase/schemas/, not in the database
--   function public.gstin_check_character_matches(text): in supabase/schemas/, not in the database

-- Functions are created in the order of the schema files, some before the functions they call.
set check_function_bodies = off;

-- Whether a GSTIN's 15th character is the check character of its first 14 (GSTN's mod-36 check, decision 101):
-- each character's value (0-9, then A-Z as 10-35) times 1 and 2 alternately from the left, each product's quotient
-- and remainder by 36 added up, and the check brings the sum to a multiple of 36. A mistyped GSTIN is refused, not
-- only a misshapen one (src/lib/gstin.ts checks the same in the forms). Null (a check passes it) for null and for
-- what is not 15 digits and capitals: the shape's own check names that.
create or replace function public.gstin_check_character_matches(gstin text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select case when gstin is null or gstin !~ '^[0-9A-Z]{15}$' then null
              else substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ',
                          (36 - (select sum(p / 36 + p % 36)::integer
                                 from (select (strpos('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ', substr(gstin, i, 1)) - 1)
                                              * case when i % 2 = 1 then 1 else 2 end as p
                                       from generate_series(1, 14) as i) as products) % 36) % 36 + 1, 1)
                   = substr(gstin, 15, 1)
         end
$$;
revoke all on function public.gstin_check_character_matches(text) from public, anon, authenticated;
grant execute on function public.gstin_check_character_matches(text) to authenticated, service_role;

alter table public.customers add constraint customers_gstin_check_character CHECK (public.gstin_check_character_matches(gstin)) NOT VALID;
alter table public.sales_settings add constraint sales_settings_agency_gstin_check_character CHECK (public.gstin_check_character_matches(agency_gstin)) NOT VALID;

reset check_function_bodies;
