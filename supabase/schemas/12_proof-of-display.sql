-- Proof of display (docs/decisions/057-proof-of-display.md): each confirmed line of a campaign makes a mounting
-- job (and, when the settings say so, a dismantling job); crew see and photograph only the jobs assigned to them;
-- a photo's time is the server's and its distance from the site is computed here; staff (can_manage_jobs())
-- approve or ask for a re-shoot; when every mounting job of a confirmed campaign is approved it goes live; the
-- client reads the report only through proof_report(token), whose photos the proof-report function signs.
-- Declarative: see docs/checklists/schema-change.md.

-- ---------------------------------------------------------------------------------------
-- Tables

create table public.mounting_jobs (
  id uuid default gen_random_uuid() not null,
  campaign_id uuid not null,
  line_id uuid not null,
  site_id uuid not null,
  kind text default 'mounting'::text not null,
  due_on date not null,
  assignee_id uuid,
  state text default 'todo'::text not null,
  reshoot_reason text,
  reshoot_at timestamp with time zone,
  creative_path text,
  creative_preview_path text,
  approved_by uuid,
  approved_at timestamp with time zone,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  constraint mounting_jobs_pkey PRIMARY KEY (id),
  constraint mounting_jobs_one_per_line UNIQUE (line_id, kind),
  constraint mounting_jobs_creative_path_shape CHECK (((creative_path IS NULL) OR (creative_path ~ '^creatives/[0-9a-f-]{36}/[a-z0-9-]{1,80}\.(jpg|png|webp|pdf)$'::text))),
  constraint mounting_jobs_creative_preview_shape CHECK (((creative_preview_path IS NULL) OR (creative_preview_path ~ '^creatives/[0-9a-f-]{36}/[a-z0-9-]{1,80}\.(jpg|png|webp)$'::text))),
  constraint mounting_jobs_kind_known CHECK ((kind = ANY (ARRAY['mounting'::text, 'dismantling'::text]))),
  constraint mounting_jobs_reshoot_reason CHECK (((state <> 'reshoot'::text) OR (COALESCE(reshoot_reason, ''::text) ~ '\S'::text))),
  constraint mounting_jobs_reshoot_reason_length CHECK ((char_length(reshoot_reason) <= 500)),
  constraint mounting_jobs_state_known CHECK ((state = ANY (ARRAY['todo'::text, 'mounted'::text, 'approved'::text, 'reshoot'::text]))),
  constraint mounting_jobs_approved_by_fkey FOREIGN KEY (approved_by) REFERENCES public.user_profiles(id) ON DELETE SET NULL,
  constraint mounting_jobs_assignee_id_fkey FOREIGN KEY (assignee_id) REFERENCES public.user_profiles(id) ON DELETE SET NULL,
  constraint mounting_jobs_campaign_id_fkey FOREIGN KEY (campaign_id) REFERENCES public.campaigns(id) ON DELETE CASCADE,
  constraint mounting_jobs_line_id_fkey FOREIGN KEY (line_id) REFERENCES public.campaign_lines(id) ON DELETE CASCADE,
  constraint mounting_jobs_site_id_fkey FOREIGN KEY (site_id) REFERENCES public.sites(id) ON DELETE RESTRICT
);
create index mounting_jobs_approved_by_idx ON public.mounting_jobs using btree (approved_by);
create index mounting_jobs_assignee_idx ON public.mounting_jobs using btree (assignee_id, due_on);
create index mounting_jobs_campaign_idx ON public.mounting_jobs using btree (campaign_id);
create index mounting_jobs_due_idx ON public.mounting_jobs using btree (due_on, state);
create index mounting_jobs_site_idx ON public.mounting_jobs using btree (site_id);
alter table public.mounting_jobs enable row level security;
revoke all on table public.mounting_jobs from anon, authenticated, service_role;
grant select on table public.mounting_jobs to authenticated;
grant all on table public.mounting_jobs to service_role;
grant update (due_on, assignee_id, state, reshoot_reason, creative_path, creative_preview_path) on table public.mounting_jobs to authenticated;

create table public.proof_links (
  id uuid default gen_random_uuid() not null,
  campaign_id uuid not null,
  token_hash bytea not null,
  created_by uuid default auth.uid(),
  created_at timestamp with time zone default now() not null,
  revoked_at timestamp with time zone,
  constraint proof_links_pkey PRIMARY KEY (id),
  constraint proof_links_token_hash_key UNIQUE (token_hash),
  constraint proof_links_campaign_id_fkey FOREIGN KEY (campaign_id) REFERENCES public.campaigns(id) ON DELETE CASCADE,
  constraint proof_links_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.user_profiles(id) ON DELETE SET NULL
);
create index proof_links_campaign_idx ON public.proof_links using btree (campaign_id);
create index proof_links_created_by_idx ON public.proof_links using btree (created_by);
alter table public.proof_links enable row level security;
revoke all on table public.proof_links from anon, authenticated, service_role;
grant select on table public.proof_links to authenticated;
grant all on table public.proof_links to service_role;

create table public.proof_photos (
  id uuid not null,
  job_id uuid not null,
  shot text not null,
  object_path text not null,
  taken_at timestamp with time zone default now() not null,
  uploaded_by uuid default auth.uid(),
  phone_time timestamp with time zone,
  latitude double precision,
  longitude double precision,
  accuracy_m real,
  distance_m integer,
  exif_taken_at timestamp with time zone,
  exif_latitude double precision,
  exif_longitude double precision,
  captured boolean not null,
  flags text[] default '{}'::text[] not null,
  created_at timestamp with time zone default now() not null,
  crew_note text,
  rejected_at timestamp with time zone,
  rejected_reason text,
  rejected_by uuid,
  constraint proof_photos_pkey PRIMARY KEY (id),
  constraint proof_photos_object_path_key UNIQUE (object_path),
  constraint proof_photos_accuracy_range CHECK ((accuracy_m >= (0)::double precision)),
  constraint proof_photos_crew_note_length CHECK (((crew_note IS NULL) OR ((char_length(btrim(crew_note)) >= 1) AND (char_length(btrim(crew_note)) <= 500)))),
  constraint proof_photos_latitude_range check (latitude between -90 and 90 and exif_latitude between -90 and 90),
  constraint proof_photos_longitude_range check (longitude between -180 and 180 and exif_longitude between -180 and 180),
  constraint proof_photos_rejected_reason_length CHECK (((char_length(btrim(rejected_reason)) >= 1) AND (char_length(btrim(rejected_reason)) <= 500))),
  constraint proof_photos_rejection_has_reason CHECK (((rejected_at IS NULL) = (rejected_reason IS NULL))),
  constraint proof_photos_shot_known CHECK ((shot = ANY (ARRAY['close_up'::text, 'approach'::text, 'newspaper'::text, 'night'::text]))),
  constraint proof_photos_job_id_fkey FOREIGN KEY (job_id) REFERENCES public.mounting_jobs(id) ON DELETE CASCADE,
  constraint proof_photos_rejected_by_fkey FOREIGN KEY (rejected_by) REFERENCES public.user_profiles(id) ON DELETE SET NULL,
  constraint proof_photos_uploaded_by_fkey FOREIGN KEY (uploaded_by) REFERENCES public.user_profiles(id) ON DELETE SET NULL
);
create index proof_photos_job_idx ON public.proof_photos using btree (job_id, shot, taken_at DESC);
create index proof_photos_rejected_by_idx ON public.proof_photos using btree (rejected_by);
create index proof_photos_uploaded_by_idx ON public.proof_photos using btree (uploaded_by);
alter table public.proof_photos enable row level security;
revoke all on table public.proof_photos from anon, authenticated, service_role;
grant delete, select on table public.proof_photos to authenticated;
grant all on table public.proof_photos to service_role;
grant insert (id, job_id, shot, object_path, phone_time, latitude, longitude, accuracy_m, exif_taken_at, exif_latitude, exif_longitude, captured, crew_note) on table public.proof_photos to authenticated;

-- ---------------------------------------------------------------------------------------
-- Functions

-- The shots a job needs: a close-up, a long shot from the approach, one with the day's newspaper, and a night
-- shot for a lit site; taking an ad down needs the first two.
create or replace function public.job_required_shots(kind text, lighting text)
returns text[]
language sql
immutable
set search_path = ''
as $$
  select case
    when kind = 'dismantling' then array['close_up', 'approach']
    when lighting = 'non_lit' then array['close_up', 'approach', 'newspaper']
    else array['close_up', 'approach', 'newspaper', 'night']
  end
$$;
revoke all on function public.job_required_shots(text, text) from public, anon, authenticated;
grant execute on function public.job_required_shots(text, text) to authenticated, service_role;

-- Whether the signed-in user may add photos to job `job` (its id as text, as a storage path names it): its
-- assignee, while it is not approved.
create or replace function public.can_shoot_job(job text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select from public.mounting_jobs j
    where j.id = case when job ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then job::uuid end
      and j.assignee_id = auth.uid() and j.state <> 'approved' and public.is_crew()
  )
$$;
revoke all on function public.can_shoot_job(text) from public, anon, authenticated;
grant execute on function public.can_shoot_job(text) to authenticated, service_role;

-- Whether the signed-in user may see job `job` (its id as text) and its files: staff who manage jobs, or its assignee.
create or replace function public.can_see_job(job text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.can_manage_jobs()
      or exists (select from public.mounting_jobs j
                 where j.id = case when job ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then job::uuid end
                   and j.assignee_id = auth.uid() and public.is_crew())
$$;
revoke all on function public.can_see_job(text) from public, anon, authenticated;
grant execute on function public.can_see_job(text) to authenticated, service_role;

-- Whether a creative (creatives/<campaign>/…) is one of the signed-in crew member's jobs'.
create or replace function public.can_see_creative(path text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.can_manage_jobs()
      or exists (select from public.mounting_jobs j
                 where j.assignee_id = auth.uid() and public.is_crew() and path in (j.creative_path, j.creative_preview_path))
$$;
revoke all on function public.can_see_creative(text) from public, anon, authenticated;
grant execute on function public.can_see_creative(text) to authenticated, service_role;

-- Whether the signed-in user may read file `path` of the proofs bucket: a job's photo or creative, as can_see_job()
-- and can_see_creative() say. Nobody reads the bucket through Storage itself (no select policy): the proof-files
-- function signs what this allows, for minutes (docs/decisions/086).
create or replace function public.can_read_proof_file(path text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when path ~ '^photos/[0-9a-f-]{36}/[^/]+$' then public.can_see_job(split_part(path, '/', 2))
    when path ~ '^creatives/[0-9a-f-]{36}/[^/]+$' then public.can_see_creative(path)
    else false
  end
$$;
revoke all on function public.can_read_proof_file(text) from public, anon, authenticated;
grant execute on function public.can_read_proof_file(text) to authenticated, service_role;

-- Which of `paths` the signed-in user may read (can_read_proof_file()), for the proof-files function to sign.
create or replace function public.readable_proof_files(paths text[])
returns text[]
language sql
stable
set search_path = ''
as $$
  select coalesce(array_agg(path order by path), '{}') from unnest(paths[1:50]) as path where public.can_read_proof_file(path)
$$;
revoke all on function public.readable_proof_files(text[]) from public, anon, authenticated;
grant execute on function public.readable_proof_files(text[]) to authenticated, service_role;

-- The jobs of campaign `campaign`'s confirmed lines: mounting on the line's first day, dismantling on its last
-- when the settings ask for it. Run again, it adds only what is missing.
create or replace function public.make_mounting_jobs(campaign uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.mounting_jobs (campaign_id, line_id, site_id, kind, due_on)
  select l.campaign_id, l.id, l.site_id, k.kind, case k.kind when 'mounting' then l.starts_on else l.ends_on end
  from public.campaign_lines l
  join public.site_bookings b on b.id = l.booking_id and b.kind = 'confirmed'
  cross join lateral (values ('mounting'), ('dismantling')) k (kind)
  where l.campaign_id = campaign
    and (k.kind = 'mounting' or (select s.dismantling_jobs from public.sales_settings s))
  on conflict (line_id, kind) do nothing
$$;
revoke all on function public.make_mounting_jobs(uuid) from public, anon, authenticated;

-- A campaign accepted or confirmed gets its jobs, and so does one whose hold is confirmed later.
create or replace function public.campaign_makes_jobs()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_table_name = 'campaigns' then
    perform public.make_mounting_jobs(new.id);
  else
    perform public.make_mounting_jobs(l.campaign_id)
    from public.campaign_lines l join public.campaigns c on c.id = l.campaign_id
    where l.booking_id = new.id and c.status in ('accepted', 'confirmed', 'live');
  end if;
  return null;
end;
$$;
revoke all on function public.campaign_makes_jobs() from public, anon, authenticated;

-- Metres between two points on the earth (haversine; within a metre or two at a site's scale).
create or replace function public.metres_between(lat1 double precision, lng1 double precision, lat2 double precision, lng2 double precision)
returns integer
language sql
immutable
set search_path = ''
as $$
  select round(2 * 6371008.8 * asin(sqrt(
    power(sin(radians(lat2 - lat1) / 2), 2) + cos(radians(lat1)) * cos(radians(lat2)) * power(sin(radians(lng2 - lng1) / 2), 2)
  )))::integer
$$;
revoke all on function public.metres_between(double precision, double precision, double precision, double precision) from public, anon, authenticated;
grant execute on function public.metres_between(double precision, double precision, double precision, double precision) to authenticated, service_role;

-- A proof photo as stored: the file must be in the bucket at photos/<job>/<id>.jpg already; the time, the uploader,
-- the distance from the site and the flags are the database's, whatever the request says. A file whose bytes are
-- another proof photo's (the storage's content hash, its eTag) is flagged: the same picture sent twice, or for two
-- sites; so is a photo whose own EXIF position or date disagrees with the phone's (decision 085).
create or replace function public.screen_proof_photo()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  site public.sites := (select s from public.sites s join public.mounting_jobs j on j.site_id = s.id where j.id = new.job_id);
  limit_m integer := (select s.proof_distance_m from public.sales_settings s);
begin
  if new.object_path is distinct from format('photos/%s/%s.jpg', new.job_id, new.id) then
    raise exception 'A proof photo is stored as photos/<job>/<photo id>.jpg.' using errcode = 'PT422';
  end if;
  if not exists (select from storage.objects o where o.bucket_id = 'proofs' and o.name = new.object_path) then
    raise exception 'Upload the photo before recording it.' using errcode = 'PT422';
  end if;
  new.taken_at := now();
  new.created_at := now();
  new.uploaded_by := auth.uid();
  new.distance_m := case when new.latitude is not null and new.longitude is not null
    then public.metres_between(new.latitude, new.longitude, site.latitude, site.longitude) end;
  new.flags := array_remove(array[
    case when new.distance_m is null then 'no_fix' end,
    case when new.distance_m > limit_m then 'far' end,
    case when not new.captured then 'gallery' end,
    -- The photo's own EXIF against the phone's: taken elsewhere, or at another time, than the phone says.
    case when public.metres_between(new.exif_latitude, new.exif_longitude, coalesce(new.latitude, site.latitude), coalesce(new.longitude, site.longitude)) > limit_m
         then 'exif_place' end,
    case when abs(extract(epoch from new.exif_taken_at - coalesce(new.phone_time, new.taken_at))) > 30 * 60 then 'exif_time' end,
    case when exists (
      select from storage.objects mine join storage.objects other
        on other.bucket_id = 'proofs' and other.name like 'photos/%' and other.name <> mine.name
       and other.metadata ->> 'eTag' = mine.metadata ->> 'eTag'
      where mine.bucket_id = 'proofs' and mine.name = new.object_path
    ) then 'duplicate' end
  ], null);
  return new;
end;
$$;
revoke all on function public.screen_proof_photo() from public, anon, authenticated;

-- How far from its site a proof photo may be taken before it is flagged (the sales settings' proof_distance_m), as a
-- field of each job (PostgREST's computed field): the crew's phone warns before sending a photo taken farther, and keeps
-- the limit with the jobs it saved for a visit without signal (decision 096).
create or replace function public.proof_distance_m(job public.mounting_jobs)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select s.proof_distance_m from public.sales_settings s
$$;
revoke all on function public.proof_distance_m(public.mounting_jobs) from public, anon, authenticated;
grant execute on function public.proof_distance_m(public.mounting_jobs) to authenticated, service_role;

-- A proof photo's file is what the crew sent: never replaced, moved or renamed, by anyone (decision 074). The
-- bucket has no update policy, but an upsert through a signed upload URL runs as the storage service, so the
-- guard is the table's own. A file is written once; a new picture is a new photo.
create or replace function public.keep_proof_photo_file()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (new.bucket_id, new.name, new.version) is distinct from (old.bucket_id, old.name, old.version) then
    raise exception 'A proof photo is never replaced: take a new photo instead.' using errcode = '42501';
  end if;
  return new;
end;
$$;
revoke all on function public.keep_proof_photo_file() from public, anon, authenticated;

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

create or replace function public.photo_advances_job()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.mounting_jobs j set state = 'mounted'
  where j.id = new.job_id and j.state in ('todo', 'reshoot') and public.job_photos_complete(j);
  return null;
end;
$$;
revoke all on function public.photo_advances_job() from public, anon, authenticated;

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

-- A confirmed campaign whose mounting jobs are all approved is live: its ads are up, with proof.
create or replace function public.approval_makes_campaign_live()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.campaigns c set status = 'live'
  where c.id = new.campaign_id and c.status = 'confirmed'
    and not exists (select from public.mounting_jobs j where j.campaign_id = c.id and j.kind = 'mounting' and j.state <> 'approved');
  return null;
end;
$$;
revoke all on function public.approval_makes_campaign_live() from public, anon, authenticated;

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

-- Staff take every link to campaign `campaign`'s report back.
create or replace function public.revoke_proof_report(campaign uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not public.can_manage_jobs() then
    raise exception 'Only admins and sales staff revoke proof reports.' using errcode = '42501';
  end if;
  update public.proof_links set revoked_at = now() where campaign_id = campaign and revoked_at is null;
end;
$$;
revoke all on function public.revoke_proof_report(uuid) from public, anon, authenticated;
grant execute on function public.revoke_proof_report(uuid) to authenticated, service_role;

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

-- Whether site `site` is one of the signed-in crew member's jobs'.
create or replace function public.is_crew_site(site uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.is_crew() and exists (select from public.mounting_jobs j where j.site_id = site and j.assignee_id = auth.uid())
$$;
revoke all on function public.is_crew_site(uuid) from public, anon, authenticated;
grant execute on function public.is_crew_site(uuid) to authenticated, service_role;

-- The crew a job can be assigned to, for those who manage jobs (others get none): only admins read user_profiles.
create or replace function public.crew_members()
returns table (id uuid, full_name text, email text)
language sql
stable
security definer
set search_path = ''
as $$
  select p.id, p.full_name, p.email from public.user_profiles p
  where public.can_manage_jobs() and p.role = 'crew'
  order by coalesce(nullif(p.full_name, ''), p.email)
$$;
revoke all on function public.crew_members() from public, anon, authenticated;
grant execute on function public.crew_members() to authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- Row-level security policies

drop policy if exists mounting_jobs_select_can_see on public.mounting_jobs;
create policy mounting_jobs_select_can_see on public.mounting_jobs
  for select to authenticated
  using ((select public.can_manage_jobs()) or (assignee_id = (select auth.uid()) and (select public.is_crew())));

drop policy if exists mounting_jobs_update_can_manage on public.mounting_jobs;
create policy mounting_jobs_update_can_manage on public.mounting_jobs
  for update to authenticated
  using ((select public.can_manage_jobs()))
  with check ((select public.can_manage_jobs()));

drop policy if exists proof_photos_select_can_see on public.proof_photos;
create policy proof_photos_select_can_see on public.proof_photos
  for select to authenticated
  using (public.can_see_job(job_id::text));

drop policy if exists proof_photos_insert_can_shoot on public.proof_photos;
create policy proof_photos_insert_can_shoot on public.proof_photos
  for insert to authenticated
  with check (public.can_shoot_job(job_id::text));

drop policy if exists proof_photos_delete_can_manage on public.proof_photos;
create policy proof_photos_delete_can_manage on public.proof_photos
  for delete to authenticated
  using ((select public.can_manage_jobs()));

drop policy if exists proof_links_select_can_manage on public.proof_links;
create policy proof_links_select_can_manage on public.proof_links
  for select to authenticated
  using ((select public.can_manage_jobs()));

drop policy if exists sites_select_crew_jobs on public.sites;
create policy sites_select_crew_jobs on public.sites
  for select to authenticated
  using (public.is_crew_site(id));

-- The proofs bucket: photos go in only as their job's assignee, at photos/<job>/<uuid>.jpg; creatives only from
-- staff; nothing is replaced (a second upload of a photo is refused as a duplicate, so a retried upload never stores
-- it twice). No one reads it through Storage, where a signed URL may last ten years: staff and the job's crew get
-- URLs for minutes from the proof-files function (can_read_proof_file(): docs/decisions/086).
drop policy if exists proofs_insert on storage.objects;
create policy proofs_insert on storage.objects
  for insert to authenticated
  with check (
    bucket_id = 'proofs' and (
      (name ~ '^photos/[0-9a-f-]{36}/[0-9a-f-]{36}\.jpg$' and public.can_shoot_job((storage.foldername(name))[2]))
      or (name ~ '^creatives/[0-9a-f-]{36}/[a-z0-9-]{1,80}\.(jpg|png|webp|pdf)$' and (select public.can_manage_jobs()))
    )
  );

drop policy if exists proofs_select on storage.objects;

-- Storage deletes with RETURNING, which needs a select policy: without one, only the service role deletes.
drop policy if exists proofs_delete on storage.objects;

-- ---------------------------------------------------------------------------------------
-- Triggers

create or replace trigger campaigns_make_jobs after update of status on public.campaigns
  for each row when (new.status in ('accepted', 'confirmed') and old.status is distinct from new.status)
  execute function public.campaign_makes_jobs();

create or replace trigger mounting_jobs_audit after insert or delete or update on public.mounting_jobs
  for each row execute function public.audit_row_change();

create or replace trigger mounting_jobs_make_campaign_live after update of state on public.mounting_jobs
  for each row when (new.state = 'approved') execute function public.approval_makes_campaign_live();

create or replace trigger mounting_jobs_screen before update on public.mounting_jobs
  for each row execute function public.screen_mounting_job();

create or replace trigger proof_links_audit after insert or delete or update on public.proof_links
  for each row execute function public.audit_row_change();

create or replace trigger proof_photo_files_kept before update on storage.objects
  for each row when (old.bucket_id = 'proofs' and old.name like 'photos/%') execute function public.keep_proof_photo_file();

create or replace trigger proof_photos_advance_job after insert on public.proof_photos
  for each row execute function public.photo_advances_job();

create or replace trigger proof_photos_audit after insert or delete or update on public.proof_photos
  for each row execute function public.audit_row_change();

create or replace trigger proof_photos_screen before insert on public.proof_photos
  for each row execute function public.screen_proof_photo();

create or replace trigger site_bookings_make_jobs after update of kind on public.site_bookings
  for each row when (new.kind = 'confirmed') execute function public.campaign_makes_jobs();
