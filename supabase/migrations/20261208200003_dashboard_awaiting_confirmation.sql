-- dashboard_awaiting_confirmation: written by `npm run db:diff -- dashboard_awaiting_confirmation` from supabase/schemas/
-- (docs/decisions/043-declarative-schema-files.md). What supabase/schemas/ defines differently from the
-- migrations before this one:
--   function public.sales_overview(): differs in definition

-- Functions are created in the order of the schema files, some before the functions they call.
set check_function_bodies = off;

-- The owner's figures beside the dashboard's counts (docs/decisions/054): occupancy of the published inventory
-- this month and the next two (site-days under a confirmed booking over all site-days), and for those who sell the
-- proposals awaiting an answer, those whose client asked for changes and those still valid whose holds lapsed
-- (decision 090), those accepted and waiting to be confirmed (114), holds expiring in the next 48 hours and campaigns starting this week. Revenue
-- is priced in the browser from the lines, with the one pricing rule (decision 053).
create or replace function public.sales_overview()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  month_start date := date_trunc('month', public.india_today())::date;
  selling boolean := public.can_sell();
begin
  if not public.has_admin_access() then
    return null;
  end if;
  return jsonb_build_object(
    'occupancy', (
      select jsonb_agg(jsonb_build_object('month', m.first_day, 'booked_site_days', coalesce(booked.days, 0),
                                          'site_days', sites.count * (m.last_day - m.first_day + 1)) order by m.first_day)
      from (select (month_start + make_interval(months => i))::date as first_day,
                   (month_start + make_interval(months => i + 1) - interval '1 day')::date as last_day
            from generate_series(0, 2) as i) m
      cross join lateral (select count(*) as count from public.sites s where s.published) sites
      left join lateral (
        select sum(least(b.ends_on, m.last_day) - greatest(b.starts_on, m.first_day) + 1) as days
        from public.site_bookings b join public.sites s on s.id = b.site_id and s.published
        where b.kind = 'confirmed' and b.starts_on <= m.last_day and b.ends_on >= m.first_day
      ) booked on true),
    'awaiting_answer', case when selling then coalesce((
      select jsonb_agg(jsonb_build_object('id', c.id, 'reference', c.reference, 'title', c.title, 'customer', u.name,
                                          'sent_at', c.sent_at, 'valid_until', c.valid_until) order by c.valid_until, c.reference)
      from public.campaigns c join public.customers u on u.id = c.customer_id
      where c.status = 'sent' and c.valid_until >= public.india_today()), '[]'::jsonb) end,
    'changes_asked', case when selling then coalesce((
      select jsonb_agg(jsonb_build_object('id', c.id, 'reference', c.reference, 'title', c.title, 'customer', u.name,
                                          'asked_at', asked.at, 'asked_by', asked.by_name) order by asked.at, c.reference)
      from public.campaigns c join public.customers u on u.id = c.customer_id
      cross join lateral (select e.at, e.by_name from public.campaign_events e
                          where e.campaign_id = c.id and e.kind = 'changes_asked' order by e.at desc limit 1) asked
      where c.status = 'changes_asked'), '[]'::jsonb) end,
    'holds_lapsed', case when selling then coalesce((
      select jsonb_agg(jsonb_build_object('id', c.id, 'reference', c.reference, 'title', c.title, 'customer', u.name,
                                          'valid_until', c.valid_until) order by c.valid_until, c.reference)
      from public.campaigns c join public.customers u on u.id = c.customer_id
      where c.status in ('sent', 'changes_asked') and c.valid_until >= public.india_today()
        and exists (select from public.campaign_lines l where l.campaign_id = c.id
                    and not exists (select from public.site_bookings b where b.id = l.booking_id and (b.kind = 'confirmed' or b.expires_at > now())))), '[]'::jsonb) end,
    -- Accepted campaigns waiting for the client's PO or advance, or for a line to be booked (decision 114).
    'awaiting_confirmation', case when selling then coalesce((
      select jsonb_agg(jsonb_build_object('id', c.id, 'reference', c.reference, 'title', c.title, 'customer', u.name,
                                          'accepted_at', c.accepted_at, 'valid_until', c.valid_until,
                                          'waiting_for', public.confirmation_waits_for(c.id)) order by c.accepted_at, c.reference)
      from public.campaigns c join public.customers u on u.id = c.customer_id
      where c.status = 'accepted'), '[]'::jsonb) end,
    'holds_expiring', case when selling then coalesce((
      select jsonb_agg(jsonb_build_object('site_id', s.id, 'code', s.code, 'client', b.client_name, 'expires_at', b.expires_at)
                       order by b.expires_at, s.code)
      from public.site_bookings b join public.sites s on s.id = b.site_id
      where b.kind = 'hold' and b.expires_at > now() and b.expires_at <= now() + interval '48 hours'), '[]'::jsonb) end,
    'starting_this_week', case when selling then coalesce((
      select jsonb_agg(jsonb_build_object('id', c.id, 'reference', c.reference, 'title', c.title, 'customer', u.name,
                                          'starts_on', first_line.starts_on) order by first_line.starts_on, c.reference)
      from public.campaigns c join public.customers u on u.id = c.customer_id
      cross join lateral (select min(l.starts_on) as starts_on from public.campaign_lines l where l.campaign_id = c.id) first_line
      where c.status in ('confirmed', 'accepted', 'live')
        and first_line.starts_on between public.india_today() and public.india_today() + 6), '[]'::jsonb) end
  );
end;
$$;
comment on function public.sales_overview() is
  'The dashboard''s figures: occupancy for staff; proposals awaiting an answer, holds expiring and campaigns starting for those who sell.';
revoke all on function public.sales_overview() from public, anon, authenticated;
grant execute on function public.sales_overview() to authenticated, service_role;

reset check_function_bodies;
