-- Issue 18: the chat's 'Request a call back' (docs/product.md §2, "Chat widget") is a lead like
-- every other form's: the same spam defence, the same notification, one row in the Leads inbox.
-- A call-back request has a phone and no e-mail, so an inbox lead's e-mail becomes optional and
-- the inbox keeps the lead's phone (of every type that asks for one) so staff can call from it.
-- It extends what 20261124030100_quote_leads.sql made of the lead functions (quotes stay as they are)
-- and puts the newer tables under the activity log of 20261124010100_revisions_and_audit.sql.

create table public.callback_requests (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  -- The contact form's rule (docs/product.md §7): ten digits, the first not 0.
  phone text not null,
  -- Where on the site the visitor asked (a path), so staff know what they were reading.
  page text not null default '',
  form_trap text,
  form_elapsed_ms integer,
  created_at timestamptz not null default now(),
  constraint callback_requests_name_required check (name ~ '\S'),
  constraint callback_requests_name_length check (char_length(name) <= 200),
  constraint callback_requests_phone_format check (phone ~ '^[1-9][0-9]{9}$'),
  constraint callback_requests_page_length check (char_length(page) <= 200),
  constraint callback_requests_form_trap_length check (char_length(form_trap) <= 200)
);
create index callback_requests_created_at_idx on public.callback_requests (created_at desc);

alter table public.callback_requests enable row level security;
revoke all on table public.callback_requests from anon, authenticated;
grant insert on table public.callback_requests to anon;
grant select, insert, delete on table public.callback_requests to authenticated;
grant select, insert, update, delete on table public.callback_requests to service_role;

create policy callback_requests_insert_everyone on public.callback_requests
  for insert to anon, authenticated with check (true);
create policy callback_requests_select_can_manage_leads on public.callback_requests
  for select to authenticated
  using ((select public.can_manage_leads()));
create policy callback_requests_delete_can_manage_leads on public.callback_requests
  for delete to authenticated
  using ((select public.can_manage_leads()));

-- ---------------------------------------------------------------------------------------
-- The inbox row: e-mail optional, phone kept.
alter table public.leads
  alter column email drop not null,
  add column phone text,
  add constraint leads_phone_length check (char_length(phone) <= 20),
  drop constraint leads_kind_known,
  add constraint leads_kind_known check (kind in ('contact', 'festival_booking', 'resource_download', 'newsletter', 'quote', 'callback'));

-- The inbox searches the phone too (docs/decisions/031), through its view, which takes the new column.
create index leads_phone_trgm_idx on public.leads using gin (phone extensions.gin_trgm_ops);
create or replace view public.leads_list with (security_invoker = false) as
  select l.* from public.leads l where public.can_manage_leads();

update public.leads l set phone = c."Phone Number"::text from public."Contacts" c where c.id = l.id;
update public.leads l set phone = b.phone from public.festival_bookings b where b.id = l.id;
update public.leads l set phone = d.mobile from public.resource_downloads d where d.id = l.id;
update public.leads l set phone = left(q.phone, 20) from public.quote_requests q where q.id = l.id;

create or replace function public.lead_fields(source text, lead jsonb, out kind text, out name text, out email text, out summary text)
language sql
immutable
set search_path = ''
as $$
  select case source
      when 'Contacts' then 'contact' when 'festival_bookings' then 'festival_booking'
      when 'resource_downloads' then 'resource_download' when 'newsletter_subscribers' then 'newsletter'
      when 'quote_requests' then 'quote' when 'callback_requests' then 'callback' end,
    coalesce(lead ->> 'Full name', lead ->> 'name'),
    lower(btrim(coalesce(lead ->> 'Email Address', lead ->> 'email'))),
    case source
      when 'quote_requests' then public.quote_items_summary(lead -> 'items')
      when 'callback_requests' then left('Call back, asked on ' || coalesce(nullif(lead ->> 'page', ''), 'the site'), 200)
      else left(coalesce(nullif(lead ->> 'service of interest', ''), lead ->> 'preferred_package',
        lead ->> 'resource_title', lead ->> 'source'), 200) end
$$;

-- The phone a lead left, whatever its form calls it.
create function public.lead_phone(lead jsonb)
returns text
language sql
immutable
set search_path = ''
as $$
  select left(coalesce(lead ->> 'Phone Number', lead ->> 'phone', lead ->> 'mobile'), 20)
$$;
revoke all on function public.lead_phone(jsonb) from public, anon, authenticated;

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

create trigger callback_requests_screen_lead before insert on public.callback_requests
  for each row execute function public.screen_lead_submission();
create trigger callback_requests_record_lead after insert on public.callback_requests
  for each row execute function public.record_lead();
create trigger callback_requests_forget_lead after delete on public.callback_requests
  for each row execute function public.forget_lead();

-- ---------------------------------------------------------------------------------------
-- Privacy and notification know the new table. A call-back request has no e-mail: a person's
-- deletion by e-mail never reaches it, the retention job does.
create or replace function public.delete_lead_rows(email_address text, older_than timestamptz)
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
    select * from (values ('Contacts', '"Email Address"'), ('festival_bookings', 'email'),
                          ('resource_downloads', 'email'), ('newsletter_subscribers', 'email'),
                          ('quote_requests', 'email'), ('callback_requests', 'null::text')) as t (tbl, email_expression)
  loop
    execute format('delete from public.%I where ($1::text is null or lower(btrim(%s)) = $1)
                      and ($2::timestamptz is null or created_at < $2)', source.tbl, source.email_expression)
      using lower(btrim(email_address)), older_than;
    get diagnostics counted = row_count;
    deleted := deleted + counted;
  end loop;
  return deleted;
end;
$$;

create or replace function public.claim_lead_notification(lead_id uuid)
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
    when 'quote' then (select to_jsonb(q) - 'items' || jsonb_build_object('sites', public.quote_items_summary(q.items))
                       from public.quote_requests q where q.id = lead_id)
    when 'callback' then (select to_jsonb(r) from public.callback_requests r where r.id = lead_id)
  end;
  return jsonb_build_object('kind', claimed.kind, 'created_at', claimed.created_at,
                            'row', source - 'form_trap' - 'form_elapsed_ms');
end;
$$;

-- ---------------------------------------------------------------------------------------
-- The activity log (issue 15) records the newer lead tables and the sites inventory too.
create trigger callback_requests_audit after insert or update or delete on public.callback_requests
  for each row execute function public.audit_row_change();
create trigger quote_requests_audit after insert or update or delete on public.quote_requests
  for each row execute function public.audit_row_change();
create trigger sites_audit after insert or update or delete on public.sites
  for each row execute function public.audit_row_change();
create trigger site_bookings_audit after insert or update or delete on public.site_bookings
  for each row execute function public.audit_row_change();

-- A booking is named by its client or campaign in the log.
create or replace function public.audit_row_label(data jsonb)
returns text
language sql
immutable
set search_path = ''
as $$
  select left(coalesce(data ->> 'title', data ->> 'name', data ->> 'Full name', data ->> 'full_name',
    data ->> 'client_name', data ->> 'email', data ->> 'Email Address', data ->> 'body'), 200)
$$;
