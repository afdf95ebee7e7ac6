-- Dashboard counts that stay cheap however large a table grows (issue 21, docs/decisions/031).
--
-- PostgREST's `count=estimated` counts up to db-max-rows (10,000) rows exactly before it asks the planner, so
-- a count over a million-row table still read 10,000 rows through row-level security on every dashboard
-- visit (about 20-30 ms, against 3-6 ms at 10,000 rows). This answers from the table's statistics
-- (pg_class.reltuples, kept by autovacuum) once they say more than 10,000 rows, and counts exactly below.
-- The unread leads are counted from the partial index that holds exactly them (leads_unread_idx).
--
-- The statistics do not know row-level security, so they answer only a caller who may see every row: staff
-- for the content tables, admins for the lead tables (the same permission functions the policies call).
-- Anyone else gets the exact count under row-level security, as a SELECT would.
create function public.dashboard_count(counted text)
returns bigint
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  statistics_of regclass;
  sees_every_row boolean;
  exact_query text;
  estimate real;
  total bigint;
begin
  case counted
    when 'blog_posts', 'clients', 'testimonials', 'success_stories', 'gallery_images' then
      statistics_of := format('public.%I', counted)::regclass;
      sees_every_row := public.has_admin_access();
      exact_query := format('select count(*) from public.%I', counted);
    when 'Contacts', 'festival_bookings', 'resource_downloads', 'newsletter_subscribers' then
      statistics_of := format('public.%I', counted)::regclass;
      sees_every_row := public.can_manage_leads();
      exact_query := format('select count(*) from public.%I', counted);
    when 'unread_leads' then
      statistics_of := 'public.leads_unread_idx'::regclass;
      sees_every_row := public.can_manage_leads();
      exact_query := 'select count(*) from public.leads where read_at is null and status <> ''spam''';
    else
      raise exception 'dashboard_count: % is not a dashboard count', counted using errcode = '22023';
  end case;

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

-- Staff ask it through /rest/v1/rpc; visitors have no dashboard.
revoke all on function public.dashboard_count(text) from public, anon, authenticated;
grant execute on function public.dashboard_count(text) to authenticated, service_role;
