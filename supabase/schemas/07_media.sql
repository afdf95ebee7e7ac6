-- The `media` bucket of Supabase Storage (docs/decisions/027-media-bucket.md, 040): the bucket itself is a row
-- the migrations insert; its objects follow the content tables' rules through the permission functions. New
-- names must be ones the app makes: `<folder>/<name>-<width>x<height>.<ext>`, lower case, one folder, no `.` or
-- `..` segment, no leading slash. Declarative: see docs/checklists/schema-change.md.

-- ---------------------------------------------------------------------------------------
-- Functions

-- Every picture address a content row uses, drafts included: the media library's "used by" and the check
-- before an image is deleted. For staff only; anyone else gets no rows.
create or replace function public.media_uses()
returns table (url text, table_name text, image_column text, row_id uuid, title text)
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
    select c.table_name, c.title_column, unnest(c.image_columns) as image_column
    from public.content_types c order by 1, 3
  loop
    return query execute format(
      'select %1$I::text, %2$L::text, %3$L::text, id, %4$I::text from public.%2$I where coalesce(%1$I, '''') <> ''''',
      content.image_column, content.table_name, content.image_column, content.title_column);
  end loop;
end;
$$;
revoke all on function public.media_uses() from public, anon, authenticated;
grant execute on function public.media_uses() to authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- Row-level security policies

drop policy if exists media_insert_can_edit on storage.objects;
create policy media_insert_can_edit on storage.objects
  for insert to authenticated
  with check (((bucket_id = 'media'::text) AND ( SELECT public.can_edit_content() AS can_edit_content) AND (name ~ '^[a-z0-9-]+/[a-z0-9-]+-[1-9][0-9]{0,4}x[1-9][0-9]{0,4}\.(jpg|png|webp|avif)$'::text)));

drop policy if exists media_delete_can_delete on storage.objects;
create policy media_delete_can_delete on storage.objects
  for delete to authenticated
  using (((bucket_id = 'media'::text) AND ( SELECT public.can_delete_content() AS can_delete_content)));

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
