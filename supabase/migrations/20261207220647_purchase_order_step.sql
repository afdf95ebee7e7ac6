-- purchase_order_step: written by `npm run db:diff -- purchase_order_step` from supabase/schemas/
-- (docs/decisions/043-declarative-schema-files.md). What supabase/schemas/ defines differently from the
-- migrations before this one:
--   constraint campaign_events_kind_known on public.campaign_events: differs in definition
--   constraint campaigns_advance_range on public.campaigns: in supabase/schemas/, not in the database
--   constraint receipts_campaign_id_fkey on public.receipts: in supabase/schemas/, not in the database
--   function public.accept_proposal(text, text, text): differs in comment, definition
--   function public.advance_received_paise(uuid): in supabase/schemas/, not in the database
--   function public.book_campaign_lines(uuid, text): in supabase/schemas/, not in the database
--   function public.confirm_without_purchase_order(uuid, text): in supabase/schemas/, not in the database
--   function public.confirmation_waits_for(uuid): in supabase/schemas/, not in the database
--   function public.confirmation(public.campaigns): in supabase/schemas/, not in the database
--   function public.proposal_view(text): differs in definition
--   function public.ready_to_confirm(uuid): in supabase/schemas/, not in the database
--   function public.record_purchase_order(uuid, text, date, text): differs in definition
--   function public.record_receipt(uuid, date, text, text, bigint, bigint, numeric, jsonb, boolean, text, uuid): in supabase/schemas/, not in the database
--   function public.record_receipt(uuid, date, text, text, bigint, bigint, numeric, jsonb, boolean, text): in the database, not in supabase/schemas/
--   function public.revise_proposal(uuid): differs in definition
--   function public.save_campaign(uuid, jsonb, jsonb): differs in definition
--   function public.screen_campaign_change(): differs in definition
--   function public.screen_site_booking(): differs in definition
--   function public.settle_confirmation(uuid, jsonb, text): in supabase/schemas/, not in the database
--   table public.campaigns: differs in columns
--   table public.receipts: differs in columns

-- Functions are created in the order of the schema files, some before the functions they call.
set check_function_bodies = off;

alter table public.campaign_events drop constraint if exists campaign_events_kind_known;
alter table public.campaigns add column advance_paise bigint default 0 not null;
alter table public.receipts add column campaign_id uuid;

create or replace function public.screen_site_booking()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  site_code text := (select s.code from public.sites s where s.id = new.site_id);
  in_the_way record;
  held record;
  licence_end date;
  becomes_confirmed boolean := new.kind = 'confirmed' and (
    tg_op = 'INSERT' or old.kind is distinct from 'confirmed' or old.site_id <> new.site_id
    or old.starts_on <> new.starts_on or old.ends_on <> new.ends_on);
  hold_days integer := (select s.hold_days from public.sales_settings s);
  -- The end (India) of the validity of the accepted campaign whose line this booking is, if it is one.
  accepted_until timestamptz := (select (c.valid_until + 1)::timestamp at time zone 'Asia/Kolkata'
                                 from public.campaign_lines l join public.campaigns c on c.id = l.campaign_id
                                 where l.booking_id = new.id and c.status = 'accepted');
begin
  -- Every hold expires (docs/decisions/053), one typed on the board as one sent with a proposal: after the
  -- settings' hold days from when it is made. Staff cannot set a later expiry themselves; an admin extends a
  -- hold with extend_hold(). A confirmed booking never expires; made a hold again by staff, its hold days count
  -- from when the booking was made, not afresh, so confirming and un-confirming extends nothing; one whose hold days
  -- are over is made a hold again by an admin only, who gives it a fresh hold (decision 075).
  if new.kind = 'confirmed' then
    new.expires_at := null;
  elsif accepted_until is not null then
    -- A line its client accepted stays held for their purchase order until the proposal's validity ends, or its own
    -- hold days if they run longer (docs/decisions/114): derived here, whoever writes it.
    new.expires_at := greatest(accepted_until, case when tg_op = 'UPDATE' and old.kind = 'hold' then old.expires_at end);
  elsif tg_op = 'INSERT' then
    if new.expires_at is null or (public.is_public_request() and not public.is_admin()) then
      new.expires_at := now() + make_interval(days => hold_days);
    end if;
  elsif old.kind is distinct from 'hold' then
    if public.is_public_request() and not public.is_admin() then
      new.expires_at := old.created_at + make_interval(days => hold_days);
      if new.expires_at <= now() then
        raise exception 'As a hold, this booking would have lapsed on %: only an admin can make it a hold again.',
          to_char(new.expires_at at time zone 'Asia/Kolkata', 'FMDD Mon YYYY') using errcode = 'PT403';
      end if;
    elsif new.expires_at is null then
      new.expires_at := now() + make_interval(days => hold_days);
    end if;
  elsif new.expires_at is distinct from old.expires_at and public.is_public_request() and not public.is_admin() then
    raise exception 'Only an admin can change when a hold expires.' using errcode = 'PT403';
  end if;

  -- A confirmed booking of the site on any of these days: no other confirmed booking may go there (holds may).
  select b.client_name, b.starts_on, b.ends_on into in_the_way
  from public.site_bookings b
  where new.kind = 'confirmed' and b.site_id = new.site_id and b.kind = 'confirmed' and b.id <> new.id
    and b.starts_on <= new.ends_on and b.ends_on >= new.starts_on
  order by b.starts_on
  limit 1;
  if in_the_way.client_name is not null then
    raise exception '% is already booked for % from % to %.', site_code, in_the_way.client_name,
      public.booking_date(in_the_way.starts_on), public.booking_date(in_the_way.ends_on)
      using errcode = 'PT409', hint = 'Choose other dates, or another site.';
  end if;

  if not becomes_confirmed then
    return new;
  end if;
  -- A confirmed booking runs no day past the site's licence (docs/decisions/054).
  select l.valid_until into licence_end from public.site_licences l where l.site_id = new.site_id;
  if licence_end < new.ends_on then
    raise exception '%''s licence ends on %: a confirmed booking cannot run past it. Renew the licence, or end the booking by then.',
      site_code, public.booking_date(licence_end)
      using errcode = 'PT422';
  end if;
  -- Another client's holds on these days: refused unless an admin names that client.
  for held in
    select b.client_name, b.starts_on, b.ends_on, b.created_by
    from public.site_bookings b
    where b.site_id = new.site_id and b.kind = 'hold' and b.id <> new.id
      and b.starts_on <= new.ends_on and b.ends_on >= new.starts_on
      and (b.expires_at is null or b.expires_at > now())
      and lower(btrim(b.client_name)) <> lower(btrim(new.client_name))
    order by b.starts_on
  loop
    if not (public.is_admin() and lower(btrim(coalesce(new.overrides_hold_of, ''))) = lower(btrim(held.client_name))) then
      raise exception '% is held for % from % to %. Only an admin can confirm over another client''s hold, naming that client.',
        site_code, held.client_name, public.booking_date(held.starts_on), public.booking_date(held.ends_on)
        using errcode = 'PT409', detail = jsonb_build_object('held_for', held.client_name)::text;
    end if;
    perform public.notify_staff(
      held.created_by,
      format('%s confirmed %s for %s from %s to %s, over your hold for %s.', public.acting_user_name(), site_code,
             new.client_name, public.booking_date(new.starts_on), public.booking_date(new.ends_on), held.client_name),
      format('/admin/sites/%s/bookings', new.site_id));
  end loop;
  return new;
end;
$$;
revoke all on function public.screen_site_booking() from public, anon, authenticated;

-- A campaign's status, and who accepted it and when, move only through the database's own functions (sending,
-- withdrawing, the client's answer, the schedule), which run as their owner; a write straight from the API (as
-- anon or authenticated, save_campaign's included) may not touch them, nor change what a sent or accepted proposal
-- shows its client, nor delete one that was ever sent and not withdrawn (decision 079).
create or replace function public.screen_campaign_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user not in ('anon', 'authenticated') then
    return coalesce(new, old);
  end if;
  if tg_op = 'DELETE' then
    if old.status not in ('draft', 'expired') then
      raise exception 'Proposal % was sent to its client: it stays in the records. Withdraw it first if it is only sent.', old.reference
        using errcode = 'PT409';
    end if;
    return old;
  end if;
  if (tg_op = 'INSERT' and (new.status <> 'draft' or new.version <> 1 or new.sent_at is not null or new.accepted_at is not null
        or new.accepted_name is not null or new.accepted_designation is not null))
     or (tg_op = 'UPDATE' and (new.status, new.version, new.sent_at, new.accepted_at, new.accepted_name, new.accepted_designation)
        is distinct from (old.status, old.version, old.sent_at, old.accepted_at, old.accepted_name, old.accepted_designation)) then
    raise exception 'A proposal''s status changes only by sending or withdrawing it, or by the client''s answer on its link.'
      using errcode = 'PT403';
  end if;
  if tg_op = 'UPDATE' and old.status <> 'draft'
     and (new.title, new.customer_id, new.contact_id, new.valid_until, new.include_printing, new.include_mounting, new.terms, new.advance_paise)
        is distinct from (old.title, old.customer_id, old.contact_id, old.valid_until, old.include_printing, old.include_mounting, old.terms, old.advance_paise) then
    if old.status in ('sent', 'changes_asked', 'expired') then
      raise exception 'This proposal has been sent: revise it to change its sites, dates or prices.' using errcode = 'PT409';
    end if;
    raise exception 'This proposal was accepted by the client: what they accepted does not change. Revise it for the client to accept again.' using errcode = 'PT409';
  end if;
  return new;
end;
$$;
revoke all on function public.screen_campaign_change() from public, anon, authenticated;

-- Revises a proposal the client has (decision 090): sent, answered with a request for changes, expired, or accepted
-- before any work on its sites. It becomes a draft of the next version for sales to change and send; its link stops
-- working and says a newer version is coming; its sites stay held for the client meanwhile (what they had accepted
-- goes back to a hold, its jobs go). The acceptance stays in the campaign's history; the client accepts the new
-- version again. A campaign whose work has started is cancelled with its reason instead.
create or replace function public.revise_proposal(campaign uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings public.sales_settings;
  target public.campaigns;
begin
  if not public.can_sell() then
    raise exception 'Only admins and sales staff can revise proposals.' using errcode = '42501';
  end if;
  select * into settings from public.sales_settings;
  select * into target from public.campaigns c where c.id = campaign for update;
  if target.id is null then
    raise exception 'This campaign no longer exists.' using errcode = 'PT404';
  end if;
  if target.status not in ('sent', 'changes_asked', 'expired', 'accepted', 'confirmed') then
    raise exception 'Only a sent or accepted proposal can be revised: a draft is changed as it is, and a campaign under way is cancelled with its reason.'
      using errcode = 'PT409';
  end if;
  if exists (select from public.mounting_jobs j where j.campaign_id = campaign
             and (j.state = 'approved' or exists (select from public.proof_photos p where p.job_id = j.id))) then
    raise exception 'Work has started on this campaign''s sites, so it cannot be revised: cancel it with its reason and make a new proposal.'
      using errcode = 'PT409';
  end if;
  update public.campaigns c set status = 'draft', version = c.version + 1, sent_at = null,
    accepted_at = null, accepted_name = null, accepted_designation = null
  where c.id = campaign;
  update public.site_bookings b set kind = 'hold', expires_at = now() + make_interval(days => settings.hold_days),
    note = format('Proposal %s, being revised', target.reference)
  from public.campaign_lines l
  where l.campaign_id = campaign and b.id = l.booking_id and b.kind = 'confirmed';
  delete from public.mounting_jobs j where j.campaign_id = campaign;
  update public.proposal_links set revoked_at = now() where campaign_id = campaign and revoked_at is null;
  perform public.record_campaign_event(campaign, 'revised', format('Version %s', target.version + 1));
  -- What the client had, and may have signed, stays in the history as it was (decision 090).
  update public.campaign_events e set replaced_version = jsonb_build_object(
      'version', target.version, 'status', target.status, 'sent_at', target.sent_at, 'valid_until', target.valid_until,
      'accepted', case when target.accepted_at is null then null else jsonb_build_object(
        'name', target.accepted_name, 'designation', target.accepted_designation, 'at', target.accepted_at) end,
      'include_printing', target.include_printing, 'include_mounting', target.include_mounting, 'terms', target.terms,
      'lines', coalesce((select jsonb_agg(jsonb_build_object('code', t.code, 'starts_on', l.starts_on, 'ends_on', l.ends_on,
                                                            'monthly_rate', l.monthly_rate, 'list_rate', l.list_rate,
                                                            'discount_percent', l.discount_percent) order by t.code, l.starts_on)
                         from public.campaign_lines l join public.sites t on t.id = l.site_id where l.campaign_id = campaign), '[]'::jsonb))
  where e.id = (select r.id from public.campaign_events r where r.campaign_id = campaign and r.kind = 'revised' order by r.at desc limit 1);
end;
$$;
revoke all on function public.revise_proposal(uuid) from public, anon, authenticated;
grant execute on function public.revise_proposal(uuid) to authenticated, service_role;

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
    'advance_paise', target.advance_paise,
    -- What an accepted campaign still waits for before its bookings are confirmed (decision 114).
    'waiting_for', case when target.status = 'accepted' then public.confirmation_waits_for(target.id) end,
    'rates', jsonb_build_object('gst_percent', s.gst_percent, 'printing_per_sqft', s.printing_rate_per_sqft,
                                'mounting_per_sqft', s.mounting_rate_per_sqft),
    'lines', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', l.id, 'code', t.code, 'name', t.name, 'locality', t.locality, 'address', t.address,
        'latitude', t.latitude, 'longitude', t.longitude, 'format', t.format, 'width_ft', t.width_ft,
        'height_ft', t.height_ft, 'area_sqft', t.area_sqft, 'lighting', t.lighting, 'facing', t.facing,
        'daily_traffic', t.daily_traffic, 'photo', t.photos[1], 'starts_on', l.starts_on, 'ends_on', l.ends_on,
        'monthly_rate', l.monthly_rate, 'list_rate', l.list_rate, 'discount_percent', l.discount_percent,
        'confirmed', exists (select from public.site_bookings b where b.id = l.booking_id and b.kind = 'confirmed'),
        'held_until', (select b.expires_at from public.site_bookings b where b.id = l.booking_id and b.kind = 'hold' and b.expires_at > now()))
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

-- The client accepts through their link: once. The campaign then waits for the client's purchase order (and the
-- advance, when it asks one) before its bookings are confirmed (docs/decisions/114): each line stays held, until the
-- proposal's validity ends (screen_site_booking), where its dates are still free of confirmed bookings; the answer says,
-- line by line, why any is not, with the next free start. A campaign whose PO (and advance) is in hand already, as
-- after a revision, is confirmed at once.
create or replace function public.accept_proposal(token text, signer_name text, signer_designation text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  campaign_id uuid := public.proposal_campaign(token);
  target public.campaigns;
  response_id uuid;
  booked jsonb;
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
  if target.status not in ('sent', 'changes_asked') or target.valid_until < public.india_today() then
    raise exception 'This proposal can no longer be accepted: it has expired or been withdrawn. Ask us for a new one.'
      using errcode = 'PT409';
  end if;
  -- Accepted first: the lines' holds then last until the validity's end (screen_site_booking).
  update public.campaigns c set status = 'accepted',
    accepted_at = now(), accepted_name = signer_name, accepted_designation = signer_designation
  where c.id = target.id;
  response_id := public.record_proposal_response(target, 'accepted', signer_name, signer_designation, null);
  perform public.record_campaign_event(target.id, 'accepted', null, format('%s, %s', signer_name, signer_designation));
  if public.ready_to_confirm(target.id) then
    booked := public.book_campaign_lines(target.id, 'confirmed');
    perform public.settle_confirmation(target.id, booked, 'The purchase order was in hand when the client accepted.');
  else
    booked := public.book_campaign_lines(target.id, 'hold');
  end if;
  return jsonb_build_object('response_id', response_id, 'lines', booked,
    'holds_until', target.valid_until, 'waiting_for', public.confirmation_waits_for(target.id));
end;
$$;
comment on function public.accept_proposal(text, text, text) is
  'The client accepts a sent proposal through its link (once): its lines stay held for the purchase order, or are booked when it is in hand.';
revoke all on function public.accept_proposal(text, text, text) from public, anon, authenticated;
grant execute on function public.accept_proposal(text, text, text) to anon, authenticated, service_role;

-- Books each line of accepted campaign `campaign` as `kind`: 'hold' keeps (or makes afresh, where no confirmed
-- booking took the days) the hold that waits for the purchase order; 'confirmed' makes it a confirmed booking where
-- still free. Returns, line by line, what became of it, and why not with the next free start (docs/decisions/114).
create or replace function public.book_campaign_lines(campaign uuid, kind text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  target public.campaigns := (select c from public.campaigns c where c.id = campaign);
  customer_name text := (select u.name from public.customers u where u.id = target.customer_id);
  booking_note text := case kind when 'hold' then format('Proposal %s, accepted: awaiting the purchase order', target.reference)
                         else format('Proposal %s, confirmed', target.reference) end;
  line record;
  in_the_way record;
  refusal text;
  booked_kind text;
  results jsonb := '[]'::jsonb;
begin
  for line in
    select l.id, l.site_id, l.starts_on, l.ends_on, l.booking_id, s.code, s.name
    from public.campaign_lines l join public.sites s on s.id = l.site_id
    where l.campaign_id = target.id order by s.code, l.starts_on
  loop
    refusal := null;
    begin
      -- A hold that expired (or was tidied away) is booked afresh: the days may still be free.
      if exists (select from public.site_bookings b where b.id = line.booking_id and (b.expires_at is null or b.expires_at > now())) then
        -- A booking staff confirmed already stays confirmed.
        update public.site_bookings b set kind = case when b.kind = 'confirmed' then 'confirmed' else book_campaign_lines.kind end,
          note = booking_note
        where b.id = line.booking_id;
      else
        delete from public.site_bookings b where b.id = line.booking_id;
        -- A hold may share its days with other holds, never with a confirmed booking (as the board's own check says).
        select b.client_name, b.starts_on, b.ends_on into in_the_way from public.site_bookings b
        where book_campaign_lines.kind = 'hold' and b.site_id = line.site_id and b.kind = 'confirmed' and b.starts_on <= line.ends_on and b.ends_on >= line.starts_on
        order by b.starts_on limit 1;
        if in_the_way.client_name is not null then
          raise exception '% is already booked for % from % to %.', line.code, in_the_way.client_name,
            public.booking_date(in_the_way.starts_on), public.booking_date(in_the_way.ends_on) using errcode = 'PT409';
        end if;
        with made as (
          insert into public.site_bookings (site_id, starts_on, ends_on, kind, client_name, note)
          values (line.site_id, line.starts_on, line.ends_on, book_campaign_lines.kind, customer_name, booking_note)
          returning id
        )
        update public.campaign_lines l set booking_id = (select id from made) where l.id = line.id;
        -- Its hold now belongs to an accepted campaign's line: touched, it lasts until the validity's end.
        update public.site_bookings b set note = booking_note
        from public.campaign_lines l where l.id = line.id and b.id = l.booking_id and b.kind = 'hold';
      end if;
    exception when sqlstate 'PT409' or sqlstate '23P01' or sqlstate 'PT422' then
      refusal := sqlerrm;
    end;
    booked_kind := (select b.kind from public.campaign_lines l join public.site_bookings b on b.id = l.booking_id where l.id = line.id);
    results := results || jsonb_build_object('code', line.code, 'name', line.name, 'starts_on', line.starts_on,
      'ends_on', line.ends_on, 'confirmed', refusal is null and booked_kind = 'confirmed', 'held', refusal is null and booked_kind = 'hold',
      'reason', refusal,
      'next_free_start', case when refusal is null then null
        else public.next_free_start(line.site_id, line.starts_on, line.ends_on - line.starts_on + 1, customer_name) end);
  end loop;
  return results;
end;
$$;
revoke all on function public.book_campaign_lines(uuid, text) from public, anon, authenticated;

-- After book_campaign_lines(…, 'confirmed'): the campaign is confirmed when every line is booked, with `note` in its
-- history; otherwise it stays accepted, its booked lines kept, for sales to revise or cancel (docs/decisions/114).
create or replace function public.settle_confirmation(campaign uuid, booked jsonb, note text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  every_line boolean := not exists (select from jsonb_array_elements(booked) as b where not (b ->> 'confirmed')::boolean);
begin
  if every_line then
    update public.campaigns c set status = 'confirmed' where c.id = campaign;
    perform public.record_campaign_event(campaign, 'confirmed', note);
  end if;
  return jsonb_build_object('confirmed', every_line, 'lines', booked);
end;
$$;
revoke all on function public.settle_confirmation(uuid, jsonb, text) from public, anon, authenticated;

-- An admin confirms accepted campaign `campaign` without its purchase order or advance, saying why: its lines are
-- booked where still free, as the PO would have done (docs/decisions/114).
create or replace function public.confirm_without_purchase_order(campaign uuid, reason text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'Only an admin can confirm a campaign without its purchase order.' using errcode = '42501';
  end if;
  reason := btrim(coalesce(reason, ''));
  if reason = '' or char_length(reason) > 500 then
    raise exception 'Say why the campaign is confirmed without its purchase order (at most 500 characters).' using errcode = 'PT422';
  end if;
  perform from public.campaigns c where c.id = campaign and c.status = 'accepted' for update;
  if not found then
    raise exception 'Only a campaign its client accepted, not yet confirmed, is confirmed this way.' using errcode = 'PT409';
  end if;
  return public.settle_confirmation(campaign, public.book_campaign_lines(campaign, 'confirmed'),
    format('Confirmed without %s: %s', case when (select c.po_number from public.campaigns c where c.id = campaign) is null
      then 'the purchase order' else 'the advance' end, reason));
end;
$$;
revoke all on function public.confirm_without_purchase_order(uuid, text) from public, anon, authenticated;
grant execute on function public.confirm_without_purchase_order(uuid, text) to authenticated, service_role;

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
      terms = fields.terms, valid_until = fields.valid_until, advance_paise = coalesce(fields.advance_paise, 0)
  where c.id = save_campaign.campaign_id;
  if not found then
    insert into public.campaigns (id, title, customer_id, contact_id, owner_id, lead_id, include_printing, include_mounting, terms, valid_until, advance_paise)
    values (save_campaign.campaign_id, fields.title, fields.customer_id, fields.contact_id, coalesce(fields.owner_id, auth.uid()), fields.lead_id,
            coalesce(fields.include_printing, true), coalesce(fields.include_mounting, true), fields.terms, fields.valid_until,
            coalesce(fields.advance_paise, 0));
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

-- Sales or accounts note the client's purchase order for campaign `campaign` once the client has accepted it: its
-- number and date, which its invoices carry from then on (issue_invoice keeps them with the client's details), and
-- the PO's file (`po_path`, already put in the purchase-orders bucket under the campaign's id), or null to keep the
-- file noted before. A campaign that waited for it is confirmed (docs/decisions/114): returns what that booked, or null.
-- Its result is now what the confirmation booked.
drop function if exists public.record_purchase_order(uuid, text, date, text);
create or replace function public.record_purchase_order(campaign uuid, po_number text, po_date date, po_path text default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  target public.campaigns;
begin
  if not (public.can_sell() or public.can_bill()) then
    raise exception 'Only admins, sales and accounts record purchase orders.' using errcode = '42501';
  end if;
  if coalesce(btrim(po_number), '') = '' or char_length(btrim(po_number)) > 40 then
    raise exception 'Give the purchase order''s number (at most 40 characters).' using errcode = 'PT422';
  end if;
  if po_date is null or po_date > public.india_today() then
    raise exception 'Give the purchase order''s date: today or earlier.' using errcode = 'PT422';
  end if;
  if po_path is not null and (split_part(po_path, '/', 1) <> campaign::text
      or not exists (select from storage.objects o where o.bucket_id = 'purchase-orders' and o.name = po_path)) then
    raise exception 'Upload the purchase order''s file first: it was not found.' using errcode = 'PT422';
  end if;
  update public.campaigns c set po_number = btrim(record_purchase_order.po_number), po_date = record_purchase_order.po_date,
    po_path = coalesce(record_purchase_order.po_path, c.po_path)
  where c.id = campaign and c.status in ('accepted', 'confirmed', 'live', 'completed')
  returning c.* into target;
  if target.id is null then
    raise exception 'A purchase order is noted on a campaign its client has accepted.' using errcode = 'PT409';
  end if;
  perform public.record_campaign_event(campaign, 'purchase_order', format('PO %s of %s', target.po_number, public.booking_date(target.po_date)));
  -- The PO confirms an accepted campaign's bookings, once its advance (if it asks one) is in too (docs/decisions/114).
  if target.status = 'accepted' and public.ready_to_confirm(campaign) then
    return public.settle_confirmation(campaign, public.book_campaign_lines(campaign, 'confirmed'), 'The client''s purchase order arrived.');
  end if;
  return null;
end;
$$;
revoke all on function public.record_purchase_order(uuid, text, date, text) from public, anon, authenticated;
grant execute on function public.record_purchase_order(uuid, text, date, text) to authenticated, service_role;

-- Accounts record a payment from customer `customer`: `amount_paise` received on `received_on` by `mode` (with the
-- bank's reference or the cheque's number), `tds_paise` the client deducted at `tds_percent`, and which invoices it
-- settles: `allocations`, [{invoice, amount_paise}], or null for its oldest issued invoices first. What it pays beyond
-- them is kept as an advance on account when `keep_advance`, and refused otherwise. Returns the receipt's number.
create or replace function public.record_receipt(customer uuid, received_on date, mode text, reference text, amount_paise bigint,
  tds_paise bigint, tds_percent numeric, allocations jsonb, keep_advance boolean, note text, for_campaign uuid default null)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  receipt_id uuid := gen_random_uuid();
  receipt_number text;
  prefix text := (select s.receipt_prefix from public.billing_settings s);
  settles bigint := coalesce(amount_paise, 0) + coalesce(tds_paise, 0);
  chosen jsonb := '[]'::jsonb;
  left_over bigint := settles;
  open_invoice record;
  bad text;
  owed bigint;
begin
  if not public.can_bill() then
    raise exception 'Only admins and accounts record payments.' using errcode = '42501';
  end if;
  if not exists (select from public.customers u where u.id = customer) then
    raise exception 'This customer does not exist.' using errcode = 'PT404';
  end if;
  if received_on is null or received_on > public.india_today() then
    raise exception 'Give the day the payment was received: today or earlier.' using errcode = 'PT422';
  end if;
  if coalesce(amount_paise, 0) < 0 or coalesce(tds_paise, 0) < 0 or settles <= 0 then
    raise exception 'Give the amount received, the TDS deducted or both: neither may be below zero.' using errcode = 'PT422';
  end if;
  if mode is distinct from 'cash' and coalesce(reference, '') !~ '\S' then
    raise exception 'Give the bank''s reference (UTR) or the cheque''s number: only cash has none.' using errcode = 'PT422';
  end if;
  -- The advance a campaign asks before its bookings are confirmed is kept whole on account for it (docs/decisions/114).
  if for_campaign is not null then
    if not exists (select from public.campaigns c where c.id = for_campaign and c.customer_id = customer
                   and c.status in ('accepted', 'confirmed', 'live', 'completed')) then
      raise exception 'An advance is received for a campaign of this customer that its client has accepted.' using errcode = 'PT422';
    end if;
    allocations := '[]'::jsonb;
    keep_advance := true;
  end if;
  -- The customer's open invoices, locked: two payments recorded at once never settle the same rupee twice.
  perform 1 from public.invoices i where i.customer_id = customer and i.status = 'issued' order by i.id for update;
  if allocations is null then
    for open_invoice in
      select i.id, owed.paise as owing from public.invoices i cross join lateral (select public.balance_paise(i) as paise) as owed
      where i.customer_id = customer and i.status = 'issued' and owed.paise > 0
      order by i.invoice_date, i.serial
    loop
      exit when left_over = 0;
      chosen := chosen || jsonb_build_object('invoice', open_invoice.id, 'amount_paise', least(open_invoice.owing, left_over));
      left_over := left_over - least(open_invoice.owing, left_over);
    end loop;
  else
    if jsonb_typeof(allocations) <> 'array' then
      raise exception 'Give the split as a list of invoices and amounts.' using errcode = 'PT422';
    end if;
    select coalesce(jsonb_agg(a), '[]'::jsonb) into chosen from jsonb_array_elements(allocations) as a where (a ->> 'amount_paise')::bigint <> 0;
    if (select count(*) <> count(distinct w.invoice) from jsonb_to_recordset(chosen) as w (invoice uuid, amount_paise bigint)) then
      raise exception 'Name each invoice once in a payment''s split.' using errcode = 'PT422';
    end if;
    if exists (select from jsonb_to_recordset(chosen) as w (invoice uuid, amount_paise bigint) where w.amount_paise < 0) then
      raise exception 'A payment settles an invoice with an amount above zero.' using errcode = 'PT422';
    end if;
    select coalesce(i.number, 'an invoice') into bad from jsonb_to_recordset(chosen) as w (invoice uuid, amount_paise bigint)
    left join public.invoices i on i.id = w.invoice
    where i.id is null or i.customer_id <> customer or i.status <> 'issued' limit 1;
    if found then
      raise exception 'A payment settles only this customer''s issued invoices: % is not one.', bad using errcode = 'PT422';
    end if;
    select i.number, public.balance_paise(i) into bad, owed from jsonb_to_recordset(chosen) as w (invoice uuid, amount_paise bigint)
    join public.invoices i on i.id = w.invoice where w.amount_paise > public.balance_paise(i) limit 1;
    if found then
      raise exception 'Invoice % has % left to pay: a payment settles at most that.', bad, public.paise_text(owed) using errcode = 'PT422';
    end if;
    left_over := settles - (select coalesce(sum(w.amount_paise), 0) from jsonb_to_recordset(chosen) as w (invoice uuid, amount_paise bigint));
    if left_over < 0 then
      raise exception 'The split settles % but the payment with its TDS is %: split no more than was paid.',
        public.paise_text(settles - left_over), public.paise_text(settles) using errcode = 'PT422';
    end if;
  end if;
  if left_over > 0 and not coalesce(keep_advance, false) then
    raise exception 'This payment is % more than the invoices it settles: keep the rest as an advance on account, or correct the amount.',
      public.paise_text(left_over) using errcode = 'PT422';
  end if;
  receipt_number := public.next_document_number(prefix, received_on);
  insert into public.receipts (id, number, customer_id, received_on, mode, reference, amount_paise, tds_paise, tds_percent, note, campaign_id)
  values (receipt_id, receipt_number, customer, received_on, mode, nullif(btrim(reference), ''), coalesce(amount_paise, 0),
    coalesce(tds_paise, 0), tds_percent, nullif(btrim(note), ''), for_campaign);
  insert into public.receipt_allocations (receipt_id, invoice_id, amount_paise)
  select receipt_id, w.invoice, w.amount_paise from jsonb_to_recordset(chosen) as w (invoice uuid, amount_paise bigint);
  if for_campaign is not null then
    perform public.record_campaign_event(for_campaign, 'advance', format('%s received: payment %s', public.paise_text(settles), receipt_number));
    if (select c.status from public.campaigns c where c.id = for_campaign for update) = 'accepted' and public.ready_to_confirm(for_campaign) then
      perform public.settle_confirmation(for_campaign, public.book_campaign_lines(for_campaign, 'confirmed'), 'The advance arrived.');
    end if;
  end if;
  return receipt_number;
end;
$$;
revoke all on function public.record_receipt(uuid, date, text, text, bigint, bigint, numeric, jsonb, boolean, text, uuid) from public, anon, authenticated;
grant execute on function public.record_receipt(uuid, date, text, text, bigint, bigint, numeric, jsonb, boolean, text, uuid) to authenticated, service_role;

-- What campaign `campaign` has received as its advance: its payments not voided, with their TDS (docs/decisions/114).
create or replace function public.advance_received_paise(campaign uuid)
returns bigint
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(sum(r.amount_paise + r.tds_paise), 0)::bigint from public.receipts r
  where r.campaign_id = campaign and r.status = 'recorded'
$$;
revoke all on function public.advance_received_paise(uuid) from public, anon, authenticated;

-- What accepted campaign `campaign` still waits for before its bookings are confirmed: the client's purchase order,
-- and the advance it asks, against what came in (docs/decisions/114).
create or replace function public.confirmation_waits_for(campaign uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object('purchase_order', c.po_number is null, 'advance_paise', c.advance_paise,
                            'advance_received_paise', public.advance_received_paise(c.id))
  from public.campaigns c where c.id = campaign
$$;
revoke all on function public.confirmation_waits_for(uuid) from public, anon, authenticated;

-- The same for staff, as a computed field of a campaign (`confirmation`): null but for an accepted campaign, and for
-- those who sell or bill.
create or replace function public.confirmation(target public.campaigns)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select case when target.status = 'accepted' and (public.can_sell() or public.can_bill()) then public.confirmation_waits_for(target.id) end
$$;
revoke all on function public.confirmation(public.campaigns) from public, anon, authenticated;
grant execute on function public.confirmation(public.campaigns) to authenticated, service_role;

-- Whether accepted campaign `campaign` has what it waits for: its PO, and its advance in full.
create or replace function public.ready_to_confirm(campaign uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select c.po_number is not null and public.advance_received_paise(c.id) >= c.advance_paise
  from public.campaigns c where c.id = campaign
$$;
revoke all on function public.ready_to_confirm(uuid) from public, anon, authenticated;

alter table public.campaign_events add constraint campaign_events_kind_known CHECK ((kind = ANY (ARRAY['sent'::text, 'viewed'::text, 'changes_asked'::text, 'revised'::text, 'withdrawn'::text, 'accepted'::text, 'cancelled'::text, 'emailed'::text, 'purchase_order'::text, 'advance'::text, 'confirmed'::text])));
alter table public.campaigns add constraint campaigns_advance_range CHECK (((advance_paise >= 0) AND (advance_paise <= '100000000000'::bigint)));
alter table public.receipts add constraint receipts_campaign_id_fkey FOREIGN KEY (campaign_id) REFERENCES public.campaigns(id) ON DELETE RESTRICT;

drop function if exists public.record_receipt(uuid, date, text, text, bigint, bigint, numeric, jsonb, boolean, text);

reset check_function_bodies;
