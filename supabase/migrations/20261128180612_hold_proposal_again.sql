-- hold_proposal_again: written by `npm run db:diff -- hold_proposal_again` from supabase/schemas/
-- (docs/decisions/043-declarative-schema-files.md). What supabase/schemas/ defines differently from the
-- migrations before this one:
--   function public.hold_proposal_again(uuid): in supabase/schemas/, not in the database

-- Functions are created in the order of the schema files, some before the functions they call.
set check_function_bodies = off;

-- Holds a sent proposal's sites again when their holds lapsed while it is still valid (decision 090): each line
-- without a live hold is held afresh for the settings' hold days where no confirmed booking has taken its days
-- meanwhile. Answers line by line: {code, held, reason}.
create or replace function public.hold_proposal_again(campaign uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings public.sales_settings;
  target public.campaigns;
  customer_name text;
  line record;
  in_the_way record;
  results jsonb := '[]'::jsonb;
begin
  if not public.can_sell() then
    raise exception 'Only admins and sales staff can hold a proposal''s sites.' using errcode = '42501';
  end if;
  select * into settings from public.sales_settings;
  select * into target from public.campaigns c where c.id = campaign for update;
  if target.id is null then
    raise exception 'This campaign no longer exists.' using errcode = 'PT404';
  end if;
  if target.status not in ('sent', 'changes_asked') or target.valid_until < public.india_today() then
    raise exception 'Only a sent proposal that is still valid can hold its sites again.' using errcode = 'PT409';
  end if;
  select c.name into customer_name from public.customers c where c.id = target.customer_id;
  for line in
    select l.id, l.site_id, l.starts_on, l.ends_on, l.booking_id, s.code
    from public.campaign_lines l join public.sites s on s.id = l.site_id
    where l.campaign_id = campaign
      and not exists (select from public.site_bookings b where b.id = l.booking_id and (b.kind = 'confirmed' or b.expires_at > now()))
    order by s.code, l.starts_on
  loop
    select b.client_name, b.starts_on, b.ends_on into in_the_way
    from public.site_bookings b
    where b.site_id = line.site_id and b.kind = 'confirmed' and b.starts_on <= line.ends_on and b.ends_on >= line.starts_on
    order by b.starts_on limit 1;
    if in_the_way.client_name is not null then
      results := results || jsonb_build_object('code', line.code, 'held', false, 'reason', format('%s is now booked for %s from %s to %s.',
        line.code, in_the_way.client_name, public.booking_date(in_the_way.starts_on), public.booking_date(in_the_way.ends_on)));
      continue;
    end if;
    delete from public.site_bookings b where b.id = line.booking_id;
    with hold as (
      insert into public.site_bookings (site_id, starts_on, ends_on, kind, client_name, note, expires_at)
      values (line.site_id, line.starts_on, line.ends_on, 'hold', customer_name, format('Proposal %s', target.reference),
              now() + make_interval(days => settings.hold_days))
      returning id
    )
    update public.campaign_lines l set booking_id = (select id from hold) where l.id = line.id;
    results := results || jsonb_build_object('code', line.code, 'held', true, 'reason', null);
  end loop;
  return results;
end;
$$;
revoke all on function public.hold_proposal_again(uuid) from public, anon, authenticated;
grant execute on function public.hold_proposal_again(uuid) to authenticated, service_role;

reset check_function_bodies;
