-- payment_reminders: written by `npm run db:diff -- payment_reminders` from supabase/schemas/
-- (docs/decisions/043-declarative-schema-files.md). What supabase/schemas/ defines differently from the
-- migrations before this one:
--   constraint invoice_reminders_failure_given on public.invoice_reminders: in supabase/schemas/, not in the database
--   constraint invoice_reminders_invoice_id_fkey on public.invoice_reminders: in supabase/schemas/, not in the database
--   constraint invoice_reminders_invoice_stage_key on public.invoice_reminders: in supabase/schemas/, not in the database
--   constraint invoice_reminders_outcome_recorded on public.invoice_reminders: in supabase/schemas/, not in the database
--   constraint invoice_reminders_pkey on public.invoice_reminders: in supabase/schemas/, not in the database
--   constraint invoice_reminders_stage_known on public.invoice_reminders: in supabase/schemas/, not in the database
--   constraint invoice_reminders_status_known on public.invoice_reminders: in supabase/schemas/, not in the database
--   function public.claim_invoice_reminders(integer): in supabase/schemas/, not in the database
--   function public.invoice_reminder_obstacle(public.invoice_reminders): in supabase/schemas/, not in the database
--   function public.new_invoice_link(uuid): in supabase/schemas/, not in the database
--   function public.queue_invoice_reminders(date): in supabase/schemas/, not in the database
--   function public.record_invoice_reminder(uuid, text, text): in supabase/schemas/, not in the database
--   function public.save_customer(uuid, jsonb, jsonb): differs in definition
--   function public.share_invoice(uuid): differs in definition
--   index public.invoice_reminders_queued_idx: in supabase/schemas/, not in the database
--   policy invoice_reminders_select_billing on public.invoice_reminders: in supabase/schemas/, not in the database
--   table public.customers: differs in columns
--   table public.invoice_reminders: in supabase/schemas/, not in the database

-- Functions are created in the order of the schema files, some before the functions they call.
set check_function_bodies = off;

alter table public.customers add column payment_reminders boolean default true not null;

-- Saves customer `customer_id` (inserted when there is none) with its contacts as the form lists them, all or
-- nothing, as save_campaign does a campaign's lines (decision 055): a contact gone from the list is deleted, the others
-- updated or inserted under the ids the form gave them. Runs as its caller: row-level security decides (can_sell()).
create or replace function public.save_customer(customer_id uuid, customer jsonb, contacts jsonb)
returns void
language plpgsql
set search_path = ''
as $$
declare
  fields public.customers := jsonb_populate_record(null::public.customers, customer);
begin
  if jsonb_typeof(customer) is distinct from 'object' or jsonb_typeof(contacts) is distinct from 'array' then
    raise exception 'A customer is saved with its fields and a list of contacts.' using errcode = 'PT422';
  end if;
  if exists (select from jsonb_array_elements(contacts) contact where jsonb_typeof(contact) <> 'object' or contact ->> 'id' is null) then
    raise exception 'Each contact is saved with its own id.' using errcode = 'PT422';
  end if;

  -- payment_reminders (docs/decisions/113) keeps its value when the form leaves it out.
  update public.customers c
  set name = fields.name, gstin = fields.gstin, billing_address = fields.billing_address,
      payment_reminders = coalesce(fields.payment_reminders, c.payment_reminders)
  where c.id = save_customer.customer_id;
  if not found then
    insert into public.customers (id, name, gstin, billing_address, payment_reminders)
    values (save_customer.customer_id, fields.name, fields.gstin, fields.billing_address, coalesce(fields.payment_reminders, true));
  end if;

  delete from public.customer_contacts k
  where k.customer_id = save_customer.customer_id
    and k.id not in (select (contact ->> 'id')::uuid from jsonb_array_elements(contacts) contact);

  -- Another customer's contact is never moved here: its id in the list changes nothing.
  insert into public.customer_contacts as k (id, customer_id, name, designation, phone, email)
  select r.id, save_customer.customer_id, r.name, r.designation, r.phone, r.email
  from jsonb_populate_recordset(null::public.customer_contacts, contacts) r
  on conflict (id) do update
  set name = excluded.name, designation = excluded.designation, phone = excluded.phone, email = excluded.email
  where k.customer_id = save_customer.customer_id;
end;
$$;
revoke all on function public.save_customer(uuid, jsonb, jsonb) from public, anon, authenticated;
grant execute on function public.save_customer(uuid, jsonb, jsonb) to authenticated, service_role;

-- A new link to invoice `invoice` for its client: the token is returned once, its hash kept. Called by share_invoice
-- and by claim_invoice_reminders (docs/decisions/113), which check who asks.
create or replace function public.new_invoice_link(invoice uuid)
returns text
language plpgsql
volatile
set search_path = ''
as $$
declare
  token text := public.new_link_token();
begin
  insert into public.invoice_links (invoice_id, token_hash) values (invoice, public.proposal_token_hash(token));
  return token;
end;
$$;
revoke all on function public.new_invoice_link(uuid) from public, anon, authenticated;

-- Accounts give issued invoice `invoice` a link for its client (the token is returned once, its hash kept).
create or replace function public.share_invoice(invoice uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not public.can_bill() then
    raise exception 'Only admins and accounts share invoices.' using errcode = '42501';
  end if;
  if not exists (select from public.invoices i where i.id = invoice and i.status = 'issued') then
    raise exception 'Only an issued invoice is shared.' using errcode = 'PT409';
  end if;
  return public.new_invoice_link(invoice);
end;
$$;
revoke all on function public.share_invoice(uuid) from public, anon, authenticated;
grant execute on function public.share_invoice(uuid) to authenticated, service_role;

-- One row per invoice and stage at most: `stage` is the days past due it begins at (0: the due day, 30, 60).
create table public.invoice_reminders (
  id uuid default gen_random_uuid() not null,
  invoice_id uuid not null,
  stage smallint not null,
  for_day date not null,
  queued_at timestamp with time zone default now() not null,
  status text default 'queued'::text not null,
  claimed_at timestamp with time zone,
  email text,
  attempted_at timestamp with time zone,
  failure text,
  constraint invoice_reminders_pkey PRIMARY KEY (id),
  constraint invoice_reminders_failure_given CHECK ((((status = ANY (ARRAY['failed'::text, 'not_configured'::text, 'skipped'::text])) = (failure IS NOT NULL)) AND (char_length(failure) <= 500))),
  constraint invoice_reminders_outcome_recorded CHECK ((((status = ANY (ARRAY['queued'::text, 'sending'::text])) = (attempted_at IS NULL)) AND ((status <> 'sent'::text) OR (email IS NOT NULL)))),
  constraint invoice_reminders_stage_known CHECK ((stage = ANY (ARRAY[0, 30, 60]))),
  constraint invoice_reminders_status_known CHECK ((status = ANY (ARRAY['queued'::text, 'sending'::text, 'sent'::text, 'failed'::text, 'not_configured'::text, 'skipped'::text]))),
  constraint invoice_reminders_invoice_stage_key UNIQUE (invoice_id, stage),
  constraint invoice_reminders_invoice_id_fkey FOREIGN KEY (invoice_id) REFERENCES public.invoices(id) ON DELETE CASCADE
);

create index invoice_reminders_queued_idx ON public.invoice_reminders using btree (queued_at) WHERE (status = 'queued'::text);

alter table public.invoice_reminders enable row level security;
revoke all on table public.invoice_reminders from anon, authenticated, service_role;
grant select on table public.invoice_reminders to authenticated;
grant select on table public.invoice_reminders to service_role;

-- Queues, for India day `day`, the reminder each invoice has reached and not had: issued, still owing, of a customer
-- who allows reminders, with a contact e-mail on its campaign. Only the latest stage reached is queued (an invoice
-- first seen 45 days past due gets the 30-day one, not the due day's too), and a queued reminder a later one overtakes
-- is skipped. Returns how many were queued. The scheduled job calls it as the database owner; nobody else but the
-- service role.
create or replace function public.queue_invoice_reminders(day date default public.india_today())
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  queued integer;
begin
  insert into public.invoice_reminders (invoice_id, stage, for_day)
  select i.id, case when day - i.due_on >= 60 then 60 when day - i.due_on >= 30 then 30 else 0 end, day
  from public.invoices i
  join public.customers u on u.id = i.customer_id
  join public.campaigns c on c.id = i.campaign_id
  join public.customer_contacts k on k.id = c.contact_id
  where i.status = 'issued' and i.due_on <= day and u.payment_reminders and k.email is not null and public.balance_paise(i) > 0
  on conflict (invoice_id, stage) do nothing;
  get diagnostics queued = row_count;
  update public.invoice_reminders r set status = 'skipped', attempted_at = now(), failure = 'A later reminder took its place.'
  where r.status = 'queued'
    and exists (select from public.invoice_reminders l where l.invoice_id = r.invoice_id and l.stage > r.stage);
  return queued;
end;
$$;
revoke all on function public.queue_invoice_reminders(date) from public, anon, authenticated;
grant execute on function public.queue_invoice_reminders(date) to service_role;

-- Why queued reminder `reminder` is no longer to be sent, checked again as it is sent; null when it still is.
create or replace function public.invoice_reminder_obstacle(reminder public.invoice_reminders)
returns text
language sql
stable
set search_path = ''
as $$
  select case
    when i.status <> 'issued' then 'The invoice was cancelled before the reminder went.'
    when public.balance_paise(i) <= 0 then 'The invoice was paid or credited in full before the reminder went.'
    when not u.payment_reminders then 'The client''s payment reminders were turned off before it went.'
    when k.email is null then 'The campaign''s contact has no e-mail address.'
  end
  from public.invoices i
  join public.customers u on u.id = i.customer_id
  join public.campaigns c on c.id = i.campaign_id
  left join public.customer_contacts k on k.id = c.contact_id
  where i.id = reminder.invoice_id
$$;
revoke all on function public.invoice_reminder_obstacle(public.invoice_reminders) from public, anon, authenticated;

-- The invoice-reminders function takes up to `most` queued reminders to send, under row locks (a second caller skips
-- them): each becomes 'sending' with the address it goes to and a fresh link for the client (the token returned here
-- once, its hash kept in invoice_links); one that should no longer go is skipped with the reason. Service role only.
create or replace function public.claim_invoice_reminders(most integer default 25)
returns table (reminder_id uuid, stage smallint, email text, contact_name text, number text, balance_paise bigint, due_on date,
  days_past_due integer, campaign_reference text, campaign_title text, token text)
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.invoice_reminders r set status = 'skipped', attempted_at = now(), failure = public.invoice_reminder_obstacle(r)
  where r.status = 'queued' and public.invoice_reminder_obstacle(r) is not null;
  return query
  with claimed as (
    update public.invoice_reminders r set status = 'sending', claimed_at = now(),
      email = (select k.email from public.invoices i join public.campaigns c on c.id = i.campaign_id
               join public.customer_contacts k on k.id = c.contact_id where i.id = r.invoice_id)
    where r.id in (select q.id from public.invoice_reminders q where q.status = 'queued' order by q.queued_at, q.id limit greatest(most, 0)
                   for update skip locked)
    returning r.id, r.invoice_id, r.stage, r.email
  )
  select w.id, w.stage, w.email, k.name, i.number, public.balance_paise(i), i.due_on, public.india_today() - i.due_on, c.reference, c.title,
         public.new_invoice_link(i.id)
  from claimed w
  join public.invoices i on i.id = w.invoice_id
  join public.campaigns c on c.id = i.campaign_id
  join public.customer_contacts k on k.id = c.contact_id
  order by i.number;
end;
$$;
revoke all on function public.claim_invoice_reminders(integer) from public, anon, authenticated;
grant execute on function public.claim_invoice_reminders(integer) to service_role;

-- The invoice-reminders function records what became of claimed reminder `reminder`, as the functions' e-mails end
-- (supabase/functions/_shared/email.ts): 'sent', 'failed' with the reason, or 'not_configured' (no provider: kept, not
-- sent, with what is missing). Once: a reminder not being sent is refused. Service role only.
create or replace function public.record_invoice_reminder(reminder uuid, outcome text, failure text default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if outcome is null or outcome not in ('sent', 'failed', 'not_configured') then
    raise exception 'A reminder is sent, failed or not configured.' using errcode = 'PT422';
  end if;
  update public.invoice_reminders r
  set status = outcome, attempted_at = now(),
      failure = case when outcome <> 'sent' then left(coalesce(nullif(btrim(record_invoice_reminder.failure), ''), 'The e-mail was not sent.'), 500) end
  where r.id = reminder and r.status = 'sending';
  if not found then
    raise exception 'This reminder is not being sent: what became of it is recorded once.' using errcode = 'PT409';
  end if;
end;
$$;
revoke all on function public.record_invoice_reminder(uuid, text, text) from public, anon, authenticated;
grant execute on function public.record_invoice_reminder(uuid, text, text) to service_role;

drop policy if exists invoice_reminders_select_billing on public.invoice_reminders;
create policy invoice_reminders_select_billing on public.invoice_reminders
  for select to authenticated
  using ((( SELECT public.can_bill() AS can_bill) OR ( SELECT public.can_sell() AS can_sell)));

reset check_function_bodies;

-- Daily at 09:00 in India (03:30 UTC): queue the reminders due today, then call the invoice-reminders function to send
-- them, with the project's URL and the service role key from Vault and pg_net, as Supabase's 'Scheduling Edge
-- Functions' guide does (docs/decisions/113; docs/deployment.md lists the Vault secrets a hosted project needs). Where
-- cron.schedule exists: hosted with pg_cron enabled, and the stand-in, which also gives the job net.http_post and
-- Vault's secrets (supabase/local/net).
do $$
begin
  if to_regprocedure('cron.schedule(text,text,text)') is not null then
    perform cron.schedule('invoice-reminders', '30 3 * * *', $job$select public.queue_invoice_reminders();
select net.http_post(
  url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') || '/functions/v1/invoice-reminders',
  headers := jsonb_build_object('Content-Type', 'application/json',
    'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')),
  body := '{"send": "queued"}'::jsonb,
  timeout_milliseconds := 60000
);$job$);
  end if;
end
$$;
