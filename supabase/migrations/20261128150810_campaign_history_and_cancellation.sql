-- campaign_history_and_cancellation: written by `npm run db:diff -- campaign_history_and_cancellation` from supabase/schemas/
-- (docs/decisions/043-declarative-schema-files.md). What supabase/schemas/ defines differently from the
-- migrations before this one:
--   function public.accept_proposal(text, text, text): differs in definition
--   function public.cancel_campaign(uuid, text): in supabase/schemas/, not in the database
--   function public.proposal_view(text): differs in definition
--   function public.record_campaign_event(uuid, text, text, text): in supabase/schemas/, not in the database
--   function public.send_proposal(uuid): differs in definition
--   function public.withdraw_proposal(uuid): differs in definition
--   policy campaign_events_select_can_sell on public.campaign_events: in supabase/schemas/, not in the database

-- Functions are created in the order of the schema files, some before the functions they call.
set check_function_bodies = off;

-- Writes one step of campaign `campaign`'s history (decision 088): by the signed-in member of staff (their name as it
-- is now, kept if they leave), or by `by_name` (the client who accepted). Only the database's own functions call it.
create or replace function public.record_campaign_event(campaign uuid, kind text, note text default null, by_name text default null)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.campaign_events (campaign_id, kind, note, by_user, by_name)
  select campaign, kind, note, auth.uid(), coalesce(by_name, (select u.full_name from public.user_profiles u where u.id = auth.uid()))
$$;
revoke all on function public.record_campaign_event(uuid, text, text, text) from public, anon, authenticated;

-- Cancels campaign `campaign` after the client accepted it, saying why (decision 088): its bookings are released, the
-- mounting jobs nobody has worked on go, an ad already up is taken down first (its dismantling is due today), and the
-- cancellation with its reason is in the campaign's history. A sent proposal is withdrawn instead; a draft deleted.
create or replace function public.cancel_campaign(campaign uuid, reason text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  target public.campaigns;
begin
  if not public.can_sell() then
    raise exception 'Only admins and sales staff can cancel a campaign.' using errcode = '42501';
  end if;
  reason := btrim(coalesce(reason, ''));
  if reason = '' or char_length(reason) > 1000 then
    raise exception 'Say why the campaign is cancelled (at most 1,000 characters).' using errcode = 'PT422';
  end if;
  select * into target from public.campaigns c where c.id = campaign for update;
  if target.id is null then
    raise exception 'This campaign no longer exists.' using errcode = 'PT404';
  end if;
  if target.status not in ('accepted', 'confirmed', 'live') then
    raise exception 'Only a campaign the client accepted can be cancelled: withdraw a sent proposal, or delete a draft.' using errcode = 'PT409';
  end if;
  delete from public.site_bookings b using public.campaign_lines l where l.campaign_id = campaign and b.id = l.booking_id;
  update public.mounting_jobs d set due_on = least(d.due_on, public.india_today())
  where d.campaign_id = campaign and d.kind = 'dismantling' and d.state <> 'approved'
    and exists (select from public.mounting_jobs m where m.line_id = d.line_id and m.kind = 'mounting' and m.state = 'approved');
  delete from public.mounting_jobs j
  where j.campaign_id = campaign and j.state <> 'approved'
    and not exists (select from public.proof_photos p where p.job_id = j.id)
    and not (j.kind = 'dismantling' and exists (select from public.mounting_jobs m where m.line_id = j.line_id and m.kind = 'mounting' and m.state = 'approved'));
  update public.campaigns set status = 'cancelled' where id = campaign;
  perform public.record_campaign_event(campaign, 'cancelled', reason);
end;
$$;
revoke all on function public.cancel_campaign(uuid, text) from public, anon, authenticated;
grant execute on function public.cancel_campaign(uuid, text) to authenticated, service_role;

-- Sends draft campaign `campaign`: holds each line's dates until the hold expires, makes a link (its token is
-- returned once, never stored), and sets the proposal's validity. Refused, naming the line, when a site is
-- already booked on those days.
create or replace function public.send_proposal(campaign uuid)
returns text
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
  token text;
begin
  if not public.can_sell() then
    raise exception 'Only admins and sales staff can send proposals.' using errcode = '42501';
  end if;
  select * into settings from public.sales_settings;
  select * into target from public.campaigns c where c.id = campaign for update;
  if target.id is null then
    raise exception 'This campaign no longer exists.' using errcode = 'PT404';
  end if;
  if target.status <> 'draft' then
    raise exception 'This proposal has already been sent.' using errcode = 'PT409';
  end if;
  if not exists (select from public.campaign_lines l where l.campaign_id = campaign) then
    raise exception 'Add at least one site before sending the proposal.' using errcode = 'PT422';
  end if;
  select c.name into customer_name from public.customers c where c.id = target.customer_id;
  for line in
    select l.*, s.code from public.campaign_lines l join public.sites s on s.id = l.site_id
    where l.campaign_id = campaign order by s.code, l.starts_on
  loop
    if line.starts_on < public.india_today() then
      raise exception '% starts on %, which has passed. Change its dates before sending.', line.code, public.booking_date(line.starts_on)
        using errcode = 'PT422';
    end if;
    select b.client_name, b.starts_on, b.ends_on into in_the_way
    from public.site_bookings b
    where b.site_id = line.site_id and b.kind = 'confirmed' and b.starts_on <= line.ends_on and b.ends_on >= line.starts_on
    order by b.starts_on limit 1;
    if in_the_way.client_name is not null then
      raise exception '% is already booked for % from % to %. Change the line''s dates or remove it.', line.code,
        in_the_way.client_name, public.booking_date(in_the_way.starts_on), public.booking_date(in_the_way.ends_on)
        using errcode = 'PT409';
    end if;
    with hold as (
      insert into public.site_bookings (site_id, starts_on, ends_on, kind, client_name, note, expires_at)
      values (line.site_id, line.starts_on, line.ends_on, 'hold', customer_name,
              format('Proposal %s', target.reference), now() + make_interval(days => settings.hold_days))
      returning id
    )
    update public.campaign_lines l set booking_id = (select id from hold) where l.id = line.id;
  end loop;
  token := translate(encode(extensions.gen_random_bytes(24), 'base64'), '+/', '-_');
  update public.proposal_links set revoked_at = now() where campaign_id = campaign and revoked_at is null;
  insert into public.proposal_links (campaign_id, token_hash) values (campaign, public.proposal_token_hash(token));
  update public.campaigns c set status = 'sent', sent_at = now(),
    valid_until = coalesce(c.valid_until, public.india_today() + settings.validity_days)
  where c.id = campaign;
  perform public.record_campaign_event(campaign, 'sent');
  return token;
end;
$$;
comment on function public.send_proposal(uuid) is
  'Sends a draft campaign: holds its lines, returns a new proposal link token (shown once), sets its validity.';
revoke all on function public.send_proposal(uuid) from public, anon, authenticated;
grant execute on function public.send_proposal(uuid) to authenticated, service_role;

-- Takes a sent proposal back: its link stops working, its holds go, and it is a draft again.
create or replace function public.withdraw_proposal(campaign uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not public.can_sell() then
    raise exception 'Only admins and sales staff can withdraw proposals.' using errcode = '42501';
  end if;
  if not exists (select from public.campaigns c where c.id = campaign and c.status in ('sent', 'expired')) then
    raise exception 'Only a sent proposal that has not been accepted can be withdrawn.' using errcode = 'PT409';
  end if;
  update public.proposal_links set revoked_at = now() where campaign_id = campaign and revoked_at is null;
  delete from public.site_bookings b using public.campaign_lines l
  where l.campaign_id = campaign and b.id = l.booking_id and b.kind = 'hold';
  update public.campaigns set status = 'draft', sent_at = null where id = campaign;
  perform public.record_campaign_event(campaign, 'withdrawn');
end;
$$;
revoke all on function public.withdraw_proposal(uuid) from public, anon, authenticated;
grant execute on function public.withdraw_proposal(uuid) to authenticated, service_role;

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
    return jsonb_build_object('state', 'ended', 'reference', target.reference, 'message', format('This campaign was cancelled on %s. Ask us about it.',
      public.booking_date((select (e.at at time zone 'Asia/Kolkata')::date from public.campaign_events e
                           where e.campaign_id = target.id and e.kind = 'cancelled' order by e.at desc limit 1))));
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

-- The client accepts through their link: once. Each held line becomes a confirmed booking where its dates are
-- still free; the answer says, line by line, why any is not, with the next free start.
create or replace function public.accept_proposal(token text, signer_name text, signer_designation text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  campaign_id uuid := public.proposal_campaign(token);
  target public.campaigns;
  customer_name text;
  line record;
  results jsonb := '[]'::jsonb;
  all_confirmed boolean := true;
  refusal text;
  response_id uuid;
begin
  signer_name := btrim(coalesce(signer_name, ''));
  signer_designation := btrim(coalesce(signer_designation, ''));
  if signer_name = '' or char_length(signer_name) > 200 then
    raise exception 'Enter your name (at most 200 characters).' using errcode = 'PT422';
  end if;
  if signer_designation = '' or char_length(signer_designation) > 200 then
    raise exception 'Enter your designation (at most 200 characters).' using errcode = 'PT422';
  end if;
  select * into target from public.campaigns c where c.id = campaign_id for update;
  if target.id is null then
    raise exception 'This proposal link is not valid.' using errcode = 'PT404';
  end if;
  if target.accepted_at is not null then
    raise exception 'This proposal was already accepted by % on %.', target.accepted_name, public.booking_date((target.accepted_at at time zone 'Asia/Kolkata')::date)
      using errcode = 'PT409';
  end if;
  if target.status <> 'sent' or target.valid_until < public.india_today() then
    raise exception 'This proposal can no longer be accepted: it has expired or been withdrawn. Ask us for a new one.'
      using errcode = 'PT409';
  end if;
  select c.name into customer_name from public.customers c where c.id = target.customer_id;
  for line in
    select l.id, l.site_id, l.starts_on, l.ends_on, l.booking_id, s.code, s.name
    from public.campaign_lines l join public.sites s on s.id = l.site_id
    where l.campaign_id = target.id order by s.code, l.starts_on
  loop
    refusal := null;
    begin
      -- A hold that expired (or was tidied away) is booked afresh: the days may still be free.
      if exists (select from public.site_bookings b where b.id = line.booking_id and (b.expires_at is null or b.expires_at > now())) then
        update public.site_bookings set kind = 'confirmed', expires_at = null, note = format('Proposal %s, accepted', target.reference)
        where id = line.booking_id;
      else
        delete from public.site_bookings where id = line.booking_id;
        with booked as (
          insert into public.site_bookings (site_id, starts_on, ends_on, kind, client_name, note)
          values (line.site_id, line.starts_on, line.ends_on, 'confirmed', customer_name, format('Proposal %s, accepted', target.reference))
          returning id
        )
        update public.campaign_lines l set booking_id = (select id from booked) where l.id = line.id;
      end if;
    exception when sqlstate 'PT409' or sqlstate '23P01' or sqlstate 'PT422' then
      refusal := sqlerrm;
    end;
    if refusal is not null then
      all_confirmed := false;
    end if;
    results := results || jsonb_build_object('code', line.code, 'name', line.name, 'starts_on', line.starts_on,
      'ends_on', line.ends_on, 'confirmed', refusal is null, 'reason', refusal,
      'next_free_start', case when refusal is null then null
        else public.next_free_start(line.site_id, line.starts_on, line.ends_on - line.starts_on + 1, customer_name) end);
  end loop;
  update public.campaigns c set status = case when all_confirmed then 'confirmed' else 'accepted' end,
    accepted_at = now(), accepted_name = signer_name, accepted_designation = signer_designation
  where c.id = target.id;
  response_id := public.record_proposal_response(target, 'accepted', signer_name, signer_designation, null);
  perform public.record_campaign_event(target.id, 'accepted', null, format('%s, %s', signer_name, signer_designation));
  return jsonb_build_object('response_id', response_id, 'lines', results);
end;
$$;
comment on function public.accept_proposal(text, text, text) is
  'The client accepts a sent proposal through its link (once): holds become confirmed bookings where still free.';
revoke all on function public.accept_proposal(text, text, text) from public, anon, authenticated;
grant execute on function public.accept_proposal(text, text, text) to anon, authenticated, service_role;

drop policy if exists campaign_events_select_can_sell on public.campaign_events;
create policy campaign_events_select_can_sell on public.campaign_events
  for select to authenticated
  using ((select public.can_sell()));

reset check_function_bodies;
