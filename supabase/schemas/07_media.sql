-- The `media` bucket of Supabase Storage (docs/decisions/027-media-bucket.md, 040): the bucket itself is a row
-- the migrations insert; its objects follow the content tables' rules through the permission functions. New
-- names must be ones the app makes: `<folder>/<name>-<width>x<height>.<ext>`, lower case, one folder, no `.` or
-- `..` segment, no leading slash. Declarative: see docs/checklists/schema-change.md.

-- ---------------------------------------------------------------------------------------
-- Functions

-- Every picture address a content row or a site uses, drafts included: the media library's "used by" and the
-- check before an image is deleted. `visible`: visitors see the record now, or will without anyone acting (a
-- published or scheduled post, story or gallery image; a published site; every client and testimonial), so
-- deleting the picture would break a public page (docs/decisions/051-media-library-in-daily-use.md). Sites are
-- not a content type (no revisions, no publishing state) but their `photos` are uploads too. For staff only;
-- anyone else gets no rows.
create or replace function public.media_uses()
returns table (url text, table_name text, image_column text, row_id uuid, title text, visible boolean)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  content record;
begin
  if not public.has_admin_access() then
    return;
  end if;
  for content in
    select c.table_name, c.title_column, c.has_publishing, unnest(c.image_columns) as image_column
    from public.content_types c order by 1, 4
  loop
    return query execute format(
      'select %1$I::text, %2$L::text, %3$L::text, id, %4$I::text, %5$s from public.%2$I where coalesce(%1$I, '''') <> ''''',
      content.image_column, content.table_name, content.image_column, content.title_column,
      case when content.has_publishing then 'status = ''published''' else 'true' end);
  end loop;
  return query
    select photo, 'sites'::text, 'photos'::text, s.id, s.code || ' ' || s.name, s.published
    from public.sites s cross join lateral unnest(s.photos) as photo
    order by s.code;
end;
$$;
revoke all on function public.media_uses() from public, anon, authenticated;
grant execute on function public.media_uses() to authenticated, service_role;

-- The media bucket's objects for the media library, newest first, with the name the file had on the uploader's
-- computer (`originalName`, which the app puts into the upload's metadata; for the seeded demo photos, the file
-- each was made from): Storage's list answers no user metadata. Security invoker: the select policy below
-- decides, so staff only.
create or replace function public.media_objects()
returns table (name text, size bigint, mimetype text, created_at timestamp with time zone, original_name text)
language sql
stable
set search_path = ''
as $$
  select o.name, coalesce((o.metadata ->> 'size')::bigint, 0), coalesce(o.metadata ->> 'mimetype', ''), o.created_at,
         coalesce(o.user_metadata ->> 'originalName', substring(o.user_metadata ->> 'source' from '[^/]+$'))
  from storage.objects o
  where o.bucket_id = 'media'
  order by o.created_at desc, o.name;
$$;
revoke all on function public.media_objects() from public, anon, authenticated;
grant execute on function public.media_objects() to authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- Row-level security policies

drop policy if exists media_insert_can_edit on storage.objects;
create policy media_insert_can_edit on storage.objects
  for insert to authenticated
  with check (((bucket_id = 'media'::text) AND ( SELECT public.can_edit_content() AS can_edit_content) AND (name ~ '^[a-z0-9-]+/[a-z0-9-]+-[1-9][0-9]{0,4}x[1-9][0-9]{0,4}\.(jpg|png|webp|avif)$'::text)));

-- Who may delete content may delete a photo, unless a record visitors see uses it: a public page never shows a
-- broken image (decision 051). A photo only drafts use may go; the library asks first.
drop policy if exists media_delete_can_delete on storage.objects;
create policy media_delete_can_delete on storage.objects
  for delete to authenticated
  using (
    bucket_id = 'media'
    and (select public.can_delete_content())
    and not exists (
      select 1 from public.media_uses() u
      where u.visible and right(u.url, length('/storage/v1/object/public/media/' || name)) = '/storage/v1/object/public/media/' || name
    )
  );

-- The media bucket. Its public URLs and image transforms need no select policy (Storage serves a
-- public bucket's objects without RLS), so select is only what listing and the staff's library
-- need: a draft's picture name is nobody else's business. Objects keep no versions, so replacing
-- one (an upload with x-upsert, or a move over it) is as final as deleting it: only those who may
-- delete content may update objects.
drop policy if exists media_select_staff on storage.objects;
create policy media_select_staff on storage.objects
  for select to authenticated
  using (((bucket_id = 'media'::text) AND ( SELECT public.has_admin_access() AS has_admin_access)));

drop policy if exists media_update_can_delete on storage.objects;
create policy media_update_can_delete on storage.objects
  for update to authenticated
  using (((bucket_id = 'media'::text) AND ( SELECT public.can_delete_content() AS can_delete_content)))
  with check (((bucket_id = 'media'::text) AND ( SELECT public.can_delete_content() AS can_delete_content) AND (name ~ '^[a-z0-9-]+/[a-z0-9-]+-[1-9][0-9]{0,4}x[1-9][0-9]{0,4}\.(jpg|png|webp|avif)$'::text)));
