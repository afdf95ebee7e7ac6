-- link_tokens_from_one_function: written by `npm run db:diff -- link_tokens_from_one_function` from supabase/schemas/
-- (docs/decisions/043-declarative-schema-files.md). What supabase/schemas/ defines differently from the
-- migrations before this one:
--   function public.new_link_token(): in supabase/schemas/, not in the database
--   function public.reissue_proposal_link(uuid): differs in definition
--   function public.send_proposal(uuid): differs in definition
--   function public.share_invoice(uuid): differs in definition
--   function public.share_proof_report(uuid): differs in definition

-- Functions are created in the order of the schema files, some before the functions they call.
set check_function_bodies = off;

-- A new link's token: 24 random bytes, URL-safe base64 (32 characters); only its hash (proposal_token_hash) is kept.
create or replace function public.new_link_token()
returns text
language sql
volatile
set search_path = ''
as $$
  select translate(encode(extensions.gen_random_bytes(24), 'base64'), '+/', '-_')
$$;
revoke all on function public.new_link_token() from public, anon, authenticated;

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
  -- A revision keeps the last version's holds until it is sent (decision 090): they make way for this version's.
  delete from public.site_bookings b using public.campaign_lines l
  where l.campaign_id = campaign and b.id = l.booking_id and b.kind = 'hold';
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
  token := public.new_link_token();
  update public.proposal_links set revoked_at = now() where campaign_id = campaign and revoked_at is null;
  insert into public.proposal_links (campaign_id, token_hash, version) values (campaign, public.proposal_token_hash(token), target.version);
  update public.campaigns c set status = 'sent', sent_at = now(),
    valid_until = case when c.valid_until >= public.india_today() then c.valid_until else public.india_today() + settings.validity_days end
  where c.id = campaign;
  perform public.record_campaign_event(campaign, 'sent', case when target.version > 1 then format('Version %s', target.version) end);
  return token;
end;
$$;
comment on function public.send_proposal(uuid) is
  'Sends a draft campaign: holds its lines, returns a new proposal link token (shown once), sets its validity.';
revoke all on function public.send_proposal(uuid) from public, anon, authenticated;
grant execute on function public.send_proposal(uuid) to authenticated, service_role;

-- 'Send again' (decision 092): another link to the version the client has, for the proposal-mail function to e-mail.
-- The holds, the validity and the links already sent stay as they are; only a proposal out with the client is sent again.
create or replace function public.reissue_proposal_link(campaign uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  target public.campaigns;
  token text;
begin
  if not public.can_sell() then
    raise exception 'Only admins and sales staff can send proposals.' using errcode = '42501';
  end if;
  select * into target from public.campaigns c where c.id = campaign for update;
  if target.id is null then
    raise exception 'This campaign no longer exists.' using errcode = 'PT404';
  end if;
  if target.status not in ('sent', 'changes_asked') then
    raise exception 'Only a proposal out with the client, sent and not yet accepted, can be sent again.' using errcode = 'PT409';
  end if;
  if target.valid_until < public.india_today() then
    raise exception 'This proposal was valid until % and has expired: revise it to send the client a new version.', public.booking_date(target.valid_until)
      using errcode = 'PT409';
  end if;
  token := public.new_link_token();
  insert into public.proposal_links (campaign_id, token_hash, version) values (campaign, public.proposal_token_hash(token), target.version);
  return token;
end;
$$;
comment on function public.reissue_proposal_link(uuid) is
  'Another link to the sent version of a proposal, for Send again: holds, validity and earlier links unchanged.';
revoke all on function public.reissue_proposal_link(uuid) from public, anon, authenticated;
grant execute on function public.reissue_proposal_link(uuid) to authenticated, service_role;

-- Staff share campaign `campaign`'s proof report: a new link (the token is returned once, its hash kept).
create or replace function public.share_proof_report(campaign uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  token text := public.new_link_token();
begin
  if not public.can_manage_jobs() then
    raise exception 'Only admins and sales staff share proof reports.' using errcode = '42501';
  end if;
  if not exists (select from public.mounting_jobs j where j.campaign_id = campaign and j.state = 'approved') then
    raise exception 'This campaign has no approved photos yet: approve its jobs first.' using errcode = 'PT409';
  end if;
  insert into public.proof_links (campaign_id, token_hash) values (campaign, public.proposal_token_hash(token));
  return token;
end;
$$;
revoke all on function public.share_proof_report(uuid) from public, anon, authenticated;
grant execute on function public.share_proof_report(uuid) to authenticated, service_role;

-- Accounts give issued invoice `invoice` a link for its client (the token is returned once, its hash kept).
create or replace function public.share_invoice(invoice uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  token text := public.new_link_token();
begin
  if not public.can_bill() then
    raise exception 'Only admins and accounts share invoices.' using errcode = '42501';
  end if;
  if not exists (select from public.invoices i where i.id = invoice and i.status = 'issued') then
    raise exception 'Only an issued invoice is shared.' using errcode = 'PT409';
  end if;
  insert into public.invoice_links (invoice_id, token_hash) values (invoice, public.proposal_token_hash(token));
  return token;
end;
$$;
revoke all on function public.share_invoice(uuid) from public, anon, authenticated;
grant execute on function public.share_invoice(uuid) to authenticated, service_role;

reset check_function_bodies;
