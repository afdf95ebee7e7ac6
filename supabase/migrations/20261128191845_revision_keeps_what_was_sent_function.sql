-- revision_keeps_what_was_sent_function: written by `npm run db:diff -- revision_keeps_what_was_sent_function` from supabase/schemas/
-- (docs/decisions/043-declarative-schema-files.md). What supabase/schemas/ defines differently from the
-- migrations before this one:
--   function public.revise_proposal(uuid): differs in definition

-- Functions are created in the order of the schema files, some before the functions they call.
set check_function_bodies = off;

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
  update public.site_bookings b set kind = 'hold', expires_at = now() + make_interval(days => settings.hold_days),
    note = format('Proposal %s, being revised', target.reference)
  from public.campaign_lines l
  where l.campaign_id = campaign and b.id = l.booking_id and b.kind = 'confirmed';
  delete from public.mounting_jobs j where j.campaign_id = campaign;
  update public.proposal_links set revoked_at = now() where campaign_id = campaign and revoked_at is null;
  update public.campaigns c set status = 'draft', version = c.version + 1, sent_at = null,
    accepted_at = null, accepted_name = null, accepted_designation = null
  where c.id = campaign;
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

reset check_function_bodies;
