-- Permissions of the signed-in user, each defined once (docs/decisions/012-permissions-in-sql.md): every
-- policy calls them and none names a role; src/lib/permissions.ts mirrors them and tests/api/permissions.test.ts
-- checks that both agree. Never null: false for anon, for a user without a profile and for any role not named.
-- All are security definer with an empty search_path, so policies on user_profiles can call them without
-- recursing into their own row-level security and nothing the caller controls is resolved inside them; policies
-- call them as `(select ...)` so Postgres evaluates each once per statement, not once per row. They are callable
-- by every API role, through /rest/v1/rpc too: they tell the caller only about their own role.
--
-- supabase/schemas/ holds the current schema, one file per area, applied in file-name order: each area's tables
-- (columns, constraints, indexes, grants) first, then its functions, views, row-level-security policies and
-- triggers; data stays in supabase/migrations/. Change one here, then `npm run db:diff -- <name>` writes the
-- migration (docs/checklists/schema-change.md, docs/decisions/043, 100).

-- ---------------------------------------------------------------------------------------
-- Functions

-- The one role lookup. security definer so that policies on user_profiles can call it
-- without recursing into their own RLS; empty search_path so that nothing the caller
-- controls is resolved inside it. Returns null for anon and for users without a profile.
create or replace function public.current_user_role()
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

-- Read the back office's content, drafts included, its sites and their bookings (permissionsFor().readsStaffContent);
-- entering the back office is can_enter_back_office().
create or replace function public.has_admin_access()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(public.current_user_role() in ('admin', 'editor', 'reviewer', 'sales'), false)
$$;
comment on function public.has_admin_access() is
  'Whether the signed-in user may enter the admin panel.';
revoke all on function public.has_admin_access() from public, anon, authenticated;
grant execute on function public.has_admin_access() to anon, authenticated, service_role;

-- Full access, other users' profiles included (permissionsFor().isAdmin).
create or replace function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(public.current_user_role() = 'admin', false)
$$;
comment on function public.is_admin() is
  'Whether the signed-in user is an admin.';
revoke all on function public.is_admin() from public, anon, authenticated;
grant execute on function public.is_admin() to anon, authenticated, service_role;

-- Create and edit content (permissionsFor().canEdit).
create or replace function public.can_edit_content()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(public.current_user_role() in ('admin', 'editor'), false)
$$;
comment on function public.can_edit_content() is
  'Whether the signed-in user may create and edit content.';
revoke all on function public.can_edit_content() from public, anon, authenticated;
grant execute on function public.can_edit_content() to anon, authenticated, service_role;

-- Delete content (permissionsFor().canDelete).
create or replace function public.can_delete_content()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.is_admin()
$$;
comment on function public.can_delete_content() is
  'Whether the signed-in user may delete content.';
revoke all on function public.can_delete_content() from public, anon, authenticated;
grant execute on function public.can_delete_content() to anon, authenticated, service_role;

-- Whether a role works leads: reads and works them, and may be a lead's assignee
-- (docs/decisions/045-sales-role-and-staff-notices.md).
create or replace function public.role_works_leads(role text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(role in ('admin', 'sales'), false)
$$;
comment on function public.role_works_leads(text) is
  'Whether staff with this role work leads (permissionsFor().canManageLeads): admins and sales.';
revoke all on function public.role_works_leads(text) from public, anon, authenticated;
grant execute on function public.role_works_leads(text) to anon, authenticated, service_role;

-- Read and work leads: the lead tables and their screens (permissionsFor().canManageLeads); deleting them is
-- can_delete_leads().
create or replace function public.can_manage_leads()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.role_works_leads(public.current_user_role())
$$;
comment on function public.can_manage_leads() is
  'Whether the signed-in user may read and work leads (admins and sales).';
revoke all on function public.can_manage_leads() from public, anon, authenticated;
grant execute on function public.can_manage_leads() to anon, authenticated, service_role;

-- Delete leads, and all of a person's data on request: an admin's act, each row's deletion in the activity log
-- (permissionsFor().canDeleteLeads; docs/decisions/073-sales-delete-no-leads.md). Sales work leads and delete nothing.
create or replace function public.can_delete_leads()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.is_admin()
$$;
comment on function public.can_delete_leads() is
  'Whether the signed-in user may delete leads and a person''s data (admins).';
revoke all on function public.can_delete_leads() from public, anon, authenticated;
grant execute on function public.can_delete_leads() to anon, authenticated, service_role;

-- Create and edit sites and their holds and bookings (permissionsFor().canManageSites).
create or replace function public.can_manage_sites()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(public.current_user_role() in ('admin', 'editor', 'sales'), false)
$$;
comment on function public.can_manage_sites() is
  'Whether the signed-in user may create and edit sites, holds and bookings.';
revoke all on function public.can_manage_sites() from public, anon, authenticated;
grant execute on function public.can_manage_sites() to anon, authenticated, service_role;

-- Make and send proposals, keep customers, agree prices and confirm a campaign's bookings (docs/decisions/053).
create or replace function public.can_sell()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(public.current_user_role() in ('admin', 'sales'), false)
$$;
comment on function public.can_sell() is
  'Whether the signed-in user may keep customers, make and send proposals and see agreed prices (admins and sales).';
revoke all on function public.can_sell() from public, anon, authenticated;
grant execute on function public.can_sell() to anon, authenticated, service_role;

-- Field crew: mounting jobs assigned to them, nothing else (docs/decisions/057).
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

-- Assign mounting jobs, upload creatives, approve proof photos, share proof reports (permissionsFor().canManageJobs).
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

-- Bill clients: tax invoices, their links and the billing settings (permissionsFor().canBill; docs/decisions/104).
-- Admins and accounts; sales read invoices (can_sell()), nobody else sees any of it.
create or replace function public.can_bill()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(public.current_user_role() in ('admin', 'accounts'), false)
$$;
comment on function public.can_bill() is
  'Whether the signed-in user may raise, issue and cancel invoices and keep the billing settings (admins and accounts).';
revoke all on function public.can_bill() from public, anon, authenticated;
grant execute on function public.can_bill() to anon, authenticated, service_role;

-- Enter the back office (src/lib/permissions.ts canEnterAdminPanel): the staff of has_admin_access(), who read its
-- content, sites and bookings, and accounts, who bill and read none of them (docs/decisions/104).
create or replace function public.can_enter_back_office()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.has_admin_access() or public.can_bill()
$$;
comment on function public.can_enter_back_office() is
  'Whether the signed-in user may enter the back office (the staff of has_admin_access(), and accounts).';
revoke all on function public.can_enter_back_office() from public, anon, authenticated;
grant execute on function public.can_enter_back_office() to anon, authenticated, service_role;
