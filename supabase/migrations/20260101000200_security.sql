-- Row-level security, policies and grants (SPEC.md section 6, DESIGN.md "Data and security").
--
--   content tables  clients, testimonials, success_stories, gallery_images, blog_posts
--                   select: everyone; insert/update: admin, editor; delete: admin
--   lead tables     "Contacts", festival_bookings, resource_downloads, newsletter_subscribers
--                   insert: everyone; select/delete: admin; no update
--   user_profiles   select: the owner, and admins; no insert/update/delete through the API,
--                   so no one can change a role (their own included). Staff manage profiles
--                   with SQL as the database owner (see docs/decisions/schema.md).
--
-- Grants are written out table by table: hosted projects created before 2026-05-30 grant
-- everything on new tables to anon/authenticated by default, newer ones grant nothing, so
-- each table first revokes all and then grants exactly what its policies need.

-- ---------------------------------------------------------------------------------------
-- The one role lookup. security definer so that policies on user_profiles can call it
-- without recursing into their own RLS; empty search_path so that nothing the caller
-- controls is resolved inside it. Returns null for anon and for users without a profile.
create function public.current_user_role()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select role from public.user_profiles where id = auth.uid()
$$;

comment on function public.current_user_role() is
  'Role (admin, editor, reviewer, member) of the signed-in user from user_profiles; null without a profile.';

revoke all on function public.current_user_role() from public, anon, authenticated;
grant execute on function public.current_user_role() to anon, authenticated, service_role;

-- Trigger functions are not meant to be called through the API.
revoke all on function public.set_updated_at() from public, anon, authenticated;
revoke all on function public.check_gallery_year() from public, anon, authenticated;
revoke all on function public.normalize_newsletter_email() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------
alter table public.user_profiles enable row level security;
alter table public.clients enable row level security;
alter table public.testimonials enable row level security;
alter table public.success_stories enable row level security;
alter table public.gallery_images enable row level security;
alter table public.blog_posts enable row level security;
alter table public."Contacts" enable row level security;
alter table public.festival_bookings enable row level security;
alter table public.resource_downloads enable row level security;
alter table public.newsletter_subscribers enable row level security;

-- ---------------------------------------------------------------------------------------
-- user_profiles
revoke all on table public.user_profiles from anon, authenticated;
grant select on table public.user_profiles to authenticated;
grant select, insert, update, delete on table public.user_profiles to service_role;

create policy user_profiles_select_own_or_admin on public.user_profiles
  for select to authenticated
  using (id = (select auth.uid()) or (select public.current_user_role()) = 'admin');

-- ---------------------------------------------------------------------------------------
-- Content tables. `(select ...)` makes Postgres evaluate the role once per statement.

-- clients
revoke all on table public.clients from anon, authenticated;
grant select on table public.clients to anon;
grant select, insert, update, delete on table public.clients to authenticated;
grant select, insert, update, delete on table public.clients to service_role;

create policy clients_select_everyone on public.clients
  for select to anon, authenticated using (true);
create policy clients_insert_editors on public.clients
  for insert to authenticated
  with check ((select public.current_user_role()) in ('admin', 'editor'));
create policy clients_update_editors on public.clients
  for update to authenticated
  using ((select public.current_user_role()) in ('admin', 'editor'))
  with check ((select public.current_user_role()) in ('admin', 'editor'));
create policy clients_delete_admins on public.clients
  for delete to authenticated
  using ((select public.current_user_role()) = 'admin');

-- testimonials
revoke all on table public.testimonials from anon, authenticated;
grant select on table public.testimonials to anon;
grant select, insert, update, delete on table public.testimonials to authenticated;
grant select, insert, update, delete on table public.testimonials to service_role;

create policy testimonials_select_everyone on public.testimonials
  for select to anon, authenticated using (true);
create policy testimonials_insert_editors on public.testimonials
  for insert to authenticated
  with check ((select public.current_user_role()) in ('admin', 'editor'));
create policy testimonials_update_editors on public.testimonials
  for update to authenticated
  using ((select public.current_user_role()) in ('admin', 'editor'))
  with check ((select public.current_user_role()) in ('admin', 'editor'));
create policy testimonials_delete_admins on public.testimonials
  for delete to authenticated
  using ((select public.current_user_role()) = 'admin');

-- success_stories
revoke all on table public.success_stories from anon, authenticated;
grant select on table public.success_stories to anon;
grant select, insert, update, delete on table public.success_stories to authenticated;
grant select, insert, update, delete on table public.success_stories to service_role;

create policy success_stories_select_everyone on public.success_stories
  for select to anon, authenticated using (true);
create policy success_stories_insert_editors on public.success_stories
  for insert to authenticated
  with check ((select public.current_user_role()) in ('admin', 'editor'));
create policy success_stories_update_editors on public.success_stories
  for update to authenticated
  using ((select public.current_user_role()) in ('admin', 'editor'))
  with check ((select public.current_user_role()) in ('admin', 'editor'));
create policy success_stories_delete_admins on public.success_stories
  for delete to authenticated
  using ((select public.current_user_role()) = 'admin');

-- gallery_images
revoke all on table public.gallery_images from anon, authenticated;
grant select on table public.gallery_images to anon;
grant select, insert, update, delete on table public.gallery_images to authenticated;
grant select, insert, update, delete on table public.gallery_images to service_role;

create policy gallery_images_select_everyone on public.gallery_images
  for select to anon, authenticated using (true);
create policy gallery_images_insert_editors on public.gallery_images
  for insert to authenticated
  with check ((select public.current_user_role()) in ('admin', 'editor'));
create policy gallery_images_update_editors on public.gallery_images
  for update to authenticated
  using ((select public.current_user_role()) in ('admin', 'editor'))
  with check ((select public.current_user_role()) in ('admin', 'editor'));
create policy gallery_images_delete_admins on public.gallery_images
  for delete to authenticated
  using ((select public.current_user_role()) = 'admin');

-- blog_posts
revoke all on table public.blog_posts from anon, authenticated;
grant select on table public.blog_posts to anon;
grant select, insert, update, delete on table public.blog_posts to authenticated;
grant select, insert, update, delete on table public.blog_posts to service_role;

create policy blog_posts_select_everyone on public.blog_posts
  for select to anon, authenticated using (true);
create policy blog_posts_insert_editors on public.blog_posts
  for insert to authenticated
  with check ((select public.current_user_role()) in ('admin', 'editor'));
create policy blog_posts_update_editors on public.blog_posts
  for update to authenticated
  using ((select public.current_user_role()) in ('admin', 'editor'))
  with check ((select public.current_user_role()) in ('admin', 'editor'));
create policy blog_posts_delete_admins on public.blog_posts
  for delete to authenticated
  using ((select public.current_user_role()) = 'admin');

-- ---------------------------------------------------------------------------------------
-- Lead tables: anyone may leave their details; only admins read or delete them. Inserts
-- must not ask for the row back (no `.select()` after `.insert()`): the inserter may not
-- read it.

-- "Contacts"
revoke all on table public."Contacts" from anon, authenticated;
grant insert on table public."Contacts" to anon;
grant select, insert, delete on table public."Contacts" to authenticated;
grant select, insert, update, delete on table public."Contacts" to service_role;

create policy contacts_insert_everyone on public."Contacts"
  for insert to anon, authenticated with check (true);
create policy contacts_select_admins on public."Contacts"
  for select to authenticated
  using ((select public.current_user_role()) = 'admin');
create policy contacts_delete_admins on public."Contacts"
  for delete to authenticated
  using ((select public.current_user_role()) = 'admin');

-- festival_bookings
revoke all on table public.festival_bookings from anon, authenticated;
grant insert on table public.festival_bookings to anon;
grant select, insert, delete on table public.festival_bookings to authenticated;
grant select, insert, update, delete on table public.festival_bookings to service_role;

create policy festival_bookings_insert_everyone on public.festival_bookings
  for insert to anon, authenticated with check (true);
create policy festival_bookings_select_admins on public.festival_bookings
  for select to authenticated
  using ((select public.current_user_role()) = 'admin');
create policy festival_bookings_delete_admins on public.festival_bookings
  for delete to authenticated
  using ((select public.current_user_role()) = 'admin');

-- resource_downloads
revoke all on table public.resource_downloads from anon, authenticated;
grant insert on table public.resource_downloads to anon;
grant select, insert, delete on table public.resource_downloads to authenticated;
grant select, insert, update, delete on table public.resource_downloads to service_role;

create policy resource_downloads_insert_everyone on public.resource_downloads
  for insert to anon, authenticated with check (true);
create policy resource_downloads_select_admins on public.resource_downloads
  for select to authenticated
  using ((select public.current_user_role()) = 'admin');
create policy resource_downloads_delete_admins on public.resource_downloads
  for delete to authenticated
  using ((select public.current_user_role()) = 'admin');

-- newsletter_subscribers. Subscribing is
-- `upsert(row, { onConflict: 'email', ignoreDuplicates: true })`, i.e.
-- `insert ... on conflict (email) do nothing`, so a repeat address is not an error. The
-- conflict target needs SELECT on email, and with it Postgres checks the new row against
-- the SELECT policies; select_own_new_row passes exactly the row being inserted in the
-- current transaction (its trigger sets app.newsletter_email) and nothing stored before,
-- so anon still reads no addresses. A plain insert of a known address fails with 23505.
revoke all on table public.newsletter_subscribers from anon, authenticated;
grant insert, select (email) on table public.newsletter_subscribers to anon;
grant select, insert, delete on table public.newsletter_subscribers to authenticated;
grant select, insert, update, delete on table public.newsletter_subscribers to service_role;

create policy newsletter_subscribers_insert_everyone on public.newsletter_subscribers
  for insert to anon, authenticated with check (true);
create policy newsletter_subscribers_select_own_new_row on public.newsletter_subscribers
  for select to anon, authenticated
  using (email = current_setting('app.newsletter_email', true));
create policy newsletter_subscribers_select_admins on public.newsletter_subscribers
  for select to authenticated
  using ((select public.current_user_role()) = 'admin');
create policy newsletter_subscribers_delete_admins on public.newsletter_subscribers
  for delete to authenticated
  using ((select public.current_user_role()) = 'admin');
