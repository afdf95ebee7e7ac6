-- Lead sources as data (docs/decisions/042-lead-sources-as-data.md). Every kind of lead was written out
-- in the kind check, lead_fields, lead_phone, claim_lead_notification and delete_lead_rows, and each
-- source table needed the same five triggers. Now a lead source is one row of public.lead_sources:
-- the functions read it, and inserting the row attaches the triggers to its table. Adding a lead type
-- is its table, one row here, its form, its e-mail template and its label (docs/checklists/lead-type.md).

create table public.lead_sources (
  kind text primary key,
  -- The table of public that holds this kind's submissions (an id uuid, created_at, form_trap and
  -- form_elapsed_ms columns, as every lead table has).
  source_table text not null unique,
  -- Columns of the source table: the person's name, their e-mail (null: the form asks for none) and phone.
  name_column text not null,
  email_column text,
  phone_column text,
  -- What the lead is about, in one line: an SQL expression over `lead`, the row as jsonb.
  summary_sql text not null,
  constraint lead_sources_kind_format check (kind ~ '^[a-z][a-z_]{1,39}$')
);
comment on table public.lead_sources is
  'One row per kind of lead: its table and how to read a lead from it (docs/decisions/042). Inserting a row attaches the lead triggers to the table.';

-- Only the database owner and the definer functions below read or write it.
alter table public.lead_sources enable row level security;
revoke all on table public.lead_sources from anon, authenticated;
grant select on table public.lead_sources to service_role;

-- ---------------------------------------------------------------------------------------
-- Reading a lead from its row.
drop function public.lead_fields(text, jsonb);
drop function public.lead_phone(jsonb);

-- kind, name, e-mail, phone and a one-line summary of a row of lead table `source`.
create function public.lead_fields(source text, lead jsonb, out kind text, out name text, out email text, out phone text, out summary text)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  registered public.lead_sources;
begin
  select * into registered from public.lead_sources s where s.source_table = source;
  if registered.kind is null then
    raise exception 'No lead source is registered for the table %', source using errcode = '42P01';
  end if;
  kind := registered.kind;
  name := left(lead ->> registered.name_column, 200);
  email := left(lower(btrim(lead ->> registered.email_column)), 254);
  phone := left(lead ->> registered.phone_column, 20);
  execute format('select left((%s)::text, 200) from (select $1 as lead) as row_of', registered.summary_sql)
    using lead into summary;
end;
$$;
revoke all on function public.lead_fields(text, jsonb) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------
-- The triggers of a lead table, attached when its row is registered.

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

-- After a lead is stored: its inbox row. A filled honeypot, a form sent faster than a person can
-- fill it, or a visitor's submission without its fill time makes the lead spam, which never notifies.
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
  values (new.id, lead.kind, lead.name, lead.email, lead.phone, lead.summary,
          case when reason is null then 'new' else 'spam' end, reason, public.request_client_address(),
          public.lead_fingerprint(row_json), case when reason is null then 'pending' else 'skipped' end,
          new.created_at);
  return null;
end;
$$;

-- Attaches the lead triggers to a registered table. Trigger names are the same on every lead table;
-- before-insert triggers fire in name order, so a table's own, named `<table>_…` (such as the
-- newsletter's e-mail normalising), run before screen_lead_submission sees the row.
create function public.attach_lead_triggers(source text)
returns void
language plpgsql
set search_path = ''
as $$
declare
  target regclass := to_regclass(format('public.%I', source));
begin
  if target is null then
    raise exception 'The lead table public.% does not exist', source using errcode = '42P01';
  end if;
  execute format('create trigger screen_lead_submission before insert on %s
                    for each row execute function public.screen_lead_submission()', target);
  execute format('create trigger record_lead after insert on %s
                    for each row execute function public.record_lead()', target);
  execute format('create trigger one_lead_per_request after insert on %s referencing new table as submitted
                    for each statement execute function public.refuse_bulk_lead_submission()', target);
  execute format('create trigger forget_lead after delete on %s
                    for each row execute function public.forget_lead()', target);
  execute format('create trigger audit_row_change after insert or update or delete on %s
                    for each row execute function public.audit_row_change()', target);
end;
$$;
revoke all on function public.attach_lead_triggers(text) from public, anon, authenticated;

create function public.attach_registered_lead_triggers()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform public.attach_lead_triggers(new.source_table);
  return null;
end;
$$;
revoke all on function public.attach_registered_lead_triggers() from public, anon, authenticated;

create trigger lead_sources_attach_triggers after insert on public.lead_sources
  for each row execute function public.attach_registered_lead_triggers();

-- ---------------------------------------------------------------------------------------
-- The six lead types so far, their old per-table triggers replaced by the attached ones.
drop trigger contacts_screen_lead on public."Contacts";
drop trigger contacts_record_lead on public."Contacts";
drop trigger contacts_one_per_request on public."Contacts";
drop trigger contacts_forget_lead on public."Contacts";
drop trigger contacts_audit on public."Contacts";
drop trigger festival_bookings_screen_lead on public.festival_bookings;
drop trigger festival_bookings_record_lead on public.festival_bookings;
drop trigger festival_bookings_one_per_request on public.festival_bookings;
drop trigger festival_bookings_forget_lead on public.festival_bookings;
drop trigger festival_bookings_audit on public.festival_bookings;
drop trigger resource_downloads_screen_lead on public.resource_downloads;
drop trigger resource_downloads_record_lead on public.resource_downloads;
drop trigger resource_downloads_one_per_request on public.resource_downloads;
drop trigger resource_downloads_forget_lead on public.resource_downloads;
drop trigger resource_downloads_audit on public.resource_downloads;
drop trigger newsletter_subscribers_screen_lead on public.newsletter_subscribers;
drop trigger newsletter_subscribers_record_lead on public.newsletter_subscribers;
drop trigger newsletter_subscribers_one_per_request on public.newsletter_subscribers;
drop trigger newsletter_subscribers_forget_lead on public.newsletter_subscribers;
drop trigger newsletter_subscribers_audit on public.newsletter_subscribers;
drop trigger quote_requests_screen_lead on public.quote_requests;
drop trigger quote_requests_record_lead on public.quote_requests;
drop trigger quote_requests_one_per_request on public.quote_requests;
drop trigger quote_requests_forget_lead on public.quote_requests;
drop trigger quote_requests_audit on public.quote_requests;
drop trigger callback_requests_screen_lead on public.callback_requests;
drop trigger callback_requests_record_lead on public.callback_requests;
drop trigger callback_requests_one_per_request on public.callback_requests;
drop trigger callback_requests_forget_lead on public.callback_requests;
drop trigger callback_requests_audit on public.callback_requests;

insert into public.lead_sources (kind, source_table, name_column, email_column, phone_column, summary_sql) values
  ('contact', 'Contacts', 'Full name', 'Email Address', 'Phone Number', $$nullif(lead ->> 'service of interest', '')$$),
  ('festival_booking', 'festival_bookings', 'name', 'email', 'phone', $$lead ->> 'preferred_package'$$),
  ('resource_download', 'resource_downloads', 'name', 'email', 'mobile', $$lead ->> 'resource_title'$$),
  ('newsletter', 'newsletter_subscribers', 'email', 'email', null, $$lead ->> 'source'$$),
  ('quote', 'quote_requests', 'name', 'email', 'phone', $$public.quote_items_summary(lead -> 'items')$$),
  ('callback', 'callback_requests', 'name', null, 'phone', $$'Call back, asked on ' || coalesce(nullif(lead ->> 'page', ''), 'the site')$$);

-- An inbox row's kind is a registered one.
alter table public.leads
  drop constraint leads_kind_known,
  add constraint leads_kind_registered foreign key (kind) references public.lead_sources (kind);

-- ---------------------------------------------------------------------------------------
-- Privacy and notification, from the registry.

-- Deletes from every lead table the rows of one e-mail address (when given) and older than a
-- cutoff (when given); returns how many. The inbox rows follow through forget_lead. A table
-- without an e-mail column is reached by the retention job only.
create or replace function public.delete_lead_rows(email_address text, older_than timestamptz)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  source public.lead_sources;
  deleted integer := 0;
  counted integer;
begin
  for source in select * from public.lead_sources order by kind loop
    execute format('delete from public.%I where ($1::text is null or %s) and ($2::timestamptz is null or created_at < $2)',
                   source.source_table,
                   case when source.email_column is null then 'false' else format('lower(btrim(%I)) = $1', source.email_column) end)
      using lower(btrim(email_address)), older_than;
    get diagnostics counted = row_count;
    deleted := deleted + counted;
  end loop;
  return deleted;
end;
$$;

-- The stored row of a fresh, unnotified lead (without its spam signals) and its summary, claimed for
-- its one notification; null otherwise.
create or replace function public.claim_lead_notification(lead_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  claimed public.leads;
  source_row jsonb;
begin
  update public.leads l set notify_status = 'sending'
  where l.id = lead_id and l.notify_status = 'pending' and l.status <> 'spam'
    and l.created_at > now() - (select s.notify_window from public.lead_settings s)
  returning * into claimed;
  if claimed.id is null then
    return null;
  end if;
  execute format('select to_jsonb(t) from public.%I t where t.id = $1',
                 (select s.source_table from public.lead_sources s where s.kind = claimed.kind))
    into source_row using lead_id;
  return jsonb_build_object('kind', claimed.kind, 'created_at', claimed.created_at, 'summary', claimed.summary,
                            'row', source_row - 'form_trap' - 'form_elapsed_ms');
end;
$$;
