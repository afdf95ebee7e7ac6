-- The `media` bucket of Supabase Storage: the photos staff upload for gallery items, blog posts,
-- client logos, testimonials and success stories (docs/decisions/027-media-bucket.md).
--
--   bucket   public read (public URLs and image transforms need no token), at most 10 MB a file,
--            raster photos only: JPEG, PNG, WebP, AVIF. SVG, HTML and anything else that can carry
--            script are refused by Storage itself (415 invalid_mime_type).
--   objects  the same rules as the content tables, through the permission functions:
--            select: everyone; insert/update: can_edit_content(); delete: can_delete_content().
--            New names must be ones the app makes: `<folder>/<name>-<width>x<height>.<ext>`, lower
--            case, one folder, no `.` or `..` segment, no leading slash (docs/decisions/027).
--
-- Storage's own schema (storage.buckets, storage.objects) exists on every hosted project and belongs
-- to the platform: this migration only adds a row and policies, as the Supabase docs do.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('media', 'media', true, 10485760, array['image/jpeg', 'image/png', 'image/webp', 'image/avif'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

create policy media_select_everyone on storage.objects
  for select to anon, authenticated
  using (bucket_id = 'media');

create policy media_insert_can_edit on storage.objects
  for insert to authenticated
  with check (
    bucket_id = 'media'
    and (select public.can_edit_content())
    and name ~ '^[a-z0-9-]+/[a-z0-9-]+-[1-9][0-9]{0,4}x[1-9][0-9]{0,4}\.(jpg|png|webp|avif)$'
  );

create policy media_update_can_edit on storage.objects
  for update to authenticated
  using (bucket_id = 'media' and (select public.can_edit_content()))
  with check (
    bucket_id = 'media'
    and (select public.can_edit_content())
    and name ~ '^[a-z0-9-]+/[a-z0-9-]+-[1-9][0-9]{0,4}x[1-9][0-9]{0,4}\.(jpg|png|webp|avif)$'
  );

create policy media_delete_can_delete on storage.objects
  for delete to authenticated
  using (bucket_id = 'media' and (select public.can_delete_content()));
