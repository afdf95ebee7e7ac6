-- Staff management (issue 13, docs/decisions/023-staff-management.md): admins invite, re-role and
-- remove staff through the manage-staff edge function, which writes user_profiles as the service
-- role. Whoever writes, the database keeps at least one admin: a profile that is the last admin
-- can be neither demoted nor deleted (nor its auth user, whose delete cascades here), not by the
-- function, not by an admin's SQL, not by the database owner short of disabling the trigger.
--
-- SQLSTATE PT409: PostgREST answers it with HTTP 409, so a refused write through the API is a
-- conflict, not a server error; other clients see the code and the message.

create function public.keep_one_admin()
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

-- A trigger function only: never callable through /rest/v1/rpc.
revoke all on function public.keep_one_admin() from public, anon, authenticated;

create trigger user_profiles_keep_one_admin
  before update of role or delete on public.user_profiles
  for each row execute function public.keep_one_admin();
