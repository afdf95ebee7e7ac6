-- A blog post's author is a member of staff, with the name, title and portrait of their profile
-- (docs/decisions/052-authors-and-india-time.md). Each person keeps their own title and portrait; the post keeps
-- the byline it was saved with (author_name, author_role, author_avatar stay: the public pages read them).

alter table public.user_profiles
  add column job_title text,
  add column portrait_url text,
  add constraint user_profiles_job_title_length check (job_title is null or char_length(job_title) between 1 and 200),
  add constraint user_profiles_portrait_url_shape check (portrait_url is null or (char_length(portrait_url) <= 2048 and portrait_url ~ '^(https?://|/)[^\s]*$'));

-- People write their own name, title and portrait; the role stays with the manage-staff function.
revoke update on table public.user_profiles from authenticated;
grant update (full_name, job_title, portrait_url) on table public.user_profiles to authenticated;

alter table public.blog_posts
  add column author_id uuid references public.user_profiles (id) on delete set null;
create index blog_posts_author_id_idx on public.blog_posts (author_id);

-- Functions, policies and triggers: as in supabase/schemas/03_content.sql and 04_staff.sql.

create or replace function public.blog_authors()
returns table (id uuid, full_name text, job_title text, portrait_url text)
language sql
stable
security definer
set search_path = ''
as $$
  select p.id, p.full_name, p.job_title, p.portrait_url
  from public.user_profiles p
  where public.can_edit_content() and p.full_name is not null
  order by p.full_name, p.id
$$;
comment on function public.blog_authors() is
  'The staff a blog post can be by (name, title, portrait), for those who may edit content.';
revoke all on function public.blog_authors() from public, anon, authenticated;
grant execute on function public.blog_authors() to authenticated, service_role;

create or replace function public.blog_post_author_from_profile()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  profile record;
begin
  if new.author_id is null then
    return new;
  end if;
  select full_name, job_title, portrait_url into profile from public.user_profiles where id = new.author_id;
  if not found then
    raise exception 'The chosen author is no longer on the staff. Choose another author.'
      using errcode = 'PT422';
  end if;
  if profile.full_name is null or profile.job_title is null or profile.portrait_url is null then
    raise exception '% has no title or portrait in their profile yet. They can add both under Your profile.', coalesce(profile.full_name, 'The chosen author')
      using errcode = 'PT422';
  end if;
  new.author_name := profile.full_name;
  new.author_role := profile.job_title;
  new.author_avatar := profile.portrait_url;
  return new;
end
$$;
comment on function public.blog_post_author_from_profile() is
  'Trigger: a post by a member of staff carries the name, title and portrait of their profile (PT422 when one is missing).';
revoke all on function public.blog_post_author_from_profile() from public, anon, authenticated;

drop policy if exists user_profiles_update_own on public.user_profiles;
create policy user_profiles_update_own on public.user_profiles
  for update to authenticated
  using ((id = ( SELECT auth.uid() AS uid)))
  with check ((id = ( SELECT auth.uid() AS uid)));

create or replace trigger blog_posts_author_from_profile before insert or update of author_id, author_name, author_role, author_avatar on public.blog_posts
  for each row execute function public.blog_post_author_from_profile();
