-- A role for sales staff (docs/decisions/045-sales-role-and-staff-notices.md): the leads inbox, sites and
-- bookings, no staff management, no deletes of content. Each permission stays one function: who may work
-- leads is role_works_leads(), which can_manage_leads() and the check on a lead's assignee both call; sites
-- and bookings get can_manage_sites().

alter table public.user_profiles
  drop constraint user_profiles_role_known,
  add constraint user_profiles_role_known check (role in ('admin', 'editor', 'reviewer', 'sales', 'member'));

-- Enter the admin panel (src/lib/permissions.ts canEnterAdminPanel).
create or replace function public.has_admin_access()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(public.current_user_role() in ('admin', 'editor', 'reviewer', 'sales'), false)
$$;

-- Whether a role works leads: reads, works and deletes them, and may be a lead's assignee.
create function public.role_works_leads(role text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(role in ('admin', 'sales'), false)
$$;
comment on function public.role_works_leads(text) is
  'Whether staff with this role work leads (permissionsFor().canManageLeads): admins and sales.';
revoke all on function public.role_works_leads(text) from public, anon, authenticated;
grant execute on function public.role_works_leads(text) to anon, authenticated, service_role;

create or replace function public.can_manage_leads()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.role_works_leads(public.current_user_role())
$$;
comment on function public.can_manage_leads() is
  'Whether the signed-in user may read, work and delete leads (admins and sales).';

-- Create and edit sites and their holds and bookings (permissionsFor().canManageSites).
create function public.can_manage_sites()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(public.current_user_role() in ('admin', 'editor', 'sales'), false)
$$;
comment on function public.can_manage_sites() is
  'Whether the signed-in user may create and edit sites, holds and bookings.';
revoke all on function public.can_manage_sites() from public, anon, authenticated;
grant execute on function public.can_manage_sites() to anon, authenticated, service_role;

drop policy sites_insert_can_edit on public.sites;
create policy sites_insert_can_manage on public.sites
  for insert to authenticated
  with check ((select public.can_manage_sites()));
drop policy sites_update_can_edit on public.sites;
create policy sites_update_can_manage on public.sites
  for update to authenticated
  using ((select public.can_manage_sites()))
  with check ((select public.can_manage_sites()));
drop policy site_bookings_insert_can_edit on public.site_bookings;
create policy site_bookings_insert_can_manage on public.site_bookings
  for insert to authenticated
  with check ((select public.can_manage_sites()));
drop policy site_bookings_update_can_edit on public.site_bookings;
create policy site_bookings_update_can_manage on public.site_bookings
  for update to authenticated
  using ((select public.can_manage_sites()))
  with check ((select public.can_manage_sites()));

-- The CSV import of sites asks the same permission as the form.
create or replace function public.import_sites(rows jsonb)
returns integer
language plpgsql
set search_path = ''
as $$
declare
  imported integer;
begin
  if not public.can_manage_sites() then
    raise exception 'You do not have permission to import sites.' using errcode = '42501';
  end if;
  if jsonb_typeof(rows) is distinct from 'array' or jsonb_array_length(rows) = 0 then
    raise exception 'The file has no sites to import.' using errcode = '22023';
  end if;
  if jsonb_array_length(rows) > 10000 then
    raise exception 'The file has % sites: at most 10,000 can be imported at once. Split it into smaller files.',
      jsonb_array_length(rows) using errcode = '22023';
  end if;
  insert into public.sites (code, name, locality, address, latitude, longitude, format, width_ft, height_ft,
                            lighting, facing, daily_traffic, monthly_rate, photos, published)
  select r.code, r.name, r.locality, r.address, r.latitude, r.longitude, r.format, r.width_ft, r.height_ft,
         r.lighting, r.facing, r.daily_traffic, r.monthly_rate, coalesce(r.photos, '{}'), coalesce(r.published, false)
  from jsonb_to_recordset(rows) as r (code text, name text, locality text, address text, latitude double precision,
    longitude double precision, format text, width_ft numeric, height_ft numeric, lighting text, facing text,
    daily_traffic integer, monthly_rate integer, photos text[], published boolean)
  on conflict (code) do update set
    name = excluded.name, locality = excluded.locality, address = excluded.address,
    latitude = excluded.latitude, longitude = excluded.longitude, format = excluded.format,
    width_ft = excluded.width_ft, height_ft = excluded.height_ft, lighting = excluded.lighting,
    facing = excluded.facing, daily_traffic = excluded.daily_traffic, monthly_rate = excluded.monthly_rate,
    photos = excluded.photos, published = excluded.published;
  get diagnostics imported = row_count;
  return imported;
end;
$$;

-- ---------------------------------------------------------------------------------------
-- Who may be a lead's assignee: staff who work leads, and nobody else, whoever assigns.

-- The people a lead can be assigned to, for those who work leads (others get none): profiles are
-- otherwise readable only by their owner and admins.
create function public.lead_workers()
returns table (id uuid, full_name text, email text, role text)
language sql
stable
security definer
set search_path = ''
as $$
  select p.id, p.full_name, p.email, p.role from public.user_profiles p
  where public.can_manage_leads() and public.role_works_leads(p.role)
  order by coalesce(nullif(p.full_name, ''), p.email)
$$;
revoke all on function public.lead_workers() from public, anon;
grant execute on function public.lead_workers() to authenticated, service_role;

create function public.check_lead_assignee()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.assignee_id is not null and new.assignee_id is distinct from old.assignee_id
     and not exists (select from public.user_profiles p where p.id = new.assignee_id and public.role_works_leads(p.role)) then
    raise exception 'A lead can only be assigned to staff who work leads (admins and sales).'
      using errcode = 'PT400';
  end if;
  return new;
end;
$$;
revoke all on function public.check_lead_assignee() from public, anon, authenticated;

create trigger leads_check_assignee before update of assignee_id on public.leads
  for each row execute function public.check_lead_assignee();
