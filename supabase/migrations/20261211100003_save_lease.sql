-- save_lease: written by `npm run db:diff -- save_lease` from supabase/schemas/
-- (docs/decisions/043-declarative-schema-files.md). What supabase/schemas/ defines differently from the
-- migrations before this one:
--   function public.save_lease(uuid, jsonb, jsonb): in supabase/schemas/, not in the database

-- Functions are created in the order of the schema files, some before the functions they call.
set check_function_bodies = off;

-- Admins and accounts save a lease and its schedule in one step, as the lease's form does (docs/decisions/115): a new
-- lease when `lease_id` is null, else lease `lease_id`'s new terms; `lease` holds the form's columns, `steps` the
-- schedule ([{starts_on, monthly_rent_paise}], empty for none), which replaces the lease's. Run as the caller: the
-- tables' policies and checks decide, and a refusal leaves nothing half saved. Returns the lease's id.
create or replace function public.save_lease(lease_id uuid, lease jsonb, steps jsonb)
returns uuid
language plpgsql
set search_path = ''
as $$
declare
  fields public.leases := jsonb_populate_record(null::public.leases, lease);
  saved uuid;
begin
  if jsonb_typeof(lease) is distinct from 'object' or jsonb_typeof(steps) is distinct from 'array' then
    raise exception 'A lease is saved with its terms and a list of rent steps.' using errcode = 'PT422';
  end if;
  if save_lease.lease_id is null then
    insert into public.leases (site_id, landlord_id, starts_on, ends_on, lock_in_months, notice_days, property_kind, monthly_rent_paise,
      escalation_percent, escalation_every_months, revenue_share_percent, deposit_paise, rent_due_day)
    values (fields.site_id, fields.landlord_id, fields.starts_on, fields.ends_on, coalesce(fields.lock_in_months, 0), coalesce(fields.notice_days, 90),
      coalesce(fields.property_kind, 'land_building'), fields.monthly_rent_paise, fields.escalation_percent, fields.escalation_every_months,
      fields.revenue_share_percent, coalesce(fields.deposit_paise, 0), coalesce(fields.rent_due_day, 5))
    returning id into saved;
  else
    update public.leases l set site_id = fields.site_id, landlord_id = fields.landlord_id, starts_on = fields.starts_on, ends_on = fields.ends_on,
      lock_in_months = coalesce(fields.lock_in_months, 0), notice_days = coalesce(fields.notice_days, 90),
      property_kind = coalesce(fields.property_kind, 'land_building'), monthly_rent_paise = fields.monthly_rent_paise,
      escalation_percent = fields.escalation_percent, escalation_every_months = fields.escalation_every_months,
      revenue_share_percent = fields.revenue_share_percent, deposit_paise = coalesce(fields.deposit_paise, 0), rent_due_day = coalesce(fields.rent_due_day, 5)
    where l.id = save_lease.lease_id
    returning l.id into saved;
    if saved is null then
      raise exception 'This lease does not exist.' using errcode = 'PT404';
    end if;
    delete from public.lease_rent_steps s where s.lease_id = saved;
  end if;
  insert into public.lease_rent_steps (lease_id, starts_on, monthly_rent_paise)
  select saved, (s ->> 'starts_on')::date, (s ->> 'monthly_rent_paise')::bigint from jsonb_array_elements(steps) as s;
  return saved;
end;
$$;
revoke all on function public.save_lease(uuid, jsonb, jsonb) from public, anon, authenticated;
grant execute on function public.save_lease(uuid, jsonb, jsonb) to authenticated, service_role;

reset check_function_bodies;
