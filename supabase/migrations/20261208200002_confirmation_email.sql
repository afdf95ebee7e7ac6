-- confirmation_email: written by `npm run db:diff -- confirmation_email` from supabase/schemas/
-- (docs/decisions/043-declarative-schema-files.md). What supabase/schemas/ defines differently from the
-- migrations before this one:
--   function public.call_edge_function(text, jsonb): in supabase/schemas/, not in the database
--   function public.screen_campaign_change(): differs in definition
--   function public.settle_confirmation(uuid, jsonb, text): differs in definition
--   function public.take_confirmation_notice(uuid): in supabase/schemas/, not in the database
--   table public.campaigns: differs in columns

-- Functions are created in the order of the schema files, some before the functions they call.
set check_function_bodies = off;

alter table public.campaigns add column confirmation_sent_at timestamp with time zone;

-- A campaign's status, and who accepted it and when, move only through the database's own functions (sending,
-- withdrawing, the client's answer, the schedule), which run as their owner; a write straight from the API (as
-- anon or authenticated, save_campaign's included) may not touch them, nor change what a sent or accepted proposal
-- shows its client, nor delete one that was ever sent and not withdrawn (decision 079).
create or replace function public.screen_campaign_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user not in ('anon', 'authenticated') then
    return coalesce(new, old);
  end if;
  if tg_op = 'DELETE' then
    if old.status not in ('draft', 'expired') then
      raise exception 'Proposal % was sent to its client: it stays in the records. Withdraw it first if it is only sent.', old.reference
        using errcode = 'PT409';
    end if;
    return old;
  end if;
  if (tg_op = 'INSERT' and (new.status <> 'draft' or new.version <> 1 or new.sent_at is not null or new.accepted_at is not null
        or new.accepted_name is not null or new.accepted_designation is not null or new.confirmation_sent_at is not null))
     or (tg_op = 'UPDATE' and (new.status, new.version, new.sent_at, new.accepted_at, new.accepted_name, new.accepted_designation, new.confirmation_sent_at)
        is distinct from (old.status, old.version, old.sent_at, old.accepted_at, old.accepted_name, old.accepted_designation, old.confirmation_sent_at)) then
    raise exception 'A proposal''s status changes only by sending or withdrawing it, or by the client''s answer on its link.'
      using errcode = 'PT403';
  end if;
  if tg_op = 'UPDATE' and old.status <> 'draft'
     and (new.title, new.customer_id, new.contact_id, new.valid_until, new.include_printing, new.include_mounting, new.terms, new.advance_paise)
        is distinct from (old.title, old.customer_id, old.contact_id, old.valid_until, old.include_printing, old.include_mounting, old.terms, old.advance_paise) then
    if old.status in ('sent', 'changes_asked', 'expired') then
      raise exception 'This proposal has been sent: revise it to change its sites, dates or prices.' using errcode = 'PT409';
    end if;
    raise exception 'This proposal was accepted by the client: what they accepted does not change. Revise it for the client to accept again.' using errcode = 'PT409';
  end if;
  return new;
end;
$$;
revoke all on function public.screen_campaign_change() from public, anon, authenticated;

-- proposal-mail takes the confirmation of campaign `campaign`'s bookings to e-mail to its client (docs/decisions/114):
-- true once per confirmation (`confirmation_sent_at`), for a confirmed campaign whose contact has an e-mail address;
-- the service role only.
create or replace function public.take_confirmation_notice(campaign uuid)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  confirmed_at timestamptz := (select max(e.at) from public.campaign_events e where e.campaign_id = campaign and e.kind = 'confirmed');
begin
  -- Taken under the campaign's lock: two calls at once send one e-mail.
  update public.campaigns c set confirmation_sent_at = clock_timestamp()
  where c.id = campaign and c.status in ('confirmed', 'live') and confirmed_at is not null
    and (c.confirmation_sent_at is null or c.confirmation_sent_at < confirmed_at)
    and exists (select from public.customer_contacts p where p.id = c.contact_id and coalesce(btrim(p.email), '') <> '');
  return found;
end;
$$;
revoke all on function public.take_confirmation_notice(uuid) from public, anon, authenticated;
grant execute on function public.take_confirmation_notice(uuid) to service_role;

-- Calls edge function `name` with `body` as the service role once this transaction commits, through pg_net with the
-- project's URL and key from Vault, as the scheduled jobs do (docs/decisions/113). Where pg_net or the secrets are
-- missing (a project not set up for it) nothing is sent, and the step that asked goes on (docs/decisions/114).
create or replace function public.call_edge_function(name text, body jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  project_url text;
  service_key text;
begin
  if to_regnamespace('net') is null or to_regclass('vault.decrypted_secrets') is null then
    return;
  end if;
  -- Read by name at run time: neither schema is this project's to depend on.
  execute $sql$select max(decrypted_secret) filter (where name = 'project_url'), max(decrypted_secret) filter (where name = 'service_role_key')
               from vault.decrypted_secrets$sql$ into project_url, service_key;
  if project_url is null or service_key is null then
    return;
  end if;
  execute 'select net.http_post(url := $1, body := $2, headers := $3)'
    using project_url || '/functions/v1/' || name, body,
          jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || service_key);
exception when others then
  raise warning 'call_edge_function(%): %', name, sqlerrm;
end;
$$;
revoke all on function public.call_edge_function(text, jsonb) from public, anon, authenticated;

-- After book_campaign_lines(…, 'confirmed'): the campaign is confirmed when every line is booked, with `note` in its
-- history, and its client is e-mailed that (proposal-mail); otherwise it stays accepted, its booked lines kept, for
-- sales to revise or cancel (docs/decisions/114).
create or replace function public.settle_confirmation(campaign uuid, booked jsonb, note text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  every_line boolean := not exists (select from jsonb_array_elements(booked) as b where not (b ->> 'confirmed')::boolean);
begin
  if every_line then
    update public.campaigns c set status = 'confirmed' where c.id = campaign;
    perform public.record_campaign_event(campaign, 'confirmed', note);
    perform public.call_edge_function('proposal-mail', jsonb_build_object('confirmed', campaign));
  end if;
  return jsonb_build_object('confirmed', every_line, 'lines', booked);
end;
$$;
revoke all on function public.settle_confirmation(uuid, jsonb, text) from public, anon, authenticated;

reset check_function_bodies;
