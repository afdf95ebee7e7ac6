-- offer_bookings_close_and_atomic_lead_limits: written by `npm run db:diff -- offer_bookings_close_and_atomic_lead_limits` from supabase/schemas/
-- (docs/decisions/043-declarative-schema-files.md). What supabase/schemas/ defines differently from the
-- migrations before this one:
--   function public.festival_booking_of_offer(): differs in definition
--   function public.screen_lead_submission(): differs in definition

-- Functions are created in the order of the schema files, some before the functions they call.
set check_function_bodies = off;

-- Before a lead is stored: a newsletter address already subscribed, and an identical submission
-- within the duplicate window, are skipped silently (the visitor sees success, nothing new is
-- stored, and nobody learns who is subscribed); a visitor over a rate limit is refused with a
-- sentence the form shows. PT429 makes PostgREST answer 429 Too Many Requests.
create or replace function public.screen_lead_submission()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings public.lead_settings;
  lead record := public.lead_fields(tg_table_name, to_jsonb(new));
  address text := public.request_client_address();
begin
  select * into settings from public.lead_settings;
  if lead.kind = 'newsletter' and exists (select from public.newsletter_subscribers n where n.email = lead.email) then
    return null;
  end if;
  if lead.kind <> 'newsletter' and exists (
    select from public.leads l
    where l.kind = lead.kind and l.fingerprint = public.lead_fingerprint(to_jsonb(new))
      and l.created_at > now() - settings.duplicate_window
  ) then
    return null;
  end if;
  -- Staff entering a lead by hand, the service role and SQL scripts are not limited.
  if not public.is_public_request() or public.has_admin_access() then
    return new;
  end if;
  -- The count and the insert are one step: leads of one kind from one address, or for one e-mail, wait for each
  -- other's transactions here (held until commit), so thirty sent at once meet the limit as thirty in a row do
  -- (decision 078). The address's lock is always taken before the e-mail's: no two wait on each other.
  if address is not null then
    perform pg_advisory_xact_lock(hashtext('lead address ' || lead.kind), hashtext(address));
  end if;
  if lead.email is not null then
    perform pg_advisory_xact_lock(hashtext('lead email ' || lead.kind), hashtext(lead.email));
  end if;
  if (address is not null and (
        select count(*) from public.leads l
        where l.kind = lead.kind and l.client_address = address and l.created_at > now() - settings.rate_window
      ) >= settings.max_per_address)
     or (select count(*) from public.leads l
         where l.kind = lead.kind and l.email = lead.email and l.created_at > now() - settings.rate_window
        ) >= settings.max_per_email then
    raise exception 'Too many submissions in a short time. Please wait a few minutes and try again.'
      using errcode = 'PT429',
            detail = format('At most %s per address and %s per e-mail address every %s.',
                            settings.max_per_address, settings.max_per_email, settings.rate_window);
  end if;
  return new;
end;
$$;
revoke all on function public.screen_lead_submission() from public, anon, authenticated;

-- A new booking is for a published offer the visitor can see (row-level security decides, as for the page) and one
-- of its packages, while the offer runs: an hour's grace after its end keeps the booking of a visitor who started
-- the form before it ended, marked with that offer; later, the offer takes no more (decision 077).
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
  if tg_op = 'INSERT' and offer.valid_until < now() - interval '1 hour' then
    raise exception 'This offer ended on %: it takes no more bookings.', to_char(offer.valid_until at time zone 'Asia/Kolkata', 'FMDD Mon YYYY')
      using errcode = 'PT422';
  end if;
  if not exists (select from jsonb_array_elements(offer.packages) item where item ->> 'name' = new.preferred_package) then
    raise exception 'Please choose a package' using errcode = '23514', constraint = 'festival_bookings_package_of_offer';
  end if;
  new.offer_title := offer.title;
  return new;
end;
$$;
revoke all on function public.festival_booking_of_offer() from public, anon, authenticated;

reset check_function_bodies;
