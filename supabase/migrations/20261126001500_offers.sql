-- Seasonal offers as content (docs/decisions/061-seasonal-offers.md): the festival page's packages, prices and dates
-- were constants in the code; now staff write each offer (Pongal, IPL, Onam, Diwali, year-end) with its own run,
-- and a booking names the offer and the package it was for.

-- ---------------------------------------------------------------------------------------
-- The packages of an offer are one JSON array, so a revision (decision 030) keeps the offer whole and a restore
-- brings its packages back with it. Each package:
--   { "name": text, "duration": text, "original_price": whole rupees, "offer_price": whole rupees,
--     "features": [text, …], "popular": boolean }
-- The discount is computed from the two prices where it is shown, never stored.

-- Every package has a name, a duration, whole-rupee prices above zero, one to fifteen features and a 'most popular'
-- flag; at most six packages, at most one of them the most popular.
create or replace function public.offer_packages_valid(packages jsonb)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
declare
  item jsonb;
  popular_count integer := 0;
begin
  if jsonb_typeof(packages) <> 'array' or jsonb_array_length(packages) > 6 then
    return false;
  end if;
  for item in select value from jsonb_array_elements(packages) loop
    if jsonb_typeof(item) <> 'object'
      or jsonb_typeof(item -> 'name') is distinct from 'string' or item ->> 'name' !~ '\S' or char_length(item ->> 'name') > 80
      or jsonb_typeof(item -> 'duration') is distinct from 'string' or item ->> 'duration' !~ '\S'
      or char_length(item ->> 'duration') > 40
      or jsonb_typeof(item -> 'original_price') is distinct from 'number' or jsonb_typeof(item -> 'offer_price') is distinct from 'number'
      or (item ->> 'original_price')::numeric <> trunc((item ->> 'original_price')::numeric)
      or (item ->> 'offer_price')::numeric <> trunc((item ->> 'offer_price')::numeric)
      or (item ->> 'original_price')::numeric not between 1 and 100000000
      or (item ->> 'offer_price')::numeric not between 1 and 100000000
      or jsonb_typeof(item -> 'popular') is distinct from 'boolean'
      or jsonb_typeof(item -> 'features') is distinct from 'array'
      or jsonb_array_length(item -> 'features') not between 1 and 15
      or jsonb_path_exists(item -> 'features', '$[*] ? (@.type() != "string" || !(@ like_regex "\\S") || @ like_regex "^.{201}" flag "s")')
    then
      return false;
    end if;
    popular_count := popular_count + (item ->> 'popular')::boolean::integer;
  end loop;
  return popular_count <= 1;
end;
$$;
revoke all on function public.offer_packages_valid(jsonb) from public, anon, authenticated;
grant execute on function public.offer_packages_valid(jsonb) to anon, authenticated, service_role;

-- No two packages of one offer share a name (a booking names its package).
create or replace function public.offer_package_names_unique(packages jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select count(distinct lower(btrim(item ->> 'name'))) = count(*)
  from jsonb_array_elements(case when jsonb_typeof(packages) = 'array' then packages else '[]'::jsonb end) as item
$$;
revoke all on function public.offer_package_names_unique(jsonb) from public, anon, authenticated;
grant execute on function public.offer_package_names_unique(jsonb) to anon, authenticated, service_role;

create table public.offers (
  id uuid primary key default gen_random_uuid(),
  slug text not null,
  title text not null,
  -- The festival or season it is for: 'Pongal & Tamil New Year', 'Diwali'.
  season text not null,
  lead text not null,
  hero_image text not null,
  valid_from timestamptz not null,
  valid_until timestamptz not null,
  packages jsonb not null default '[]'::jsonb,
  status text not null default 'draft',
  published_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint offers_slug_unique unique (slug),
  constraint offers_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  constraint offers_slug_length check (char_length(slug) <= 80),
  constraint offers_title_required check (title ~ '\S'),
  constraint offers_title_length check (char_length(title) <= 120),
  constraint offers_season_required check (season ~ '\S'),
  constraint offers_season_length check (char_length(season) <= 80),
  constraint offers_lead_required check (lead ~ '\S'),
  constraint offers_lead_length check (char_length(lead) <= 500),
  constraint offers_hero_image_url check (hero_image ~* '^(https?://[^\s/?#]+[^\s]*|/[^/\s][^\s]*)$'),
  constraint offers_hero_image_length check (char_length(hero_image) <= 2048),
  constraint offers_valid_until_after_start check (valid_until > valid_from),
  constraint offers_packages_required check (jsonb_typeof(packages) = 'array' and packages <> '[]'::jsonb),
  constraint offers_packages_valid check (public.offer_packages_valid(packages)),
  constraint offers_package_offer_price_within_original check (
    not jsonb_path_exists(packages, '$[*] ? (@.offer_price > @.original_price)')
  ),
  constraint offers_package_names_unique check (public.offer_package_names_unique(packages)),
  constraint offers_status_known check (status in ('draft', 'published'))
);
comment on table public.offers is
  'Seasonal offers with their packages (docs/decisions/061-seasonal-offers.md); the public festival page shows the one running.';

create index offers_public_idx on public.offers (valid_until desc) where status = 'published';

alter table public.offers enable row level security;
revoke all on table public.offers from anon, authenticated;
grant select on table public.offers to anon;
grant select, insert, update, delete on table public.offers to authenticated;
grant all on table public.offers to service_role;

alter publication supabase_realtime add table public.offers;

-- Visitors: published and due; staff: everything (decision 029).
drop policy if exists offers_select_public_or_staff on public.offers;
create policy offers_select_public_or_staff on public.offers
  for select to anon, authenticated
  using ((((status = 'published'::text) AND (published_at <= now())) OR ( SELECT public.has_admin_access() AS has_admin_access)));

drop policy if exists offers_insert_can_edit on public.offers;
create policy offers_insert_can_edit on public.offers
  for insert to authenticated
  with check (( SELECT public.can_edit_content() AS can_edit_content));

drop policy if exists offers_update_can_edit on public.offers;
create policy offers_update_can_edit on public.offers
  for update to authenticated
  using (( SELECT public.can_edit_content() AS can_edit_content))
  with check (( SELECT public.can_edit_content() AS can_edit_content));

drop policy if exists offers_delete_can_delete on public.offers;
create policy offers_delete_can_delete on public.offers
  for delete to authenticated
  using (( SELECT public.can_delete_content() AS can_delete_content));

create or replace trigger offers_set_updated_at before update on public.offers
  for each row execute function public.set_updated_at();

-- A content type: revisions, the activity log, the dashboard's count, the scheduled rebuild, the media library.
insert into public.content_types (table_name, title_column, image_columns, has_publishing) values
  ('offers', 'title', array['hero_image'], true);

-- ---------------------------------------------------------------------------------------
-- A booking names its offer and that offer's package. The title is copied when the booking is made, so the inbox
-- still says what it was for after the offer is renamed or deleted. Earlier bookings (the SPEC's three fixed
-- packages) have no offer.
alter table public.festival_bookings
  drop constraint festival_bookings_preferred_package_known,
  add column offer_id uuid references public.offers (id) on delete set null,
  -- Written by the trigger below from the offer's own title (at most 120 characters), never by the caller.
  add column offer_title text;

create index festival_bookings_offer_id_idx on public.festival_bookings (offer_id);
-- The bookings screen searches the offer's title too; like its other text columns (decision 031).
create index festival_bookings_offer_title_trgm_idx on public.festival_bookings using gin (offer_title extensions.gin_trgm_ops);
alter table public.festival_bookings alter column offer_title set statistics 1000;

update public.lead_sources
  set summary_sql = $sql$coalesce((lead ->> 'offer_title') || ': ', '') || (lead ->> 'preferred_package')$sql$
  where source_table = 'festival_bookings';

-- A new booking is for a published offer the visitor can see (row-level security decides, as for the page) and one
-- of its packages. It need not be running still: a visitor who started the form before the offer ended keeps their
-- booking, marked with that offer.
create or replace function public.festival_booking_of_offer()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  offer public.offers;
begin
  if new.offer_id is null then
    raise exception 'Please choose an offer' using errcode = '23514', constraint = 'festival_bookings_offer_required';
  end if;
  select * into offer from public.offers o where o.id = new.offer_id and o.status = 'published' and o.published_at <= now();
  if offer.id is null then
    raise exception 'This offer is not open for bookings' using errcode = '23514', constraint = 'festival_bookings_offer_known';
  end if;
  if not exists (select from jsonb_array_elements(offer.packages) item where item ->> 'name' = new.preferred_package) then
    raise exception 'Please choose a package' using errcode = '23514', constraint = 'festival_bookings_package_of_offer';
  end if;
  new.offer_title := offer.title;
  return new;
end;
$$;
revoke all on function public.festival_booking_of_offer() from public, anon, authenticated;

create or replace trigger festival_bookings_of_offer before insert or update of offer_id, preferred_package, offer_title
  on public.festival_bookings
  for each row execute function public.festival_booking_of_offer();

create or replace view public.festival_bookings_list with (security_invoker=false) as
 SELECT id,
    name,
    business_name,
    phone,
    email,
    preferred_package,
    message,
    created_at,
    form_trap,
    form_elapsed_ms,
    offer_id,
    offer_title
   FROM public.festival_bookings b
  WHERE public.can_manage_leads();
