-- proof_photo_checks: written by `npm run db:diff -- proof_photo_checks` from supabase/schemas/
-- (docs/decisions/043-declarative-schema-files.md). What supabase/schemas/ defines differently from the
-- migrations before this one:
--   function public.screen_proof_photo(): differs in definition

-- Functions are created in the order of the schema files, some before the functions they call.
set check_function_bodies = off;

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

reset check_function_bodies;
