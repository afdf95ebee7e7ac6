-- line_list_rate_rules: written by `npm run db:diff -- line_list_rate_rules` from supabase/schemas/
-- (docs/decisions/043-declarative-schema-files.md). What supabase/schemas/ defines differently from the
-- migrations before this one:
--   function public.proposal_view(text): differs in definition
--   function public.rupees_text(bigint): in supabase/schemas/, not in the database
--   function public.screen_campaign_line(): differs in definition

-- Functions are created in the order of the schema files, some before the functions they call.
set check_function_bodies = off;

-- Whole rupees as the product writes them, in the Indian grouping: '₹2,20,000' (for the database's own sentences).
create or replace function public.rupees_text(amount bigint)
returns text
language sql
immutable
set search_path = ''
as $$
  select '₹' || case when length(digits) <= 3 then digits
                     else regexp_replace(left(digits, -3), '(\d)(?=(\d\d)+$)', '\1,', 'g') || ',' || right(digits, 3) end
  from (select abs(amount)::text as digits) as amount_digits
$$;
revoke all on function public.rupees_text(bigint) from public, anon, authenticated;

-- A campaign's lines may change only while it is a draft: a sent proposal's holds and link show those lines.
-- A discount above the settings' limit is set by an admin only (the approval is who set it). A rate below the site's
-- list rate is a discount too: the line keeps the list rate it was priced against (list_rate, from the site, never from
-- the client), and what it takes off the list rate, with its discount, meets the same limit and needs the same reason
-- (decision 083).
create or replace function public.screen_campaign_line()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  campaign_status text := (select c.status from public.campaigns c where c.id = coalesce(new.campaign_id, old.campaign_id));
  -- A line moved from one campaign to another leaves the first: it must be a draft too (decision 079).
  left_status text := case when tg_op = 'UPDATE' and new.campaign_id is distinct from old.campaign_id
                           then (select c.status from public.campaigns c where c.id = old.campaign_id) end;
  limit_percent numeric := (select s.discount_limit_percent from public.sales_settings s);
  priced boolean;
  off_list numeric;
begin
  -- Sending and accepting record each line's booking; nothing else of a sent line changes, and no line moves into or
  -- out of a sent campaign. (A campaign being deleted is gone already when its lines' cascade runs: no status.)
  if coalesce(left_status, 'draft') <> 'draft'
     or (campaign_status is not null and campaign_status <> 'draft' and (tg_op <> 'UPDATE'
     or (new.campaign_id, new.site_id, new.starts_on, new.ends_on, new.monthly_rate, new.discount_percent, new.discount_reason)
        is distinct from (old.campaign_id, old.site_id, old.starts_on, old.ends_on, old.monthly_rate, old.discount_percent, old.discount_reason))) then
    if coalesce(left_status, campaign_status) in ('sent', 'expired') then
      raise exception 'This proposal has been sent: withdraw it to change its sites, dates or prices.' using errcode = 'PT409';
    end if;
    raise exception 'This proposal was accepted by the client: what they accepted does not change.' using errcode = 'PT409';
  end if;
  if tg_op = 'DELETE' then
    return old;
  end if;
  if new.starts_on < public.india_today() and (tg_op = 'INSERT' or new.starts_on is distinct from old.starts_on) then
    raise exception 'A line cannot start in the past (%). Choose a start from today on.', public.booking_date(new.starts_on)
      using errcode = 'PT422';
  end if;
  priced := tg_op = 'INSERT' or (new.site_id, new.monthly_rate, new.discount_percent) is distinct from (old.site_id, old.monthly_rate, old.discount_percent);
  new.list_rate := case when priced then (select s.monthly_rate from public.sites s where s.id = new.site_id) else old.list_rate end;
  -- Percent off the list rate, the line's own discount included (a site on 'rate on request' has none to be below).
  off_list := case when new.list_rate > 0
                   then round(100 * (1 - new.monthly_rate * (1 - new.discount_percent / 100) / new.list_rate), 2)
                   else new.discount_percent end;
  -- Asked of the API's callers; the service role and the database's owner (the seed, scripts) are trusted, as in 079.
  if priced and public.is_public_request() and greatest(off_list, new.discount_percent) > limit_percent and not public.is_admin() then
    raise exception using
      message = case when off_list > new.discount_percent
                     then format('This price is %s%% below the site''s list rate of %s a month: a discount above %s%% needs an admin, so ask an admin to set it.',
                                 trim_scale(off_list), public.rupees_text(new.list_rate), trim_scale(limit_percent))
                     else format('A discount above %s%% needs an admin: ask an admin to set this one.', trim_scale(limit_percent)) end,
      errcode = 'PT403';
  end if;
  if priced and public.is_public_request() and new.monthly_rate < new.list_rate and coalesce(new.discount_reason, '') !~ '\S' then
    raise exception 'A rate below the site''s list rate of % a month is a discount: say why there is a discount.', public.rupees_text(new.list_rate)
      using errcode = 'PT422';
  end if;
  return new;
end;
$$;
revoke all on function public.screen_campaign_line() from public, anon, authenticated;

-- What the client sees through their link: the proposal, or {state: 'ended'} with one sentence once it has
-- expired or been withdrawn (its link revoked), and null for a token that was never a link. No internal notes, no discount reasons.
create or replace function public.proposal_view(token text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  campaign_id uuid := public.proposal_campaign(token);
  target public.campaigns;
begin
  if campaign_id is null then
    -- A withdrawn link says so; any other token is not a link at all.
    if exists (select from public.proposal_links k where k.token_hash = public.proposal_token_hash(token)) then
      return jsonb_build_object('state', 'ended', 'message', 'This proposal has been withdrawn. Ask us for a new one.');
    end if;
    return null;
  end if;
  select * into target from public.campaigns c where c.id = campaign_id;
  if target.status = 'cancelled' then
    return jsonb_build_object('state', 'ended', 'reference', target.reference, 'message', 'This proposal was withdrawn.');
  end if;
  if target.status = 'expired' or (target.status = 'sent' and target.valid_until < public.india_today()) then
    return jsonb_build_object('state', 'ended', 'reference', target.reference,
      'message', format('This proposal was valid until %s and has expired.', public.booking_date(target.valid_until)));
  end if;
  return jsonb_build_object(
    'state', case when target.status = 'sent' then 'open' else 'accepted' end,
    'reference', target.reference,
    'title', target.title,
    'status', target.status,
    'sent_at', target.sent_at,
    'valid_until', target.valid_until,
    'accepted', case when target.accepted_at is null then null else jsonb_build_object(
      'name', target.accepted_name, 'designation', target.accepted_designation, 'at', target.accepted_at) end,
    'customer', (select jsonb_build_object('name', c.name, 'gstin', c.gstin, 'billing_address', c.billing_address)
                 from public.customers c where c.id = target.customer_id),
    'contact', (select jsonb_build_object('name', p.name, 'designation', p.designation)
                from public.customer_contacts p where p.id = target.contact_id),
    'owner', (select jsonb_build_object('name', u.full_name, 'title', u.job_title, 'email', u.email)
              from public.user_profiles u where u.id = target.owner_id),
    'include_printing', target.include_printing,
    'include_mounting', target.include_mounting,
    'terms', coalesce(target.terms, s.terms),
    'rates', jsonb_build_object('gst_percent', s.gst_percent, 'printing_per_sqft', s.printing_rate_per_sqft,
                                'mounting_per_sqft', s.mounting_rate_per_sqft),
    'lines', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', l.id, 'code', t.code, 'name', t.name, 'locality', t.locality, 'address', t.address,
        'latitude', t.latitude, 'longitude', t.longitude, 'format', t.format, 'width_ft', t.width_ft,
        'height_ft', t.height_ft, 'area_sqft', t.area_sqft, 'lighting', t.lighting, 'facing', t.facing,
        'daily_traffic', t.daily_traffic, 'photo', t.photos[1], 'starts_on', l.starts_on, 'ends_on', l.ends_on,
        'monthly_rate', l.monthly_rate, 'list_rate', l.list_rate, 'discount_percent', l.discount_percent,
        'confirmed', exists (select from public.site_bookings b where b.id = l.booking_id and b.kind = 'confirmed'))
        order by t.code, l.starts_on)
      from public.campaign_lines l join public.sites t on t.id = l.site_id
      where l.campaign_id = target.id), '[]'::jsonb)
  )
  from public.sales_settings s;
end;
$$;
comment on function public.proposal_view(text) is
  'A proposal as its client sees it through the link''s token (null for a wrong or revoked token).';
revoke all on function public.proposal_view(text) from public, anon, authenticated;
grant execute on function public.proposal_view(text) to anon, authenticated, service_role;

reset check_function_bodies;
