-- proposal_answers_linked_to_customers: written by `npm run db:diff -- proposal_answers_linked_to_customers` from supabase/schemas/
-- (docs/decisions/043-declarative-schema-files.md). What supabase/schemas/ defines differently from the
-- migrations before this one:
--   function public.record_proposal_response(public.campaigns, text, text, text, text): differs in definition

-- Functions are created in the order of the schema files, some before the functions they call.
set check_function_bodies = off;

-- The client's answer to a proposal, kept as a lead (kind 'proposal_response') linked to the campaign's customer, so
-- staff hear of it in the inbox and by the agency's e-mail, and as a notice to the campaign's owner. Returns the response's id.
create or replace function public.record_proposal_response(target public.campaigns, answer text, person text, designation text, message text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  contact public.customer_contacts;
  response_id uuid;
begin
  select * into contact from public.customer_contacts p where p.id = target.contact_id;
  -- The link is the client's proof: a fill time the inbox's spam rule accepts (the page sends none).
  insert into public.proposal_responses (campaign_id, campaign_reference, customer_name, answer, name, designation,
                                         email, phone, message, form_elapsed_ms)
  values (target.id, target.reference, (select c.name from public.customers c where c.id = target.customer_id), answer,
          person, designation, contact.email, contact.phone, message, (select s.min_fill_ms from public.lead_settings s))
  returning id into response_id;
  -- The client is the campaign's customer: the inbox shows the answer linked to them (decision 090).
  update public.leads l set customer_id = target.customer_id where l.id = response_id and l.customer_id is null;
  perform public.notify_staff(target.owner_id,
    case answer when 'accepted' then format('%s accepted proposal %s (%s).', person, target.reference, target.title)
                else format('%s asked for changes to proposal %s (%s).', person, target.reference, target.title) end,
    format('/admin/campaigns/%s', target.id));
  return response_id;
end;
$$;
revoke all on function public.record_proposal_response(public.campaigns, text, text, text, text) from public, anon, authenticated;

reset check_function_bodies;
