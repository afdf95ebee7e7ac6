-- bookings_past_licence: written by `npm run db:diff -- bookings_past_licence` from supabase/schemas/
-- (docs/decisions/043-declarative-schema-files.md). What supabase/schemas/ defines differently from the
-- migrations before this one:
--   function public.bookings_past_licence(uuid): in supabase/schemas/, not in the database

-- Functions are created in the order of the schema files, some before the functions they call.
set check_function_bodies = off;

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

reset check_function_bodies;
