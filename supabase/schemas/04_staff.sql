-- Staff profiles (docs/decisions/023-staff-management.md): one row of user_profiles per auth user who may use
-- the admin panel. A user reads their own profile and an admin every profile; a user writes their own name, title
-- and portrait, nothing else (the manage-staff edge function writes roles as the service role), and the database keeps at least
-- one admin. Declarative: see docs/checklists/schema-change.md.

-- ---------------------------------------------------------------------------------------
-- Functions

-- Whoever writes, the database keeps at least one admin: a profile that is the last admin can be neither
-- demoted nor deleted (nor its auth user, whose delete cascades here), not by the manage-staff function, not
-- by an admin's SQL, not by the database owner short of disabling the trigger. SQLSTATE PT409: PostgREST
-- answers it with HTTP 409, so a refused write through the API is a conflict, not a server error.
create or replace function public.keep_one_admin()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Only an admin row losing its role (or vanishing) can leave the agency without an admin.
  -- 'admin' is the stored value of user_profiles.role here, not a permission: who may do what
  -- stays in the permission functions of the security migration.
  if old.role is distinct from 'admin' or (tg_op = 'UPDATE' and new.role = 'admin') then
    return case when tg_op = 'DELETE' then old else new end;
  end if;
  -- Lock every admin row first, so two admins demoting each other at once cannot both pass.
  perform 1 from public.user_profiles where role = 'admin' for update;
  if not exists (select 1 from public.user_profiles where role = 'admin' and id <> old.id) then
    raise exception 'The last admin cannot be removed or demoted'
      using errcode = 'PT409', hint = 'Make another staff member an admin first.';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end
$$;
comment on function public.keep_one_admin() is
  'Trigger: refuses to demote or delete the last admin profile (SQLSTATE PT409, HTTP 409 through PostgREST).';
revoke all on function public.keep_one_admin() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------
-- Row-level security policies

drop policy if exists user_profiles_select_own_or_admin on public.user_profiles;
create policy user_profiles_select_own_or_admin on public.user_profiles
  for select to authenticated
  using (((id = ( SELECT auth.uid() AS uid)) OR ( SELECT public.is_admin() AS is_admin)));

-- People write their own name, title and portrait (a column grant keeps the role out of reach).
drop policy if exists user_profiles_update_own on public.user_profiles;
create policy user_profiles_update_own on public.user_profiles
  for update to authenticated
  using ((id = ( SELECT auth.uid() AS uid)))
  with check ((id = ( SELECT auth.uid() AS uid)));

-- ---------------------------------------------------------------------------------------
-- Triggers

create or replace trigger user_profiles_audit after insert or delete or update on public.user_profiles
  for each row execute function public.audit_row_change();

create or replace trigger user_profiles_keep_one_admin before delete or update of role on public.user_profiles
  for each row execute function public.keep_one_admin();

create or replace trigger user_profiles_set_updated_at before update on public.user_profiles
  for each row execute function public.set_updated_at();
