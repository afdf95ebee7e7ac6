-- sales_delete_no_leads: written by `npm run db:diff -- sales_delete_no_leads` from supabase/schemas/
-- (docs/decisions/043-declarative-schema-files.md). What supabase/schemas/ defines differently from the
-- migrations before this one:
--   function public.can_delete_leads(): in supabase/schemas/, not in the database
--   function public.can_manage_leads(): differs in comment
--   function public.delete_lead_person(text): differs in definition
--   policy callback_requests_delete_can_delete_leads on public.callback_requests: in supabase/schemas/, not in the database
--   policy callback_requests_delete_can_manage_leads on public.callback_requests: in the database, not in supabase/schemas/
--   policy contacts_delete_can_delete_leads on public."Contacts": in supabase/schemas/, not in the database
--   policy contacts_delete_can_manage_leads on public."Contacts": in the database, not in supabase/schemas/
--   policy festival_bookings_delete_can_delete_leads on public.festival_bookings: in supabase/schemas/, not in the database
--   policy festival_bookings_delete_can_manage_leads on public.festival_bookings: in the database, not in supabase/schemas/
--   policy newsletter_subscribers_delete_can_delete_leads on public.newsletter_subscribers: in supabase/schemas/, not in the database
--   policy newsletter_subscribers_delete_can_manage_leads on public.newsletter_subscribers: in the database, not in supabase/schemas/
--   policy proposal_responses_delete_can_delete_leads on public.proposal_responses: in supabase/schemas/, not in the database
--   policy proposal_responses_delete_can_manage_leads on public.proposal_responses: in the database, not in supabase/schemas/
--   policy quote_requests_delete_can_delete_leads on public.quote_requests: in supabase/schemas/, not in the database
--   policy quote_requests_delete_can_manage_leads on public.quote_requests: in the database, not in supabase/schemas/
--   policy resource_downloads_delete_can_delete_leads on public.resource_downloads: in supabase/schemas/, not in the database
--   policy resource_downloads_delete_can_manage_leads on public.resource_downloads: in the database, not in supabase/schemas/

-- Functions are created in the order of the schema files, some before the functions they call.
set check_function_bodies = off;

drop policy if exists callback_requests_delete_can_manage_leads on public.callback_requests;
drop policy if exists contacts_delete_can_manage_leads on public."Contacts";
drop policy if exists festival_bookings_delete_can_manage_leads on public.festival_bookings;
drop policy if exists newsletter_subscribers_delete_can_manage_leads on public.newsletter_subscribers;
drop policy if exists proposal_responses_delete_can_manage_leads on public.proposal_responses;
drop policy if exists quote_requests_delete_can_manage_leads on public.quote_requests;
drop policy if exists resource_downloads_delete_can_manage_leads on public.resource_downloads;

-- Read and work leads: the lead tables and their screens (permissionsFor().canManageLeads); deleting them is
-- can_delete_leads().
create or replace function public.can_manage_leads()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.role_works_leads(public.current_user_role())
$$;
comment on function public.can_manage_leads() is
  'Whether the signed-in user may read and work leads (admins and sales).';
revoke all on function public.can_manage_leads() from public, anon, authenticated;
grant execute on function public.can_manage_leads() to anon, authenticated, service_role;

-- Delete leads, and all of a person's data on request: an admin's act, each row's deletion in the activity log
-- (permissionsFor().canDeleteLeads; docs/decisions/073-sales-delete-no-leads.md). Sales work leads and delete nothing.
create or replace function public.can_delete_leads()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.is_admin()
$$;
comment on function public.can_delete_leads() is
  'Whether the signed-in user may delete leads and a person''s data (admins).';
revoke all on function public.can_delete_leads() from public, anon, authenticated;
grant execute on function public.can_delete_leads() to anon, authenticated, service_role;

-- One person's data on request, for admins; returns how many leads went.
create or replace function public.delete_lead_person(email_address text)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not public.can_delete_leads() then
    raise exception 'You do not have permission to delete leads.' using errcode = '42501';
  end if;
  return public.delete_lead_rows(email_address, null);
end;
$$;
revoke all on function public.delete_lead_person(text) from public, anon, authenticated;
grant execute on function public.delete_lead_person(text) to authenticated, service_role;

drop policy if exists contacts_delete_can_delete_leads on public."Contacts";
create policy contacts_delete_can_delete_leads on public."Contacts"
  for delete to authenticated
  using (( SELECT public.can_delete_leads() AS can_delete_leads));

drop policy if exists festival_bookings_delete_can_delete_leads on public.festival_bookings;
create policy festival_bookings_delete_can_delete_leads on public.festival_bookings
  for delete to authenticated
  using (( SELECT public.can_delete_leads() AS can_delete_leads));

drop policy if exists resource_downloads_delete_can_delete_leads on public.resource_downloads;
create policy resource_downloads_delete_can_delete_leads on public.resource_downloads
  for delete to authenticated
  using (( SELECT public.can_delete_leads() AS can_delete_leads));

drop policy if exists newsletter_subscribers_delete_can_delete_leads on public.newsletter_subscribers;
create policy newsletter_subscribers_delete_can_delete_leads on public.newsletter_subscribers
  for delete to authenticated
  using (( SELECT public.can_delete_leads() AS can_delete_leads));

drop policy if exists quote_requests_delete_can_delete_leads on public.quote_requests;
create policy quote_requests_delete_can_delete_leads on public.quote_requests
  for delete to authenticated
  using (( SELECT public.can_delete_leads() AS can_delete_leads));

drop policy if exists callback_requests_delete_can_delete_leads on public.callback_requests;
create policy callback_requests_delete_can_delete_leads on public.callback_requests
  for delete to authenticated
  using (( SELECT public.can_delete_leads() AS can_delete_leads));

drop policy if exists proposal_responses_delete_can_delete_leads on public.proposal_responses;
create policy proposal_responses_delete_can_delete_leads on public.proposal_responses
  for delete to authenticated
  using (( SELECT public.can_delete_leads() AS can_delete_leads));

reset check_function_bodies;
