-- shots_asked_again_functions: written by `npm run db:diff -- shots_asked_again_functions` from supabase/schemas/
-- (docs/decisions/043-declarative-schema-files.md). What supabase/schemas/ defines differently from the
-- migrations before this one:
--   function public.ask_for_shots_again(uuid, jsonb): in supabase/schemas/, not in the database
--   function public.job_photos_complete(public.mounting_jobs): differs in definition
--   function public.proof_report(text): differs in definition
--   function public.screen_mounting_job(): differs in definition

-- Functions are created in the order of the schema files, some before the functions they call.
set check_function_bodies = off;

-- A job whose required shots have all arrived (since its last re-shoot request) is mounted: it awaits approval.
create or replace function public.job_photos_complete(job public.mounting_jobs)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select not exists (
    select from unnest(public.job_required_shots(job.kind, (select s.lighting from public.sites s where s.id = job.site_id))) needed (shot)
    where not exists (
      select from public.proof_photos p
      where p.job_id = job.id and p.shot = needed.shot and p.taken_at >= coalesce(job.reshoot_at, '-infinity')
        and p.rejected_at is null
    )
  )
$$;
revoke all on function public.job_photos_complete(public.mounting_jobs) from public, anon, authenticated;

-- What staff may do with a job: assign it to crew only, approve it once its photos are in, ask for a re-shoot
-- with a reason; a job is 'mounted' only when its photos are complete, and never goes back to 'to do'.
create or replace function public.screen_mounting_job()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.assignee_id is distinct from old.assignee_id and new.assignee_id is not null
     and not exists (select from public.user_profiles p where p.id = new.assignee_id and p.role = 'crew') then
    raise exception 'A job is assigned to a crew member: choose one from the crew.' using errcode = 'PT422';
  end if;
  if new.state is distinct from old.state then
    if new.state = 'todo' then
      raise exception 'A job with photos cannot go back to to do: ask for a re-shoot instead.' using errcode = 'PT409';
    elsif new.state = 'mounted' and not public.job_photos_complete(new) then
      raise exception 'This job still lacks some of its required photos.' using errcode = 'PT409';
    elsif new.state = 'approved' and old.state <> 'mounted' then
      raise exception 'Only a job whose photos are all in can be approved.' using errcode = 'PT409';
    elsif new.state = 'reshoot' and old.state not in ('mounted', 'approved') then
      raise exception 'A re-shoot is asked of a job whose photos are in.' using errcode = 'PT409';
    end if;
    if new.state = 'approved' then
      new.approved_by := auth.uid();
      new.approved_at := now();
    elsif new.state = 'reshoot' then
      -- Some shots asked again (ask_for_shots_again(), decision 097) reject their photos in this transaction: the
      -- others still count. Otherwise every photo taken before now stops counting.
      if not exists (select from public.proof_photos p where p.job_id = new.id and p.rejected_at = now()) then
        new.reshoot_at := now();
      end if;
      new.approved_by := null;
      new.approved_at := null;
    end if;
  end if;
  new.updated_at := now();
  return new;
end;
$$;
revoke all on function public.screen_mounting_job() from public, anon, authenticated;

-- Staff ask again for some of a job's shots, each with its reason (decision 097): the latest counting photo of each
-- named shot is rejected and stops counting, the job needs a re-shoot (its reason lists them), and the crew take those
-- shots again; the others still count. `shots` is [{shot, reason}].
create or replace function public.ask_for_shots_again(job uuid, shots jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  target public.mounting_jobs;
  item jsonb;
  asked text;
  reason text;
  photo uuid;
begin
  if not public.can_manage_jobs() then
    raise exception 'Only staff who run mounting jobs can ask for photos again.' using errcode = '42501';
  end if;
  select * into target from public.mounting_jobs j where j.id = job for update;
  if target.id is null then
    raise exception 'This job no longer exists.' using errcode = 'PT404';
  end if;
  if target.state not in ('mounted', 'approved', 'reshoot') then
    raise exception 'A re-shoot is asked of a job whose photos are in.' using errcode = 'PT409';
  end if;
  if jsonb_typeof(shots) is distinct from 'array' or jsonb_array_length(shots) = 0 then
    raise exception 'Choose the photos to take again.' using errcode = 'PT422';
  end if;
  for item in select value from jsonb_array_elements(shots) loop
    asked := item ->> 'shot';
    reason := btrim(coalesce(item ->> 'reason', ''));
    if reason = '' or char_length(reason) > 500 then
      raise exception 'Say why this photo must be taken again (at most 500 characters).' using errcode = 'PT422';
    end if;
    select p.id into photo from public.proof_photos p
    where p.job_id = job and p.shot = asked and p.rejected_at is null and p.taken_at >= coalesce(target.reshoot_at, '-infinity')
    order by p.taken_at desc limit 1;
    if photo is null then
      raise exception 'This job has no photo of that shot to ask again for.' using errcode = 'PT422';
    end if;
    update public.proof_photos set rejected_at = now(), rejected_reason = reason, rejected_by = auth.uid() where id = photo;
  end loop;
  -- The job's reason is every shot's still asked for: the crew's list shows it.
  update public.mounting_jobs j set state = 'reshoot', reshoot_reason = left((
    select string_agg(p.rejected_reason, ' ' order by p.rejected_at, p.shot) from public.proof_photos p
    where p.job_id = job and p.rejected_at is not null
      and not exists (select from public.proof_photos n where n.job_id = job and n.shot = p.shot and n.taken_at > p.taken_at)), 500)
  where j.id = job;
end;
$$;
revoke all on function public.ask_for_shots_again(uuid, jsonb) from public, anon, authenticated;
grant execute on function public.ask_for_shots_again(uuid, jsonb) to authenticated, service_role;

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
                where q.job_id = j.id and q.taken_at >= coalesce(j.reshoot_at, '-infinity') and q.rejected_at is null
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
