-- Proof of display (docs/decisions/057-proof-of-display.md): a crew role, mounting jobs made from confirmed
-- campaign lines, proof photos in a private bucket with the server's time and a checked place, staff approval,
-- and a proof report a client opens through an unguessable link.

-- ---------------------------------------------------------------------------------------
-- The crew: field staff who mount, photograph and dismantle. Not a back-office role.
alter table public.user_profiles drop constraint user_profiles_role_known;
alter table public.user_profiles
  add constraint user_profiles_role_known check (role in ('admin', 'editor', 'reviewer', 'sales', 'crew', 'member'));

create or replace function public.is_crew()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(public.current_user_role() = 'crew', false)
$$;
comment on function public.is_crew() is
  'Whether the signed-in user is field crew (mounting jobs assigned to them, nothing else).';
revoke all on function public.is_crew() from public, anon, authenticated;
grant execute on function public.is_crew() to anon, authenticated, service_role;

create or replace function public.can_manage_jobs()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(public.current_user_role() in ('admin', 'sales'), false)
$$;
comment on function public.can_manage_jobs() is
  'Whether the signed-in user may assign mounting jobs, upload creatives, approve proof photos and share proof reports (admins and sales).';
revoke all on function public.can_manage_jobs() from public, anon, authenticated;
grant execute on function public.can_manage_jobs() to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- Settings: how far from its site a photo may be taken, and whether a line's end makes a dismantling job.
alter table public.sales_settings
  add column proof_distance_m integer not null default 150,
  add column dismantling_jobs boolean not null default false,
  add constraint sales_settings_proof_distance_range check (proof_distance_m between 10 and 5000);

-- ---------------------------------------------------------------------------------------
-- A mounting (or dismantling) job: one per confirmed line and kind.
create table public.mounting_jobs (
  id uuid primary key default gen_random_uuid(),
  campaign_id uuid not null references public.campaigns (id) on delete cascade,
  line_id uuid not null references public.campaign_lines (id) on delete cascade,
  site_id uuid not null references public.sites (id) on delete restrict,
  kind text not null default 'mounting',
  due_on date not null,
  assignee_id uuid references public.user_profiles (id) on delete set null,
  state text not null default 'todo',
  -- Why staff asked for a re-shoot, and since when: photos before it no longer count.
  reshoot_reason text,
  reshoot_at timestamptz,
  -- The client's artwork in the proofs bucket (creatives/…): an image, or a PDF with a preview image.
  creative_path text,
  creative_preview_path text,
  approved_by uuid references public.user_profiles (id) on delete set null,
  approved_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint mounting_jobs_kind_known check (kind in ('mounting', 'dismantling')),
  constraint mounting_jobs_state_known check (state in ('todo', 'mounted', 'approved', 'reshoot')),
  constraint mounting_jobs_reshoot_reason check (state <> 'reshoot' or coalesce(reshoot_reason, '') ~ '\S'),
  constraint mounting_jobs_reshoot_reason_length check (char_length(reshoot_reason) <= 500),
  constraint mounting_jobs_creative_path_shape check (creative_path is null or creative_path ~ '^creatives/[0-9a-f-]{36}/[a-z0-9-]{1,80}\.(jpg|png|webp|pdf)$'),
  constraint mounting_jobs_creative_preview_shape check (creative_preview_path is null or creative_preview_path ~ '^creatives/[0-9a-f-]{36}/[a-z0-9-]{1,80}\.(jpg|png|webp)$'),
  constraint mounting_jobs_one_per_line unique (line_id, kind)
);
create index mounting_jobs_campaign_idx on public.mounting_jobs (campaign_id);
create index mounting_jobs_site_idx on public.mounting_jobs (site_id);
create index mounting_jobs_assignee_idx on public.mounting_jobs (assignee_id, due_on);
create index mounting_jobs_due_idx on public.mounting_jobs (due_on, state);
create index mounting_jobs_approved_by_idx on public.mounting_jobs (approved_by);
alter table public.mounting_jobs enable row level security;
revoke all on table public.mounting_jobs from anon, authenticated;
grant select on table public.mounting_jobs to authenticated;
grant update (assignee_id, due_on, state, reshoot_reason, creative_path, creative_preview_path) on table public.mounting_jobs to authenticated;
grant all on table public.mounting_jobs to service_role;

-- A proof photo: the file is in the proofs bucket at photos/<job>/<id>.jpg; the time is the server's.
create table public.proof_photos (
  id uuid primary key,
  job_id uuid not null references public.mounting_jobs (id) on delete cascade,
  shot text not null,
  object_path text not null unique,
  taken_at timestamptz not null default now(),
  uploaded_by uuid default auth.uid() references public.user_profiles (id) on delete set null,
  -- What the phone said: its clock, its location fix and that fix's accuracy (metres).
  phone_time timestamptz,
  latitude double precision,
  longitude double precision,
  accuracy_m real,
  -- Metres from the site, computed by the database from the fix.
  distance_m integer,
  -- The photo's own EXIF date and position, where it had them.
  exif_taken_at timestamptz,
  exif_latitude double precision,
  exif_longitude double precision,
  -- Taken with the camera from the job's page; false: picked from the phone's gallery.
  captured boolean not null,
  -- What staff should look at: 'no_fix', 'far', 'gallery' (set by the database).
  flags text[] not null default '{}',
  created_at timestamptz not null default now(),
  constraint proof_photos_shot_known check (shot in ('close_up', 'approach', 'newspaper', 'night')),
  constraint proof_photos_latitude_range check (latitude between -90 and 90 and exif_latitude between -90 and 90),
  constraint proof_photos_longitude_range check (longitude between -180 and 180 and exif_longitude between -180 and 180),
  constraint proof_photos_accuracy_range check (accuracy_m >= 0)
);
create index proof_photos_job_idx on public.proof_photos (job_id, shot, taken_at desc);
create index proof_photos_uploaded_by_idx on public.proof_photos (uploaded_by);
alter table public.proof_photos enable row level security;
revoke all on table public.proof_photos from anon, authenticated;
grant select, insert (id, job_id, shot, object_path, phone_time, latitude, longitude, accuracy_m, exif_taken_at, exif_latitude, exif_longitude, captured)
  on table public.proof_photos to authenticated;
grant delete on table public.proof_photos to authenticated;
grant all on table public.proof_photos to service_role;

-- A proof report's link: the SHA-256 of its token, as a proposal's (decision 053).
create table public.proof_links (
  id uuid primary key default gen_random_uuid(),
  campaign_id uuid not null references public.campaigns (id) on delete cascade,
  token_hash bytea not null unique,
  created_by uuid default auth.uid() references public.user_profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  revoked_at timestamptz
);
create index proof_links_campaign_idx on public.proof_links (campaign_id);
create index proof_links_created_by_idx on public.proof_links (created_by);
alter table public.proof_links enable row level security;
revoke all on table public.proof_links from anon, authenticated;
grant select on table public.proof_links to authenticated;
grant all on table public.proof_links to service_role;

-- ---------------------------------------------------------------------------------------
-- The private `proofs` bucket: creatives (creatives/<campaign>/…) and proof photos (photos/<job>/<id>.jpg).
-- Closed to anon; a report's photos reach its client only as short-lived signed URLs.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('proofs', 'proofs', false, 10485760, array['image/jpeg', 'image/png', 'image/webp', 'application/pdf'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

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
-- the distance from the site and the flags are the database's, whatever the request says.
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
    case when not new.captured then 'gallery' end
  ], null);
  return new;
end;
$$;
revoke all on function public.screen_proof_photo() from public, anon, authenticated;

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
      new.reshoot_at := now();
      new.approved_by := null;
      new.approved_at := null;
    end if;
  end if;
  new.updated_at := now();
  return new;
end;
$$;
revoke all on function public.screen_mounting_job() from public, anon, authenticated;

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
  token text := translate(encode(extensions.gen_random_bytes(24), 'base64'), '+/', '-_');
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

-- The proofs bucket: photos go in only as their job's assignee, at photos/<job>/<uuid>.jpg; creatives only from
-- staff; each is read by staff and by the job's crew; nothing is replaced (a second upload of a photo is refused
-- as a duplicate, so a retried upload never stores it twice); staff delete.
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
create policy proofs_select on storage.objects
  for select to authenticated
  using (
    bucket_id = 'proofs' and (
      (select public.can_manage_jobs())
      or (name ~ '^photos/[0-9a-f-]{36}/' and public.can_see_job((storage.foldername(name))[2]))
      or (name ~ '^creatives/' and public.can_see_creative(name))
    )
  );

drop policy if exists proofs_delete on storage.objects;
create policy proofs_delete on storage.objects
  for delete to authenticated
  using (bucket_id = 'proofs' and (select public.can_manage_jobs()));

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

create or replace trigger proof_photos_advance_job after insert on public.proof_photos
  for each row execute function public.photo_advances_job();

create or replace trigger proof_photos_audit after insert or delete or update on public.proof_photos
  for each row execute function public.audit_row_change();

create or replace trigger proof_photos_screen before insert on public.proof_photos
  for each row execute function public.screen_proof_photo();

create or replace trigger site_bookings_make_jobs after update of kind on public.site_bookings
  for each row when (new.kind = 'confirmed') execute function public.campaign_makes_jobs();
