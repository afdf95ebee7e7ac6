-- Abuse limits, round two (docs/decisions/040-abuse-limits-and-the-client-address.md):
--   * the client address is the one the edge vouches for, never the first entry a client wrote;
--   * one request stores at most one lead, so an array of 200 rows meets the same limits as one row;
--   * a public submission without its fill time is a bot's;
--   * a newsletter sign-up of a known address answers like a new one and stores nothing;
--   * the media bucket lists its objects to staff only, and only those who may delete may overwrite.
-- It replaces functions and policies of 20261123000100_leads_inbox.sql, 20261124040000_callback_requests.sql
-- and 20261123210100_media_bucket.sql.

-- ---------------------------------------------------------------------------------------
-- The client address of an API request. Hosted Supabase is behind Cloudflare, which sets
-- cf-connecting-ip to the address it was connected from (replacing any value the client sent) and
-- appends that address to x-forwarded-for; the gateways after it (a load balancer, Envoy) pass both
-- on. So cf-connecting-ip when there is one; otherwise the last x-forwarded-for entry, the one the
-- nearest proxy added (the stand-in's proxy sets x-forwarded-for to the connection's address alone).
-- The first entry is whatever the client wrote, and is never read. Null outside an API request.
create or replace function public.request_client_address()
returns text
language sql
stable
set search_path = ''
as $$
  with h as (select coalesce(nullif(current_setting('request.headers', true), ''), '{}')::json as headers)
  select nullif(left(btrim(coalesce(
      nullif(btrim(h.headers ->> 'cf-connecting-ip'), ''),
      substring(coalesce(h.headers ->> 'x-forwarded-for', '') from '([^,]*)$'))), 100), '')
  from h
$$;

-- ---------------------------------------------------------------------------------------
-- One submission per request. The rate limits count the inbox, which the after-row trigger fills
-- at the end of the statement: every row of a multi-row insert would see the count from before it.
-- Visitors and signed-in users without back-office access send one row a request, as every form
-- does; staff, the service role and SQL scripts may send many.
create function public.refuse_bulk_lead_submission()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if public.is_public_request() and not public.has_admin_access() and (select count(*) from submitted) > 1 then
    raise exception 'Send one submission at a time.'
      using errcode = 'PT400',
            detail = 'A request from a visitor may store one submission, as the site''s forms send them.';
  end if;
  return null;
end;
$$;
revoke all on function public.refuse_bulk_lead_submission() from public, anon, authenticated;

create trigger contacts_one_per_request after insert on public."Contacts"
  referencing new table as submitted for each statement execute function public.refuse_bulk_lead_submission();
create trigger festival_bookings_one_per_request after insert on public.festival_bookings
  referencing new table as submitted for each statement execute function public.refuse_bulk_lead_submission();
create trigger resource_downloads_one_per_request after insert on public.resource_downloads
  referencing new table as submitted for each statement execute function public.refuse_bulk_lead_submission();
create trigger newsletter_subscribers_one_per_request after insert on public.newsletter_subscribers
  referencing new table as submitted for each statement execute function public.refuse_bulk_lead_submission();
create trigger quote_requests_one_per_request after insert on public.quote_requests
  referencing new table as submitted for each statement execute function public.refuse_bulk_lead_submission();
create trigger callback_requests_one_per_request after insert on public.callback_requests
  referencing new table as submitted for each statement execute function public.refuse_bulk_lead_submission();

-- ---------------------------------------------------------------------------------------
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

-- ---------------------------------------------------------------------------------------
-- After a lead is stored: its inbox row. A filled honeypot, a form sent faster than a person can
-- fill it, or a visitor's submission without its fill time (the site's forms always send it; a
-- script that leaves it out is not a person at a form) makes the lead spam, which never notifies.
create or replace function public.record_lead()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  row_json jsonb := to_jsonb(new);
  lead record := public.lead_fields(tg_table_name, row_json);
  min_fill_ms integer := (select s.min_fill_ms from public.lead_settings s);
  reason text := case
    when coalesce(btrim(new.form_trap), '') <> '' then 'honeypot'
    when new.form_elapsed_ms < min_fill_ms then 'sent too fast'
    when new.form_elapsed_ms is null and public.is_public_request() and not public.has_admin_access() then 'no fill time'
  end;
begin
  insert into public.leads (id, kind, name, email, phone, summary, status, spam_reason, client_address, fingerprint,
                            notify_status, created_at)
  values (new.id, lead.kind, left(lead.name, 200), left(lead.email, 254), public.lead_phone(row_json), lead.summary,
          case when reason is null then 'new' else 'spam' end, reason, public.request_client_address(),
          public.lead_fingerprint(row_json), case when reason is null then 'pending' else 'skipped' end,
          new.created_at);
  return null;
end;
$$;

-- ---------------------------------------------------------------------------------------
-- The media bucket. Its public URLs and image transforms need no select policy (Storage serves a
-- public bucket's objects without RLS), so select is only what listing and the staff's library
-- need: a draft's picture name is nobody else's business. Objects keep no versions, so replacing
-- one (an upload with x-upsert, or a move over it) is as final as deleting it: only those who may
-- delete content may update objects.
drop policy media_select_everyone on storage.objects;
create policy media_select_staff on storage.objects
  for select to authenticated
  using (bucket_id = 'media' and (select public.has_admin_access()));

drop policy media_update_can_edit on storage.objects;
create policy media_update_can_delete on storage.objects
  for update to authenticated
  using (bucket_id = 'media' and (select public.can_delete_content()))
  with check (
    bucket_id = 'media'
    and (select public.can_delete_content())
    and name ~ '^[a-z0-9-]+/[a-z0-9-]+-[1-9][0-9]{0,4}x[1-9][0-9]{0,4}\.(jpg|png|webp|avif)$'
  );
