-- proof_distance_field: written by `npm run db:diff -- proof_distance_field` from supabase/schemas/
-- (docs/decisions/043-declarative-schema-files.md). What supabase/schemas/ defines differently from the
-- migrations before this one:
--   function public.proof_distance_m(public.mounting_jobs): in supabase/schemas/, not in the database

-- Functions are created in the order of the schema files, some before the functions they call.
set check_function_bodies = off;

-- How far from its site a proof photo may be taken before it is flagged (the sales settings' proof_distance_m), as a
-- field of each job (PostgREST's computed field): the crew's phone warns before sending a photo taken farther, and keeps
-- the limit with the jobs it saved for a visit without signal (decision 096).
create or replace function public.proof_distance_m(job public.mounting_jobs)
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select s.proof_distance_m from public.sales_settings s
$$;
revoke all on function public.proof_distance_m(public.mounting_jobs) from public, anon, authenticated;
grant execute on function public.proof_distance_m(public.mounting_jobs) to authenticated, service_role;

reset check_function_bodies;
