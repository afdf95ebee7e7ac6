-- proposal_mail_functions: written by `npm run db:diff -- proposal_mail_functions` from supabase/schemas/
-- (docs/decisions/043-declarative-schema-files.md). What supabase/schemas/ defines differently from the
-- migrations before this one:
--   function public.record_proposal_email(uuid, text, uuid): in supabase/schemas/, not in the database
--   function public.reissue_proposal_link(uuid): in supabase/schemas/, not in the database
--   function public.take_acceptance_copy(text): in supabase/schemas/, not in the database

-- Functions are created in the order of the schema files, some before the functions they call.
set check_function_bodies = off;

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
  token := translate(encode(extensions.gen_random_bytes(24), 'base64'), '+/', '-_');
  insert into public.proposal_links (campaign_id, token_hash, version) values (campaign, public.proposal_token_hash(token), target.version);
  return token;
end;
$$;
comment on function public.reissue_proposal_link(uuid) is
  'Another link to the sent version of a proposal, for Send again: holds, validity and earlier links unchanged.';
revoke all on function public.reissue_proposal_link(uuid) from public, anon, authenticated;
grant execute on function public.reissue_proposal_link(uuid) to authenticated, service_role;

-- What became of a proposal's e-mail, in its history (decision 092): written by the proposal-mail function alone,
-- with the member of staff who sent it (none for the client's copy of an acceptance).
create or replace function public.record_proposal_email(campaign uuid, note text, sender uuid default null)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.campaign_events (campaign_id, kind, note, by_user, by_name)
  select campaign, 'emailed', note, sender, (select u.full_name from public.user_profiles u where u.id = sender)
$$;
revoke all on function public.record_proposal_email(uuid, text, uuid) from public, anon, authenticated;
grant execute on function public.record_proposal_email(uuid, text, uuid) to service_role;

-- The client's copy of what they accepted goes once per accepted version (decision 092): the campaign a link belongs
-- to, the first time it is asked for after the version that link shows was accepted; null otherwise.
create or replace function public.take_acceptance_copy(token text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  link public.proposal_links;
begin
  select * into link from public.proposal_links k where k.token_hash = public.proposal_token_hash(token) and k.revoked_at is null;
  if link.id is null then
    return null;
  end if;
  -- One copy however many links of the version ask at once.
  perform from public.campaigns c where c.id = link.campaign_id for update;
  if not exists (select from public.campaigns c where c.id = link.campaign_id and c.accepted_at is not null and c.version = link.version)
     or exists (select from public.proposal_links k where k.campaign_id = link.campaign_id and k.version = link.version and k.copy_sent_at is not null) then
    return null;
  end if;
  update public.proposal_links set copy_sent_at = now() where id = link.id;
  return link.campaign_id;
end;
$$;
revoke all on function public.take_acceptance_copy(text) from public, anon, authenticated;
grant execute on function public.take_acceptance_copy(text) to service_role;

reset check_function_bodies;
