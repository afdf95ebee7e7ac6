-- letterhead_on_documents: written by `npm run db:diff -- letterhead_on_documents` from supabase/schemas/
-- (docs/decisions/043-declarative-schema-files.md). What supabase/schemas/ defines differently from the
-- migrations before this one:
--   function public.letterhead(): in supabase/schemas/, not in the database
--   function public.proof_report(text): differs in definition
--   function public.proposal_view(text): differs in definition

-- Functions are created in the order of the schema files, some before the functions they call.
set check_function_bodies = off;

-- The agency's GSTIN, PAN and logo for the letterhead of the documents its clients open by link (decision 095): each
-- null until an admin sets it.
create or replace function public.letterhead()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object('gstin', s.agency_gstin, 'pan', s.agency_pan, 'logo', s.letterhead_logo) from public.sales_settings s
$$;
revoke all on function public.letterhead() from public, anon, authenticated;

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
  link public.proposal_links;
  newer_sent_at timestamptz;
begin
  if campaign_id is null then
    -- A link an older version had says a newer one exists (decision 090); a withdrawn link says so; any other token
    -- is not a link at all.
    select * into link from public.proposal_links k where k.token_hash = public.proposal_token_hash(token);
    if link.id is null then
      return null;
    end if;
    select * into target from public.campaigns c where c.id = link.campaign_id;
    if target.version > link.version then
      select max(k.created_at) into newer_sent_at from public.proposal_links k
      where k.campaign_id = target.id and k.version = target.version and k.revoked_at is null;
      return jsonb_build_object('state', 'ended', 'reference', target.reference, 'message', case
        when newer_sent_at is null then 'We are revising this proposal and will send you the new version.'
        else format('A newer version of this proposal was sent on %s. Open it from our latest message, or ask us for its link.',
                    public.booking_date((newer_sent_at at time zone 'Asia/Kolkata')::date)) end);
    end if;
    return jsonb_build_object('state', 'ended', 'message', 'This proposal has been withdrawn. Ask us for a new one.');
  end if;
  select * into target from public.campaigns c where c.id = campaign_id;
  if target.status = 'cancelled' then
    return jsonb_build_object('state', 'ended', 'reference', target.reference, 'message', format('This campaign was cancelled on %s. Ask us about it.',
      public.booking_date((select (e.at at time zone 'Asia/Kolkata')::date from public.campaign_events e
                           where e.campaign_id = target.id and e.kind = 'cancelled' order by e.at desc limit 1))));
  end if;
  if target.status = 'expired' or (target.status in ('sent', 'changes_asked') and target.valid_until < public.india_today()) then
    return jsonb_build_object('state', 'ended', 'reference', target.reference,
      'message', format('This proposal was valid until %s and has expired.', public.booking_date(target.valid_until)));
  end if;
  return jsonb_build_object(
    'state', case when target.status in ('sent', 'changes_asked') then 'open' else 'accepted' end,
    'reference', target.reference,
    'title', target.title,
    'status', target.status,
    'version', target.version,
    'agency', public.letterhead(),
    -- The client's request for changes to this version, shown back to them while the proposal stays open.
    'changes_asked', (select jsonb_build_object('name', e.by_name, 'at', e.at, 'message', e.note)
                      from public.campaign_events e
                      where target.status = 'changes_asked' and e.campaign_id = target.id and e.kind = 'changes_asked'
                      order by e.at desc limit 1),
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

-- The report a live link opens: the campaign, each site with its dates and its approved mounting photos (the
-- latest of each shot since the last re-shoot, with server time and distance), or null for a wrong or revoked
-- token. Only the proof-report function calls it (service role): it turns the photos' paths into signed URLs.
create or replace function public.proof_report(token text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'reference', c.reference,
    'title', c.title,
    'agency', public.letterhead(),
    'customer', (select u.name from public.customers u where u.id = c.customer_id),
    'status', c.status,
    'complete', not exists (select from public.mounting_jobs j where j.campaign_id = c.id and j.kind = 'mounting' and j.state <> 'approved'),
    'sites', coalesce((
      select jsonb_agg(jsonb_build_object(
        'code', s.code, 'name', s.name, 'locality', s.locality, 'address', s.address,
        'latitude', s.latitude, 'longitude', s.longitude, 'format', s.format,
        'starts_on', l.starts_on, 'ends_on', l.ends_on, 'approved_at', j.approved_at,
        'photos', coalesce((
          select jsonb_agg(jsonb_build_object('shot', p.shot, 'path', p.object_path, 'taken_at', p.taken_at, 'distance_m', p.distance_m)
                           order by array_position(array['close_up', 'approach', 'newspaper', 'night'], p.shot))
          from (select distinct on (q.shot) q.* from public.proof_photos q
                where q.job_id = j.id and q.taken_at >= coalesce(j.reshoot_at, '-infinity')
                order by q.shot, q.taken_at desc) p
          where j.state = 'approved'), '[]'::jsonb)
      ) order by l.starts_on, s.code)
      from public.campaign_lines l
      join public.sites s on s.id = l.site_id
      join public.mounting_jobs j on j.line_id = l.id and j.kind = 'mounting'
      where l.campaign_id = c.id), '[]'::jsonb)
  )
  from public.proof_links k
  join public.campaigns c on c.id = k.campaign_id
  where k.token_hash = public.proposal_token_hash(token) and k.revoked_at is null
$$;
revoke all on function public.proof_report(text) from public, anon, authenticated;
grant execute on function public.proof_report(text) to service_role;

reset check_function_bodies;
