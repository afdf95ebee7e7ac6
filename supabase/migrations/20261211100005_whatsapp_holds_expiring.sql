-- whatsapp_holds_expiring: written by `npm run db:diff -- whatsapp_holds_expiring` from supabase/schemas/
-- (docs/decisions/043-declarative-schema-files.md). What supabase/schemas/ defines differently from the
-- migrations before this one:
--   function public.holds_expiring_to_tell(): in supabase/schemas/, not in the database

-- Functions are created in the order of the schema files, some before the functions they call.
set check_function_bodies = off;

-- The campaigns whose client the daily job tells, on WhatsApp, that the sites held for them go tomorrow
-- (docs/decisions/117): a proposal sent, or accepted and waiting for its purchase order, whose earliest live hold ends
-- tomorrow (India's date), not told in the last two days; with the day it ends. The job's function alone calls it.
create or replace function public.holds_expiring_to_tell()
returns table (campaign_id uuid, reference text, ends_on date)
language sql
stable
security definer
set search_path = ''
as $$
  select c.id, c.reference, min((b.expires_at at time zone 'Asia/Kolkata')::date)
  from public.campaigns c
  join public.campaign_lines l on l.campaign_id = c.id
  join public.site_bookings b on b.id = l.booking_id and b.kind = 'hold' and b.expires_at > now()
  where c.status in ('sent', 'accepted')
    and not exists (select from public.whatsapp_messages m
                    where m.campaign_id = c.id and m.template_key = 'hold_expiring' and m.created_at > now() - interval '2 days')
  group by c.id, c.reference
  having min((b.expires_at at time zone 'Asia/Kolkata')::date) = public.india_today() + 1
$$;
revoke all on function public.holds_expiring_to_tell() from public, anon, authenticated;
grant execute on function public.holds_expiring_to_tell() to service_role;

reset check_function_bodies;
