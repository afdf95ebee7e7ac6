-- lead_tables_policies_from_the_registry: written by `npm run db:diff -- lead_tables_policies_from_the_registry` from supabase/schemas/
-- (docs/decisions/043-declarative-schema-files.md). What supabase/schemas/ defines differently from the
-- migrations before this one:
--   function public.attach_lead_table(text): in supabase/schemas/, not in the database
--   function public.attach_lead_triggers(text): in the database, not in supabase/schemas/
--   function public.attach_registered_lead_triggers(): differs in definition

-- Functions are created in the order of the schema files, some before the functions they call.
set check_function_bodies = off;

-- Attaches to a registered table what every lead table has (docs/decisions/042): row-level security with its
-- three policies (anyone sends a lead, where the table's grants let visitors insert; those who work leads read
-- them; those who may delete leads delete them, decision 073) and the lead triggers. A table's own policies (the newsletter's) are written beside it below.
-- Trigger names are the same on every lead table; before-insert triggers fire in name order, so a table's own,
-- named `<table>_…` (such as the newsletter's e-mail normalising), run before screen_lead_submission sees the row.
-- Replacing policies and triggers of the same names, it may run again on a table that has them.
create or replace function public.attach_lead_table(source text)
returns void
language plpgsql
set search_path = ''
as $$
declare
  target regclass := to_regclass(format('public.%I', source));
  prefix text := lower(source);
begin
  if target is null then
    raise exception 'The lead table public.% does not exist', source using errcode = '42P01';
  end if;
  execute format('alter table %s enable row level security', target);
  execute format('drop policy if exists %I on %s', prefix || '_insert_everyone', target);
  -- A table whose rows only a function writes (a client's answer to a proposal) grants visitors no insert, not even
  -- on some columns.
  if has_any_column_privilege('anon', target, 'insert') then
    execute format('create policy %I on %s for insert to anon, authenticated with check (true)', prefix || '_insert_everyone', target);
  end if;
  execute format('drop policy if exists %I on %s', prefix || '_select_can_manage_leads', target);
  execute format('create policy %I on %s for select to authenticated using ((select public.can_manage_leads()))', prefix || '_select_can_manage_leads', target);
  execute format('drop policy if exists %I on %s', prefix || '_delete_can_delete_leads', target);
  execute format('create policy %I on %s for delete to authenticated using ((select public.can_delete_leads()))', prefix || '_delete_can_delete_leads', target);
  execute format('create or replace trigger screen_lead_submission before insert on %s
                    for each row execute function public.screen_lead_submission()', target);
  execute format('create or replace trigger record_lead after insert on %s
                    for each row execute function public.record_lead()', target);
  execute format('create or replace trigger one_lead_per_request after insert on %s referencing new table as submitted
                    for each statement execute function public.refuse_bulk_lead_submission()', target);
  execute format('create or replace trigger forget_lead after delete on %s
                    for each row execute function public.forget_lead()', target);
  execute format('create or replace trigger audit_row_change after insert or update or delete on %s
                    for each row execute function public.audit_row_change()', target);
end;
$$;
revoke all on function public.attach_lead_table(text) from public, anon, authenticated;

create or replace function public.attach_registered_lead_triggers()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform public.attach_lead_table(new.source_table);
  return null;
end;
$$;
revoke all on function public.attach_registered_lead_triggers() from public, anon, authenticated;

drop function if exists public.attach_lead_triggers(text);

reset check_function_bodies;
