-- Only those who may edit content speak on its editing channel (docs/decisions/080): a reviewer or a salesperson
-- may still join and see who is editing, but neither track a presence nor broadcast on it. The read policy of
-- *_editing_presence.sql stays. Policies on realtime.messages are the project's (decision 066); the table is
-- the platform's and is left alone.
drop policy if exists "Staff write editing channels" on realtime.messages;
drop policy if exists "Editors write editing channels" on realtime.messages;
create policy "Editors write editing channels"
  on realtime.messages for insert to authenticated
  with check (starts_with((select realtime.topic()), 'editing:') and (select public.can_edit_content()));
