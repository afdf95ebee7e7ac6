-- save_customer_all_or_nothing: written by `npm run db:diff -- save_customer_all_or_nothing` from supabase/schemas/
-- (docs/decisions/043-declarative-schema-files.md). What supabase/schemas/ defines differently from the
-- migrations before this one:
--   function public.save_customer(uuid, jsonb, jsonb): in supabase/schemas/, not in the database

-- Functions are created in the order of the schema files, some before the functions they call.
set check_function_bodies = off;

-- Saves customer `customer_id` (inserted when there is none) with its contacts as the form lists them, all or
-- nothing, as save_campaign does a campaign's lines (decision 055): a contact gone from the list is deleted, the others
-- updated or inserted under the ids the form gave them. Runs as its caller: row-level security decides (can_sell()).
create or replace function public.save_customer(customer_id uuid, customer jsonb, contacts jsonb)
returns void
language plpgsql
set search_path = ''
as $$
declare
  fields public.customers := jsonb_populate_record(null::public.customers, customer);
begin
  if jsonb_typeof(customer) is distinct from 'object' or jsonb_typeof(contacts) is distinct from 'array' then
    raise exception 'A customer is saved with its fields and a list of contacts.' using errcode = 'PT422';
  end if;
  if exists (select from jsonb_array_elements(contacts) contact where jsonb_typeof(contact) <> 'object' or contact ->> 'id' is null) then
    raise exception 'Each contact is saved with its own id.' using errcode = 'PT422';
  end if;

  update public.customers c
  set name = fields.name, gstin = fields.gstin, billing_address = fields.billing_address
  where c.id = save_customer.customer_id;
  if not found then
    insert into public.customers (id, name, gstin, billing_address)
    values (save_customer.customer_id, fields.name, fields.gstin, fields.billing_address);
  end if;

  delete from public.customer_contacts k
  where k.customer_id = save_customer.customer_id
    and k.id not in (select (contact ->> 'id')::uuid from jsonb_array_elements(contacts) contact);

  -- Another customer's contact is never moved here: its id in the list changes nothing.
  insert into public.customer_contacts as k (id, customer_id, name, designation, phone, email)
  select r.id, save_customer.customer_id, r.name, r.designation, r.phone, r.email
  from jsonb_populate_recordset(null::public.customer_contacts, contacts) r
  on conflict (id) do update
  set name = excluded.name, designation = excluded.designation, phone = excluded.phone, email = excluded.email
  where k.customer_id = save_customer.customer_id;
end;
$$;
revoke all on function public.save_customer(uuid, jsonb, jsonb) from public, anon, authenticated;
grant execute on function public.save_customer(uuid, jsonb, jsonb) to authenticated, service_role;

reset check_function_bodies;
