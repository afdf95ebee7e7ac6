-- The dashboard's counts (docs/decisions/031-search-indexes-and-count-strategy.md).
-- Declarative: see docs/checklists/schema-change.md.

-- ---------------------------------------------------------------------------------------
-- Functions

-- A dashboard count: exact up to 10,000 rows, the table's statistics above (decision 031). The statistics
-- do not know row-level security, so they answer only a caller who may see every row: staff for content
-- tables, lead managers for lead tables; anyone else gets the exact count under row-level security.
create or replace function public.dashboard_count(counted text)
returns bigint
language plpgsql
stable
set search_path = ''
as $$
declare
  statistics_of regclass;
  sees_every_row boolean;
  exact_query text;
  estimate real;
  total bigint;
begin
  if counted = 'unread_leads' then
    statistics_of := 'public.leads_unread_idx'::regclass;
    sees_every_row := public.can_manage_leads();
    exact_query := 'select count(*) from public.leads where read_at is null and status <> ''spam''';
  elsif public.is_content_table(counted) then
    statistics_of := format('public.%I', counted)::regclass;
    sees_every_row := public.has_admin_access();
    exact_query := format('select count(*) from public.%I', counted);
  elsif public.is_lead_table(counted) then
    statistics_of := format('public.%I', counted)::regclass;
    sees_every_row := public.can_manage_leads();
    exact_query := format('select count(*) from public.%I', counted);
  else
    raise exception 'dashboard_count: % is not a dashboard count', counted using errcode = '22023';
  end if;

  if sees_every_row then
    select reltuples into estimate from pg_catalog.pg_class where oid = statistics_of;
    -- -1: never vacuumed or analyzed, so unknown.
    if estimate > 10000 then
      return round(estimate)::bigint;
    end if;
  end if;
  execute exact_query into total;
  return total;
end;
$$;
comment on function public.dashboard_count(text) is
  'A dashboard count: exact up to 10,000 rows, the table''s statistics above (for callers who see every row).';
revoke all on function public.dashboard_count(text) from public, anon, authenticated;
grant execute on function public.dashboard_count(text) to authenticated, service_role;
