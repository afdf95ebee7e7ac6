-- Issue 14: one leads inbox over the four lead tables, spam defence in the database, the
-- notification's bookkeeping and the retention job (docs/decisions/024 and 025).
--
--   lead_settings   one row: retention, rate limits, honeypot timing, duplicate and notify windows
--   leads           one row per lead, written by triggers on "Contacts", festival_bookings,
--                   resource_downloads and newsletter_subscribers; id = the source row's id
--   lead_activity   a lead's history: notes (typed by admins), status and assignee changes (triggers)
--
-- Every policy calls a permission function (20260101000200_security.sql); none names a role.

-- ---------------------------------------------------------------------------------------
-- Settings. Change them with SQL as the database owner, e.g.
--   update public.lead_settings set max_per_address = 10, retention = interval '12 months';
-- Only the database owner writes it (no API grants), so it has no check constraints: a limit of 0
-- would refuse every lead, which is the owner's choice to make.
create table public.lead_settings (
  retention interval not null default interval '24 months',
  rate_window interval not null default interval '10 minutes',
  max_per_address integer not null default 5,
  max_per_email integer not null default 5,
  min_fill_ms integer not null default 3000,
  duplicate_window interval not null default interval '1 minute',
  notify_window interval not null default interval '10 minutes'
);
-- Exactly one row: a second insert meets this index.
create unique index lead_settings_single_row on public.lead_settings ((true));
insert into public.lead_settings default values;

-- ---------------------------------------------------------------------------------------
-- What the public forms add to each lead table: the honeypot field (people never see it,
-- bots fill it) and how long the form was open before it was sent.
alter table public."Contacts"
  add column form_trap text,
  add column form_elapsed_ms integer,
  add constraint contacts_form_trap_length check (char_length(form_trap) <= 200);
alter table public.festival_bookings
  add column form_trap text,
  add column form_elapsed_ms integer,
  add constraint festival_bookings_form_trap_length check (char_length(form_trap) <= 200);
alter table public.resource_downloads
  add column form_trap text,
  add column form_elapsed_ms integer,
  add constraint resource_downloads_form_trap_length check (char_length(form_trap) <= 200);
alter table public.newsletter_subscribers
  add column form_trap text,
  add column form_elapsed_ms integer,
  add constraint newsletter_subscribers_form_trap_length check (char_length(form_trap) <= 200);

-- ---------------------------------------------------------------------------------------
create table public.leads (
  id uuid primary key,
  kind text not null,
  name text,
  email text not null,
  summary text,
  status text not null default 'new',
  assignee_id uuid references public.user_profiles (id) on delete set null,
  read_at timestamptz,
  spam_reason text,
  client_address text,
  fingerprint text not null,
  notify_status text not null default 'pending',
  notify_error text,
  notify_attempts integer not null default 0,
  notified_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint leads_kind_known check (kind in ('contact', 'festival_booking', 'resource_download', 'newsletter')),
  constraint leads_status_known check (status in ('new', 'contacted', 'qualified', 'won', 'lost', 'spam')),
  constraint leads_notify_status_known check (
    notify_status in ('pending', 'sending', 'sent', 'failed', 'not_configured', 'skipped')
  ),
  constraint leads_name_length check (char_length(name) <= 200),
  constraint leads_email_length check (char_length(email) <= 254),
  constraint leads_summary_length check (char_length(summary) <= 200),
  constraint leads_spam_reason_length check (char_length(spam_reason) <= 100),
  constraint leads_client_address_length check (char_length(client_address) <= 100),
  constraint leads_notify_error_length check (char_length(notify_error) <= 500)
);

create index leads_created_at_idx on public.leads (created_at desc, id desc);
create index leads_unread_idx on public.leads (created_at) where read_at is null and status <> 'spam';
create index leads_rate_address_idx on public.leads (kind, client_address, created_at);
create index leads_rate_email_idx on public.leads (kind, email, created_at);
create index leads_assignee_id_idx on public.leads (assignee_id);

create table public.lead_activity (
  id uuid primary key default gen_random_uuid(),
  lead_id uuid not null references public.leads (id) on delete cascade,
  kind text not null default 'note',
  body text not null,
  previous text,
  actor_id uuid default auth.uid() references public.user_profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint lead_activity_kind_known check (kind in ('note', 'status', 'assignee')),
  constraint lead_activity_body_required check (kind <> 'note' or body ~ '\S'),
  constraint lead_activity_body_length check (char_length(body) <= 5000),
  constraint lead_activity_previous_length check (char_length(previous) <= 200)
);

create index lead_activity_lead_id_idx on public.lead_activity (lead_id, created_at);

create trigger leads_set_updated_at before update on public.leads
  for each row execute function public.set_updated_at();

-- ---------------------------------------------------------------------------------------
-- Reading a source row as a lead.

-- The client address of the API request: PostgREST passes the request headers as the
-- `request.headers` setting; hosted Supabase's gateway puts the client first in
-- x-forwarded-for (the stand-in's proxy does the same). Null outside an API request.
create function public.request_client_address()
returns text
language sql
stable
set search_path = ''
as $$
  select nullif(left(btrim(split_part(
    coalesce(nullif(current_setting('request.headers', true), '')::json ->> 'x-forwarded-for', ''), ',', 1)), 100), '')
$$;

-- Whether the statement comes from a visitor or a signed-in user through the API (not the
-- service role, not SQL run by the owner such as the seed): only those meet the rate limits.
create function public.is_public_request()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role', '')
    in ('anon', 'authenticated')
$$;

-- kind, name, e-mail and a one-line summary of a lead table's row.
create function public.lead_fields(source text, lead jsonb, out kind text, out name text, out email text, out summary text)
language sql
immutable
set search_path = ''
as $$
  select case source
      when 'Contacts' then 'contact' when 'festival_bookings' then 'festival_booking'
      when 'resource_downloads' then 'resource_download' when 'newsletter_subscribers' then 'newsletter' end,
    coalesce(lead ->> 'Full name', lead ->> 'name'),
    lower(btrim(coalesce(lead ->> 'Email Address', lead ->> 'email'))),
    left(coalesce(nullif(lead ->> 'service of interest', ''), lead ->> 'preferred_package',
      lead ->> 'resource_title', lead ->> 'source'), 200)
$$;

-- What makes two submissions "the same": every value the visitor typed.
create function public.lead_fingerprint(lead jsonb)
returns text
language sql
immutable
set search_path = ''
as $$
  select md5((lead - 'id' - 'created_at' - 'form_elapsed_ms')::text)
$$;

-- ---------------------------------------------------------------------------------------
-- Before a lead is stored: an identical submission within the duplicate window is stored
-- once (this one is skipped silently; newsletter addresses are unique already, and a plain
-- insert of a known one stays a 23505), and a visitor over a rate limit is refused with a
-- sentence the form shows. PT429 makes PostgREST answer 429 Too Many Requests.
create function public.screen_lead_submission()
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

-- After a lead is stored: its inbox row. A filled honeypot or a form sent faster than a
-- person can fill it makes the lead spam, which never notifies anyone.
create function public.record_lead()
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
  end;
begin
  insert into public.leads (id, kind, name, email, summary, status, spam_reason, client_address, fingerprint,
                            notify_status, created_at)
  values (new.id, lead.kind, left(lead.name, 200), left(lead.email, 254), lead.summary,
          case when reason is null then 'new' else 'spam' end, reason, public.request_client_address(),
          public.lead_fingerprint(row_json), case when reason is null then 'pending' else 'skipped' end,
          new.created_at);
  return null;
end;
$$;

create function public.forget_lead()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.leads where id = old.id;
  return null;
end;
$$;

create trigger contacts_screen_lead before insert on public."Contacts"
  for each row execute function public.screen_lead_submission();
create trigger festival_bookings_screen_lead before insert on public.festival_bookings
  for each row execute function public.screen_lead_submission();
create trigger resource_downloads_screen_lead before insert on public.resource_downloads
  for each row execute function public.screen_lead_submission();
-- After normalize_newsletter_email (triggers fire in name order), so the address is compared as stored.
create trigger newsletter_subscribers_screen_lead before insert on public.newsletter_subscribers
  for each row execute function public.screen_lead_submission();

create trigger contacts_record_lead after insert on public."Contacts"
  for each row execute function public.record_lead();
create trigger festival_bookings_record_lead after insert on public.festival_bookings
  for each row execute function public.record_lead();
create trigger resource_downloads_record_lead after insert on public.resource_downloads
  for each row execute function public.record_lead();
create trigger newsletter_subscribers_record_lead after insert on public.newsletter_subscribers
  for each row execute function public.record_lead();

create trigger contacts_forget_lead after delete on public."Contacts"
  for each row execute function public.forget_lead();
create trigger festival_bookings_forget_lead after delete on public.festival_bookings
  for each row execute function public.forget_lead();
create trigger resource_downloads_forget_lead after delete on public.resource_downloads
  for each row execute function public.forget_lead();
create trigger newsletter_subscribers_forget_lead after delete on public.newsletter_subscribers
  for each row execute function public.forget_lead();

-- Leads stored before this migration (the seed's, or a hosted project's) join the inbox, read
-- and already handled as far as notifications go.
insert into public.leads (id, kind, name, email, summary, fingerprint, read_at, notify_status, created_at)
select s.id, f.kind, left(f.name, 200), left(f.email, 254), f.summary, public.lead_fingerprint(s.lead),
       now(), 'skipped', s.created_at
from (
  select c.id, c.created_at, 'Contacts' as source, to_jsonb(c) as lead from public."Contacts" c
  union all select b.id, b.created_at, 'festival_bookings', to_jsonb(b) from public.festival_bookings b
  union all select d.id, d.created_at, 'resource_downloads', to_jsonb(d) from public.resource_downloads d
  union all select n.id, n.created_at, 'newsletter_subscribers', to_jsonb(n) from public.newsletter_subscribers n
) s
cross join lateral public.lead_fields(s.source, s.lead) f;

-- ---------------------------------------------------------------------------------------
-- History: every status or assignee change is written down with who made it.
create function public.record_lead_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status is distinct from old.status then
    insert into public.lead_activity (lead_id, kind, body, previous) values (new.id, 'status', new.status, old.status);
  end if;
  if new.assignee_id is distinct from old.assignee_id then
    insert into public.lead_activity (lead_id, kind, body, previous)
    values (new.id, 'assignee', coalesce(new.assignee_id::text, ''), old.assignee_id::text);
  end if;
  return null;
end;
$$;

create trigger leads_record_change after update of status, assignee_id on public.leads
  for each row execute function public.record_lead_change();

-- ---------------------------------------------------------------------------------------
-- Privacy: one person's data on request, and the retention job.

-- Deletes from every lead table the rows of one e-mail address (when given) and older than a
-- cutoff (when given); returns how many. The inbox rows follow through forget_lead.
create function public.delete_lead_rows(email_address text, older_than timestamptz)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  source record;
  deleted integer := 0;
  counted integer;
begin
  for source in
    select * from (values ('Contacts', 'Email Address'), ('festival_bookings', 'email'),
                          ('resource_downloads', 'email'), ('newsletter_subscribers', 'email')) as t (tbl, email_column)
  loop
    execute format('delete from public.%I where ($1::text is null or lower(btrim(%I)) = $1)
                      and ($2::timestamptz is null or created_at < $2)', source.tbl, source.email_column)
      using lower(btrim(email_address)), older_than;
    get diagnostics counted = row_count;
    deleted := deleted + counted;
  end loop;
  return deleted;
end;
$$;

-- One person's data on request, for admins; returns how many leads went.
create function public.delete_lead_person(email_address text)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not public.can_manage_leads() then
    raise exception 'You do not have permission to delete leads.' using errcode = '42501';
  end if;
  return public.delete_lead_rows(email_address, null);
end;
$$;

-- The retention job: leads older than lead_settings.retention; returns how many went.
create function public.delete_expired_leads()
returns integer
language sql
security definer
set search_path = ''
as $$
  select public.delete_lead_rows(null, now() - (select s.retention from public.lead_settings s))
$$;

-- Daily at 03:17 UTC where pg_cron is enabled (hosted: Database → Extensions). Locally, and
-- wherever pg_cron is missing, run `select public.delete_expired_leads();` (see README).
do $$
begin
  if exists (select from pg_extension where extname = 'pg_cron') then
    perform cron.schedule('delete-expired-leads', '17 3 * * *', 'select public.delete_expired_leads()');
  end if;
end;
$$;

-- ---------------------------------------------------------------------------------------
-- The notification (supabase/functions/notify-lead) claims a lead once, while it is fresh
-- and not spam, and records how the delivery went. Only the service role calls these.

-- The lead and its stored row, or null when it is not a fresh lead waiting for its e-mail.
create function public.claim_lead_notification(lead_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  claimed public.leads;
  source jsonb;
begin
  update public.leads l set notify_status = 'sending'
  where l.id = lead_id and l.notify_status = 'pending' and l.status <> 'spam'
    and l.created_at > now() - (select s.notify_window from public.lead_settings s)
  returning * into claimed;
  if claimed.id is null then
    return null;
  end if;
  source := case claimed.kind
    when 'contact' then (select to_jsonb(c) from public."Contacts" c where c.id = lead_id)
    when 'festival_booking' then (select to_jsonb(b) from public.festival_bookings b where b.id = lead_id)
    when 'resource_download' then (select to_jsonb(d) from public.resource_downloads d where d.id = lead_id)
    when 'newsletter' then (select to_jsonb(n) from public.newsletter_subscribers n where n.id = lead_id)
  end;
  return jsonb_build_object('kind', claimed.kind, 'created_at', claimed.created_at,
                            'row', source - 'form_trap' - 'form_elapsed_ms');
end;
$$;

create function public.record_lead_notification(lead_id uuid, outcome text, attempts integer, error text default null)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.leads
  set notify_status = outcome, notify_attempts = attempts, notify_error = left(error, 500),
      notified_at = case when outcome = 'sent' then now() end
  where id = lead_id and notify_status = 'sending'
$$;

-- ---------------------------------------------------------------------------------------
-- Security.
alter table public.lead_settings enable row level security;
alter table public.leads enable row level security;
alter table public.lead_activity enable row level security;

revoke all on table public.lead_settings from anon, authenticated;
grant select on table public.lead_settings to service_role;

revoke all on table public.leads from anon, authenticated;
grant select, update (status, assignee_id, read_at) on table public.leads to authenticated;
grant select, insert, update, delete on table public.leads to service_role;

create policy leads_select_can_manage_leads on public.leads
  for select to authenticated
  using ((select public.can_manage_leads()));
create policy leads_update_can_manage_leads on public.leads
  for update to authenticated
  using ((select public.can_manage_leads()))
  with check ((select public.can_manage_leads()));

revoke all on table public.lead_activity from anon, authenticated;
grant select, insert (lead_id, body) on table public.lead_activity to authenticated;
grant select, insert, update, delete on table public.lead_activity to service_role;

create policy lead_activity_select_can_manage_leads on public.lead_activity
  for select to authenticated
  using ((select public.can_manage_leads()));
-- Admins write notes; status and assignee entries come only from the trigger.
create policy lead_activity_insert_notes on public.lead_activity
  for insert to authenticated
  with check ((select public.can_manage_leads()) and kind = 'note' and actor_id = (select auth.uid()));

revoke all on function public.request_client_address() from public, anon, authenticated;
revoke all on function public.is_public_request() from public, anon, authenticated;
revoke all on function public.lead_fields(text, jsonb) from public, anon, authenticated;
revoke all on function public.lead_fingerprint(jsonb) from public, anon, authenticated;
revoke all on function public.screen_lead_submission() from public, anon, authenticated;
revoke all on function public.record_lead() from public, anon, authenticated;
revoke all on function public.forget_lead() from public, anon, authenticated;
revoke all on function public.record_lead_change() from public, anon, authenticated;
revoke all on function public.delete_lead_rows(text, timestamptz) from public, anon, authenticated;
revoke all on function public.delete_expired_leads() from public, anon, authenticated;
revoke all on function public.claim_lead_notification(uuid) from public, anon, authenticated;
revoke all on function public.record_lead_notification(uuid, text, integer, text) from public, anon, authenticated;
grant execute on function public.delete_expired_leads() to service_role;
grant execute on function public.claim_lead_notification(uuid) to service_role;
grant execute on function public.record_lead_notification(uuid, text, integer, text) to service_role;
revoke all on function public.delete_lead_person(text) from public, anon;
grant execute on function public.delete_lead_person(text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- Live: the inbox, the unread counts and a lead's history follow these.
alter publication supabase_realtime add table public.leads, public.lead_activity;
