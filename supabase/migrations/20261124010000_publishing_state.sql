-- Issue 15, part 1: drafts and scheduled publishing (docs/decisions/029-publishing-state.md).
--
--   blog_posts, success_stories, gallery_images
--     status        'draft' or 'published' (existing rows stay published)
--     published_at  the moment the row becomes public (blog_posts: was a date, now a timestamptz)
--
-- Visitors see a row only when it is published and its time has passed; staff (has_admin_access())
-- see everything. The rule is row-level security, so REST, Realtime (which checks RLS per
-- subscriber) and the build's prerendering (which reads with the anon key) all follow it, and a
-- scheduled row appears by itself: now() moves, nothing is written.

-- A blog post's old date becomes noon UTC of that day, so it shows as the same calendar day in
-- every time zone from UTC-11 to UTC+11 (the agency's +05:30 included).
alter table public.blog_posts
  alter column published_at type timestamptz using (published_at::timestamp + interval '12 hours') at time zone 'UTC',
  alter column published_at set default now(),
  add column status text not null default 'published',
  add constraint blog_posts_status_known check (status in ('draft', 'published'));

alter table public.success_stories
  add column status text not null default 'published',
  add column published_at timestamptz not null default now(),
  add constraint success_stories_status_known check (status in ('draft', 'published'));

alter table public.gallery_images
  add column status text not null default 'published',
  add column published_at timestamptz not null default now(),
  add constraint gallery_images_status_known check (status in ('draft', 'published'));

-- The public lists read only published rows; these keep that cheap as the tables grow.
create index blog_posts_public_idx on public.blog_posts (published_at desc) where status = 'published';
create index success_stories_public_idx on public.success_stories (created_at desc) where status = 'published';
create index gallery_images_public_idx on public.gallery_images (sort_order, created_at desc) where status = 'published';

-- Visitors: published and due; staff (has_admin_access()): everything. The condition is written out in
-- each policy rather than in a function, which visitors would need EXECUTE on (and could then call).
drop policy blog_posts_select_everyone on public.blog_posts;
create policy blog_posts_select_public_or_staff on public.blog_posts
  for select to anon, authenticated
  using ((status = 'published' and published_at <= now()) or (select public.has_admin_access()));

drop policy success_stories_select_everyone on public.success_stories;
create policy success_stories_select_public_or_staff on public.success_stories
  for select to anon, authenticated
  using ((status = 'published' and published_at <= now()) or (select public.has_admin_access()));

drop policy gallery_images_select_everyone on public.gallery_images;
create policy gallery_images_select_public_or_staff on public.gallery_images
  for select to anon, authenticated
  using ((status = 'published' and published_at <= now()) or (select public.has_admin_access()));

-- ---------------------------------------------------------------------------------------
-- The prerendered site must rebuild when a scheduled row's time comes. The scheduled flush
-- (README: pg_cron calls rebuild-site with {"flush": true} every 5 minutes) rebuilds when an edit is
-- waiting; it now also rebuilds when some row became public since the last rebuild.
create function public.publication_due_since(since timestamptz)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select since is not null and (
    exists (select from public.blog_posts where status = 'published' and published_at > since and published_at <= now())
    or exists (select from public.success_stories where status = 'published' and published_at > since and published_at <= now())
    or exists (select from public.gallery_images where status = 'published' and published_at > since and published_at <= now())
  )
$$;
revoke execute on function public.publication_due_since(timestamptz) from public, anon, authenticated;
grant execute on function public.publication_due_since(timestamptz) to service_role;

create or replace function public.claim_site_rebuild(min_interval_seconds integer, only_if_pending boolean default false)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  claimed boolean;
begin
  update public.site_rebuild_state
     set last_triggered_at = now(), pending = false
   where id
     and (last_triggered_at is null or last_triggered_at <= now() - make_interval(secs => min_interval_seconds))
     and (pending or not only_if_pending or public.publication_due_since(last_triggered_at))
  returning true into claimed;
  if claimed then
    return true;
  end if;
  if not only_if_pending then
    update public.site_rebuild_state set pending = true where id;
  end if;
  return false;
end;
$$;
revoke execute on function public.claim_site_rebuild(integer, boolean) from public, anon, authenticated;
grant execute on function public.claim_site_rebuild(integer, boolean) to service_role;
