-- The sites inventory (docs/decisions/033-sites-inventory-and-availability.md): sites and their bookings.
-- Visitors see published sites and, of bookings, only what site_taken_dates() tells; staff see everything;
-- can_manage_sites() writes and can_delete_content() deletes. The CSV import is import_sites()
-- (docs/decisions/035-media-plan-quotes-and-import.md). Bookings respect holds (docs/decisions/046). Declarative: see docs/checklists/schema-change.md.

-- ---------------------------------------------------------------------------------------
-- Tables

create table public.sites (
  id uuid default gen_random_uuid() not null,
  code text not null,
  name text not null,
  locality text not null,
  address text,
  latitude double precision not null,
  longitude double precision not null,
  format text not null,
  width_ft numeric(6,1) not null,
  height_ft numeric(6,1) not null,
  area_sqft numeric(12,2) generated always as ((width_ft * height_ft)) stored,
  lighting text not null,
  facing text,
  daily_traffic integer,
  monthly_rate integer,
  photos text[] default '{}'::text[] not null,
  published boolean default false not null,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  constraint sites_pkey PRIMARY KEY (id),
  constraint sites_code_unique UNIQUE (code),
  constraint sites_address_length CHECK ((char_length(address) <= 500)),
  constraint sites_code_format CHECK (((code ~ '^[A-Z0-9]{1,10}(-[A-Z0-9]{1,10}){0,4}$'::text) AND (char_length(code) <= 30))),
  constraint sites_daily_traffic_min CHECK ((daily_traffic >= 0)),
  constraint sites_facing_length CHECK ((char_length(facing) <= 200)),
  constraint sites_format_known CHECK ((format = ANY (ARRAY['hoarding'::text, 'unipole'::text, 'gantry'::text, 'bus_shelter'::text, 'pole_kiosk'::text, 'mall_screen'::text, 'digital_screen'::text, 'other'::text]))),
  constraint sites_height_ft_range CHECK (((height_ft > (0)::numeric) AND (height_ft <= (1000)::numeric))),
  constraint sites_latitude_range CHECK (((latitude >= (12.5)::double precision) AND (latitude <= (13.6)::double precision))),
  constraint sites_lighting_known CHECK ((lighting = ANY (ARRAY['non_lit'::text, 'front_lit'::text, 'back_lit'::text, 'digital'::text]))),
  constraint sites_locality_length CHECK ((char_length(locality) <= 100)),
  constraint sites_locality_required CHECK ((locality ~ '\S'::text)),
  constraint sites_longitude_range CHECK (((longitude >= (79.6)::double precision) AND (longitude <= (80.6)::double precision))),
  constraint sites_monthly_rate_min CHECK ((monthly_rate >= 0)),
  constraint sites_name_length CHECK ((char_length(name) <= 200)),
  constraint sites_name_required CHECK ((name ~ '\S'::text)),
  constraint sites_photos_valid CHECK (((cardinality(photos) <= 12) AND (array_position(photos, NULL::text) IS NULL) AND (NOT jsonb_path_exists(to_jsonb(photos), '$[*]?(!(@ like_regex "^(https?://[^\\s/?#]+[^\\s]*|/[^/\\s][^\\s]*)$" flag "i") || @ like_regex "^(.{128}){16}." flag "s")'::jsonpath)))),
  constraint sites_width_ft_range CHECK (((width_ft > (0)::numeric) AND (width_ft <= (1000)::numeric)))
);
create index sites_code_trgm_idx ON public.sites using gin (code extensions.gin_trgm_ops);
create index sites_locality_trgm_idx ON public.sites using gin (locality extensions.gin_trgm_ops);
create index sites_name_trgm_idx ON public.sites using gin (name extensions.gin_trgm_ops);
create index sites_published_area_idx ON public.sites using btree (area_sqft, id) WHERE published;
create index sites_published_format_idx ON public.sites using btree (format) WHERE published;
create index sites_published_lighting_idx ON public.sites using btree (lighting) WHERE published;
create index sites_published_locality_idx ON public.sites using btree (locality) WHERE published;
create index sites_published_rate_idx ON public.sites using btree (monthly_rate, id) WHERE published;
create index sites_published_traffic_idx ON public.sites using btree (daily_traffic, id) WHERE published;
create index sites_updated_at_idx ON public.sites using btree (updated_at DESC, id DESC);
alter table public.sites enable row level security;
revoke all on table public.sites from anon, authenticated, service_role;
grant select on table public.sites to anon;
grant delete, insert, select, update on table public.sites to authenticated;
grant delete, insert, select, update on table public.sites to service_role;

create table public.site_bookings (
  id uuid default gen_random_uuid() not null,
  site_id uuid not null,
  starts_on date not null,
  ends_on date not null,
  kind text default 'hold'::text not null,
  client_name text not null,
  note text,
  created_by uuid default auth.uid(),
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  overrides_hold_of text,
  expires_at timestamp with time zone,
  constraint site_bookings_pkey PRIMARY KEY (id),
  constraint site_bookings_no_overlap EXCLUDE USING gist (site_id WITH =, daterange(starts_on, ends_on, '[]'::text) WITH &&) WHERE ((kind = 'confirmed'::text)),
  constraint site_bookings_client_name_length CHECK ((char_length(client_name) <= 200)),
  constraint site_bookings_client_name_required CHECK ((client_name ~ '\S'::text)),
  constraint site_bookings_dates_order CHECK ((ends_on >= starts_on)),
  constraint site_bookings_kind_known CHECK ((kind = ANY (ARRAY['hold'::text, 'confirmed'::text]))),
  constraint site_bookings_note_length CHECK ((char_length(note) <= 1000)),
  constraint site_bookings_overrides_hold_of_length CHECK ((char_length(overrides_hold_of) <= 200)),
  constraint site_bookings_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.user_profiles(id) ON DELETE SET NULL,
  constraint site_bookings_site_id_fkey FOREIGN KEY (site_id) REFERENCES public.sites(id) ON DELETE CASCADE
);
create index site_bookings_created_by_idx ON public.site_bookings using btree (created_by);
create index site_bookings_dates_idx ON public.site_bookings using btree (starts_on, ends_on);
create index site_bookings_expires_at_idx ON public.site_bookings using btree (expires_at) WHERE (expires_at IS NOT NULL);
create index site_bookings_site_dates_idx ON public.site_bookings using btree (site_id, starts_on, ends_on);
alter table public.site_bookings enable row level security;
revoke all on table public.site_bookings from anon, authenticated, service_role;
grant delete, select on table public.site_bookings to authenticated;
grant delete, insert, select, update on table public.site_bookings to service_role;
grant insert (site_id, starts_on, ends_on, kind, client_name, note, overrides_hold_of) on table public.site_bookings to authenticated;
grant update (starts_on, ends_on, kind, client_name, note, overrides_hold_of) on table public.site_bookings to authenticated;

create table public.site_licences (
  id uuid default gen_random_uuid() not null,
  site_id uuid not null,
  licence_number text not null,
  authority text default 'Greater Chennai Corporation'::text not null,
  valid_until date not null,
  stability_valid_until date,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  constraint site_licences_pkey PRIMARY KEY (id),
  constraint site_licences_site_id_key UNIQUE (site_id),
  constraint site_licences_authority_required CHECK (((authority ~ '\S'::text) AND (char_length(authority) <= 200))),
  constraint site_licences_number_required CHECK (((licence_number ~ '\S'::text) AND (char_length(licence_number) <= 100))),
  constraint site_licences_site_id_fkey FOREIGN KEY (site_id) REFERENCES public.sites(id) ON DELETE CASCADE
);
create index site_licences_stability_idx ON public.site_licences using btree (stability_valid_until);
create index site_licences_valid_until_idx ON public.site_licences using btree (valid_until);
alter table public.site_licences enable row level security;
revoke all on table public.site_licences from anon, authenticated, service_role;
grant delete, insert, select, update on table public.site_licences to authenticated;
grant all on table public.site_licences to service_role;

-- ---------------------------------------------------------------------------------------
-- Functions

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

-- Published sites free on every day of the range (no range: every published site). A plain SQL
-- function that Postgres inlines, so PostgREST's filters, order and paging are planned into it and use
-- the indexes above. Inlining needs no `set` clause: every name in it is schema-qualified instead.
create or replace function public.sites_free_between(free_from date default null::date, free_to date default null::date)
returns setof public.sites
language sql
stable
as $$
  select s.* from public.sites s
  where s.published
    and (free_from is null or free_to is null or not public.site_is_taken(s.id, free_from, free_to))
$$;
revoke all on function public.sites_free_between(date, date) from public, anon, authenticated;
grant execute on function public.sites_free_between(date, date) to anon, authenticated, service_role;

-- The localities of published sites with how many each has: the public filter's choices.
create or replace function public.site_localities()
returns table (locality text, sites bigint)
language sql
stable
set search_path = ''
as $$
  select s.locality, count(*) from public.sites s where s.published group by s.locality order by s.locality
$$;
revoke all on function public.site_localities() from public, anon, authenticated;
grant execute on function public.site_localities() to anon, authenticated, service_role;

-- The CSV import: `rows` is a JSON array of sites (the columns of the CSV). One statement, so every row
-- is stored or none; a known code updates its site. Runs as the caller: row-level security applies.
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
revoke all on function public.import_sites(jsonb) from public, anon, authenticated;
grant execute on function public.import_sites(jsonb) to authenticated, service_role;

-- 1 Dec 2026
create or replace function public.booking_date(day date)
returns text
language sql
immutable
set search_path = ''
as $$
  select to_char(day, 'FMDD Mon YYYY')
$$;
revoke all on function public.booking_date(date) from public, anon, authenticated;

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
  hold_days integer := (select s.hold_days from public.sales_settings s);
  -- The end (India) of the validity of the accepted campaign whose line this booking is, if it is one.
  accepted_until timestamptz := (select (c.valid_until + 1)::timestamp at time zone 'Asia/Kolkata'
                                 from public.campaign_lines l join public.campaigns c on c.id = l.campaign_id
                                 where l.booking_id = new.id and c.status = 'accepted');
begin
  -- Every hold expires (docs/decisions/053), one typed on the board as one sent with a proposal: after the
  -- settings' hold days from when it is made. Staff cannot set a later expiry themselves; an admin extends a
  -- hold with extend_hold(). A confirmed booking never expires; made a hold again by staff, its hold days count
  -- from when the booking was made, not afresh, so confirming and un-confirming extends nothing; one whose hold days
  -- are over is made a hold again by an admin only, who gives it a fresh hold (decision 075).
  if new.kind = 'confirmed' then
    new.expires_at := null;
  elsif accepted_until is not null then
    -- A line its client accepted stays held for their purchase order until the proposal's validity ends, or its own
    -- hold days if they run longer (docs/decisions/114): derived here, whoever writes it.
    new.expires_at := greatest(accepted_until, case when tg_op = 'UPDATE' and old.kind = 'hold' then old.expires_at end);
  elsif tg_op = 'INSERT' then
    if new.expires_at is null or (public.is_public_request() and not public.is_admin()) then
      new.expires_at := now() + make_interval(days => hold_days);
    end if;
  elsif old.kind is distinct from 'hold' then
    if public.is_public_request() and not public.is_admin() then
      new.expires_at := old.created_at + make_interval(days => hold_days);
      if new.expires_at <= now() then
        raise exception 'As a hold, this booking would have lapsed on %: only an admin can make it a hold again.',
          to_char(new.expires_at at time zone 'Asia/Kolkata', 'FMDD Mon YYYY') using errcode = 'PT403';
      end if;
    elsif new.expires_at is null then
      new.expires_at := now() + make_interval(days => hold_days);
    end if;
  elsif new.expires_at is distinct from old.expires_at and public.is_public_request() and not public.is_admin() then
    raise exception 'Only an admin can change when a hold expires.' using errcode = 'PT403';
  end if;

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

-- An admin gives a hold the settings' hold days more, from its expiry or from now if it has lapsed and the days
-- are still free (docs/decisions/053). Returns the new expiry.
create or replace function public.extend_hold(booking uuid)
returns timestamptz
language plpgsql
security definer
set search_path = ''
as $$
declare
  held public.site_bookings;
begin
  if not public.is_admin() then
    raise exception 'Only an admin can extend a hold.' using errcode = '42501';
  end if;
  select * into held from public.site_bookings b where b.id = booking and b.kind = 'hold' for update;
  if held.id is null then
    raise exception 'This hold no longer exists.' using errcode = 'PT404';
  end if;
  update public.site_bookings b
  set expires_at = greatest(coalesce(b.expires_at, now()), now()) + make_interval(days => (select s.hold_days from public.sales_settings s))
  where b.id = booking
  returning b.expires_at into held.expires_at;
  return held.expires_at;
end;
$$;
revoke all on function public.extend_hold(uuid) from public, anon, authenticated;
grant execute on function public.extend_hold(uuid) to authenticated, service_role;

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

-- Confirmed bookings that run past their site's licence, not yet over (docs/decisions/094): the database refuses a new
-- one (decision 054), but a licence added or shortened later can leave one behind. Runs as its caller: staff read
-- bookings and licences through RLS. `site` narrows it to one site's.
create or replace function public.bookings_past_licence(site uuid default null)
returns table (booking_id uuid, site_id uuid, code text, client_name text, starts_on date, ends_on date, licence_ends_on date)
language sql
stable
set search_path = ''
as $$
  select b.id, s.id, s.code, b.client_name, b.starts_on, b.ends_on, l.valid_until
  from public.site_bookings b
  join public.site_licences l on l.site_id = b.site_id
  join public.sites s on s.id = b.site_id
  where b.kind = 'confirmed' and b.ends_on > l.valid_until and b.ends_on >= (now() at time zone 'Asia/Kolkata')::date
    and (bookings_past_licence.site is null or b.site_id = bookings_past_licence.site)
  order by l.valid_until, s.code, b.starts_on
$$;
revoke all on function public.bookings_past_licence(uuid) from public, anon, authenticated;
grant execute on function public.bookings_past_licence(uuid) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- Row-level security policies

drop policy if exists sites_select_published_or_staff on public.sites;
create policy sites_select_published_or_staff on public.sites
  for select to anon, authenticated
  using ((published OR ( SELECT public.has_admin_access() AS has_admin_access)));

drop policy if exists sites_insert_can_manage on public.sites;
create policy sites_insert_can_manage on public.sites
  for insert to authenticated
  with check (( SELECT public.can_manage_sites() AS can_manage_sites));

drop policy if exists sites_update_can_manage on public.sites;
create policy sites_update_can_manage on public.sites
  for update to authenticated
  using (( SELECT public.can_manage_sites() AS can_manage_sites))
  with check (( SELECT public.can_manage_sites() AS can_manage_sites));

drop policy if exists sites_delete_can_delete on public.sites;
create policy sites_delete_can_delete on public.sites
  for delete to authenticated
  using (( SELECT public.can_delete_content() AS can_delete_content));

drop policy if exists site_bookings_select_staff on public.site_bookings;
create policy site_bookings_select_staff on public.site_bookings
  for select to authenticated
  using (( SELECT public.has_admin_access() AS has_admin_access));

drop policy if exists site_bookings_insert_can_manage on public.site_bookings;
create policy site_bookings_insert_can_manage on public.site_bookings
  for insert to authenticated
  with check (( SELECT public.can_manage_sites() AS can_manage_sites));

drop policy if exists site_bookings_update_can_manage on public.site_bookings;
create policy site_bookings_update_can_manage on public.site_bookings
  for update to authenticated
  using (( SELECT public.can_manage_sites() AS can_manage_sites))
  with check (( SELECT public.can_manage_sites() AS can_manage_sites));

drop policy if exists site_bookings_delete_can_delete on public.site_bookings;
create policy site_bookings_delete_can_delete on public.site_bookings
  for delete to authenticated
  using (( SELECT public.can_delete_content() AS can_delete_content));

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

-- ---------------------------------------------------------------------------------------
-- Triggers

create or replace trigger site_bookings_audit after insert or delete or update on public.site_bookings
  for each row execute function public.audit_row_change();

create or replace trigger site_bookings_set_updated_at before update on public.site_bookings
  for each row execute function public.set_updated_at();

create or replace trigger sites_audit after insert or delete or update on public.sites
  for each row execute function public.audit_row_change();

create or replace trigger sites_set_updated_at before update on public.sites
  for each row execute function public.set_updated_at();

create or replace trigger site_bookings_screen before insert or update on public.site_bookings
  for each row execute function public.screen_site_booking();

create or replace trigger site_licences_audit after insert or delete or update on public.site_licences
  for each row execute function public.audit_row_change();

create or replace trigger site_licences_set_updated_at before update on public.site_licences
  for each row execute function public.set_updated_at();
