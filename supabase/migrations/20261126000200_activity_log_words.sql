-- The activity log in people's words (docs/decisions/050-activity-log-in-peoples-words.md): no entries for
-- bookkeeping (a lead opened, the agency's e-mail sent) or for a lead's history rows that repeat the lead's own
-- change, and a booking named by its site, dates and client.

create or replace function public.audit_row_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  changed jsonb;
  row_data jsonb := to_jsonb(coalesce(new, old));
  label text := public.audit_row_label(row_data);
begin
  -- A status or assignee change of a lead is already the lead's own entry; its history row would repeat it.
  if tg_table_name = 'lead_activity' and row_data ->> 'kind' is distinct from 'note' then
    return null;
  end if;
  if tg_op = 'INSERT' then
    changed := public.audit_row(to_jsonb(new));
  elsif tg_op = 'DELETE' then
    changed := public.audit_row(to_jsonb(old));
  else
    -- Bookkeeping nobody decides: the update time, a lead being opened, the agency's e-mail being sent.
    select jsonb_object_agg(n.key, jsonb_build_object('from', public.audit_value(o.value), 'to', public.audit_value(n.value)))
      into changed
      from jsonb_each(to_jsonb(new)) n
      join jsonb_each(to_jsonb(old)) o using (key)
     where n.value is distinct from o.value
       and n.key not in ('updated_at', 'read_at', 'notify_status', 'notify_attempts', 'notify_error', 'notified_at');
    if changed is null then
      return null;
    end if;
    -- An assignee by name, not by id: the log is read by people, and outlives nobody's account.
    if changed ? 'assignee_id' then
      changed := changed - 'assignee_id' || jsonb_build_object('assignee', jsonb_build_object(
        'from', (select p.full_name from public.user_profiles p where p.id = (to_jsonb(old) ->> 'assignee_id')::uuid),
        'to', (select p.full_name from public.user_profiles p where p.id = (to_jsonb(new) ->> 'assignee_id')::uuid)));
    end if;
  end if;
  -- A booking is known by its site, dates and client: 'CHN-OMR-014, 1 Dec 2026 to 31 Dec 2026, Northstar'.
  if tg_table_name = 'site_bookings' then
    label := left(concat_ws(', ',
      (select s.code from public.sites s where s.id = (row_data ->> 'site_id')::uuid),
      to_char((row_data ->> 'starts_on')::date, 'FMDD Mon YYYY') || ' to ' || to_char((row_data ->> 'ends_on')::date, 'FMDD Mon YYYY'),
      row_data ->> 'client_name'), 200);
  end if;
  insert into public.audit_log (actor_name, table_name, row_id, row_label, action, changes)
  values (public.acting_user_name(), tg_table_name, (row_data ->> 'id')::uuid, label, lower(tg_op), changed);
  return null;
end;
$$;
revoke all on function public.audit_row_change() from public, anon, authenticated;
