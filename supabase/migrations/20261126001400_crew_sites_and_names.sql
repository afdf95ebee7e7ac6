-- Crew read the sites of their jobs, published or not, and staff who manage jobs read the crew's names
-- (docs/decisions/057-proof-of-display.md).

-- Whether site `site` is one of the signed-in crew member's jobs'.
create or replace function public.is_crew_site(site uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.is_crew() and exists (select from public.mounting_jobs j where j.site_id = site and j.assignee_id = auth.uid())
$$;
revoke all on function public.is_crew_site(uuid) from public, anon, authenticated;
grant execute on function public.is_crew_site(uuid) to authenticated, service_role;

-- The crew a job can be assigned to, for those who manage jobs (others get none): only admins read user_profiles.
create or replace function public.crew_members()
returns table (id uuid, full_name text, email text)
language sql
stable
security definer
set search_path = ''
as $$
  select p.id, p.full_name, p.email from public.user_profiles p
  where public.can_manage_jobs() and p.role = 'crew'
  order by coalesce(nullif(p.full_name, ''), p.email)
$$;
revoke all on function public.crew_members() from public, anon, authenticated;
grant execute on function public.crew_members() to authenticated, service_role;

drop policy if exists sites_select_crew_jobs on public.sites;
create policy sites_select_crew_jobs on public.sites
  for select to authenticated
  using (public.is_crew_site(id));
