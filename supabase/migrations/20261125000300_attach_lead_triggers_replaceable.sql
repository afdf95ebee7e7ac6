-- The lead triggers can be attached again (docs/decisions/043-declarative-schema-files.md): supabase/schemas/
-- declares the triggers of the lead tables by calling attach_lead_triggers() for every registered source, and
-- a schema file must run again on a database that has them. Only `create trigger` becomes `create or replace
-- trigger` (PostgreSQL 14 and later); the rest is as 20261125000200_lead_sources.sql wrote it.

-- Attaches the lead triggers to a registered table. Trigger names are the same on every lead table;
-- before-insert triggers fire in name order, so a table's own, named `<table>_…` (such as the
-- newsletter's e-mail normalising), run before screen_lead_submission sees the row. Replacing a trigger
-- of the same name, it may run again on a table that has them.
create or replace function public.attach_lead_triggers(source text)
returns void
language plpgsql
set search_path = ''
as $$
declare
  target regclass := to_regclass(format('public.%I', source));
begin
  if target is null then
    raise exception 'The lead table public.% does not exist', source using errcode = '42P01';
  end if;
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
