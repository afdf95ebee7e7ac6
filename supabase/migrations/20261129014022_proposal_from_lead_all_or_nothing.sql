-- proposal_from_lead_all_or_nothing: written by `npm run db:diff -- proposal_from_lead_all_or_nothing` from supabase/schemas/
-- (docs/decisions/043-declarative-schema-files.md). What supabase/schemas/ defines differently from the
-- migrations before this one:
--   function public.make_proposal_from_lead(uuid, uuid, text, jsonb, text, jsonb, uuid): in supabase/schemas/, not in the database

-- Functions are created in the order of the schema files, some before the functions they call.
set check_function_bodies = off;

-- A draft proposal from quote lead `lead_id` (docs/product.md §13), all or nothing: for `customer_id`, or a new
-- customer named `new_customer_name`; the lead's person (`contact`: name, email, phone) as its contact, the one with
-- the same e-mail when the customer has one, else a new one when there is an e-mail or a phone; then the campaign and
-- its lines through save_campaign(). A refusal anywhere leaves no customer, contact or campaign behind, so trying
-- again never makes a second customer. Runs as its caller: row-level security decides (can_sell()).
create or replace function public.make_proposal_from_lead(
  campaign_id uuid, lead_id uuid, new_customer_name text, contact jsonb, title text, lines jsonb, customer_id uuid default null
)
returns uuid
language plpgsql
set search_path = ''
as $$
declare
  customer uuid := make_proposal_from_lead.customer_id;
  person public.customer_contacts := jsonb_populate_record(null::public.customer_contacts, coalesce(contact, '{}'));
  contact_id uuid;
begin
  if customer is null then
    insert into public.customers (name) values (new_customer_name) returning id into customer;
  end if;
  if person.email is not null then
    select k.id into contact_id from public.customer_contacts k
    where k.customer_id = customer and lower(k.email) = lower(person.email)
    order by k.created_at limit 1;
  end if;
  if contact_id is null and (person.email is not null or person.phone is not null) then
    insert into public.customer_contacts (customer_id, name, email, phone)
    values (customer, person.name, person.email, person.phone)
    returning id into contact_id;
  end if;
  return public.save_campaign(make_proposal_from_lead.campaign_id,
    jsonb_build_object('title', title, 'customer_id', customer, 'contact_id', contact_id, 'lead_id', lead_id), lines);
end;
$$;
revoke all on function public.make_proposal_from_lead(uuid, uuid, text, jsonb, text, jsonb, uuid) from public, anon, authenticated;
grant execute on function public.make_proposal_from_lead(uuid, uuid, text, jsonb, text, jsonb, uuid) to authenticated, service_role;

reset check_function_bodies;
