-- Issue 17: a media plan sent for a quote is a lead of its own type, 'quote', in the Leads inbox, with the
-- same spam defence and notification as the other forms (docs/decisions/035-media-plan-quotes-and-import.md;
-- the machinery is 20261123000100_leads_inbox.sql's, extended here).
--
--   quote_requests   the buyer's name, company, phone, e-mail and the plan: sites (code, name) and dates
--   leads.summary    a quote's summary lists every site with its dates, so it may now be 1,000 characters

create table public.quote_requests (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  company text not null,
  phone text not null,
  email text not null,
  -- [{ "code": "CHN-OMR-014", "name": "…", "starts_on": "2027-01-01", "ends_on": "2027-01-31" }, …]
  items jsonb not null,
  message text,
  form_trap text,
  form_elapsed_ms integer,
  created_at timestamptz not null default now(),
  constraint quote_requests_name_required check (name ~ '\S'),
  constraint quote_requests_name_length check (char_length(name) <= 200),
  constraint quote_requests_company_required check (company ~ '\S'),
  constraint quote_requests_company_length check (char_length(company) <= 200),
  constraint quote_requests_phone_format check (
    phone ~ '^\+?[0-9 ().-]+$' and char_length(regexp_replace(phone, '\D', '', 'g')) between 10 and 15
  ),
  constraint quote_requests_phone_length check (char_length(phone) <= 25),
  constraint quote_requests_email_format check (email ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$'),
  constraint quote_requests_email_length check (char_length(email) <= 254),
  constraint quote_requests_message_length check (char_length(message) <= 2000),
  constraint quote_requests_form_trap_length check (char_length(form_trap) <= 200),
  -- 1 to 50 sites, each with a site code, a name and ISO dates that do not end before they start.
  constraint quote_requests_items_valid check (
    jsonb_typeof(items) = 'array'
    and jsonb_array_length(items) between 1 and 50
    and not jsonb_path_exists(items, '$[*] ? (
      !(@.code like_regex "^[A-Z0-9-]{1,30}$") || !(@.name like_regex "^.{1,200}$" flag "s")
      || !(@.starts_on like_regex "^[0-9]{4}-[0-9]{2}-[0-9]{2}$") || !(@.ends_on like_regex "^[0-9]{4}-[0-9]{2}-[0-9]{2}$")
      || @.ends_on < @.starts_on)')
  )
);

create index quote_requests_created_at_idx on public.quote_requests (created_at);

-- ---------------------------------------------------------------------------------------
-- The inbox learns the new type.
alter table public.leads drop constraint leads_kind_known;
alter table public.leads add constraint leads_kind_known
  check (kind in ('contact', 'festival_booking', 'resource_download', 'newsletter', 'quote'));
alter table public.leads drop constraint leads_summary_length;
alter table public.leads add constraint leads_summary_length check (char_length(summary) <= 1000);

-- A quote's sites and dates in one line: 'CHN-OMR-014 2027-01-01 to 2027-01-31; …'.
create function public.quote_items_summary(items jsonb)
returns text
language sql
immutable
set search_path = ''
as $$
  select left(string_agg(format('%s %s to %s', i ->> 'code', i ->> 'starts_on', i ->> 'ends_on'), '; ' order by n), 1000)
  from jsonb_array_elements(items) with ordinality as t (i, n)
$$;

create or replace function public.lead_fields(source text, lead jsonb, out kind text, out name text, out email text, out summary text)
language sql
immutable
set search_path = ''
as $$
  select case source
      when 'Contacts' then 'contact' when 'festival_bookings' then 'festival_booking'
      when 'resource_downloads' then 'resource_download' when 'newsletter_subscribers' then 'newsletter'
      when 'quote_requests' then 'quote' end,
    coalesce(lead ->> 'Full name', lead ->> 'name'),
    lower(btrim(coalesce(lead ->> 'Email Address', lead ->> 'email'))),
    case when source = 'quote_requests' then public.quote_items_summary(lead -> 'items')
      else left(coalesce(nullif(lead ->> 'service of interest', ''), lead ->> 'preferred_package',
        lead ->> 'resource_title', lead ->> 'source'), 200) end
$$;

create trigger quote_requests_screen_lead before insert on public.quote_requests
  for each row execute function public.screen_lead_submission();
create trigger quote_requests_record_lead after insert on public.quote_requests
  for each row execute function public.record_lead();
create trigger quote_requests_forget_lead after delete on public.quote_requests
  for each row execute function public.forget_lead();

-- The notification reads a quote's row with its sites and dates as one line of text ('sites').
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
  end;
  return jsonb_build_object('kind', claimed.kind, 'created_at', claimed.created_at,
                            'row', source - 'form_trap' - 'form_elapsed_ms');
end;
$$;

-- Privacy requests and retention reach quote requests too.
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
    select * from (values ('Contacts', 'Email Address'), ('festival_bookings', 'email'),
                          ('resource_downloads', 'email'), ('newsletter_subscribers', 'email'),
                          ('quote_requests', 'email')) as t (tbl, email_column)
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

-- ---------------------------------------------------------------------------------------
-- Security: anyone may send a quote request; only can_manage_leads() reads or deletes them.
alter table public.quote_requests enable row level security;

revoke all on table public.quote_requests from anon, authenticated;
grant insert (id, name, company, phone, email, items, message, form_trap, form_elapsed_ms)
  on table public.quote_requests to anon, authenticated;
grant select, delete on table public.quote_requests to authenticated;
grant select, insert, update, delete on table public.quote_requests to service_role;

create policy quote_requests_insert_everyone on public.quote_requests
  for insert to anon, authenticated with check (true);
create policy quote_requests_select_can_manage_leads on public.quote_requests
  for select to authenticated
  using ((select public.can_manage_leads()));
create policy quote_requests_delete_can_manage_leads on public.quote_requests
  for delete to authenticated
  using ((select public.can_manage_leads()));

revoke all on function public.quote_items_summary(jsonb) from public, anon, authenticated;
revoke all on function public.lead_fields(text, jsonb) from public, anon, authenticated;
revoke all on function public.claim_lead_notification(uuid) from public, anon, authenticated;
revoke all on function public.delete_lead_rows(text, timestamptz) from public, anon, authenticated;
grant execute on function public.claim_lead_notification(uuid) to service_role;
