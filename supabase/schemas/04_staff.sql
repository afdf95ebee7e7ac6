-- Staff profiles (docs/decisions/023-staff-management.md): one row of user_profiles per auth user who may use
-- the admin panel. A user reads their own profile and an admin every profile; a user writes their own name, title
-- and portrait, nothing else (the manage-staff edge function writes roles as the service role), and the database keeps at least
-- one admin. Declarative: see docs/checklists/schema-change.md.

-- ---------------------------------------------------------------------------------------
-- Tables

create table public.user_profiles (
  id uuid not null,
  email text not null,
  full_name text,
  role text default 'member'::text not null,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  job_title text,
  portrait_url text,
  constraint user_profiles_pkey PRIMARY KEY (id),
  constraint user_profiles_email_format CHECK ((email ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$'::text)),
  constraint user_profiles_email_length CHECK ((char_length(email) <= 254)),
  constraint user_profiles_full_name_length CHECK ((char_length(full_name) <= 200)),
  constraint user_profiles_job_title_length CHECK (((job_title IS NULL) OR ((char_length(job_title) >= 1) AND (char_length(job_title) <= 200)))),
  constraint user_profiles_portrait_url_shape CHECK (((portrait_url IS NULL) OR ((char_length(portrait_url) <= 2048) AND (portrait_url ~ '^(https?://|/)[^\s]*$'::text)))),
  constraint user_profiles_role_known CHECK ((role = ANY (ARRAY['admin'::text, 'editor'::text, 'reviewer'::text, 'sales'::text, 'crew'::text, 'accounts'::text, 'member'::text]))),
  constraint user_profiles_id_fkey FOREIGN KEY (id) REFERENCES auth.users(id) ON DELETE CASCADE
);
alter table public.user_profiles enable row level security;
revoke all on table public.user_profiles from anon, authenticated, service_role;
grant select on table public.user_profiles to authenticated;
grant delete, insert, select, update on table public.user_profiles to service_role;
grant update (full_name, job_title, portrait_url) on table public.user_profiles to authenticated;
alter publication supabase_realtime add table public.user_profiles;
-- blog_posts refers to user_profiles, declared after it.
alter table public.blog_posts add constraint blog_posts_author_id_fkey FOREIGN KEY (author_id) REFERENCES public.user_profiles(id) ON DELETE SET NULL;

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
