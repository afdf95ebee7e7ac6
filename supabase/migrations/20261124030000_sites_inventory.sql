-- Issue 17: the agency's own sites, bookable (docs/decisions/033-sites-inventory-and-availability.md).
--
--   sites           one row per hoarding, unipole, gantry, bus shelter, ... with its location, size, lighting,
--                   traffic, monthly rate (null = rate on request) and photos from the `media` bucket
--   site_bookings   holds and confirmed bookings of a site, dates inclusive; two confirmed bookings of one
--                   site never overlap (an exclusion constraint over the date range)
--   site_taken_dates()     what visitors may know of bookings: site, dates and hold/confirmed, nothing else
--   sites_free_between()   published sites with no hold or booking in a date range (the 'free between' filter)
--   import_sites()         the CSV import: every row or none, upserted by code
--
-- Every policy calls a permission function (20260101000200_security.sql); none names a role.

-- btree_gist lets one exclusion constraint compare the site id (=) and the date range (&&).
create extension if not exists btree_gist with schema extensions;
-- Trigram indexes for the back office's search (`ilike '%…%'`) on name, code and locality.
create extension if not exists pg_trgm with schema extensions;

-- ---------------------------------------------------------------------------------------
create table public.sites (
  id uuid primary key default gen_random_uuid(),
  code text not null,
  name text not null,
  locality text not null,
  address text,
  latitude double precision not null,
  longitude double precision not null,
  format text not null,
  width_ft numeric(6, 1) not null,
  height_ft numeric(6, 1) not null,
  -- Sorting and the 'minimum size' filter read one indexed number.
  area_sqft numeric(12, 2) generated always as (width_ft * height_ft) stored,
  lighting text not null,
  facing text,
  daily_traffic integer,
  -- Rupees a month; null means 'rate on request'.
  monthly_rate integer,
  photos text[] not null default '{}',
  published boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Short and URL-safe: upper-case letters and digits in dash-separated groups, e.g. CHN-OMR-014.
  constraint sites_code_format check (code ~ '^[A-Z0-9]{1,10}(-[A-Z0-9]{1,10}){0,4}$' and char_length(code) <= 30),
  constraint sites_code_unique unique (code),
  constraint sites_name_required check (name ~ '\S'),
  constraint sites_name_length check (char_length(name) <= 200),
  constraint sites_locality_required check (locality ~ '\S'),
  constraint sites_locality_length check (char_length(locality) <= 100),
  constraint sites_address_length check (char_length(address) <= 500),
  -- A box around Chennai and its highways (Mahabalipuram, Sriperumbudur, Ponneri). To sell farther away,
  -- a new migration replaces these two constraints with a wider box.
  constraint sites_latitude_range check (latitude between 12.5 and 13.6),
  constraint sites_longitude_range check (longitude between 79.6 and 80.6),
  constraint sites_format_known check (
    format in ('hoarding', 'unipole', 'gantry', 'bus_shelter', 'pole_kiosk', 'mall_screen', 'digital_screen', 'other')
  ),
  constraint sites_width_ft_range check (width_ft > 0 and width_ft <= 1000),
  constraint sites_height_ft_range check (height_ft > 0 and height_ft <= 1000),
  constraint sites_lighting_known check (lighting in ('non_lit', 'front_lit', 'back_lit', 'digital')),
  constraint sites_facing_length check (char_length(facing) <= 200),
  constraint sites_daily_traffic_min check (daily_traffic >= 0),
  constraint sites_monthly_rate_min check (monthly_rate >= 0),
  -- At most 12 photos, each a URL or site path like every other image column.
  constraint sites_photos_valid check (
    cardinality(photos) <= 12
    and array_position(photos, null) is null
    and not jsonb_path_exists(to_jsonb(photos),
      '$[*] ? (!(@ like_regex "^(https?://[^\\s/?#]+[^\\s]*|/[^/\\s][^\\s]*)$" flag "i") || @ like_regex "^(.{128}){16}." flag "s")')
  )
);

-- The public list filters published sites by locality, format, lighting, size and rate and sorts by rate,
-- size or traffic: each filter and sort column has an index within the published sites.
create index sites_published_locality_idx on public.sites (locality) where published;
create index sites_published_format_idx on public.sites (format) where published;
create index sites_published_lighting_idx on public.sites (lighting) where published;
create index sites_published_rate_idx on public.sites (monthly_rate, id) where published;
create index sites_published_area_idx on public.sites (area_sqft, id) where published;
create index sites_published_traffic_idx on public.sites (daily_traffic, id) where published;
create index sites_updated_at_idx on public.sites (updated_at desc, id desc);
create index sites_name_trgm_idx on public.sites using gin (name extensions.gin_trgm_ops);
create index sites_locality_trgm_idx on public.sites using gin (locality extensions.gin_trgm_ops);
create index sites_code_trgm_idx on public.sites using gin (code extensions.gin_trgm_ops);

create trigger sites_set_updated_at before update on public.sites
  for each row execute function public.set_updated_at();

-- ---------------------------------------------------------------------------------------
create table public.site_bookings (
  id uuid primary key default gen_random_uuid(),
  site_id uuid not null references public.sites (id) on delete cascade,
  starts_on date not null,
  ends_on date not null,
  kind text not null default 'hold',
  client_name text not null,
  note text,
  created_by uuid default auth.uid() references public.user_profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint site_bookings_kind_known check (kind in ('hold', 'confirmed')),
  constraint site_bookings_dates_order check (ends_on >= starts_on),
  constraint site_bookings_client_name_required check (client_name ~ '\S'),
  constraint site_bookings_client_name_length check (char_length(client_name) <= 200),
  constraint site_bookings_note_length check (char_length(note) <= 1000),
  -- Both dates are included: a booking ending on the 31st and one starting on the 31st overlap.
  constraint site_bookings_no_overlap exclude using gist (
    site_id with =, daterange(starts_on, ends_on, '[]') with &&
  ) where (kind = 'confirmed')
);

create index site_bookings_site_dates_idx on public.site_bookings (site_id, starts_on, ends_on);
create index site_bookings_dates_idx on public.site_bookings (starts_on, ends_on);
create index site_bookings_created_by_idx on public.site_bookings (created_by);

create trigger site_bookings_set_updated_at before update on public.site_bookings
  for each row execute function public.set_updated_at();

-- ---------------------------------------------------------------------------------------
-- What visitors may know of bookings: dates and whether held or confirmed, of published sites only.
-- No client, note or author: the table itself is closed to them.
create function public.site_taken_dates(from_date date, to_date date)
returns table (site_id uuid, code text, starts_on date, ends_on date, kind text)
language sql
stable
security definer
set search_path = ''
as $$
  select b.site_id, s.code, b.starts_on, b.ends_on, b.kind
  from public.site_bookings b
  join public.sites s on s.id = b.site_id and s.published
  where b.starts_on <= to_date and b.ends_on >= from_date
  order by b.site_id, b.starts_on
$$;

-- Whether published site `site` has a hold or booking on any day from `from_date` to `to_date` (null
-- for a site visitors may not see).
create function public.site_is_taken(site uuid, from_date date, to_date date)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select from public.site_bookings b
    where b.site_id = site and b.starts_on <= to_date and b.ends_on >= from_date
  )
  from public.sites s where s.id = site and s.published
$$;

-- Published sites free on every day of the range (no range: every published site). A plain SQL
-- function that Postgres inlines, so PostgREST's filters, order and paging are planned into it and use
-- the indexes above. Inlining needs no `set` clause: every name in it is schema-qualified instead.
create function public.sites_free_between(free_from date default null, free_to date default null)
returns setof public.sites
language sql
stable
as $$
  select s.* from public.sites s
  where s.published
    and (free_from is null or free_to is null or not public.site_is_taken(s.id, free_from, free_to))
$$;

-- The localities of published sites with how many each has: the public filter's choices.
create function public.site_localities()
returns table (locality text, sites bigint)
language sql
stable
set search_path = ''
as $$
  select s.locality, count(*) from public.sites s where s.published group by s.locality order by s.locality
$$;

-- ---------------------------------------------------------------------------------------
-- The CSV import: `rows` is a JSON array of sites (the columns of the CSV). One statement, so every row
-- is stored or none; a known code updates its site. Runs as the caller: row-level security applies.
create function public.import_sites(rows jsonb)
returns integer
language plpgsql
set search_path = ''
as $$
declare
  imported integer;
begin
  if not public.can_edit_content() then
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
-- Security.
alter table public.sites enable row level security;
alter table public.site_bookings enable row level security;

revoke all on table public.sites from anon, authenticated;
grant select on table public.sites to anon;
grant select, insert, update, delete on table public.sites to authenticated;
grant select, insert, update, delete on table public.sites to service_role;

create policy sites_select_published_or_staff on public.sites
  for select to anon, authenticated
  using (published or (select public.has_admin_access()));
create policy sites_insert_can_edit on public.sites
  for insert to authenticated
  with check ((select public.can_edit_content()));
create policy sites_update_can_edit on public.sites
  for update to authenticated
  using ((select public.can_edit_content()))
  with check ((select public.can_edit_content()));
create policy sites_delete_can_delete on public.sites
  for delete to authenticated
  using ((select public.can_delete_content()));

revoke all on table public.site_bookings from anon, authenticated;
grant select, insert (site_id, starts_on, ends_on, kind, client_name, note),
      update (starts_on, ends_on, kind, client_name, note), delete
  on table public.site_bookings to authenticated;
grant select, insert, update, delete on table public.site_bookings to service_role;

create policy site_bookings_select_staff on public.site_bookings
  for select to authenticated
  using ((select public.has_admin_access()));
create policy site_bookings_insert_can_edit on public.site_bookings
  for insert to authenticated
  with check ((select public.can_edit_content()));
create policy site_bookings_update_can_edit on public.site_bookings
  for update to authenticated
  using ((select public.can_edit_content()))
  with check ((select public.can_edit_content()));
create policy site_bookings_delete_can_delete on public.site_bookings
  for delete to authenticated
  using ((select public.can_delete_content()));

revoke all on function public.site_taken_dates(date, date) from public;
revoke all on function public.site_is_taken(uuid, date, date) from public;
revoke all on function public.sites_free_between(date, date) from public;
revoke all on function public.site_localities() from public;
revoke all on function public.import_sites(jsonb) from public, anon;
grant execute on function public.site_taken_dates(date, date) to anon, authenticated, service_role;
grant execute on function public.site_is_taken(uuid, date, date) to anon, authenticated, service_role;
grant execute on function public.sites_free_between(date, date) to anon, authenticated, service_role;
grant execute on function public.site_localities() to anon, authenticated, service_role;
grant execute on function public.import_sites(jsonb) to authenticated, service_role;
