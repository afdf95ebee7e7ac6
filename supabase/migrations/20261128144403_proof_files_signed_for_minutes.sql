-- proof_files_signed_for_minutes: written by `npm run db:diff -- proof_files_signed_for_minutes` from supabase/schemas/
-- (docs/decisions/043-declarative-schema-files.md). What supabase/schemas/ defines differently from the
-- migrations before this one:
--   function public.can_read_proof_file(text): in supabase/schemas/, not in the database
--   function public.readable_proof_files(text[]): in supabase/schemas/, not in the database
--   policy proofs_delete on storage.objects: in the database, not in supabase/schemas/
--   policy proofs_select on storage.objects: in the database, not in supabase/schemas/

-- Functions are created in the order of the schema files, some before the functions they call.
set check_function_bodies = off;

drop policy if exists proofs_delete on storage.objects;
drop policy if exists proofs_select on storage.objects;

-- Whether the signed-in user may read file `path` of the proofs bucket: a job's photo or creative, as can_see_job()
-- and can_see_creative() say. Nobody reads the bucket through Storage itself (no select policy): the proof-files
-- function signs what this allows, for minutes (docs/decisions/086).
create or replace function public.can_read_proof_file(path text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when path ~ '^photos/[0-9a-f-]{36}/[^/]+$' then public.can_see_job(split_part(path, '/', 2))
    when path ~ '^creatives/[0-9a-f-]{36}/[^/]+$' then public.can_see_creative(path)
    else false
  end
$$;
revoke all on function public.can_read_proof_file(text) from public, anon, authenticated;
grant execute on function public.can_read_proof_file(text) to authenticated, service_role;

-- Which of `paths` the signed-in user may read (can_read_proof_file()), for the proof-files function to sign.
create or replace function public.readable_proof_files(paths text[])
returns text[]
language sql
stable
set search_path = ''
as $$
  select coalesce(array_agg(path order by path), '{}') from unnest(paths[1:50]) as path where public.can_read_proof_file(path)
$$;
revoke all on function public.readable_proof_files(text[]) from public, anon, authenticated;
grant execute on function public.readable_proof_files(text[]) to authenticated, service_role;

reset check_function_bodies;
