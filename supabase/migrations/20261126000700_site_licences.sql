-- Site licences (docs/decisions/054-site-licences.md): each site's advertising licence (number, issuing
-- authority, valid until) and structural stability certificate (valid until), in a table of their own so that
-- visitors, who read published sites, never read them. The database refuses a confirmed booking past the
-- licence's end; visitors see the days after it as taken; staff see what ends within 60 days.

create table public.site_licences (
  id uuid primary key default gen_random_uuid(),
  site_id uuid not null unique references public.sites (id) on delete cascade,
  licence_number text not null,
  authority text not null default 'Greater Chennai Corporation',
  valid_until date not null,
  stability_valid_until date,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint site_licences_number_required check (licence_number ~ '\S' and char_length(licence_number) <= 100),
  constraint site_licences_authority_required check (authority ~ '\S' and char_length(authority) <= 200)
);
create index site_licences_valid_until_idx on public.site_licences (valid_until);
create index site_licences_stability_idx on public.site_licences (stability_valid_until);
alter table public.site_licences enable row level security;
revoke all on table public.site_licences from anon, authenticated;
grant select, insert, update, delete on table public.site_licences to authenticated;
grant all on table public.site_licences to service_role;

-- What visitors may know of bookings: dates and whether held or confirmed, of published sites only.
-- No client, note or author: the table itself is closed to them. A hold past its expiry counts for nothing
-- (docs/decisions/053), before the scheduled tidy deletes it. Nor is a site free after its licence ends
-- (docs/decisions/054).
create or replace function public.site_taken_dates(from_date date, to_date date)
returns table (site_id uuid, code text, starts_on date, ends_on date, kind text)
language sql
stable
security definer
set search_path = ''
as $$
  select * from (
    select b.site_id, s.code, b.starts_on, b.ends_on, b.kind
    from public.site_bookings b
    join public.sites s on s.id = b.site_id and s.published
    where b.starts_on <= to_date and b.ends_on >= from_date and (b.expires_at is null or b.expires_at > now())
    union all
    -- The days after a site's licence ends are not for sale; visitors see them taken, never the licence.
    select s.id, s.code, greatest(l.valid_until + 1, from_date), to_date, 'confirmed'
    from public.site_licences l
    join public.sites s on s.id = l.site_id and s.published
    where l.valid_until < to_date
  ) taken
  order by taken.site_id, taken.starts_on
$$;
revoke all on function public.site_taken_dates(date, date) from public, anon, authenticated;
grant execute on function public.site_taken_dates(date, date) to anon, authenticated, service_role;

-- Whether published site `site` has a hold or booking on any day from `from_date` to `to_date`, or its licence
-- ends before `to_date` (null for a site visitors may not see).
create or replace function public.site_is_taken(site uuid, from_date date, to_date date)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select from public.site_bookings b
    where b.site_id = site and b.starts_on <= to_date and b.ends_on >= from_date
      and (b.expires_at is null or b.expires_at > now())
  ) or exists (select from public.site_licences l where l.site_id = site and l.valid_until < to_date)
  from public.sites s where s.id = site and s.published
$$;
revoke all on function public.site_is_taken(uuid, date, date) from public, anon, authenticated;
grant execute on function public.site_is_taken(uuid, date, date) to anon, authenticated, service_role;

create or replace function public.screen_site_booking()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  site_code text := (select s.code from public.sites s where s.id = new.site_id);
  in_the_way record;
  held record;
  licence_end date;
  becomes_confirmed boolean := new.kind = 'confirmed' and (
    tg_op = 'INSERT' or old.kind is distinct from 'confirmed' or old.site_id <> new.site_id
    or old.starts_on <> new.starts_on or old.ends_on <> new.ends_on);
begin
  -- A confirmed booking of the site on any of these days: no other confirmed booking may go there (holds may).
  select b.client_name, b.starts_on, b.ends_on into in_the_way
  from public.site_bookings b
  where new.kind = 'confirmed' and b.site_id = new.site_id and b.kind = 'confirmed' and b.id <> new.id
    and b.starts_on <= new.ends_on and b.ends_on >= new.starts_on
  order by b.starts_on
  limit 1;
  if in_the_way.client_name is not null then
    raise exception '% is already booked for % from % to %.', site_code, in_the_way.client_name,
      public.booking_date(in_the_way.starts_on), public.booking_date(in_the_way.ends_on)
      using errcode = 'PT409', hint = 'Choose other dates, or another site.';
  end if;

  if not becomes_confirmed then
    return new;
  end if;
  -- A confirmed booking runs no day past the site's licence (docs/decisions/054).
  select l.valid_until into licence_end from public.site_licences l where l.site_id = new.site_id;
  if licence_end < new.ends_on then
    raise exception '%''s licence ends on %: a confirmed booking cannot run past it. Renew the licence, or end the booking by then.',
      site_code, public.booking_date(licence_end)
      using errcode = 'PT422';
  end if;
  -- Another client's holds on these days: refused unless an admin names that client.
  for held in
    select b.client_name, b.starts_on, b.ends_on, b.created_by
    from public.site_bookings b
    where b.site_id = new.site_id and b.kind = 'hold' and b.id <> new.id
      and b.starts_on <= new.ends_on and b.ends_on >= new.starts_on
      and (b.expires_at is null or b.expires_at > now())
      and lower(btrim(b.client_name)) <> lower(btrim(new.client_name))
    order by b.starts_on
  loop
    if not (public.is_admin() and lower(btrim(coalesce(new.overrides_hold_of, ''))) = lower(btrim(held.client_name))) then
      raise exception '% is held for % from % to %. Only an admin can confirm over another client''s hold, naming that client.',
        site_code, held.client_name, public.booking_date(held.starts_on), public.booking_date(held.ends_on)
        using errcode = 'PT409', detail = jsonb_build_object('held_for', held.client_name)::text;
    end if;
    perform public.notify_staff(
      held.created_by,
      format('%s confirmed %s for %s from %s to %s, over your hold for %s.', public.acting_user_name(), site_code,
             new.client_name, public.booking_date(new.starts_on), public.booking_date(new.ends_on), held.client_name),
      format('/admin/sites/%s/bookings', new.site_id));
  end loop;
  return new;
end;
$$;
revoke all on function public.screen_site_booking() from public, anon, authenticated;

-- Site licences and stability certificates ending within `days` days (or already ended), soonest first: the
-- dashboard's list for staff (docs/decisions/054). Runs as its caller: RLS shows licences to staff only.
create or replace function public.licences_ending(days integer default 60)
returns table (site_id uuid, code text, name text, what text, ends_on date)
language sql
stable
set search_path = ''
as $$
  select * from (
    select s.id, s.code, s.name, 'Licence', l.valid_until
    from public.site_licences l join public.sites s on s.id = l.site_id
    where l.valid_until <= current_date + days
    union all
    select s.id, s.code, s.name, 'Stability certificate', l.stability_valid_until
    from public.site_licences l join public.sites s on s.id = l.site_id
    where l.stability_valid_until <= current_date + days
  ) ending (site_id, code, name, what, ends_on)
  order by ending.ends_on, ending.code
$$;
revoke all on function public.licences_ending(integer) from public, anon, authenticated;
grant execute on function public.licences_ending(integer) to authenticated, service_role;

drop policy if exists site_licences_select_staff on public.site_licences;
create policy site_licences_select_staff on public.site_licences
  for select to authenticated
  using (( SELECT public.has_admin_access() AS has_admin_access));

drop policy if exists site_licences_insert_can_manage on public.site_licences;
create policy site_licences_insert_can_manage on public.site_licences
  for insert to authenticated
  with check (( SELECT public.can_manage_sites() AS can_manage_sites));

drop policy if exists site_licences_update_can_manage on public.site_licences;
create policy site_licences_update_can_manage on public.site_licences
  for update to authenticated
  using (( SELECT public.can_manage_sites() AS can_manage_sites))
  with check (( SELECT public.can_manage_sites() AS can_manage_sites));

drop policy if exists site_licences_delete_can_manage on public.site_licences;
create policy site_licences_delete_can_manage on public.site_licences
  for delete to authenticated
  using (( SELECT public.can_manage_sites() AS can_manage_sites));

create or replace trigger site_licences_audit after insert or delete or update on public.site_licences
  for each row execute function public.audit_row_change();

create or replace trigger site_licences_set_updated_at before update on public.site_licences
  for each row execute function public.set_updated_at();
