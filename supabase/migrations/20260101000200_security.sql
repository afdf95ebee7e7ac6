-- Row-level security, policies and grants (docs/product.md §6, DESIGN.md "Data and security").
--
--   content tables  clients, testimonials, success_stories, gallery_images, blog_posts
--                   select: everyone; insert/update: can_edit_content(); delete: can_delete_content()
--   lead tables     "Contacts", festival_bookings, resource_downloads, newsletter_subscribers
--                   insert: everyone; select/delete: can_manage_leads(); no update
--   user_profiles   select: the owner, and is_admin(); no insert/update/delete through the API,
--                   so no one can change a role (their own included). Staff manage profiles
--                   with SQL as the database owner (see docs/decisions/001-schema-security-and-seed.md).
--
-- Which role holds which permission is written once, in the permission functions below;
-- no policy names a role (docs/decisions/012-permissions-in-sql.md, enforced by
-- tests/api/permissions.test.ts, which also checks that src/lib/permissions.ts agrees).
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

-- ---------------------------------------------------------------------------------------
-- Permissions of the signed-in user, each defined once. Never null: false for anon, for a
-- user without a profile and for any role not named. Written like current_user_role()
-- (security definer, empty search_path, stable); policies call them as `(select ...)` so
-- Postgres evaluates each once per statement, not once per row.

-- Enter the admin panel (src/lib/permissions.ts canEnterAdminPanel).
create function public.has_admin_access()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(public.current_user_role() in ('admin', 'editor', 'reviewer'), false)
$$;

-- Full access, other users' profiles included (permissionsFor().isAdmin).
create function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(public.current_user_role() = 'admin', false)
$$;

-- Create and edit content (permissionsFor().canEdit).
create function public.can_edit_content()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(public.current_user_role() in ('admin', 'editor'), false)
$$;

-- Delete content (permissionsFor().canDelete).
create function public.can_delete_content()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.is_admin()
$$;

-- Read and delete leads: the lead tables and their screens (the screens check isAdmin).
create function public.can_manage_leads()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.is_admin()
$$;

comment on function public.has_admin_access() is 'Whether the signed-in user may enter the admin panel.';
comment on function public.is_admin() is 'Whether the signed-in user is an admin.';
comment on function public.can_edit_content() is 'Whether the signed-in user may create and edit content.';
comment on function public.can_delete_content() is 'Whether the signed-in user may delete content.';
comment on function public.can_manage_leads() is 'Whether the signed-in user may read and delete leads.';

-- Callable by every API role, through /rest/v1/rpc too: policies run them as the caller, and
-- they tell the caller only about their own role, which current_user_role() already does.
-- The app asks for the role once and maps it in permissions.ts; tests ask these directly.
revoke all on function public.current_user_role() from public, anon, authenticated;
revoke all on function public.has_admin_access() from public, anon, authenticated;
revoke all on function public.is_admin() from public, anon, authenticated;
revoke all on function public.can_edit_content() from public, anon, authenticated;
revoke all on function public.can_delete_content() from public, anon, authenticated;
revoke all on function public.can_manage_leads() from public, anon, authenticated;
grant execute on function
  public.current_user_role(), public.has_admin_access(), public.is_admin(),
  public.can_edit_content(), public.can_delete_content(), public.can_manage_leads()
  to anon, authenticated, service_role;

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
  using (id = (select auth.uid()) or (select public.is_admin()));

-- ---------------------------------------------------------------------------------------
-- Content tables. `(select ...)` makes Postgres evaluate the role once per statement.

-- clients
revoke all on table public.clients from anon, authenticated;
grant select on table public.clients to anon;
grant select, insert, update, delete on table public.clients to authenticated;
grant select, insert, update, delete on table public.clients to service_role;

create policy clients_select_everyone on public.clients
  for select to anon, authenticated using (true);
create policy clients_insert_can_edit on public.clients
  for insert to authenticated
  with check ((select public.can_edit_content()));
create policy clients_update_can_edit on public.clients
  for update to authenticated
  using ((select public.can_edit_content()))
  with check ((select public.can_edit_content()));
create policy clients_delete_can_delete on public.clients
  for delete to authenticated
  using ((select public.can_delete_content()));

-- testimonials
revoke all on table public.testimonials from anon, authenticated;
grant select on table public.testimonials to anon;
grant select, insert, update, delete on table public.testimonials to authenticated;
grant select, insert, update, delete on table public.testimonials to service_role;

create policy testimonials_select_everyone on public.testimonials
  for select to anon, authenticated using (true);
create policy testimonials_insert_can_edit on public.testimonials
  for insert to authenticated
  with check ((select public.can_edit_content()));
create policy testimonials_update_can_edit on public.testimonials
  for update to authenticated
  using ((select public.can_edit_content()))
  with check ((select public.can_edit_content()));
create policy testimonials_delete_can_delete on public.testimonials
  for delete to authenticated
  using ((select public.can_delete_content()));

-- success_stories
revoke all on table public.success_stories from anon, authenticated;
grant select on table public.success_stories to anon;
grant select, insert, update, delete on table public.success_stories to authenticated;
grant select, insert, update, delete on table public.success_stories to service_role;

create policy success_stories_select_everyone on public.success_stories
  for select to anon, authenticated using (true);
create policy success_stories_insert_can_edit on public.success_stories
  for insert to authenticated
  with check ((select public.can_edit_content()));
create policy success_stories_update_can_edit on public.success_stories
  for update to authenticated
  using ((select public.can_edit_content()))
  with check ((select public.can_edit_content()));
create policy success_stories_delete_can_delete on public.success_stories
  for delete to authenticated
  using ((select public.can_delete_content()));

-- gallery_images
revoke all on table public.gallery_images from anon, authenticated;
grant select on table public.gallery_images to anon;
grant select, insert, update, delete on table public.gallery_images to authenticated;
grant select, insert, update, delete on table public.gallery_images to service_role;

create policy gallery_images_select_everyone on public.gallery_images
  for select to anon, authenticated using (true);
create policy gallery_images_insert_can_edit on public.gallery_images
  for insert to authenticated
  with check ((select public.can_edit_content()));
create policy gallery_images_update_can_edit on public.gallery_images
  for update to authenticated
  using ((select public.can_edit_content()))
  with check ((select public.can_edit_content()));
create policy gallery_images_delete_can_delete on public.gallery_images
  for delete to authenticated
  using ((select public.can_delete_content()));

-- blog_posts
revoke all on table public.blog_posts from anon, authenticated;
grant select on table public.blog_posts to anon;
grant select, insert, update, delete on table public.blog_posts to authenticated;
grant select, insert, update, delete on table public.blog_posts to service_role;

create policy blog_posts_select_everyone on public.blog_posts
  for select to anon, authenticated using (true);
create policy blog_posts_insert_can_edit on public.blog_posts
  for insert to authenticated
  with check ((select public.can_edit_content()));
create policy blog_posts_update_can_edit on public.blog_posts
  for update to authenticated
  using ((select public.can_edit_content()))
  with check ((select public.can_edit_content()));
create policy blog_posts_delete_can_delete on public.blog_posts
  for delete to authenticated
  using ((select public.can_delete_content()));

-- ---------------------------------------------------------------------------------------
-- Lead tables: anyone may leave their details; only can_manage_leads() reads or deletes them. Inserts
-- must not ask for the row back (no `.select()` after `.insert()`): the inserter may not
-- read it.

-- "Contacts"
revoke all on table public."Contacts" from anon, authenticated;
grant insert on table public."Contacts" to anon;
grant select, insert, delete on table public."Contacts" to authenticated;
grant select, insert, update, delete on table public."Contacts" to service_role;

create policy contacts_insert_everyone on public."Contacts"
  for insert to anon, authenticated with check (true);
create policy contacts_select_can_manage_leads on public."Contacts"
  for select to authenticated
  using ((select public.can_manage_leads()));
create policy contacts_delete_can_manage_leads on public."Contacts"
  for delete to authenticated
  using ((select public.can_manage_leads()));

-- festival_bookings
revoke all on table public.festival_bookings from anon, authenticated;
grant insert on table public.festival_bookings to anon;
grant select, insert, delete on table public.festival_bookings to authenticated;
grant select, insert, update, delete on table public.festival_bookings to service_role;

create policy festival_bookings_insert_everyone on public.festival_bookings
  for insert to anon, authenticated with check (true);
create policy festival_bookings_select_can_manage_leads on public.festival_bookings
  for select to authenticated
  using ((select public.can_manage_leads()));
create policy festival_bookings_delete_can_manage_leads on public.festival_bookings
  for delete to authenticated
  using ((select public.can_manage_leads()));

-- resource_downloads
revoke all on table public.resource_downloads from anon, authenticated;
grant insert on table public.resource_downloads to anon;
grant select, insert, delete on table public.resource_downloads to authenticated;
grant select, insert, update, delete on table public.resource_downloads to service_role;

create policy resource_downloads_insert_everyone on public.resource_downloads
  for insert to anon, authenticated with check (true);
create policy resource_downloads_select_can_manage_leads on public.resource_downloads
  for select to authenticated
  using ((select public.can_manage_leads()));
create policy resource_downloads_delete_can_manage_leads on public.resource_downloads
  for delete to authenticated
  using ((select public.can_manage_leads()));

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
create policy newsletter_subscribers_select_can_manage_leads on public.newsletter_subscribers
  for select to authenticated
  using ((select public.can_manage_leads()));
create policy newsletter_subscribers_delete_can_manage_leads on public.newsletter_subscribers
  for delete to authenticated
  using ((select public.can_manage_leads()));
