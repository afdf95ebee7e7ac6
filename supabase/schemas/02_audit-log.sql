-- What the triggers of every area call: set_updated_at(), and the audit log behind the back office's activity
-- screen (docs/decisions/030-revisions-and-audit-log.md): one row per insert, update and delete on the content
-- tables, the lead tables, user_profiles and the sites inventory, with who, when and what changed. Only
-- audit_row_change() (security definer) writes it: no role, admins and the service role included, may write it
-- through the API; admins read it. The acting user is auth.uid() of the request; SQL run by the owner or the
-- service role has none. Declarative: see docs/checklists/schema-change.md.

-- ---------------------------------------------------------------------------------------
-- Tables

create table public.audit_log (
  id uuid default gen_random_uuid() not null,
  occurred_at timestamp with time zone default now() not null,
  actor_id uuid default auth.uid(),
  actor_name text not null,
  table_name text not null,
  row_id uuid not null,
  row_label text,
  action text not null,
  changes jsonb not null,
  constraint audit_log_pkey PRIMARY KEY (id),
  constraint audit_log_action_known CHECK ((action = ANY (ARRAY['insert'::text, 'update'::text, 'delete'::text])))
);
create index audit_log_actor_name_trgm_idx ON public.audit_log using gin (actor_name extensions.gin_trgm_ops);
create index audit_log_occurred_at_idx ON public.audit_log using btree (occurred_at DESC, id DESC);
create index audit_log_row_idx ON public.audit_log using btree (row_id);
create index audit_log_row_label_trgm_idx ON public.audit_log using gin (row_label extensions.gin_trgm_ops);
create index audit_log_table_idx ON public.audit_log using btree (table_name, occurred_at DESC);
alter table public.audit_log enable row level security;
revoke all on table public.audit_log from anon, authenticated, service_role;
grant select on table public.audit_log to authenticated;
grant select on table public.audit_log to service_role;

-- ---------------------------------------------------------------------------------------
-- Functions

-- Keeps updated_at honest whatever the client sends.
create or replace function public.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;
revoke all on function public.set_updated_at() from public, anon, authenticated;

-- Who is acting, for the records below: the signed-in user's name (else e-mail), 'Visitor' for an
-- anonymous API call, 'System' for the service role and for SQL run by the database owner.
create or replace function public.acting_user_name()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select coalesce(nullif(btrim(full_name), ''), email) from public.user_profiles where id = auth.uid()),
    case when coalesce(nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role', '') = 'anon'
      then 'Visitor' else 'System' end)
$$;
revoke all on function public.acting_user_name() from public, anon, authenticated;

-- A short name for a row of any audited table: its title, name or e-mail.
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
revoke all on function public.audit_row_label(jsonb) from public, anon, authenticated;

-- A value as the audit keeps it: texts over 300 characters cut with an ellipsis.
create or replace function public.audit_value(value jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select case when jsonb_typeof(value) = 'string' and char_length(value #>> '{}') > 300
    then to_jsonb(left(value #>> '{}', 300) || '…') else value end
$$;
revoke all on function public.audit_value(jsonb) from public, anon, authenticated;

-- The row with its long texts cut.
create or replace function public.audit_row(data jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select coalesce(jsonb_object_agg(key, public.audit_value(value)), '{}'::jsonb) from jsonb_each(data)
$$;
revoke all on function public.audit_row(jsonb) from public, anon, authenticated;

create or replace function public.audit_row_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  changed jsonb;
  row_data jsonb := to_jsonb(coalesce(new, old));
  label text := public.audit_row_label(row_data);
begin
  -- A status or assignee change of a lead is already the lead's own entry; its history row would repeat it.
  if tg_table_name = 'lead_activity' and row_data ->> 'kind' is distinct from 'note' then
    return null;
  end if;
  if tg_op = 'INSERT' then
    changed := public.audit_row(to_jsonb(new));
  elsif tg_op = 'DELETE' then
    changed := public.audit_row(to_jsonb(old));
  else
    -- Bookkeeping nobody decides: the update time, a lead being opened, the agency's e-mail being sent.
    select jsonb_object_agg(n.key, jsonb_build_object('from', public.audit_value(o.value), 'to', public.audit_value(n.value)))
      into changed
      from jsonb_each(to_jsonb(new)) n
      join jsonb_each(to_jsonb(old)) o using (key)
     where n.value is distinct from o.value
       and n.key not in ('updated_at', 'read_at', 'notify_status', 'notify_attempts', 'notify_error', 'notified_at');
    if changed is null then
      return null;
    end if;
    -- An assignee by name, not by id: the log is read by people, and outlives nobody's account.
    if changed ? 'assignee_id' then
      changed := changed - 'assignee_id' || jsonb_build_object('assignee', jsonb_build_object(
        'from', (select p.full_name from public.user_profiles p where p.id = (to_jsonb(old) ->> 'assignee_id')::uuid),
        'to', (select p.full_name from public.user_profiles p where p.id = (to_jsonb(new) ->> 'assignee_id')::uuid)));
    end if;
  end if;
  -- A booking is known by its site, dates and client: 'CHN-OMR-014, 1 Dec 2026 to 31 Dec 2026, Northstar'.
  if tg_table_name = 'site_bookings' then
    label := left(concat_ws(', ',
      (select s.code from public.sites s where s.id = (row_data ->> 'site_id')::uuid),
      to_char((row_data ->> 'starts_on')::date, 'FMDD Mon YYYY') || ' to ' || to_char((row_data ->> 'ends_on')::date, 'FMDD Mon YYYY'),
      row_data ->> 'client_name'), 200);
  end if;
  insert into public.audit_log (actor_name, table_name, row_id, row_label, action, changes)
  values (public.acting_user_name(), tg_table_name, (row_data ->> 'id')::uuid, label, lower(tg_op), changed);
  return null;
end;
$$;
revoke all on function public.audit_row_change() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------
-- Row-level security policies

drop policy if exists audit_log_select_admin on public.audit_log;
create policy audit_log_select_admin on public.audit_log
  for select to authenticated
  using (( SELECT public.is_admin() AS is_admin));
