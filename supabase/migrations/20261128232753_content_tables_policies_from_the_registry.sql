-- content_tables_policies_from_the_registry: written by `npm run db:diff -- content_tables_policies_from_the_registry` from supabase/schemas/
-- (docs/decisions/043-declarative-schema-files.md). What supabase/schemas/ defines differently from the
-- migrations before this one:
--   function public.attach_content_table(text): in supabase/schemas/, not in the database
--   function public.attach_content_triggers(text): in the database, not in supabase/schemas/
--   function public.attach_registered_content_triggers(): differs in definition

-- Functions are created in the order of the schema files, some before the functions they call.
set check_function_bodies = off;

-- Attaches to a registered content table what every content table has (docs/decisions/099): row-level security;
-- reads by everyone, or, for a type with publishing, by everyone once published and due and by staff always
-- (decision 029; the condition is written out in the policy rather than in a function, which visitors would need
-- EXECUTE on, and could then call); inserts and updates by editors (can_edit_content()), deletes by those who may
-- delete content; its earlier version kept on every update (revisions, decision 030) and every change in the
-- activity log. Replacing policies and triggers of the same names, it may run again on a table that has them.
create or replace function public.attach_content_table(content_table text)
returns void
language plpgsql
set search_path = ''
as $$
declare
  target regclass := to_regclass(format('public.%I', content_table));
  publishing boolean;
begin
  if target is null then
    raise exception 'The content table public.% does not exist', content_table using errcode = '42P01';
  end if;
  select t.has_publishing into publishing from public.content_types t where t.table_name = content_table;
  execute format('alter table %s enable row level security', target);
  execute format('drop policy if exists %I on %s', content_table || '_select_everyone', target);
  execute format('drop policy if exists %I on %s', content_table || '_select_public_or_staff', target);
  if publishing then
    execute format('create policy %I on %s for select to anon, authenticated
                      using (((status = ''published'') and (published_at <= now())) or (select public.has_admin_access()))',
                   content_table || '_select_public_or_staff', target);
  else
    execute format('create policy %I on %s for select to anon, authenticated using (true)', content_table || '_select_everyone', target);
  end if;
  execute format('drop policy if exists %I on %s', content_table || '_insert_can_edit', target);
  execute format('create policy %I on %s for insert to authenticated with check ((select public.can_edit_content()))',
                 content_table || '_insert_can_edit', target);
  execute format('drop policy if exists %I on %s', content_table || '_update_can_edit', target);
  execute format('create policy %I on %s for update to authenticated using ((select public.can_edit_content()))
                    with check ((select public.can_edit_content()))', content_table || '_update_can_edit', target);
  execute format('drop policy if exists %I on %s', content_table || '_delete_can_delete', target);
  execute format('create policy %I on %s for delete to authenticated using ((select public.can_delete_content()))',
                 content_table || '_delete_can_delete', target);
  execute format('create or replace trigger keep_content_revision after update on %s
                    for each row execute function public.keep_content_revision()', target);
  execute format('create or replace trigger audit_row_change after insert or update or delete on %s
                    for each row execute function public.audit_row_change()', target);
end;
$$;
revoke all on function public.attach_content_table(text) from public, anon, authenticated;

create or replace function public.attach_registered_content_triggers()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform public.attach_content_table(new.table_name);
  return null;
end;
$$;
revoke all on function public.attach_registered_content_triggers() from public, anon, authenticated;

drop function if exists public.attach_content_triggers(text);

reset check_function_bodies;
