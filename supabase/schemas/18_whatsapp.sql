-- WhatsApp on the Cloud API (docs/decisions/117-whatsapp-on-the-cloud-api.md): a message from a number the inbox does
-- not know starts a WhatsApp lead (a lead kind: whatsapp_conversations, in 05_leads.sql, is its table), later ones join its
-- conversation; staff who work leads reply in it; clients who opted in get the money path's templates. Every message,
-- either way, is a row of whatsapp_messages, written only by the functions below: the webhook's (service role) and
-- the reply's (as the caller). Only staff who work leads read a conversation's text.
-- Declarative: see docs/checklists/schema-change.md.

-- ---------------------------------------------------------------------------------------
-- Tables

-- One row: the limits on what one number may send (decision 117) and the customer-service window Meta allows free
-- text in (24 hours after the customer's last message).
create table public.whatsapp_settings (
  service_window interval default '24:00:00'::interval not null,
  rate_window interval default '00:10:00'::interval not null,
  max_messages_per_number integer default 20 not null,
  constraint whatsapp_settings_limits_positive CHECK (((max_messages_per_number > 0) AND (rate_window > '00:00:00'::interval) AND (service_window > '00:00:00'::interval)))
);
create unique index whatsapp_settings_single_row ON public.whatsapp_settings using btree ((true));
alter table public.whatsapp_settings enable row level security;
revoke all on table public.whatsapp_settings from anon, authenticated, service_role;
grant select on table public.whatsapp_settings to service_role;

-- The messages the agency's templates are: their names as approved at Meta, language and parameters in order, by
-- what fills them. `preview` is the approved text with {{1}}... for the screens; `in_inbox` offers it to staff in a
-- conversation whose window has closed.
create table public.whatsapp_templates (
  key text not null,
  name text not null,
  language text default 'en'::text not null,
  params text[] default '{}'::text[] not null,
  preview text not null,
  approved boolean default true not null,
  in_inbox boolean default false not null,
  constraint whatsapp_templates_pkey PRIMARY KEY (key),
  constraint whatsapp_templates_key_format CHECK ((key ~ '^[a-z][a-z_]{1,39}$'::text)),
  constraint whatsapp_templates_name_format CHECK (((name ~ '^[a-z0-9_]+$'::text) AND (char_length(name) <= 512))),
  constraint whatsapp_templates_language_format CHECK ((language ~ '^[a-z]{2}(_[A-Z]{2})?$'::text)),
  constraint whatsapp_templates_preview_length CHECK (((preview ~ '\S'::text) AND (char_length(preview) <= 1024))),
  constraint whatsapp_templates_params_known CHECK ((params <@ ARRAY['name'::text, 'reference'::text, 'link'::text, 'number'::text, 'amount'::text, 'due_on'::text, 'days'::text]))
);
alter table public.whatsapp_templates enable row level security;
revoke all on table public.whatsapp_templates from anon, authenticated, service_role;
grant select on table public.whatsapp_templates to authenticated;
grant select on table public.whatsapp_templates to service_role;

-- A client contact's consent to business-initiated messages (Meta's opt-in rule): when, how and by whom; withdrawn by
-- the client's STOP or by staff. At most one live row per contact; a withdrawn one stays as history.
create table public.whatsapp_opt_ins (
  id uuid default gen_random_uuid() not null,
  contact_id uuid not null,
  phone text not null,
  opted_in_at timestamp with time zone default now() not null,
  how text not null,
  recorded_by uuid default auth.uid(),
  withdrawn_at timestamp with time zone,
  withdrawn_how text,
  withdrawn_by uuid,
  constraint whatsapp_opt_ins_pkey PRIMARY KEY (id),
  constraint whatsapp_opt_ins_phone_format CHECK ((phone ~ '^\+[1-9][0-9]{7,14}$'::text)),
  constraint whatsapp_opt_ins_how_required CHECK (((how ~ '\S'::text) AND (char_length(how) <= 200))),
  constraint whatsapp_opt_ins_withdrawal_whole CHECK ((((withdrawn_at IS NULL) = (withdrawn_how IS NULL)) AND ((withdrawn_how IS NULL) OR (withdrawn_how = ANY (ARRAY['stop'::text, 'staff'::text]))))),
  constraint whatsapp_opt_ins_contact_id_fkey FOREIGN KEY (contact_id) REFERENCES public.customer_contacts(id) ON DELETE CASCADE,
  constraint whatsapp_opt_ins_recorded_by_fkey FOREIGN KEY (recorded_by) REFERENCES public.user_profiles(id) ON DELETE SET NULL,
  constraint whatsapp_opt_ins_withdrawn_by_fkey FOREIGN KEY (withdrawn_by) REFERENCES public.user_profiles(id) ON DELETE SET NULL
);
create unique index whatsapp_opt_ins_live_key ON public.whatsapp_opt_ins using btree (contact_id) WHERE (withdrawn_at IS NULL);
create index whatsapp_opt_ins_phone_idx ON public.whatsapp_opt_ins using btree (phone) WHERE (withdrawn_at IS NULL);
alter table public.whatsapp_opt_ins enable row level security;
revoke all on table public.whatsapp_opt_ins from anon, authenticated, service_role;
grant select on table public.whatsapp_opt_ins to authenticated;
grant select on table public.whatsapp_opt_ins to service_role;

-- Every message in or out, on exactly one of: a conversation (a lead's), a campaign (its proposal or proof report), an
-- invoice. `wa_message_id` is Meta's id (wamid....), unique: a delivery Meta retries is stored once, and a status
-- callback names the message it updates. An inbound message is 'received'; an outbound one goes queued, then sent,
-- delivered, read, or failed / not_configured with the reason in `failure`. `sent_at` is when the customer sent an
-- inbound one (Meta's timestamp: the customer-service window counts from it); `created_at` when it was stored.
create table public.whatsapp_messages (
  id uuid default gen_random_uuid() not null,
  conversation_id uuid,
  campaign_id uuid,
  invoice_id uuid,
  phone text not null,
  direction text not null,
  wa_message_id text,
  kind text not null,
  body text default ''::text not null,
  template_key text,
  media_path text,
  media_type text,
  media_name text,
  status text not null,
  failure text,
  sent_by uuid,
  created_at timestamp with time zone default now() not null,
  status_at timestamp with time zone,
  sent_at timestamp with time zone,
  constraint whatsapp_messages_pkey PRIMARY KEY (id),
  constraint whatsapp_messages_wa_message_id_key UNIQUE (wa_message_id),
  constraint whatsapp_messages_on_one_thing CHECK ((num_nonnulls(conversation_id, campaign_id, invoice_id) = 1)),
  constraint whatsapp_messages_phone_format CHECK ((phone ~ '^\+[1-9][0-9]{7,14}$'::text)),
  constraint whatsapp_messages_direction_known CHECK ((direction = ANY (ARRAY['in'::text, 'out'::text]))),
  constraint whatsapp_messages_kind_known CHECK ((kind = ANY (ARRAY['text'::text, 'image'::text, 'document'::text, 'template'::text, 'other'::text]))),
  constraint whatsapp_messages_status_known CHECK ((status = ANY (ARRAY['received'::text, 'queued'::text, 'sent'::text, 'delivered'::text, 'read'::text, 'failed'::text, 'not_configured'::text]))),
  constraint whatsapp_messages_status_of_direction CHECK ((((direction = 'in'::text) = (status = 'received'::text)) AND ((direction = 'in'::text) = (sent_at IS NOT NULL)))),
  constraint whatsapp_messages_template_given CHECK (((kind = 'template'::text) = (template_key IS NOT NULL))),
  constraint whatsapp_messages_body_length CHECK ((char_length(body) <= 4096)),
  constraint whatsapp_messages_wa_message_id_length CHECK ((char_length(wa_message_id) <= 200)),
  constraint whatsapp_messages_media_length CHECK (((char_length(media_path) <= 300) AND (char_length(media_type) <= 100) AND (char_length(media_name) <= 200))),
  constraint whatsapp_messages_failure_length CHECK ((char_length(failure) <= 500)),
  constraint whatsapp_messages_conversation_id_fkey FOREIGN KEY (conversation_id) REFERENCES public.whatsapp_conversations(id) ON DELETE CASCADE,
  constraint whatsapp_messages_campaign_id_fkey FOREIGN KEY (campaign_id) REFERENCES public.campaigns(id) ON DELETE CASCADE,
  constraint whatsapp_messages_invoice_id_fkey FOREIGN KEY (invoice_id) REFERENCES public.invoices(id) ON DELETE CASCADE,
  constraint whatsapp_messages_template_key_fkey FOREIGN KEY (template_key) REFERENCES public.whatsapp_templates(key),
  constraint whatsapp_messages_sent_by_fkey FOREIGN KEY (sent_by) REFERENCES public.user_profiles(id) ON DELETE SET NULL
);
create index whatsapp_messages_conversation_idx ON public.whatsapp_messages using btree (conversation_id, created_at);
create index whatsapp_messages_campaign_idx ON public.whatsapp_messages using btree (campaign_id, created_at) WHERE (campaign_id IS NOT NULL);
create index whatsapp_messages_invoice_idx ON public.whatsapp_messages using btree (invoice_id, created_at) WHERE (invoice_id IS NOT NULL);
create index whatsapp_messages_inbound_phone_idx ON public.whatsapp_messages using btree (phone, created_at) WHERE (direction = 'in'::text);
alter table public.whatsapp_messages enable row level security;
revoke all on table public.whatsapp_messages from anon, authenticated, service_role;
grant select on table public.whatsapp_messages to authenticated;
grant delete, insert, select, update on table public.whatsapp_messages to service_role;
alter publication supabase_realtime add table public.whatsapp_messages;

-- ---------------------------------------------------------------------------------------
-- Functions

-- A phone number in the one form stored (E.164), or null: the site's ten-digit Indian numbers (and 0 + ten digits)
-- get +91; Meta's wa_id (country code and number, digits only) and '+...' numbers keep their country code.
create or replace function public.e164_phone(phone text)
returns text
language sql
immutable
set search_path = ''
as $$
  with d as (select regexp_replace(coalesce(phone, ''), '\D', '', 'g') as digits)
  select case when n ~ '^\+[1-9][0-9]{7,14}$' then n end
  from d, lateral (select case
    when btrim(coalesce(phone, '')) like '+%' then '+' || d.digits
    when char_length(d.digits) = 10 then '+91' || d.digits
    when char_length(d.digits) = 11 and d.digits like '0%' then '+91' || substr(d.digits, 2)
    else '+' || d.digits
  end as n) as normal
$$;
revoke all on function public.e164_phone(text) from public, anon, authenticated;
grant execute on function public.e164_phone(text) to service_role;

-- One inbound message from the webhook, once: a number the inbox does not know starts a WhatsApp lead (its inbox row
-- comes from the lead triggers), a known one joins its conversation. A delivery Meta retries finds its id stored and
-- stores nothing. A number over the settings' limit is not stored ('limited'). 'STOP' withdraws the number's opt-ins.
-- Returns {outcome: 'stored' | 'duplicate' | 'limited', conversation, message, new_lead}.
create or replace function public.record_whatsapp_inbound(wa_message_id text, phone text, name text, kind text, body text, sent_at timestamp with time zone default now(), media_type text default null, media_name text default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings public.whatsapp_settings;
  number text := public.e164_phone(phone);
  conversation uuid;
  message uuid;
  new_lead boolean := false;
  text_of text := left(coalesce(body, ''), 4096);
begin
  if number is null then
    raise exception 'The sender''s number % is not a phone number.', phone using errcode = 'PT422';
  end if;
  select * into settings from public.whatsapp_settings;
  -- One number's messages wait for each other here, so the limit and the new conversation are counted once.
  perform pg_advisory_xact_lock(hashtext('whatsapp number'), hashtext(number));
  if exists (select from public.whatsapp_messages m where m.wa_message_id = record_whatsapp_inbound.wa_message_id) then
    return jsonb_build_object('outcome', 'duplicate');
  end if;
  if (select count(*) from public.whatsapp_messages m
      where m.direction = 'in' and m.phone = number and m.created_at > now() - settings.rate_window) >= settings.max_messages_per_number then
    return jsonb_build_object('outcome', 'limited');
  end if;
  select c.id into conversation from public.whatsapp_conversations c where c.phone = number;
  if conversation is null then
    insert into public.whatsapp_conversations (name, phone, message)
    values (coalesce(nullif(left(btrim(coalesce(name, '')), 200), ''), number), number, text_of)
    returning id into conversation;
    new_lead := true;
  end if;
  insert into public.whatsapp_messages (conversation_id, phone, direction, wa_message_id, kind, body, media_type, media_name, status, sent_at)
  values (conversation, number, 'in', record_whatsapp_inbound.wa_message_id,
          case when kind in ('text', 'image', 'document') then kind else 'other' end, text_of,
          left(record_whatsapp_inbound.media_type, 100), left(record_whatsapp_inbound.media_name, 200), 'received',
          least(coalesce(record_whatsapp_inbound.sent_at, now()), now()))
  returning id into message;
  if upper(btrim(text_of)) in ('STOP', 'UNSUBSCRIBE') then
    update public.whatsapp_opt_ins o set withdrawn_at = now(), withdrawn_how = 'stop'
    where o.phone = number and o.withdrawn_at is null;
  end if;
  return jsonb_build_object('outcome', 'stored', 'conversation', conversation, 'message', message, 'new_lead', new_lead);
end;
$$;
revoke all on function public.record_whatsapp_inbound(text, text, text, text, text, timestamp with time zone, text, text) from public, anon, authenticated;
grant execute on function public.record_whatsapp_inbound(text, text, text, text, text, timestamp with time zone, text, text) to service_role;

-- Where the webhook kept an inbound message's photo or file in the private whatsapp bucket.
create or replace function public.record_whatsapp_media(message uuid, path text)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.whatsapp_messages m set media_path = path where m.id = message and m.direction = 'in'
$$;
revoke all on function public.record_whatsapp_media(uuid, text) from public, anon, authenticated;
grant execute on function public.record_whatsapp_media(uuid, text) to service_role;

-- A status callback: sent, delivered, read only move forward (Meta may deliver them out of order); failed keeps its
-- reason. Returns whether a message was named and updated.
create or replace function public.record_whatsapp_status(wa_message_id text, status text, at timestamp with time zone default now(), failure text default null)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  ranks constant text[] := array['queued', 'not_configured', 'sent', 'delivered', 'read'];
  updated integer;
begin
  if status not in ('sent', 'delivered', 'read', 'failed') then
    return false;
  end if;
  update public.whatsapp_messages m
     set status = record_whatsapp_status.status, status_at = coalesce(at, now()),
         failure = case when record_whatsapp_status.status = 'failed' then left(coalesce(record_whatsapp_status.failure, 'WhatsApp did not deliver it.'), 500) end
   where m.wa_message_id = record_whatsapp_status.wa_message_id and m.direction = 'out'
     and (record_whatsapp_status.status = 'failed' and m.status <> 'read'
          or array_position(ranks, record_whatsapp_status.status) > coalesce(array_position(ranks, m.status), 0));
  get diagnostics updated = row_count;
  return updated > 0;
end;
$$;
revoke all on function public.record_whatsapp_status(text, text, timestamp with time zone, text) from public, anon, authenticated;
grant execute on function public.record_whatsapp_status(text, text, timestamp with time zone, text) to service_role;

-- What became of an outbound message the function tried: sent (with Meta's id), failed or not_configured (why).
create or replace function public.record_whatsapp_send(message uuid, outcome text, wa_message_id text default null, failure text default null)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.whatsapp_messages m
     set status = outcome, wa_message_id = record_whatsapp_send.wa_message_id, status_at = now(),
         failure = case when outcome = 'sent' then null else left(coalesce(record_whatsapp_send.failure, 'Not sent.'), 500) end
   where m.id = message and m.status = 'queued' and outcome in ('sent', 'failed', 'not_configured')
$$;
revoke all on function public.record_whatsapp_send(uuid, text, text, text) from public, anon, authenticated;
grant execute on function public.record_whatsapp_send(uuid, text, text, text) to service_role;

-- A template's parameters' values in order, filled by name from `values_of` (an unknown one is empty).
create or replace function public.whatsapp_template_values(template public.whatsapp_templates, values_of jsonb)
returns text[]
language sql
immutable
set search_path = ''
as $$
  select coalesce(array_agg(left(coalesce(values_of ->> t.p, ''), 1000) order by t.i), '{}'::text[])
  from unnest(template.params) with ordinality as t(p, i)
$$;
revoke all on function public.whatsapp_template_values(public.whatsapp_templates, jsonb) from public, anon, authenticated;

-- A template's text as the client reads it: its preview with {{1}}, {{2}}... replaced by the values.
create or replace function public.whatsapp_template_text(template public.whatsapp_templates, values_of jsonb)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  filled text := template.preview;
  value_of text;
  position_of integer := 0;
begin
  foreach value_of in array public.whatsapp_template_values(template, values_of) loop
    position_of := position_of + 1;
    filled := replace(filled, '{{' || position_of || '}}', value_of);
  end loop;
  return left(filled, 4096);
end;
$$;
revoke all on function public.whatsapp_template_text(public.whatsapp_templates, jsonb) from public, anon, authenticated;

-- The message as the function sends it: the row's id, the number, its text, and a template's name, language and
-- parameters' values in order.
create or replace function public.whatsapp_outgoing(message public.whatsapp_messages, template public.whatsapp_templates, values_of jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_build_object('message', message.id, 'phone', message.phone, 'kind', message.kind, 'body', message.body,
    'template', case when template.key is not null then jsonb_build_object('name', template.name, 'language', template.language,
      'params', to_jsonb(public.whatsapp_template_values(template, values_of))) end)
$$;
revoke all on function public.whatsapp_outgoing(public.whatsapp_messages, public.whatsapp_templates, jsonb) from public, anon, authenticated;

-- A reply from staff who work leads, as the caller (who is kept as its sender): free text while the customer-service
-- window is open, an approved inbox template at any time. Returns the message for the function to send.
create or replace function public.start_whatsapp_reply(conversation uuid, body text default null, template text default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  talk public.whatsapp_conversations;
  chosen public.whatsapp_templates;
  last_in timestamp with time zone;
  queued public.whatsapp_messages;
begin
  if not public.can_manage_leads() then
    raise exception 'You do not have permission to answer leads.' using errcode = '42501';
  end if;
  select * into talk from public.whatsapp_conversations c where c.id = conversation;
  if talk.id is null then
    raise exception 'This conversation no longer exists.' using errcode = 'PT404';
  end if;
  if template is not null then
    select * into chosen from public.whatsapp_templates t where t.key = template and t.in_inbox and t.approved;
    if chosen.key is null then
      raise exception 'That template is not approved for replies.' using errcode = 'PT422';
    end if;
  else
    if coalesce(btrim(body), '') = '' or char_length(body) > 4096 then
      raise exception 'Write a reply of at most 4096 characters.' using errcode = 'PT422';
    end if;
    select max(m.sent_at) into last_in from public.whatsapp_messages m where m.conversation_id = conversation and m.direction = 'in';
    if last_in is null or last_in <= now() - (select s.service_window from public.whatsapp_settings s) then
      raise exception 'The customer last wrote more than 24 hours ago: WhatsApp allows only an approved template until they write again.' using errcode = 'PT422';
    end if;
  end if;
  insert into public.whatsapp_messages (conversation_id, phone, direction, kind, body, template_key, status, sent_by)
  values (talk.id, talk.phone, 'out', case when chosen.key is null then 'text' else 'template' end,
          case when chosen.key is null then btrim(body) else public.whatsapp_template_text(chosen, jsonb_build_object('name', talk.name)) end,
          chosen.key, 'queued', auth.uid())
  returning * into queued;
  return public.whatsapp_outgoing(queued, chosen, jsonb_build_object('name', talk.name));
end;
$$;
revoke all on function public.start_whatsapp_reply(uuid, text, text) from public, anon, authenticated;
grant execute on function public.start_whatsapp_reply(uuid, text, text) to authenticated;

-- A money-path template (proposal_sent, proof_report_ready, invoice_issued, invoice_due) queued for the campaign's
-- contact, or the invoice's campaign's, only when that contact opted in: null when they did not (nothing is sent or
-- recorded). An unapproved template is recorded as failed, with why. `values_of` fills the template's parameters by
-- name; the contact's name is added here. Only the functions that send the e-mail call it (service role).
create or replace function public.queue_whatsapp_notice(template text, campaign uuid default null, invoice uuid default null, values_of jsonb default '{}'::jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  chosen public.whatsapp_templates;
  contact public.customer_contacts;
  consent public.whatsapp_opt_ins;
  queued public.whatsapp_messages;
  filled jsonb;
begin
  select k.* into contact from public.campaigns c join public.customer_contacts k on k.id = c.contact_id
  where c.id = coalesce(campaign, (select i.campaign_id from public.invoices i where i.id = invoice));
  select * into consent from public.whatsapp_opt_ins o where o.contact_id = contact.id and o.withdrawn_at is null;
  if consent.id is null then
    return null;
  end if;
  select * into chosen from public.whatsapp_templates t where t.key = template;
  if chosen.key is null then
    raise exception 'No WhatsApp template is called %.', template using errcode = 'PT404';
  end if;
  filled := jsonb_build_object('name', contact.name) || coalesce(values_of, '{}'::jsonb);
  insert into public.whatsapp_messages (campaign_id, invoice_id, phone, direction, kind, body, template_key, status, failure, status_at)
  values (case when invoice is null then campaign end, invoice, consent.phone, 'out', 'template',
          public.whatsapp_template_text(chosen, filled),
          chosen.key,
          case when chosen.approved then 'queued' else 'failed' end,
          case when not chosen.approved then format('The template %s is not approved at Meta yet.', chosen.name) end,
          case when not chosen.approved then now() end)
  returning * into queued;
  if not chosen.approved then
    return null;
  end if;
  return public.whatsapp_outgoing(queued, chosen, filled);
end;
$$;
revoke all on function public.queue_whatsapp_notice(text, uuid, uuid, jsonb) from public, anon, authenticated;
grant execute on function public.queue_whatsapp_notice(text, uuid, uuid, jsonb) to service_role;

-- The campaigns whose client the daily job tells, on WhatsApp, that the sites held for them go tomorrow
-- (docs/decisions/117): a proposal sent, or accepted and waiting for its purchase order, whose earliest live hold ends
-- tomorrow (India's date), not told in the last two days; with the day it ends. The job's function alone calls it.
create or replace function public.holds_expiring_to_tell()
returns table (campaign_id uuid, reference text, ends_on date)
language sql
stable
security definer
set search_path = ''
as $$
  select c.id, c.reference, min((b.expires_at at time zone 'Asia/Kolkata')::date)
  from public.campaigns c
  join public.campaign_lines l on l.campaign_id = c.id
  join public.site_bookings b on b.id = l.booking_id and b.kind = 'hold' and b.expires_at > now()
  where c.status in ('sent', 'accepted')
    and not exists (select from public.whatsapp_messages m
                    where m.campaign_id = c.id and m.template_key = 'hold_expiring' and m.created_at > now() - interval '2 days')
  group by c.id, c.reference
  having min((b.expires_at at time zone 'Asia/Kolkata')::date) = public.india_today() + 1
$$;
revoke all on function public.holds_expiring_to_tell() from public, anon, authenticated;
grant execute on function public.holds_expiring_to_tell() to service_role;

-- A client contact's opt-in, recorded by those who sell (when, how, by whom): their number as stored (E.164).
create or replace function public.record_whatsapp_opt_in(contact uuid, how text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  number text;
  made uuid;
begin
  if not public.can_sell() then
    raise exception 'You do not have permission to record an opt-in.' using errcode = '42501';
  end if;
  select public.e164_phone(k.phone) into number from public.customer_contacts k where k.id = contact;
  if number is null then
    raise exception 'This contact has no phone number to reach on WhatsApp.' using errcode = 'PT422';
  end if;
  if exists (select from public.whatsapp_opt_ins o where o.contact_id = contact and o.withdrawn_at is null) then
    raise exception 'This contact has already opted in.' using errcode = 'PT409';
  end if;
  insert into public.whatsapp_opt_ins (contact_id, phone, how) values (contact, number, btrim(how)) returning id into made;
  return made;
end;
$$;
revoke all on function public.record_whatsapp_opt_in(uuid, text) from public, anon, authenticated;
grant execute on function public.record_whatsapp_opt_in(uuid, text) to authenticated;

-- Staff withdraw a contact's opt-in (the client asked them to); the row stays, with who withdrew it and when.
create or replace function public.withdraw_whatsapp_opt_in(contact uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not public.can_sell() then
    raise exception 'You do not have permission to withdraw an opt-in.' using errcode = '42501';
  end if;
  update public.whatsapp_opt_ins o set withdrawn_at = now(), withdrawn_how = 'staff', withdrawn_by = auth.uid()
  where o.contact_id = contact and o.withdrawn_at is null;
  if not found then
    raise exception 'This contact has not opted in.' using errcode = 'PT409';
  end if;
end;
$$;
revoke all on function public.withdraw_whatsapp_opt_in(uuid) from public, anon, authenticated;
grant execute on function public.withdraw_whatsapp_opt_in(uuid) to authenticated;

-- ---------------------------------------------------------------------------------------
-- Policies

-- A conversation's text is for staff who work leads; a campaign's template sends for those who sell, an invoice's for
-- them and accounts.
drop policy if exists whatsapp_messages_select_by_what_they_are_on on public.whatsapp_messages;
create policy whatsapp_messages_select_by_what_they_are_on on public.whatsapp_messages
  for select to authenticated
  using ((((conversation_id IS NOT NULL) AND ( SELECT public.can_manage_leads() AS can_manage_leads)) OR ((campaign_id IS NOT NULL) AND ( SELECT public.can_sell() AS can_sell)) OR ((invoice_id IS NOT NULL) AND (( SELECT public.can_bill() AS can_bill) OR ( SELECT public.can_sell() AS can_sell)))));

drop policy if exists whatsapp_templates_select_staff on public.whatsapp_templates;
create policy whatsapp_templates_select_staff on public.whatsapp_templates
  for select to authenticated
  using (( SELECT public.has_admin_access() AS has_admin_access));

drop policy if exists whatsapp_opt_ins_select_sell_or_bill on public.whatsapp_opt_ins;
create policy whatsapp_opt_ins_select_sell_or_bill on public.whatsapp_opt_ins
  for select to authenticated
  using ((( SELECT public.can_sell() AS can_sell) OR ( SELECT public.can_bill() AS can_bill)));

-- The photos and files customers send: only the webhook writes them (service role); staff who work leads read them,
-- those who delete leads delete them with the lead.
drop policy if exists whatsapp_select_can_manage_leads on storage.objects;
create policy whatsapp_select_can_manage_leads on storage.objects
  for select to authenticated
  using (((bucket_id = 'whatsapp'::text) AND ( SELECT public.can_manage_leads() AS can_manage_leads)));

drop policy if exists whatsapp_delete_can_delete_leads on storage.objects;
create policy whatsapp_delete_can_delete_leads on storage.objects
  for delete to authenticated
  using (((bucket_id = 'whatsapp'::text) AND ( SELECT public.can_delete_leads() AS can_delete_leads)));

-- ---------------------------------------------------------------------------------------
-- Triggers

create or replace trigger whatsapp_opt_ins_audit after insert or delete or update on public.whatsapp_opt_ins
  for each row execute function public.audit_row_change();
