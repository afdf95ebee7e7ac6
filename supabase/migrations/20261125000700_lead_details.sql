-- A lead shows what the customer wrote (docs/decisions/042-lead-sources-as-data.md): the inbox row keeps every
-- field of its source row (a contact's message, company and designation, a quote's company, note and sites, a
-- booking's business, a call-back's page) in `details`, so its details and the CSV export show them for every
-- kind without a query per table. The source row is never changed after it is sent, and deleting it deletes
-- the inbox row with its copy (forget_lead), so privacy deletes and retention reach both.

alter table public.leads add column details jsonb not null default '{}';

-- What a visitor sent, as the inbox keeps it: the row without its id, time and spam signals.
create function public.lead_details(lead jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select lead - 'id' - 'created_at' - 'form_trap' - 'form_elapsed_ms'
$$;
revoke all on function public.lead_details(jsonb) from public, anon, authenticated;

do $$
declare
  source public.lead_sources;
begin
  for source in select * from public.lead_sources loop
    execute format('update public.leads l set details = public.lead_details(to_jsonb(s)) from public.%I s where s.id = l.id',
                   source.source_table);
  end loop;
end;
$$;

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
  insert into public.leads (id, kind, name, email, phone, summary, details, status, spam_reason, client_address, fingerprint,
                            notify_status, created_at)
  values (new.id, lead.kind, lead.name, lead.email, lead.phone, lead.summary, public.lead_details(row_json),
          case when reason is null then 'new' else 'spam' end, reason, public.request_client_address(),
          public.lead_fingerprint(row_json), case when reason is null then 'pending' else 'skipped' end,
          new.created_at);
  return null;
end;
$$;

-- The inbox list: every column of the lead, its assignee's name and its latest note (the CSV export's), for
-- those who work leads. The joins read one row each by key, so a search still reads the leads' indexes.
create or replace view public.leads_list with (security_invoker = false) as
  select l.*, assignee.full_name as assignee_name, latest.body as latest_note
  from public.leads l
  left join public.user_profiles assignee on assignee.id = l.assignee_id
  left join lateral (
    select a.body from public.lead_activity a
    where a.lead_id = l.id and a.kind = 'note'
    order by a.created_at desc, a.id desc
    limit 1
  ) latest on true
  where public.can_manage_leads();
