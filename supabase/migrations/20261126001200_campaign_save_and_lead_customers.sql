-- A campaign and its lines saved in one transaction, and leads linked to the customers they come from
-- (docs/decisions/055-leads-linked-to-customers.md).

-- ---------------------------------------------------------------------------------------
-- Leads belong to customers. A lead source names the column its company is in (null: its form asks for
-- none), so a lead is matched to a customer by company as well as by e-mail.
alter table public.lead_sources add column company_column text;
update public.lead_sources set company_column = case kind
  when 'contact' then 'Company Name'
  when 'festival_booking' then 'business_name'
  when 'resource_download' then 'company'
  when 'quote' then 'company'
  when 'proposal_response' then 'customer_name'
end;

alter table public.leads add column customer_id uuid references public.customers (id) on delete set null;
create index leads_customer_idx on public.leads (customer_id);
grant update (customer_id) on table public.leads to authenticated;

-- The inbox's view lists the lead's columns (l.*): made again so that it carries the new one.
drop view public.leads_list;
create view public.leads_list with (security_invoker=false) as
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
revoke all on public.leads_list from public, anon, authenticated;
grant select on public.leads_list to authenticated, service_role;

-- A lead's history says when it was linked to a customer (by name: the history outlives the link).
alter table public.lead_activity drop constraint lead_activity_kind_known;
alter table public.lead_activity add constraint lead_activity_kind_known check (kind in ('note', 'status', 'assignee', 'customer'));

create or replace function public.record_lead_change()
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
  if new.customer_id is distinct from old.customer_id then
    insert into public.lead_activity (lead_id, kind, body, previous)
    values (new.id, 'customer', coalesce((select c.name from public.customers c where c.id = new.customer_id), ''),
            (select c.name from public.customers c where c.id = old.customer_id));
  end if;
  return null;
end;
$$;
revoke all on function public.record_lead_change() from public, anon, authenticated;

create or replace trigger leads_record_change after update of status, assignee_id, customer_id on public.leads
  for each row execute function public.record_lead_change();

-- The company a lead names, through its source's registry row.
create or replace function public.lead_company(kind text, details jsonb)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select nullif(btrim(details ->> s.company_column), '') from public.lead_sources s where s.kind = lead_company.kind
$$;
revoke all on function public.lead_company(text, jsonb) from public, anon, authenticated;
grant execute on function public.lead_company(text, jsonb) to authenticated, service_role;

-- Customers lead `lead` may be: the same company name (any case and spacing at the ends), or a contact with
-- the same e-mail. Read as the caller: those who may not see customers or leads get none.
create or replace function public.lead_customer_matches(lead uuid)
returns table (id uuid, name text, matched_by text)
language sql
stable
set search_path = ''
as $$
  with target as (
    select lower(public.lead_company(l.kind, l.details)) as company, lower(l.email) as email
    from public.leads l where l.id = lead_customer_matches.lead
  )
  select c.id, c.name, case when lower(btrim(c.name)) = t.company then 'company' else 'email' end
  from public.customers c, target t
  where lower(btrim(c.name)) = t.company
     or exists (select from public.customer_contacts p where p.customer_id = c.id and lower(p.email) = t.email)
  order by 3, c.name
  limit 5
$$;
revoke all on function public.lead_customer_matches(uuid) from public, anon, authenticated;
grant execute on function public.lead_customer_matches(uuid) to authenticated, service_role;

-- Leads not yet linked to anyone that may be customer `customer`'s, newest first (spam left out).
create or replace function public.customer_lead_matches(customer uuid)
returns table (id uuid, kind text, name text, email text, company text, created_at timestamptz, matched_by text)
language sql
stable
set search_path = ''
as $$
  select l.id, l.kind, l.name, l.email, public.lead_company(l.kind, l.details), l.created_at,
         case when lower(public.lead_company(l.kind, l.details)) = lower(btrim(c.name)) then 'company' else 'email' end
  from public.customers c
  join public.leads l on l.customer_id is null and l.status <> 'spam'
   and (lower(public.lead_company(l.kind, l.details)) = lower(btrim(c.name))
        or lower(l.email) in (select lower(p.email) from public.customer_contacts p where p.customer_id = c.id))
  where c.id = customer_lead_matches.customer
  order by l.created_at desc
  limit 20
$$;
revoke all on function public.customer_lead_matches(uuid) from public, anon, authenticated;
grant execute on function public.customer_lead_matches(uuid) to authenticated, service_role;

-- A campaign made from a lead links the lead to the campaign's customer, unless it is linked already.
create or replace function public.link_campaign_lead()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.leads l set customer_id = new.customer_id where l.id = new.lead_id and l.customer_id is null;
  return null;
end;
$$;
revoke all on function public.link_campaign_lead() from public, anon, authenticated;

create or replace trigger campaigns_link_lead after insert or update of lead_id on public.campaigns
  for each row when (new.lead_id is not null) execute function public.link_campaign_lead();

-- ---------------------------------------------------------------------------------------
-- save_campaign(): the campaign (inserted when `campaign_id` is new, with the lead it comes from if any; a saved
-- campaign keeps its lead) and its lines as the form lists them,
-- all or nothing. Lines without an id are added, lines of the campaign not listed are removed, and changed
-- ones updated: removed first, then changed, then new, so dates moving from one line to another never
-- overlap on the way. Row-level security and the lines' rules apply as to the caller's own writes.
create or replace function public.save_campaign(campaign_id uuid, campaign jsonb, lines jsonb)
returns uuid
language plpgsql
set search_path = ''
as $$
declare
  fields public.campaigns := jsonb_populate_record(null::public.campaigns, campaign);
begin
  if jsonb_typeof(campaign) is distinct from 'object' or jsonb_typeof(lines) is distinct from 'array' then
    raise exception 'A campaign is saved with its fields and a list of lines.' using errcode = 'PT422';
  end if;
  if exists (select from jsonb_array_elements(lines) line where jsonb_typeof(line) <> 'object') then
    raise exception 'Each line is a site with its dates and rate.' using errcode = 'PT422';
  end if;

  update public.campaigns c
  set title = fields.title, customer_id = fields.customer_id, contact_id = fields.contact_id, owner_id = fields.owner_id,
      include_printing = coalesce(fields.include_printing, true), include_mounting = coalesce(fields.include_mounting, true),
      terms = fields.terms, valid_until = fields.valid_until
  where c.id = save_campaign.campaign_id;
  if not found then
    insert into public.campaigns (id, title, customer_id, contact_id, owner_id, lead_id, include_printing, include_mounting, terms, valid_until)
    values (save_campaign.campaign_id, fields.title, fields.customer_id, fields.contact_id, coalesce(fields.owner_id, auth.uid()), fields.lead_id,
            coalesce(fields.include_printing, true), coalesce(fields.include_mounting, true), fields.terms, fields.valid_until);
  end if;

  delete from public.campaign_lines l
  where l.campaign_id = save_campaign.campaign_id
    and l.id not in (select (line ->> 'id')::uuid from jsonb_array_elements(lines) line where line ->> 'id' is not null);

  update public.campaign_lines l
  set site_id = r.site_id, starts_on = r.starts_on, ends_on = r.ends_on, monthly_rate = r.monthly_rate,
      discount_percent = coalesce(r.discount_percent, 0), discount_reason = r.discount_reason
  from jsonb_populate_recordset(null::public.campaign_lines, lines) r
  where l.id = r.id and l.campaign_id = save_campaign.campaign_id
    and (l.site_id, l.starts_on, l.ends_on, l.monthly_rate, l.discount_percent, l.discount_reason)
        is distinct from (r.site_id, r.starts_on, r.ends_on, r.monthly_rate, coalesce(r.discount_percent, 0), r.discount_reason);

  insert into public.campaign_lines (campaign_id, site_id, starts_on, ends_on, monthly_rate, discount_percent, discount_reason)
  select save_campaign.campaign_id, r.site_id, r.starts_on, r.ends_on, r.monthly_rate, coalesce(r.discount_percent, 0), r.discount_reason
  from jsonb_populate_recordset(null::public.campaign_lines, lines) r
  where r.id is null;

  return save_campaign.campaign_id;
end;
$$;
revoke all on function public.save_campaign(uuid, jsonb, jsonb) from public, anon, authenticated;
grant execute on function public.save_campaign(uuid, jsonb, jsonb) to authenticated, service_role;
