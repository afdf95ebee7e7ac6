-- campaign_customer_name_triggers: written by `npm run db:diff -- campaign_customer_name_triggers` from supabase/schemas/
-- (docs/decisions/043-declarative-schema-files.md). What supabase/schemas/ defines differently from the
-- migrations before this one:
--   function public.campaign_customer_name(): in supabase/schemas/, not in the database
--   function public.customer_name_to_campaigns(): in supabase/schemas/, not in the database
--   trigger campaigns_customer_name on public.campaigns: in supabase/schemas/, not in the database
--   trigger customers_name_to_campaigns on public.customers: in supabase/schemas/, not in the database

-- Functions are created in the order of the schema files, some before the functions they call.
set check_function_bodies = off;

-- A campaign carries its customer's name as it is now, so the campaigns list's search finds it (PostgREST searches the
-- listed table's own columns); written here whatever a writer sends, and again when the customer is renamed.
create or replace function public.campaign_customer_name()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.customer_name := (select c.name from public.customers c where c.id = new.customer_id);
  return new;
end;
$$;
revoke all on function public.campaign_customer_name() from public, anon, authenticated;

create or replace function public.customer_name_to_campaigns()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.campaigns set customer_name = new.name where customer_id = new.id;
  return null;
end;
$$;
revoke all on function public.customer_name_to_campaigns() from public, anon, authenticated;

create or replace trigger campaigns_customer_name before insert or update of customer_id, customer_name on public.campaigns
  for each row execute function public.campaign_customer_name();

create or replace trigger customers_name_to_campaigns after update of name on public.customers
  for each row when (old.name is distinct from new.name) execute function public.customer_name_to_campaigns();

reset check_function_bodies;
