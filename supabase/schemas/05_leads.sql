-- Leads: the public forms' tables, the Leads inbox (leads, lead_activity) and the lists' views, spam defence and
-- rate limits, the notification's bookkeeping and privacy deletes (docs/decisions/024, 025, 031, 040 and 042).
-- Anyone may leave their details; only can_manage_leads() reads them, only can_delete_leads() deletes them. Inserts must not ask for the
-- row back (no `.select()` after `.insert()`): the inserter may not read it. A kind of lead is a row of
-- public.lead_sources: inserting it attaches the lead triggers to its table (docs/checklists/lead-type.md).
-- Declarative: see docs/checklists/schema-change.md.

-- ---------------------------------------------------------------------------------------
-- Tables

create table public."Contacts" (
  id uuid default gen_random_uuid() not null,
  "Full name" text not null,
  "Email Address" text not null,
  "Phone Number" bigint not null,
  "Company Name" text default ''::text not null,
  "Designation" text,
  "service of interest" text default ''::text not null,
  message text not null,
  created_at timestamp with time zone default now() not null,
  form_trap text,
  form_elapsed_ms integer,
  constraint "Contacts_pkey" PRIMARY KEY (id),
  constraint contacts_company_name_length CHECK ((char_length("Company Name") <= 200)),
  constraint contacts_designation_length CHECK ((char_length("Designation") <= 200)),
  constraint contacts_email_address_format CHECK (("Email Address" ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$'::text)),
  constraint contacts_email_address_length CHECK ((char_length("Email Address") <= 254)),
  constraint contacts_form_trap_length CHECK ((char_length(form_trap) <= 200)),
  constraint contacts_full_name_length CHECK ((char_length("Full name") <= 200)),
  constraint contacts_full_name_required CHECK (("Full name" ~ '\S'::text)),
  constraint contacts_message_length CHECK ((char_length(message) <= 5000)),
  constraint contacts_message_required CHECK ((message ~ '\S'::text)),
  constraint contacts_phone_number_format CHECK ((("Phone Number" >= 1000000000) AND ("Phone Number" <= '9999999999'::bigint))),
  constraint contacts_service_of_interest_length CHECK ((char_length("service of interest") <= 200))
);
create index contacts_company_name_trgm_idx ON public."Contacts" using gin ("Company Name" extensions.gin_trgm_ops);
create index contacts_created_at_id_idx ON public."Contacts" using btree (created_at, id);
create index contacts_email_address_trgm_idx ON public."Contacts" using gin ("Email Address" extensions.gin_trgm_ops);
create index contacts_full_name_trgm_idx ON public."Contacts" using gin ("Full name" extensions.gin_trgm_ops);
create index contacts_phone_number_idx ON public."Contacts" using btree ("Phone Number");
alter table public."Contacts" enable row level security;
revoke all on table public."Contacts" from anon, authenticated, service_role;
grant insert on table public."Contacts" to anon;
grant delete, insert, select on table public."Contacts" to authenticated;
grant delete, insert, select, update on table public."Contacts" to service_role;
alter publication supabase_realtime add table public."Contacts";

create table public.callback_requests (
  id uuid default gen_random_uuid() not null,
  name text not null,
  phone text not null,
  page text default ''::text not null,
  form_trap text,
  form_elapsed_ms integer,
  created_at timestamp with time zone default now() not null,
  conversation text,
  constraint callback_requests_pkey PRIMARY KEY (id),
  constraint callback_requests_conversation_length CHECK ((char_length(conversation) <= 4000)),
  constraint callback_requests_form_trap_length CHECK ((char_length(form_trap) <= 200)),
  constraint callback_requests_name_length CHECK ((char_length(name) <= 200)),
  constraint callback_requests_name_required CHECK ((name ~ '\S'::text)),
  constraint callback_requests_page_length CHECK ((char_length(page) <= 200)),
  constraint callback_requests_phone_format CHECK ((phone ~ '^[1-9][0-9]{9}$'::text))
);
create index callback_requests_created_at_idx ON public.callback_requests using btree (created_at DESC);
alter table public.callback_requests enable row level security;
revoke all on table public.callback_requests from anon, authenticated, service_role;
grant insert on table public.callback_requests to anon;
grant delete, insert, select on table public.callback_requests to authenticated;
grant delete, insert, select, update on table public.callback_requests to service_role;

create table public.festival_bookings (
  id uuid default gen_random_uuid() not null,
  name text not null,
  business_name text not null,
  phone text not null,
  email text not null,
  preferred_package text not null,
  message text,
  created_at timestamp with time zone default now() not null,
  form_trap text,
  form_elapsed_ms integer,
  offer_id uuid,
  offer_title text,
  constraint festival_bookings_pkey PRIMARY KEY (id),
  constraint festival_bookings_business_name_length CHECK ((char_length(business_name) <= 200)),
  constraint festival_bookings_business_name_required CHECK ((business_name ~ '\S'::text)),
  constraint festival_bookings_email_format CHECK ((email ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$'::text)),
  constraint festival_bookings_email_length CHECK ((char_length(email) <= 254)),
  constraint festival_bookings_form_trap_length CHECK ((char_length(form_trap) <= 200)),
  constraint festival_bookings_message_length CHECK ((char_length(message) <= 5000)),
  constraint festival_bookings_name_length CHECK ((char_length(name) <= 200)),
  constraint festival_bookings_name_required CHECK ((name ~ '\S'::text)),
  constraint festival_bookings_phone_format CHECK (((phone ~ '^\+?[0-9 ().-]+$'::text) AND ((char_length(regexp_replace(phone, '\D'::text, ''::text, 'g'::text)) >= 10) AND (char_length(regexp_replace(phone, '\D'::text, ''::text, 'g'::text)) <= 15)))),
  constraint festival_bookings_phone_length CHECK ((char_length(phone) <= 25)),
  constraint festival_bookings_offer_id_fkey FOREIGN KEY (offer_id) REFERENCES public.offers(id) ON DELETE SET NULL
);
create index festival_bookings_business_name_trgm_idx ON public.festival_bookings using gin (business_name extensions.gin_trgm_ops);
create index festival_bookings_created_at_id_idx ON public.festival_bookings using btree (created_at, id);
create index festival_bookings_email_trgm_idx ON public.festival_bookings using gin (email extensions.gin_trgm_ops);
create index festival_bookings_name_trgm_idx ON public.festival_bookings using gin (name extensions.gin_trgm_ops);
create index festival_bookings_offer_id_idx ON public.festival_bookings using btree (offer_id);
create index festival_bookings_offer_title_trgm_idx ON public.festival_bookings using gin (offer_title extensions.gin_trgm_ops);
create index festival_bookings_phone_trgm_idx ON public.festival_bookings using gin (phone extensions.gin_trgm_ops);
create index festival_bookings_preferred_package_trgm_idx ON public.festival_bookings using gin (preferred_package extensions.gin_trgm_ops);
alter table public.festival_bookings enable row level security;
revoke all on table public.festival_bookings from anon, authenticated, service_role;
grant insert on table public.festival_bookings to anon;
grant delete, insert, select on table public.festival_bookings to authenticated;
grant delete, insert, select, update on table public.festival_bookings to service_role;
alter publication supabase_realtime add table public.festival_bookings;

create table public.job_applications (
  id uuid default gen_random_uuid() not null,
  opening_id uuid,
  opening_title text default ''::text not null,
  name text not null,
  phone text not null,
  email text not null,
  note text default ''::text not null,
  cv_path text not null,
  cv_name text not null,
  form_trap text,
  form_elapsed_ms integer,
  created_at timestamp with time zone default now() not null,
  constraint job_applications_pkey PRIMARY KEY (id),
  constraint job_applications_cv_path_unique UNIQUE (cv_path),
  constraint job_applications_opening_id_fkey FOREIGN KEY (opening_id) REFERENCES public.job_openings(id) ON DELETE SET NULL,
  constraint job_applications_cv_name_length CHECK ((char_length(cv_name) <= 200)),
  constraint job_applications_cv_name_required CHECK ((cv_name ~ '\S'::text)),
  constraint job_applications_cv_path_format CHECK ((cv_path ~ '^cvs/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(pdf|doc|docx)$'::text)),
  constraint job_applications_email_format CHECK ((email ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$'::text)),
  constraint job_applications_email_length CHECK ((char_length(email) <= 254)),
  constraint job_applications_form_trap_length CHECK ((char_length(form_trap) <= 200)),
  constraint job_applications_name_length CHECK ((char_length(name) <= 200)),
  constraint job_applications_name_required CHECK ((name ~ '\S'::text)),
  constraint job_applications_note_length CHECK ((char_length(note) <= 1000)),
  constraint job_applications_phone_format CHECK (((phone ~ '^\+?[0-9 ().-]+$'::text) AND ((char_length(regexp_replace(phone, '\D'::text, ''::text, 'g'::text)) >= 10) AND (char_length(regexp_replace(phone, '\D'::text, ''::text, 'g'::text)) <= 15)))),
  constraint job_applications_phone_length CHECK ((char_length(phone) <= 25))
);
create index job_applications_created_at_idx ON public.job_applications using btree (created_at);
create index job_applications_opening_idx ON public.job_applications using btree (opening_id);
alter table public.job_applications enable row level security;
revoke all on table public.job_applications from anon, authenticated, service_role;
grant delete, select on table public.job_applications to authenticated;
grant delete, insert, select, update on table public.job_applications to service_role;
grant insert (id, opening_id, name, phone, email, note, cv_path, cv_name, form_trap, form_elapsed_ms) on table public.job_applications to anon;
grant insert (id, opening_id, name, phone, email, note, cv_path, cv_name, form_trap, form_elapsed_ms) on table public.job_applications to authenticated;
comment on table public.job_applications is 'Applications to the careers page''s openings, a lead kind (docs/decisions/102): the CV is a file of the private applications bucket.';

create table public.lead_settings (
  retention interval default '2 years'::interval not null,
  rate_window interval default '00:10:00'::interval not null,
  max_per_address integer default 5 not null,
  max_per_email integer default 5 not null,
  min_fill_ms integer default 3000 not null,
  duplicate_window interval default '00:01:00'::interval not null,
  notify_window interval default '00:10:00'::interval not null
);
create unique index lead_settings_single_row ON public.lead_settings using btree ((true));
alter table public.lead_settings enable row level security;
revoke all on table public.lead_settings from anon, authenticated, service_role;
grant select on table public.lead_settings to service_role;

create table public.lead_sources (
  kind text not null,
  source_table text not null,
  name_column text not null,
  email_column text,
  phone_column text,
  summary_sql text not null,
  company_column text,
  constraint lead_sources_pkey PRIMARY KEY (kind),
  constraint lead_sources_source_table_key UNIQUE (source_table),
  constraint lead_sources_kind_format CHECK ((kind ~ '^[a-z][a-z_]{1,39}$'::text))
);
alter table public.lead_sources enable row level security;
revoke all on table public.lead_sources from anon, authenticated, service_role;
grant select on table public.lead_sources to service_role;
comment on table public.lead_sources is 'One row per kind of lead: its table and how to read a lead from it (docs/decisions/042). Inserting a row attaches the lead triggers to the table.';

create table public.leads (
  id uuid not null,
  kind text not null,
  name text,
  email text,
  summary text,
  status text default 'new'::text not null,
  assignee_id uuid,
  read_at timestamp with time zone,
  spam_reason text,
  client_address text,
  fingerprint text not null,
  notify_status text default 'pending'::text not null,
  notify_error text,
  notify_attempts integer default 0 not null,
  notified_at timestamp with time zone,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  phone text,
  details jsonb default '{}'::jsonb not null,
  customer_id uuid,
  constraint leads_pkey PRIMARY KEY (id),
  constraint leads_client_address_length CHECK ((char_length(client_address) <= 100)),
  constraint leads_email_length CHECK ((char_length(email) <= 254)),
  constraint leads_name_length CHECK ((char_length(name) <= 200)),
  constraint leads_notify_error_length CHECK ((char_length(notify_error) <= 500)),
  constraint leads_notify_status_known CHECK ((notify_status = ANY (ARRAY['pending'::text, 'sending'::text, 'sent'::text, 'failed'::text, 'not_configured'::text, 'skipped'::text]))),
  constraint leads_phone_length CHECK ((char_length(phone) <= 20)),
  constraint leads_spam_reason_length CHECK ((char_length(spam_reason) <= 100)),
  constraint leads_status_known CHECK ((status = ANY (ARRAY['new'::text, 'contacted'::text, 'qualified'::text, 'won'::text, 'lost'::text, 'spam'::text]))),
  constraint leads_summary_length CHECK ((char_length(summary) <= 1000)),
  constraint leads_assignee_id_fkey FOREIGN KEY (assignee_id) REFERENCES public.user_profiles(id) ON DELETE SET NULL,
  constraint leads_kind_registered FOREIGN KEY (kind) REFERENCES public.lead_sources(kind)
);
create index leads_assignee_id_idx ON public.leads using btree (assignee_id);
create index leads_created_at_idx ON public.leads using btree (created_at DESC, id DESC);
create index leads_customer_idx ON public.leads using btree (customer_id);
create index leads_email_trgm_idx ON public.leads using gin (email extensions.gin_trgm_ops);
create index leads_name_trgm_idx ON public.leads using gin (name extensions.gin_trgm_ops);
create index leads_phone_trgm_idx ON public.leads using gin (phone extensions.gin_trgm_ops);
create index leads_rate_address_idx ON public.leads using btree (kind, client_address, created_at);
create index leads_rate_email_idx ON public.leads using btree (kind, email, created_at);
create index leads_summary_trgm_idx ON public.leads using gin (summary extensions.gin_trgm_ops);
create index leads_unread_idx ON public.leads using btree (created_at) WHERE ((read_at IS NULL) AND (status <> 'spam'::text));
alter table public.leads enable row level security;
revoke all on table public.leads from anon, authenticated, service_role;
grant select on table public.leads to authenticated;
grant delete, insert, select, update on table public.leads to service_role;
grant update (status, assignee_id, read_at, customer_id) on table public.leads to authenticated;
alter publication supabase_realtime add table public.leads;

create table public.lead_activity (
  id uuid default gen_random_uuid() not null,
  lead_id uuid not null,
  kind text default 'note'::text not null,
  body text not null,
  previous text,
  actor_id uuid default auth.uid(),
  created_at timestamp with time zone default now() not null,
  constraint lead_activity_pkey PRIMARY KEY (id),
  constraint lead_activity_body_length CHECK ((char_length(body) <= 5000)),
  constraint lead_activity_body_required CHECK (((kind <> 'note'::text) OR (body ~ '\S'::text))),
  constraint lead_activity_kind_known CHECK ((kind = ANY (ARRAY['note'::text, 'status'::text, 'assignee'::text, 'customer'::text]))),
  constraint lead_activity_previous_length CHECK ((char_length(previous) <= 200)),
  constraint lead_activity_actor_id_fkey FOREIGN KEY (actor_id) REFERENCES public.user_profiles(id) ON DELETE SET NULL,
  constraint lead_activity_lead_id_fkey FOREIGN KEY (lead_id) REFERENCES public.leads(id) ON DELETE CASCADE
);
create index lead_activity_lead_id_idx ON public.lead_activity using btree (lead_id, created_at);
alter table public.lead_activity enable row level security;
revoke all on table public.lead_activity from anon, authenticated, service_role;
grant select on table public.lead_activity to authenticated;
grant delete, insert, select, update on table public.lead_activity to service_role;
grant insert (lead_id, body) on table public.lead_activity to authenticated;
alter publication supabase_realtime add table public.lead_activity;

create table public.newsletter_subscribers (
  id uuid default gen_random_uuid() not null,
  email text not null,
  source text default 'website'::text not null,
  created_at timestamp with time zone default now() not null,
  form_trap text,
  form_elapsed_ms integer,
  constraint newsletter_subscribers_pkey PRIMARY KEY (id),
  constraint newsletter_subscribers_email_key UNIQUE (email),
  constraint newsletter_subscribers_email_format CHECK ((email ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$'::text)),
  constraint newsletter_subscribers_email_length CHECK ((char_length(email) <= 254)),
  constraint newsletter_subscribers_form_trap_length CHECK ((char_length(form_trap) <= 200)),
  constraint newsletter_subscribers_source_format CHECK ((source ~ '^[a-z0-9]+(-[a-z0-9]+)*$'::text)),
  constraint newsletter_subscribers_source_length CHECK ((char_length(source) <= 40))
);
create index newsletter_subscribers_created_at_id_idx ON public.newsletter_subscribers using btree (created_at, id);
create index newsletter_subscribers_email_trgm_idx ON public.newsletter_subscribers using gin (email extensions.gin_trgm_ops);
create index newsletter_subscribers_source_trgm_idx ON public.newsletter_subscribers using gin (source extensions.gin_trgm_ops);
alter table public.newsletter_subscribers enable row level security;
revoke all on table public.newsletter_subscribers from anon, authenticated, service_role;
grant insert on table public.newsletter_subscribers to anon;
grant delete, insert, select on table public.newsletter_subscribers to authenticated;
grant delete, insert, select, update on table public.newsletter_subscribers to service_role;
grant select (email) on table public.newsletter_subscribers to anon;
alter publication supabase_realtime add table public.newsletter_subscribers;

create table public.proposal_responses (
  id uuid default gen_random_uuid() not null,
  campaign_id uuid,
  campaign_reference text not null,
  customer_name text not null,
  answer text not null,
  name text not null,
  designation text,
  email text,
  phone text,
  message text,
  form_trap text,
  form_elapsed_ms integer,
  created_at timestamp with time zone default now() not null,
  constraint proposal_responses_pkey PRIMARY KEY (id),
  constraint proposal_responses_answer_known CHECK ((answer = ANY (ARRAY['accepted'::text, 'changes'::text]))),
  constraint proposal_responses_designation_length CHECK ((char_length(designation) <= 200)),
  constraint proposal_responses_message_length CHECK ((char_length(message) <= 5000)),
  constraint proposal_responses_name_length CHECK ((char_length(name) <= 200))
);
create index proposal_responses_campaign_idx ON public.proposal_responses using btree (campaign_id);
alter table public.proposal_responses enable row level security;
revoke all on table public.proposal_responses from anon, authenticated, service_role;
grant delete, select on table public.proposal_responses to authenticated;
grant all on table public.proposal_responses to service_role;

create table public.quote_requests (
  id uuid default gen_random_uuid() not null,
  name text not null,
  company text not null,
  phone text not null,
  email text not null,
  items jsonb not null,
  message text,
  form_trap text,
  form_elapsed_ms integer,
  created_at timestamp with time zone default now() not null,
  reference text generated always as (('MP-'::text || upper("left"(replace((id)::text, '-'::text, ''::text), 8)))) stored,
  constraint quote_requests_pkey PRIMARY KEY (id),
  constraint quote_requests_company_length CHECK ((char_length(company) <= 200)),
  constraint quote_requests_company_required CHECK ((company ~ '\S'::text)),
  constraint quote_requests_email_format CHECK ((email ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$'::text)),
  constraint quote_requests_email_length CHECK ((char_length(email) <= 254)),
  constraint quote_requests_form_trap_length CHECK ((char_length(form_trap) <= 200)),
  constraint quote_requests_items_valid CHECK (((jsonb_typeof(items) = 'array'::text) AND ((jsonb_array_length(items) >= 1) AND (jsonb_array_length(items) <= 50)) AND (NOT jsonb_path_exists(items, '$[*]?((((!(@."code" like_regex "^[A-Z0-9-]{1,30}$") || !(@."name" like_regex "^.{1,200}$" flag "s")) || !(@."starts_on" like_regex "^[0-9]{4}-[0-9]{2}-[0-9]{2}$")) || !(@."ends_on" like_regex "^[0-9]{4}-[0-9]{2}-[0-9]{2}$")) || @."ends_on" < @."starts_on")'::jsonpath)))),
  constraint quote_requests_message_length CHECK ((char_length(message) <= 2000)),
  constraint quote_requests_name_length CHECK ((char_length(name) <= 200)),
  constraint quote_requests_name_required CHECK ((name ~ '\S'::text)),
  constraint quote_requests_phone_format CHECK (((phone ~ '^\+?[0-9 ().-]+$'::text) AND ((char_length(regexp_replace(phone, '\D'::text, ''::text, 'g'::text)) >= 10) AND (char_length(regexp_replace(phone, '\D'::text, ''::text, 'g'::text)) <= 15)))),
  constraint quote_requests_phone_length CHECK ((char_length(phone) <= 25))
);
create index quote_requests_created_at_idx ON public.quote_requests using btree (created_at);
alter table public.quote_requests enable row level security;
revoke all on table public.quote_requests from anon, authenticated, service_role;
grant delete, select on table public.quote_requests to authenticated;
grant delete, insert, select, update on table public.quote_requests to service_role;
grant insert (id, name, company, phone, email, items, message, form_trap, form_elapsed_ms) on table public.quote_requests to anon;
grant insert (id, name, company, phone, email, items, message, form_trap, form_elapsed_ms) on table public.quote_requests to authenticated;

create table public.resource_downloads (
  id uuid default gen_random_uuid() not null,
  name text not null,
  company text not null,
  designation text not null,
  mobile text not null,
  email text not null,
  service_id text not null,
  resource_title text not null,
  created_at timestamp with time zone default now() not null,
  form_trap text,
  form_elapsed_ms integer,
  constraint resource_downloads_pkey PRIMARY KEY (id),
  constraint resource_downloads_company_length CHECK ((char_length(company) <= 200)),
  constraint resource_downloads_company_required CHECK ((company ~ '\S'::text)),
  constraint resource_downloads_designation_length CHECK ((char_length(designation) <= 200)),
  constraint resource_downloads_designation_required CHECK ((designation ~ '\S'::text)),
  constraint resource_downloads_email_format CHECK ((email ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$'::text)),
  constraint resource_downloads_email_length CHECK ((char_length(email) <= 254)),
  constraint resource_downloads_form_trap_length CHECK ((char_length(form_trap) <= 200)),
  constraint resource_downloads_mobile_format CHECK ((mobile ~ '^[0-9]{10}$'::text)),
  constraint resource_downloads_name_length CHECK ((char_length(name) <= 200)),
  constraint resource_downloads_name_required CHECK ((name ~ '\S'::text)),
  constraint resource_downloads_resource_title_length CHECK ((char_length(resource_title) <= 200)),
  constraint resource_downloads_resource_title_required CHECK ((resource_title ~ '\S'::text)),
  constraint resource_downloads_service_id_format CHECK ((service_id ~ '^[a-z0-9]+(-[a-z0-9]+)*$'::text)),
  constraint resource_downloads_service_id_length CHECK ((char_length(service_id) <= 100))
);
create index resource_downloads_company_trgm_idx ON public.resource_downloads using gin (company extensions.gin_trgm_ops);
create index resource_downloads_created_at_id_idx ON public.resource_downloads using btree (created_at, id);
create index resource_downloads_email_trgm_idx ON public.resource_downloads using gin (email extensions.gin_trgm_ops);
create index resource_downloads_mobile_trgm_idx ON public.resource_downloads using gin (mobile extensions.gin_trgm_ops);
create index resource_downloads_name_trgm_idx ON public.resource_downloads using gin (name extensions.gin_trgm_ops);
create index resource_downloads_resource_title_trgm_idx ON public.resource_downloads using gin (resource_title extensions.gin_trgm_ops);
alter table public.resource_downloads enable row level security;
revoke all on table public.resource_downloads from anon, authenticated, service_role;
grant insert on table public.resource_downloads to anon;
grant delete, insert, select on table public.resource_downloads to authenticated;
grant delete, insert, select, update on table public.resource_downloads to service_role;
alter publication supabase_realtime add table public.resource_downloads;

-- A WhatsApp lead (docs/decisions/117): one per number, started by its first message, whose text is `message`; the
-- conversation is its whatsapp_messages (18_whatsapp.sql).
create table public.whatsapp_conversations (
  id uuid default gen_random_uuid() not null,
  name text not null,
  phone text not null,
  message text default ''::text not null,
  form_trap text,
  form_elapsed_ms integer,
  created_at timestamp with time zone default now() not null,
  constraint whatsapp_conversations_pkey PRIMARY KEY (id),
  constraint whatsapp_conversations_phone_key UNIQUE (phone),
  constraint whatsapp_conversations_name_required CHECK (((name ~ '\S'::text) AND (char_length(name) <= 200))),
  constraint whatsapp_conversations_phone_format CHECK ((phone ~ '^\+[1-9][0-9]{7,14}$'::text)),
  constraint whatsapp_conversations_message_length CHECK ((char_length(message) <= 4096)),
  constraint whatsapp_conversations_form_trap_length CHECK ((char_length(form_trap) <= 200))
);
create index whatsapp_conversations_created_at_idx ON public.whatsapp_conversations using btree (created_at);
alter table public.whatsapp_conversations enable row level security;
revoke all on table public.whatsapp_conversations from anon, authenticated, service_role;
grant delete, select on table public.whatsapp_conversations to authenticated;
grant delete, insert, select, update on table public.whatsapp_conversations to service_role;
comment on table public.whatsapp_conversations is 'WhatsApp leads, one per number (docs/decisions/117): a lead kind whose messages are whatsapp_messages.';

-- ---------------------------------------------------------------------------------------
-- Functions

-- Store addresses trimmed and lower-case, before the unique check runs, so
-- "Priya@Example.com " and "priya@example.com" are one subscriber.
-- It also notes, for this transaction only, which address is being inserted: `on conflict
-- (email)` makes Postgres check the new row against the SELECT policies, and the policy
-- newsletter_subscribers_select_own_new_row (below) lets a writer see that row
-- and no other.
create or replace function public.normalize_newsletter_email()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.email := lower(btrim(new.email));
  if tg_op = 'INSERT' then
    perform set_config('app.newsletter_email', new.email, true);
  end if;
  return new;
end;
$$;
revoke all on function public.normalize_newsletter_email() from public, anon, authenticated;

-- The client address of an API request. Hosted Supabase is behind Cloudflare, which sets
-- cf-connecting-ip to the address it was connected from (replacing any value the client sent) and
-- appends that address to x-forwarded-for; the gateways after it (a load balancer, Envoy) pass both
-- on. So cf-connecting-ip when there is one; otherwise the last x-forwarded-for entry, the one the
-- nearest proxy added (the stand-in's proxy sets x-forwarded-for to the connection's address alone).
-- The first entry is whatever the client wrote, and is never read. Null outside an API request.
create or replace function public.request_client_address()
returns text
language sql
stable
set search_path = ''
as $$
  with h as (select coalesce(nullif(current_setting('request.headers', true), ''), '{}')::json as headers)
  select nullif(left(btrim(coalesce(
      nullif(btrim(h.headers ->> 'cf-connecting-ip'), ''),
      substring(coalesce(h.headers ->> 'x-forwarded-for', '') from '([^,]*)$'))), 100), '')
  from h
$$;
revoke all on function public.request_client_address() from public, anon, authenticated;

-- Whether the statement comes from a visitor or a signed-in user through the API (not the
-- service role, not SQL run by the owner such as the seed): only those meet the rate limits.
create or replace function public.is_public_request()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role', '')
    in ('anon', 'authenticated')
$$;
revoke all on function public.is_public_request() from public, anon, authenticated;

-- kind, name, e-mail, phone and a one-line summary of a row of lead table `source`.
create or replace function public.lead_fields(source text, lead jsonb, out kind text, out name text, out email text, out phone text, out summary text)
returns record
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  registered public.lead_sources;
begin
  select * into registered from public.lead_sources s where s.source_table = source;
  if registered.kind is null then
    raise exception 'No lead source is registered for the table %', source using errcode = '42P01';
  end if;
  kind := registered.kind;
  name := left(lead ->> registered.name_column, 200);
  email := left(lower(btrim(lead ->> registered.email_column)), 254);
  phone := left(lead ->> registered.phone_column, 20);
  execute format('select left((%s)::text, 200) from (select $1 as lead) as row_of', registered.summary_sql)
    using lead into summary;
end;
$$;
revoke all on function public.lead_fields(text, jsonb) from public, anon, authenticated;

-- What makes two submissions "the same": every value the visitor typed.
create or replace function public.lead_fingerprint(lead jsonb)
returns text
language sql
immutable
set search_path = ''
as $$
  select md5((lead - 'id' - 'created_at' - 'form_elapsed_ms')::text)
$$;
revoke all on function public.lead_fingerprint(jsonb) from public, anon, authenticated;

-- An application names an opening that takes applications (published, due and not past its closing date) and a
-- CV already uploaded into the applications bucket at its own path, within the bucket's 5 MB; the opening's title is
-- kept with it, so the inbox still says what was applied for after the opening is deleted (docs/decisions/102). Its
-- refusals are sentences for the visitor (PT422, as the public forms' other refusals of that kind).
-- A definer: visitors may not read the bucket's objects, nor an unpublished opening. Its trigger's name sorts after
-- screen_lead_submission's, so the spam screen drops a bot's row before this one says anything.
create or replace function public.screen_job_application()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  opening public.job_openings;
  cv_size bigint;
begin
  select * into opening from public.job_openings o where o.id = new.opening_id;
  if opening.id is null or opening.status <> 'published' or opening.published_at > now()
     or opening.closes_on < (now() at time zone 'Asia/Kolkata')::date then
    raise exception 'This opening is no longer taking applications.' using errcode = 'PT422';
  end if;
  new.opening_title := opening.title;
  -- A path of another shape is job_applications_cv_path_format's to refuse, by its name.
  if new.cv_path !~ '^cvs/[0-9a-f-]{36}\.(pdf|doc|docx)$' then
    return new;
  end if;
  select (o.metadata ->> 'size')::bigint into cv_size from storage.objects o where o.bucket_id = 'applications' and o.name = new.cv_path;
  if cv_size is null then
    raise exception 'The CV did not arrive: attach it again.' using errcode = 'PT422';
  end if;
  if cv_size > 5 * 1024 * 1024 then
    raise exception 'The CV is larger than 5 MB.' using errcode = 'PT422';
  end if;
  return new;
end;
$$;
revoke all on function public.screen_job_application() from public, anon, authenticated;

-- Before a lead is stored: a newsletter address already subscribed, and an identical submission
-- within the duplicate window, are skipped silently (the visitor sees success, nothing new is
-- stored, and nobody learns who is subscribed); a visitor over a rate limit is refused with a
-- sentence the form shows. PT429 makes PostgREST answer 429 Too Many Requests.
create or replace function public.screen_lead_submission()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings public.lead_settings;
  lead record := public.lead_fields(tg_table_name, to_jsonb(new));
  address text := public.request_client_address();
begin
  select * into settings from public.lead_settings;
  if lead.kind = 'newsletter' and exists (select from public.newsletter_subscribers n where n.email = lead.email) then
    return null;
  end if;
  if lead.kind <> 'newsletter' and exists (
    select from public.leads l
    where l.kind = lead.kind and l.fingerprint = public.lead_fingerprint(to_jsonb(new))
      and l.created_at > now() - settings.duplicate_window
  ) then
    return null;
  end if;
  -- Staff entering a lead by hand, the service role and SQL scripts are not limited.
  if not public.is_public_request() or public.has_admin_access() then
    return new;
  end if;
  -- The count and the insert are one step: leads of one kind from one address, or for one e-mail, wait for each
  -- other's transactions here (held until commit), so thirty sent at once meet the limit as thirty in a row do
  -- (decision 078). The address's lock is always taken before the e-mail's: no two wait on each other.
  if address is not null then
    perform pg_advisory_xact_lock(hashtext('lead address ' || lead.kind), hashtext(address));
  end if;
  if lead.email is not null then
    perform pg_advisory_xact_lock(hashtext('lead email ' || lead.kind), hashtext(lead.email));
  end if;
  if (address is not null and (
        select count(*) from public.leads l
        where l.kind = lead.kind and l.client_address = address and l.created_at > now() - settings.rate_window
      ) >= settings.max_per_address)
     or (select count(*) from public.leads l
         where l.kind = lead.kind and l.email = lead.email and l.created_at > now() - settings.rate_window
        ) >= settings.max_per_email then
    raise exception 'Too many submissions in a short time. Please wait a few minutes and try again.'
      using errcode = 'PT429',
            detail = format('At most %s per address and %s per e-mail address every %s.',
                            settings.max_per_address, settings.max_per_email, settings.rate_window);
  end if;
  return new;
end;
$$;
revoke all on function public.screen_lead_submission() from public, anon, authenticated;

-- After a lead is stored: its inbox row. A filled honeypot, a form sent faster than a person can
-- fill it, or a visitor's submission without its fill time makes the lead spam, which never notifies.
create or replace function public.record_lead()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  row_json jsonb := to_jsonb(new);
  lead record := public.lead_fields(tg_table_name, row_json);
  min_fill_ms integer := (select s.min_fill_ms from public.lead_settings s);
  reason text := case
    when coalesce(btrim(new.form_trap), '') <> '' then 'honeypot'
    when new.form_elapsed_ms < min_fill_ms then 'sent too fast'
    when new.form_elapsed_ms is null and public.is_public_request() and not public.has_admin_access() then 'no fill time'
  end;
begin
  insert into public.leads (id, kind, name, email, phone, summary, details, status, spam_reason, client_address, fingerprint,
                            notify_status, created_at)
  values (new.id, lead.kind, lead.name, lead.email, lead.phone, lead.summary, public.lead_details(row_json),
          case when reason is null then 'new' else 'spam' end, reason, public.request_client_address(),
          public.lead_fingerprint(row_json), case when reason is null then 'pending' else 'skipped' end,
          new.created_at);
  return null;
end;
$$;
revoke all on function public.record_lead() from public, anon, authenticated;

create or replace function public.forget_lead()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.leads where id = old.id;
  return null;
end;
$$;
revoke all on function public.forget_lead() from public, anon, authenticated;

-- History: every status, assignee or customer change is written down with who made it.
create or replace function public.record_lead_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status is distinct from old.status then
    insert into public.lead_activity (lead_id, kind, body, previous) values (new.id, 'status', new.status, old.status);
  end if;
  if new.assignee_id is distinct from old.assignee_id then
    insert into public.lead_activity (lead_id, kind, body, previous)
    values (new.id, 'assignee', coalesce(new.assignee_id::text, ''), old.assignee_id::text);
  end if;
  if new.customer_id is distinct from old.customer_id then
    insert into public.lead_activity (lead_id, kind, body, previous)
    values (new.id, 'customer', coalesce((select c.name from public.customers c where c.id = new.customer_id), ''),
            (select c.name from public.customers c where c.id = old.customer_id));
  end if;
  return null;
end;
$$;
revoke all on function public.record_lead_change() from public, anon, authenticated;

-- Deletes from every lead table the rows of one e-mail address (when given) and older than a
-- cutoff (when given); returns how many. The inbox rows follow through forget_lead. A table
-- without an e-mail column is reached by the retention job only.
create or replace function public.delete_lead_rows(email_address text, older_than timestamp with time zone)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  source public.lead_sources;
  deleted integer := 0;
  counted integer;
begin
  for source in select * from public.lead_sources order by kind loop
    execute format('delete from public.%I where ($1::text is null or %s) and ($2::timestamptz is null or created_at < $2)',
                   source.source_table,
                   case when source.email_column is null then 'false' else format('lower(btrim(%I)) = $1', source.email_column) end)
      using lower(btrim(email_address)), older_than;
    get diagnostics counted = row_count;
    deleted := deleted + counted;
  end loop;
  return deleted;
end;
$$;
revoke all on function public.delete_lead_rows(text, timestamp with time zone) from public, anon, authenticated;

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

-- The retention job: leads older than lead_settings.retention; returns how many went.
create or replace function public.delete_expired_leads()
returns integer
language sql
security definer
set search_path = ''
as $$
  select public.delete_lead_rows(null, now() - (select s.retention from public.lead_settings s))
$$;
revoke all on function public.delete_expired_leads() from public, anon, authenticated;
grant execute on function public.delete_expired_leads() to service_role;

-- The stored row of a fresh, unnotified lead (without its spam signals) and its summary, claimed for
-- its one notification; null otherwise.
create or replace function public.claim_lead_notification(lead_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  claimed public.leads;
  source_row jsonb;
begin
  update public.leads l set notify_status = 'sending'
  where l.id = lead_id and l.notify_status = 'pending' and l.status <> 'spam'
    and l.created_at > now() - (select s.notify_window from public.lead_settings s)
  returning * into claimed;
  if claimed.id is null then
    return null;
  end if;
  execute format('select to_jsonb(t) from public.%I t where t.id = $1',
                 (select s.source_table from public.lead_sources s where s.kind = claimed.kind))
    into source_row using lead_id;
  return jsonb_build_object('kind', claimed.kind, 'created_at', claimed.created_at, 'summary', claimed.summary,
                            'row', source_row - 'form_trap' - 'form_elapsed_ms');
end;
$$;
revoke all on function public.claim_lead_notification(uuid) from public, anon, authenticated;
grant execute on function public.claim_lead_notification(uuid) to service_role;

create or replace function public.record_lead_notification(lead_id uuid, outcome text, attempts integer, error text default null::text)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.leads
  set notify_status = outcome, notify_attempts = attempts, notify_error = left(error, 500),
      notified_at = case when outcome = 'sent' then now() end
  where id = lead_id and notify_status = 'sending'
$$;
revoke all on function public.record_lead_notification(uuid, text, integer, text) from public, anon, authenticated;
grant execute on function public.record_lead_notification(uuid, text, integer, text) to service_role;

-- A quote's sites and dates in one line: 'CHN-OMR-014 2027-01-01 to 2027-01-31; …'.
create or replace function public.quote_items_summary(items jsonb)
returns text
language sql
immutable
set search_path = ''
as $$
  select left(string_agg(format('%s %s to %s', i ->> 'code', i ->> 'starts_on', i ->> 'ends_on'), '; ' order by n), 1000)
  from jsonb_array_elements(items) with ordinality as t (i, n)
$$;
revoke all on function public.quote_items_summary(jsonb) from public, anon, authenticated;

-- Refuses a quote for a site that is not (or no longer) published, naming it; PT422 tells the form the
-- sentence is for the visitor (src/features/leads/refusal.ts). Malformed items are left to
-- quote_requests_items_valid, which refuses them with its own name.
create function public.screen_quote_sites()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  missing text;
begin
  if jsonb_typeof(new.items) is distinct from 'array' then
    return new;
  end if;
  select i ->> 'code' into missing
  from jsonb_array_elements(new.items) with ordinality as t (i, n)
  where i ->> 'code' ~ '^[A-Z0-9-]{1,30}$'
    and not exists (select 1 from public.sites s where s.code = i ->> 'code' and s.published)
  order by n
  limit 1;
  if missing is not null then
    raise exception using
      errcode = 'PT422',
      message = format('%s is no longer offered: take it out of your plan and send it again.', missing);
  end if;
  return new;
end;
$$;
revoke all on function public.screen_quote_sites() from public, anon, authenticated;

-- One submission per request. The rate limits count the inbox, which the after-row trigger fills
-- at the end of the statement: every row of a multi-row insert would see the count from before it.
-- Visitors and signed-in users without back-office access send one row a request, as every form
-- does; staff, the service role and SQL scripts may send many.
create or replace function public.refuse_bulk_lead_submission()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if public.is_public_request() and not public.has_admin_access() and (select count(*) from submitted) > 1 then
    raise exception 'Send one submission at a time.'
      using errcode = 'PT400',
            detail = 'A request from a visitor may store one submission, as the site''s forms send them.';
  end if;
  return null;
end;
$$;
revoke all on function public.refuse_bulk_lead_submission() from public, anon, authenticated;

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

create or replace function public.is_lead_table(name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select from public.lead_sources where source_table = name)
$$;
revoke all on function public.is_lead_table(text) from public, anon, authenticated;
grant execute on function public.is_lead_table(text) to authenticated, service_role;

-- What a visitor sent, as the inbox keeps it: the row without its id, time and spam signals.
create or replace function public.lead_details(lead jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select lead - 'id' - 'created_at' - 'form_trap' - 'form_elapsed_ms'
$$;
revoke all on function public.lead_details(jsonb) from public, anon, authenticated;


-- The people a lead can be assigned to, for those who work leads (others get none): profiles are
-- otherwise readable only by their owner and admins.
create or replace function public.lead_workers()
returns table (id uuid, full_name text, email text, role text)
language sql
stable
security definer
set search_path = ''
as $$
  select p.id, p.full_name, p.email, p.role from public.user_profiles p
  where public.can_manage_leads() and public.role_works_leads(p.role)
  order by coalesce(nullif(p.full_name, ''), p.email)
$$;
revoke all on function public.lead_workers() from public, anon;
grant execute on function public.lead_workers() to authenticated, service_role;

create or replace function public.check_lead_assignee()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.assignee_id is not null and new.assignee_id is distinct from old.assignee_id
     and not exists (select from public.user_profiles p where p.id = new.assignee_id and public.role_works_leads(p.role)) then
    raise exception 'A lead can only be assigned to staff who work leads (admins and sales).'
      using errcode = 'PT400';
  end if;
  return new;
end;
$$;
revoke all on function public.check_lead_assignee() from public, anon, authenticated;


-- A lead's new assignee is told who gave it to them.
create or replace function public.notify_lead_assignee()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.assignee_id is not null and new.assignee_id is distinct from old.assignee_id then
    perform public.notify_staff(
      new.assignee_id,
      format('%s assigned you a lead: %s', public.acting_user_name(),
             coalesce(nullif(new.name, ''), new.email, new.phone, 'unnamed')),
      format('/admin/leads?lead=%s', new.id));
  end if;
  return null;
end;
$$;
revoke all on function public.notify_lead_assignee() from public, anon, authenticated;

-- A new booking is for a published offer the visitor can see (row-level security decides, as for the page) and one
-- of its packages, while the offer runs: an hour's grace after its end keeps the booking of a visitor who started
-- the form before it ended, marked with that offer; later, the offer takes no more (decision 077).
create or replace function public.festival_booking_of_offer()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  offer public.offers;
begin
  if new.offer_id is null then
    raise exception 'Please choose an offer' using errcode = '23514', constraint = 'festival_bookings_offer_required';
  end if;
  select * into offer from public.offers o where o.id = new.offer_id and o.status = 'published' and o.published_at <= now();
  if offer.id is null then
    raise exception 'This offer is not open for bookings' using errcode = '23514', constraint = 'festival_bookings_offer_known';
  end if;
  if tg_op = 'INSERT' and offer.valid_until < now() - interval '1 hour' then
    raise exception 'This offer ended on %: it takes no more bookings.', to_char(offer.valid_until at time zone 'Asia/Kolkata', 'FMDD Mon YYYY')
      using errcode = 'PT422';
  end if;
  if not exists (select from jsonb_array_elements(offer.packages) item where item ->> 'name' = new.preferred_package) then
    raise exception 'Please choose a package' using errcode = '23514', constraint = 'festival_bookings_package_of_offer';
  end if;
  new.offer_title := offer.title;
  return new;
end;
$$;
revoke all on function public.festival_booking_of_offer() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------
-- Views

-- What the lists read: one view per searched list, gated by the same permission function as the
-- tables' policies. Row-level security alone defeats the indexes above: PostgreSQL evaluates a
-- policy's condition before any filter that is not "leakproof", and ILIKE is not (only a superuser
-- can mark it so), so under the policies every search is a sequential scan whatever the indexes
-- (docs/decisions/031). A view with the owner's rights (security_invoker = false, the default, said
-- here on purpose) reads the table without the policies; its `where public.can_manage_leads()`
-- has no column in it, so the planner checks it once, first, before any row is read (a "One-Time
-- Filter"), and the search's ILIKEs become index conditions. Anyone but a lead manager gets no rows,
-- as from the tables; only signed-in users may select, nobody may write through the views.
create or replace view public.contacts_list with (security_invoker=false) as
 SELECT id,
    "Full name",
    "Email Address",
    "Phone Number",
    "Company Name",
    "Designation",
    "service of interest",
    message,
    created_at,
    form_trap,
    form_elapsed_ms
   FROM public."Contacts" c
  WHERE public.can_manage_leads();
revoke all on public.contacts_list from public, anon, authenticated;
grant select on public.contacts_list to authenticated, service_role;

create or replace view public.festival_bookings_list with (security_invoker=false) as
 SELECT id,
    name,
    business_name,
    phone,
    email,
    preferred_package,
    message,
    created_at,
    form_trap,
    form_elapsed_ms,
    offer_id,
    offer_title
   FROM public.festival_bookings b
  WHERE public.can_manage_leads();
revoke all on public.festival_bookings_list from public, anon, authenticated;
grant select on public.festival_bookings_list to authenticated, service_role;

create or replace view public.resource_downloads_list with (security_invoker=false) as
 SELECT id,
    name,
    company,
    designation,
    mobile,
    email,
    service_id,
    resource_title,
    created_at,
    form_trap,
    form_elapsed_ms
   FROM public.resource_downloads d
  WHERE public.can_manage_leads();
revoke all on public.resource_downloads_list from public, anon, authenticated;
grant select on public.resource_downloads_list to authenticated, service_role;

create or replace view public.newsletter_subscribers_list with (security_invoker=false) as
 SELECT id,
    email,
    source,
    created_at,
    form_trap,
    form_elapsed_ms
   FROM public.newsletter_subscribers n
  WHERE public.can_manage_leads();
revoke all on public.newsletter_subscribers_list from public, anon, authenticated;
grant select on public.newsletter_subscribers_list to authenticated, service_role;

-- The inbox list: every column of the lead, its assignee's name and its latest note (the CSV export's), for
-- those who work leads. The joins read one row each by key, so a search still reads the leads' indexes.
create or replace view public.leads_list with (security_invoker=false) as
  select l.*, assignee.full_name as assignee_name, latest.body as latest_note
  from public.leads l
  left join public.user_profiles assignee on assignee.id = l.assignee_id
  left join lateral (
    select a.body from public.lead_activity a
    where a.lead_id = l.id and a.kind = 'note'
    order by a.created_at desc, a.id desc
    limit 1
  ) latest on true
  where public.can_manage_leads();
revoke all on public.leads_list from public, anon, authenticated;
grant select on public.leads_list to authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- Row-level security policies (a lead table's own three are attach_lead_table's, above)

-- Subscribing is `upsert(row, { onConflict: 'email', ignoreDuplicates: true })`, i.e.
-- `insert ... on conflict (email) do nothing`, so a repeat address is not an error. The
-- conflict target needs SELECT on email, and with it Postgres checks the new row against
-- the SELECT policies; select_own_new_row passes exactly the row being inserted in the
-- current transaction (its trigger sets app.newsletter_email) and nothing stored before,
-- so anon still reads no addresses.
drop policy if exists newsletter_subscribers_select_own_new_row on public.newsletter_subscribers;
create policy newsletter_subscribers_select_own_new_row on public.newsletter_subscribers
  for select to anon, authenticated
  using ((email = current_setting('app.newsletter_email'::text, true)));

-- The applications bucket (docs/decisions/102): a visitor puts one CV in at a fresh random path of its own, PDF or Word
-- (the bucket's types and 5 MB); nothing is replaced, since there is no update or select for visitors. Staff who work
-- leads read the CVs (the inbox downloads one, never a lasting link), those who may delete leads delete them.
drop policy if exists applications_insert_everyone on storage.objects;
create policy applications_insert_everyone on storage.objects
  for insert to anon, authenticated
  with check (((bucket_id = 'applications'::text) AND (name ~ '^cvs/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(pdf|doc|docx)$'::text)));

drop policy if exists applications_select_can_manage_leads on storage.objects;
create policy applications_select_can_manage_leads on storage.objects
  for select to authenticated
  using (((bucket_id = 'applications'::text) AND ( SELECT public.can_manage_leads() AS can_manage_leads)));

drop policy if exists applications_delete_can_delete_leads on storage.objects;
create policy applications_delete_can_delete_leads on storage.objects
  for delete to authenticated
  using (((bucket_id = 'applications'::text) AND ( SELECT public.can_delete_leads() AS can_delete_leads)));

drop policy if exists leads_select_can_manage_leads on public.leads;
create policy leads_select_can_manage_leads on public.leads
  for select to authenticated
  using (( SELECT public.can_manage_leads() AS can_manage_leads));

drop policy if exists leads_update_can_manage_leads on public.leads;
create policy leads_update_can_manage_leads on public.leads
  for update to authenticated
  using (( SELECT public.can_manage_leads() AS can_manage_leads))
  with check (( SELECT public.can_manage_leads() AS can_manage_leads));

drop policy if exists lead_activity_select_can_manage_leads on public.lead_activity;
create policy lead_activity_select_can_manage_leads on public.lead_activity
  for select to authenticated
  using (( SELECT public.can_manage_leads() AS can_manage_leads));

-- Admins write notes; status and assignee entries come only from the trigger.
drop policy if exists lead_activity_insert_notes on public.lead_activity;
create policy lead_activity_insert_notes on public.lead_activity
  for insert to authenticated
  with check ((( SELECT public.can_manage_leads() AS can_manage_leads) AND (kind = 'note'::text) AND (actor_id = ( SELECT auth.uid() AS uid))));

-- ---------------------------------------------------------------------------------------
-- Triggers

create or replace trigger screen_opening_and_cv before insert on public.job_applications
  for each row execute function public.screen_job_application();

create or replace trigger lead_activity_audit after insert or delete or update on public.lead_activity
  for each row execute function public.audit_row_change();

create or replace trigger lead_sources_attach_triggers after insert on public.lead_sources
  for each row execute function public.attach_registered_lead_triggers();

create or replace trigger leads_audit after insert or delete or update on public.leads
  for each row execute function public.audit_row_change();

create or replace trigger leads_record_change after update of status, assignee_id, customer_id on public.leads
  for each row execute function public.record_lead_change();

create or replace trigger leads_set_updated_at before update on public.leads
  for each row execute function public.set_updated_at();

create or replace trigger newsletter_subscribers_normalize_email before insert or update of email on public.newsletter_subscribers
  for each row execute function public.normalize_newsletter_email();

-- The policies and triggers of every registered lead table, as inserting its row in public.lead_sources attached them.
select public.attach_lead_table(source_table) from public.lead_sources order by kind;

create or replace trigger leads_check_assignee before update of assignee_id on public.leads
  for each row execute function public.check_lead_assignee();

create or replace trigger leads_notify_assignee after update of assignee_id on public.leads
  for each row execute function public.notify_lead_assignee();

-- Before the lead screening (triggers run in name order), so a refused plan leaves nothing behind.
create or replace trigger check_quote_sites before insert on public.quote_requests
  for each row execute function public.screen_quote_sites();

create or replace trigger festival_bookings_of_offer before insert or update of offer_id, preferred_package, offer_title
  on public.festival_bookings
  for each row execute function public.festival_booking_of_offer();
