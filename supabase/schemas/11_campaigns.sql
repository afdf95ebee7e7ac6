-- Campaigns and proposals (docs/decisions/053-campaigns-and-proposals.md): customers, campaigns and their lines
-- are read and written by those who sell (can_sell(): admins and sales); other staff see none of them, nor
-- agreed prices or discounts. A sent proposal is read by its client only through proposal_view(token): the
-- token's SHA-256 is stored, never the token, and anon reads no table here. Sending holds the lines' dates
-- until the hold expires; accepting turns the holds into confirmed bookings where the dates are still free.
-- Declarative: see docs/checklists/schema-change.md.

-- ---------------------------------------------------------------------------------------
-- Tables

create table public.customers (
  id uuid default gen_random_uuid() not null,
  name text not null,
  gstin text,
  billing_address text,
  created_by uuid default auth.uid(),
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  state_code text,
  payment_reminders boolean default true not null,
  constraint customers_pkey PRIMARY KEY (id),
  constraint customers_billing_address_length CHECK ((char_length(billing_address) <= 1000)),
  constraint customers_gstin_shape CHECK (((gstin IS NULL) OR (gstin ~ '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$'::text))),
  constraint customers_name_required CHECK (((name ~ '\S'::text) AND (char_length(name) <= 200))),
  constraint customers_state_matches_gstin CHECK (((gstin IS NULL) OR (state_code = "left"(gstin, 2)))),
  constraint customers_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.user_profiles(id) ON DELETE SET NULL
);
create index customers_created_by_idx ON public.customers using btree (created_by);
create unique index customers_name_key ON public.customers using btree (lower(btrim(name)));
alter table public.customers enable row level security;
revoke all on table public.customers from anon, authenticated, service_role;
grant delete, insert, select, update on table public.customers to authenticated;
grant all on table public.customers to service_role;
-- leads refers to customers, declared after it.
alter table public.leads add constraint leads_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES public.customers(id) ON DELETE SET NULL;

create table public.customer_contacts (
  id uuid default gen_random_uuid() not null,
  customer_id uuid not null,
  name text not null,
  designation text,
  phone text,
  email text,
  created_at timestamp with time zone default now() not null,
  constraint customer_contacts_pkey PRIMARY KEY (id),
  constraint customer_contacts_designation_length CHECK ((char_length(designation) <= 200)),
  constraint customer_contacts_email_shape CHECK (((email IS NULL) OR ((char_length(email) <= 254) AND (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'::text)))),
  constraint customer_contacts_name_required CHECK (((name ~ '\S'::text) AND (char_length(name) <= 200))),
  constraint customer_contacts_phone_shape CHECK (((phone IS NULL) OR ((phone ~ '^\+?[0-9 ().-]+$'::text) AND ((char_length(regexp_replace(phone, '\D'::text, ''::text, 'g'::text)) >= 10) AND (char_length(regexp_replace(phone, '\D'::text, ''::text, 'g'::text)) <= 15))))),
  constraint customer_contacts_reachable CHECK (((phone IS NOT NULL) OR (email IS NOT NULL))),
  constraint customer_contacts_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES public.customers(id) ON DELETE CASCADE
);
create index customer_contacts_customer_idx ON public.customer_contacts using btree (customer_id);
create index customer_contacts_email_idx ON public.customer_contacts using btree (lower(email));
alter table public.customer_contacts enable row level security;
revoke all on table public.customer_contacts from anon, authenticated, service_role;
grant delete, insert, select, update on table public.customer_contacts to authenticated;
grant all on table public.customer_contacts to service_role;

create table public.campaigns (
  id uuid default gen_random_uuid() not null,
  reference text generated always as (('CP-'::text || upper("left"(replace((id)::text, '-'::text, ''::text), 8)))) stored,
  title text not null,
  customer_id uuid not null,
  contact_id uuid,
  owner_id uuid default auth.uid(),
  lead_id uuid,
  status text default 'draft'::text not null,
  valid_until date,
  include_printing boolean default true not null,
  include_mounting boolean default true not null,
  terms text,
  sent_at timestamp with time zone,
  accepted_at timestamp with time zone,
  accepted_name text,
  accepted_designation text,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  version integer default 1 not null,
  customer_name text,
  supply_kind text,
  billing_plan text,
  po_number text,
  po_date date,
  po_path text,
  advance_paise bigint default 0 not null,
  confirmation_sent_at timestamp with time zone,
  constraint campaigns_pkey PRIMARY KEY (id),
  constraint campaigns_advance_range CHECK (((advance_paise >= 0) AND (advance_paise <= '100000000000'::bigint))),
  constraint campaigns_billing_plan_known CHECK (((billing_plan IS NULL) OR (billing_plan = ANY (ARRAY['whole'::text, 'monthly'::text])))),
  constraint campaigns_status_known CHECK ((status = ANY (ARRAY['draft'::text, 'sent'::text, 'changes_asked'::text, 'accepted'::text, 'confirmed'::text, 'live'::text, 'completed'::text, 'cancelled'::text, 'expired'::text]))),
  constraint campaigns_terms_length CHECK ((char_length(terms) <= 5000)),
  constraint campaigns_po_complete CHECK (((po_number IS NULL) = (po_date IS NULL))),
  constraint campaigns_po_path_shape CHECK (((po_path IS NULL) OR ((po_number IS NOT NULL) AND (po_path ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(pdf|jpg|png)$'::text)))),
  constraint campaigns_po_number_shape CHECK (((po_number IS NULL) OR ((po_number ~ '\S'::text) AND (char_length(po_number) <= 40)))),
  constraint campaigns_supply_kind_known CHECK (((supply_kind IS NULL) OR (supply_kind = ANY (ARRAY['space'::text, 'service'::text])))),
  constraint campaigns_title_required CHECK (((title ~ '\S'::text) AND (char_length(title) <= 200))),
  constraint campaigns_version_positive CHECK ((version >= 1)),
  constraint campaigns_contact_id_fkey FOREIGN KEY (contact_id) REFERENCES public.customer_contacts(id) ON DELETE SET NULL,
  constraint campaigns_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES public.customers(id) ON DELETE RESTRICT,
  constraint campaigns_lead_id_fkey FOREIGN KEY (lead_id) REFERENCES public.leads(id) ON DELETE SET NULL,
  constraint campaigns_owner_id_fkey FOREIGN KEY (owner_id) REFERENCES public.user_profiles(id) ON DELETE SET NULL
);
create index campaigns_contact_idx ON public.campaigns using btree (contact_id);
create index campaigns_customer_idx ON public.campaigns using btree (customer_id);
create unique index campaigns_lead_key ON public.campaigns using btree (lead_id);
create index campaigns_owner_idx ON public.campaigns using btree (owner_id);
create unique index campaigns_reference_key ON public.campaigns using btree (reference);
create index campaigns_status_idx ON public.campaigns using btree (status, created_at DESC);
alter table public.campaigns enable row level security;
revoke all on table public.campaigns from anon, authenticated, service_role;
grant delete, insert, select, update on table public.campaigns to authenticated;
grant all on table public.campaigns to service_role;
-- proposal_responses refers to campaigns, declared after it.
alter table public.proposal_responses add constraint proposal_responses_campaign_id_fkey FOREIGN KEY (campaign_id) REFERENCES public.campaigns(id) ON DELETE SET NULL;

create table public.campaign_events (
  id uuid default gen_random_uuid() not null,
  campaign_id uuid not null,
  kind text not null,
  at timestamp with time zone default clock_timestamp() not null,
  by_user uuid,
  by_name text,
  note text,
  replaced_version jsonb,
  constraint campaign_events_pkey PRIMARY KEY (id),
  constraint campaign_events_by_name_length CHECK ((char_length(by_name) <= 200)),
  constraint campaign_events_cancel_reason CHECK (((kind <> 'cancelled'::text) OR (COALESCE(note, ''::text) ~ '\S'::text))),
  constraint campaign_events_changes_message CHECK (((kind <> 'changes_asked'::text) OR (COALESCE(note, ''::text) ~ '\S'::text))),
  constraint campaign_events_emailed_says_what CHECK (((kind <> 'emailed'::text) OR (COALESCE(note, ''::text) ~ '\S'::text))),
  constraint campaign_events_kind_known CHECK ((kind = ANY (ARRAY['sent'::text, 'viewed'::text, 'changes_asked'::text, 'revised'::text, 'withdrawn'::text, 'accepted'::text, 'cancelled'::text, 'emailed'::text, 'purchase_order'::text, 'advance'::text, 'confirmed'::text]))),
  constraint campaign_events_note_length CHECK ((char_length(note) <= 5000)),
  constraint campaign_events_by_user_fkey FOREIGN KEY (by_user) REFERENCES auth.users(id) ON DELETE SET NULL,
  constraint campaign_events_campaign_id_fkey FOREIGN KEY (campaign_id) REFERENCES public.campaigns(id) ON DELETE CASCADE
);
create index campaign_events_by_user_idx ON public.campaign_events using btree (by_user);
create index campaign_events_campaign_idx ON public.campaign_events using btree (campaign_id, at);
alter table public.campaign_events enable row level security;
revoke all on table public.campaign_events from anon, authenticated, service_role;
grant select on table public.campaign_events to authenticated;
grant all on table public.campaign_events to service_role;

create table public.campaign_lines (
  id uuid default gen_random_uuid() not null,
  campaign_id uuid not null,
  site_id uuid not null,
  starts_on date not null,
  ends_on date not null,
  monthly_rate integer not null,
  discount_percent numeric(5,2) default 0 not null,
  discount_reason text,
  booking_id uuid,
  created_at timestamp with time zone default now() not null,
  list_rate integer,
  constraint campaign_lines_pkey PRIMARY KEY (id),
  constraint campaign_lines_no_overlap EXCLUDE USING gist (campaign_id WITH =, site_id WITH =, daterange(starts_on, ends_on, '[]'::text) WITH &&),
  constraint campaign_lines_dates_order CHECK ((ends_on >= starts_on)),
  constraint campaign_lines_discount_range CHECK (((discount_percent >= (0)::numeric) AND (discount_percent <= (100)::numeric))),
  constraint campaign_lines_discount_reason CHECK (((discount_percent = (0)::numeric) OR (COALESCE(discount_reason, ''::text) ~ '\S'::text))),
  constraint campaign_lines_discount_reason_length CHECK ((char_length(discount_reason) <= 300)),
  constraint campaign_lines_rate_not_negative CHECK ((monthly_rate >= 0)),
  constraint campaign_lines_booking_id_fkey FOREIGN KEY (booking_id) REFERENCES public.site_bookings(id) ON DELETE SET NULL,
  constraint campaign_lines_campaign_id_fkey FOREIGN KEY (campaign_id) REFERENCES public.campaigns(id) ON DELETE CASCADE,
  constraint campaign_lines_site_id_fkey FOREIGN KEY (site_id) REFERENCES public.sites(id) ON DELETE RESTRICT
);
create index campaign_lines_booking_idx ON public.campaign_lines using btree (booking_id);
create index campaign_lines_site_idx ON public.campaign_lines using btree (site_id);
alter table public.campaign_lines enable row level security;
revoke all on table public.campaign_lines from anon, authenticated, service_role;
grant delete, insert, select, update on table public.campaign_lines to authenticated;
grant all on table public.campaign_lines to service_role;
comment on column public.campaign_lines.list_rate is 'The site''s monthly rate when the line was priced (null: rate on request, or priced before list rates were kept). Set by the database.';

create table public.proposal_links (
  id uuid default gen_random_uuid() not null,
  campaign_id uuid not null,
  token_hash bytea not null,
  created_by uuid default auth.uid(),
  created_at timestamp with time zone default now() not null,
  revoked_at timestamp with time zone,
  version integer default 1 not null,
  copy_sent_at timestamp with time zone,
  constraint proposal_links_pkey PRIMARY KEY (id),
  constraint proposal_links_token_hash_key UNIQUE (token_hash),
  constraint proposal_links_campaign_id_fkey FOREIGN KEY (campaign_id) REFERENCES public.campaigns(id) ON DELETE CASCADE,
  constraint proposal_links_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.user_profiles(id) ON DELETE SET NULL
);
create index proposal_links_campaign_idx ON public.proposal_links using btree (campaign_id);
create index proposal_links_created_by_idx ON public.proposal_links using btree (created_by);
alter table public.proposal_links enable row level security;
revoke all on table public.proposal_links from anon, authenticated, service_role;
grant select on table public.proposal_links to authenticated;
grant all on table public.proposal_links to service_role;

create table public.sales_settings (
  id boolean default true not null,
  hold_days integer default 3 not null,
  validity_days integer default 7 not null,
  discount_limit_percent numeric(5,2) default 10 not null,
  printing_rate_per_sqft numeric(10,2) default 12 not null,
  mounting_rate_per_sqft numeric(10,2) default 4 not null,
  gst_percent numeric(5,2) default 18 not null,
  terms text default 'Rates are per month, exclusive of GST. Printing and mounting as listed. 50% of the media cost is payable on confirmation and the balance before the campaign starts. Bookings are confirmed on receipt of the purchase order. Municipal taxes, where levied, are extra. Creative to reach us 5 working days before the start date.'::text not null,
  updated_at timestamp with time zone default now() not null,
  proof_distance_m integer default 150 not null,
  dismantling_jobs boolean default false not null,
  agency_gstin text,
  agency_pan text,
  letterhead_logo text,
  constraint sales_settings_pkey PRIMARY KEY (id),
  constraint sales_settings_agency_gstin_shape CHECK (((agency_gstin IS NULL) OR (agency_gstin ~ '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$'::text))),
  constraint sales_settings_agency_pan_shape CHECK (((agency_pan IS NULL) OR (agency_pan ~ '^[A-Z]{5}[0-9]{4}[A-Z]$'::text))),
  constraint sales_settings_discount_limit_range CHECK (((discount_limit_percent >= (0)::numeric) AND (discount_limit_percent <= (100)::numeric))),
  constraint sales_settings_gst_range CHECK (((gst_percent >= (0)::numeric) AND (gst_percent <= (28)::numeric))),
  constraint sales_settings_gstin_carries_pan CHECK (((agency_gstin IS NULL) OR (agency_pan IS NULL) OR (substr(agency_gstin, 3, 10) = agency_pan))),
  constraint sales_settings_hold_days_range CHECK (((hold_days >= 1) AND (hold_days <= 30))),
  constraint sales_settings_letterhead_logo_length CHECK ((char_length(letterhead_logo) <= 2048)),
  constraint sales_settings_letterhead_logo_url CHECK ((letterhead_logo ~* '^(https?://[^\s/?#]+[^\s]*|/[^/\s][^\s]*)$'::text)),
  constraint sales_settings_one_row CHECK (id),
  constraint sales_settings_proof_distance_range CHECK (((proof_distance_m >= 10) AND (proof_distance_m <= 5000))),
  constraint sales_settings_rates_not_negative CHECK (((printing_rate_per_sqft >= (0)::numeric) AND (mounting_rate_per_sqft >= (0)::numeric))),
  constraint sales_settings_terms_length CHECK ((char_length(terms) <= 5000)),
  constraint sales_settings_validity_days_range CHECK (((validity_days >= 1) AND (validity_days <= 90)))
);
alter table public.sales_settings enable row level security;
revoke all on table public.sales_settings from anon, authenticated, service_role;
grant select, update on table public.sales_settings to authenticated;
grant all on table public.sales_settings to service_role;

-- ---------------------------------------------------------------------------------------
-- Functions

-- A proposal link's token as stored: its SHA-256, so the table never holds a working link.
create or replace function public.proposal_token_hash(token text)
returns bytea
language sql
immutable
set search_path = ''
as $$
  select extensions.digest(convert_to(coalesce(token, ''), 'UTF8'), 'sha256')
$$;
revoke all on function public.proposal_token_hash(text) from public, anon, authenticated;

-- A new link's token: 24 random bytes, URL-safe base64 (32 characters); only its hash (proposal_token_hash) is kept.
create or replace function public.new_link_token()
returns text
language sql
volatile
set search_path = ''
as $$
  select translate(encode(extensions.gen_random_bytes(24), 'base64'), '+/', '-_')
$$;
revoke all on function public.new_link_token() from public, anon, authenticated;

-- Whether a GSTIN's 15th character is the check character of its first 14 (GSTN's mod-36 check, decision 101):
-- each character's value (0-9, then A-Z as 10-35) times 1 and 2 alternately from the left, each product's quotient
-- and remainder by 36 added up, and the check brings the sum to a multiple of 36. A mistyped GSTIN is refused, not
-- only a misshapen one (src/lib/gstin.ts checks the same in the forms). Null (a check passes it) for null and for
-- what is not 15 digits and capitals: the shape's own check names that.
create or replace function public.gstin_check_character_matches(gstin text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select case when gstin is null or gstin !~ '^[0-9A-Z]{15}$' then null
              else substr('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ',
                          (36 - (select sum(p / 36 + p % 36)::integer
                                 from (select (strpos('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ', substr(gstin, i, 1)) - 1)
                                              * case when i % 2 = 1 then 1 else 2 end as p
                                       from generate_series(1, 14) as i) as products) % 36) % 36 + 1, 1)
                   = substr(gstin, 15, 1)
         end
$$;
revoke all on function public.gstin_check_character_matches(text) from public, anon, authenticated;
grant execute on function public.gstin_check_character_matches(text) to authenticated, service_role;

-- The customers' and the agency's GSTINs are checked by it: declared after the function. Rows saved before the
-- check came are not re-checked (not valid) until they are saved again, so a deploy never fails on an old typo.
alter table public.customers add constraint customers_gstin_check_character check (public.gstin_check_character_matches(gstin)) not valid;
alter table public.sales_settings add constraint sales_settings_agency_gstin_check_character check (public.gstin_check_character_matches(agency_gstin)) not valid;

-- Today in Chennai: a proposal is valid until the end of its last day there.
create or replace function public.india_today()
returns date
language sql
stable
set search_path = ''
as $$
  select (now() at time zone 'Asia/Kolkata')::date
$$;
revoke all on function public.india_today() from public, anon, authenticated;
grant execute on function public.india_today() to anon, authenticated, service_role;

-- Whole rupees as the product writes them, in the Indian grouping: '₹2,20,000' (for the database's own sentences).
create or replace function public.rupees_text(amount bigint)
returns text
language sql
immutable
set search_path = ''
as $$
  select '₹' || case when length(digits) <= 3 then digits
                     else regexp_replace(left(digits, -3), '(\d)(?=(\d\d)+$)', '\1,', 'g') || ',' || right(digits, 3) end
  from (select abs(amount)::text as digits) as amount_digits
$$;
revoke all on function public.rupees_text(bigint) from public, anon, authenticated;

-- A campaign's lines may change only while it is a draft: a sent proposal's holds and link show those lines.
-- A discount above the settings' limit is set by an admin only (the approval is who set it). A rate below the site's
-- list rate is a discount too: the line keeps the list rate it was priced against (list_rate, from the site, never from
-- the client), and what it takes off the list rate, with its discount, meets the same limit and needs the same reason
-- (decision 083).
create or replace function public.screen_campaign_line()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  campaign_status text := (select c.status from public.campaigns c where c.id = coalesce(new.campaign_id, old.campaign_id));
  -- A line moved from one campaign to another leaves the first: it must be a draft too (decision 079).
  left_status text := case when tg_op = 'UPDATE' and new.campaign_id is distinct from old.campaign_id
                           then (select c.status from public.campaigns c where c.id = old.campaign_id) end;
  limit_percent numeric := (select s.discount_limit_percent from public.sales_settings s);
  priced boolean;
  off_list numeric;
begin
  -- Sending and accepting record each line's booking; nothing else of a sent line changes, and no line moves into or
  -- out of a sent campaign. (A campaign being deleted is gone already when its lines' cascade runs: no status.)
  if coalesce(left_status, 'draft') <> 'draft'
     or (campaign_status is not null and campaign_status <> 'draft' and (tg_op <> 'UPDATE'
     or (new.campaign_id, new.site_id, new.starts_on, new.ends_on, new.monthly_rate, new.discount_percent, new.discount_reason)
        is distinct from (old.campaign_id, old.site_id, old.starts_on, old.ends_on, old.monthly_rate, old.discount_percent, old.discount_reason))) then
    if coalesce(left_status, campaign_status) in ('sent', 'changes_asked', 'expired') then
      raise exception 'This proposal has been sent: revise it to change its sites, dates or prices.' using errcode = 'PT409';
    end if;
    raise exception 'This proposal was accepted by the client: what they accepted does not change. Revise it for the client to accept again.' using errcode = 'PT409';
  end if;
  if tg_op = 'DELETE' then
    return old;
  end if;
  if new.starts_on < public.india_today() and (tg_op = 'INSERT' or new.starts_on is distinct from old.starts_on) then
    raise exception 'A line cannot start in the past (%). Choose a start from today on.', public.booking_date(new.starts_on)
      using errcode = 'PT422';
  end if;
  priced := tg_op = 'INSERT' or (new.site_id, new.monthly_rate, new.discount_percent) is distinct from (old.site_id, old.monthly_rate, old.discount_percent);
  new.list_rate := case when priced then (select s.monthly_rate from public.sites s where s.id = new.site_id) else old.list_rate end;
  -- Percent off the list rate, the line's own discount included (a site on 'rate on request' has none to be below).
  off_list := case when new.list_rate > 0
                   then round(100 * (1 - new.monthly_rate * (1 - new.discount_percent / 100) / new.list_rate), 2)
                   else new.discount_percent end;
  -- Asked of the API's callers; the service role and the database's owner (the seed, scripts) are trusted, as in 079.
  if priced and public.is_public_request() and greatest(off_list, new.discount_percent) > limit_percent and not public.is_admin() then
    raise exception using
      message = case when off_list > new.discount_percent
                     then format('This price is %s%% below the site''s list rate of %s a month: a discount above %s%% needs an admin, so ask an admin to set it.',
                                 trim_scale(off_list), public.rupees_text(new.list_rate), trim_scale(limit_percent))
                     else format('A discount above %s%% needs an admin: ask an admin to set this one.', trim_scale(limit_percent)) end,
      errcode = 'PT403';
  end if;
  if priced and public.is_public_request() and new.monthly_rate < new.list_rate and coalesce(new.discount_reason, '') !~ '\S' then
    raise exception 'A rate below the site''s list rate of % a month is a discount: say why there is a discount.', public.rupees_text(new.list_rate)
      using errcode = 'PT422';
  end if;
  return new;
end;
$$;
revoke all on function public.screen_campaign_line() from public, anon, authenticated;

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

-- A campaign carries its customer's name as it is now, so the campaigns list's search finds it (PostgREST searches the
-- listed table's own columns); written here whatever a writer sends, and again when the customer is renamed.
create or replace function public.campaign_customer_name()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.customer_name := (select c.name from public.customers c where c.id = new.customer_id);
  return new;
end;
$$;
revoke all on function public.campaign_customer_name() from public, anon, authenticated;

create or replace function public.customer_name_to_campaigns()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.campaigns set customer_name = new.name where customer_id = new.id;
  return null;
end;
$$;
revoke all on function public.customer_name_to_campaigns() from public, anon, authenticated;

-- Writes one step of campaign `campaign`'s history (decision 088): by the signed-in member of staff (their name as it
-- is now, kept if they leave), or by `by_name` (the client who accepted). Only the database's own functions call it.
create or replace function public.record_campaign_event(campaign uuid, kind text, note text default null, by_name text default null)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.campaign_events (campaign_id, kind, note, by_user, by_name)
  select campaign, kind, note, auth.uid(), coalesce(by_name, (select u.full_name from public.user_profiles u where u.id = auth.uid()))
$$;
revoke all on function public.record_campaign_event(uuid, text, text, text) from public, anon, authenticated;

-- Cancels campaign `campaign` after the client accepted it, saying why (decision 088): its bookings are released, the
-- mounting jobs nobody has worked on go, an ad already up is taken down first (its dismantling is due today), and the
-- cancellation with its reason is in the campaign's history. A sent proposal is withdrawn instead; a draft deleted.
create or replace function public.cancel_campaign(campaign uuid, reason text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  target public.campaigns;
begin
  if not public.can_sell() then
    raise exception 'Only admins and sales staff can cancel a campaign.' using errcode = '42501';
  end if;
  reason := btrim(coalesce(reason, ''));
  if reason = '' or char_length(reason) > 1000 then
    raise exception 'Say why the campaign is cancelled (at most 1,000 characters).' using errcode = 'PT422';
  end if;
  select * into target from public.campaigns c where c.id = campaign for update;
  if target.id is null then
    raise exception 'This campaign no longer exists.' using errcode = 'PT404';
  end if;
  if target.status not in ('accepted', 'confirmed', 'live') then
    raise exception 'Only a campaign the client accepted can be cancelled: withdraw a sent proposal, or delete a draft.' using errcode = 'PT409';
  end if;
  delete from public.site_bookings b using public.campaign_lines l where l.campaign_id = campaign and b.id = l.booking_id;
  update public.mounting_jobs d set due_on = least(d.due_on, public.india_today())
  where d.campaign_id = campaign and d.kind = 'dismantling' and d.state <> 'approved'
    and exists (select from public.mounting_jobs m where m.line_id = d.line_id and m.kind = 'mounting' and m.state = 'approved');
  delete from public.mounting_jobs j
  where j.campaign_id = campaign and j.state <> 'approved'
    and not exists (select from public.proof_photos p where p.job_id = j.id)
    and not (j.kind = 'dismantling' and exists (select from public.mounting_jobs m where m.line_id = j.line_id and m.kind = 'mounting' and m.state = 'approved'));
  update public.campaigns set status = 'cancelled' where id = campaign;
  perform public.record_campaign_event(campaign, 'cancelled', reason);
end;
$$;
revoke all on function public.cancel_campaign(uuid, text) from public, anon, authenticated;
grant execute on function public.cancel_campaign(uuid, text) to authenticated, service_role;

-- Sends draft campaign `campaign`: holds each line's dates until the hold expires, makes a link (its token is
-- returned once, never stored), and sets the proposal's validity. Refused, naming the line, when a site is
-- already booked on those days.
create or replace function public.send_proposal(campaign uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings public.sales_settings;
  target public.campaigns;
  customer_name text;
  line record;
  in_the_way record;
  token text;
begin
  if not public.can_sell() then
    raise exception 'Only admins and sales staff can send proposals.' using errcode = '42501';
  end if;
  select * into settings from public.sales_settings;
  select * into target from public.campaigns c where c.id = campaign for update;
  if target.id is null then
    raise exception 'This campaign no longer exists.' using errcode = 'PT404';
  end if;
  if target.status <> 'draft' then
    raise exception 'This proposal has already been sent.' using errcode = 'PT409';
  end if;
  if not exists (select from public.campaign_lines l where l.campaign_id = campaign) then
    raise exception 'Add at least one site before sending the proposal.' using errcode = 'PT422';
  end if;
  select c.name into customer_name from public.customers c where c.id = target.customer_id;
  -- A revision keeps the last version's holds until it is sent (decision 090): they make way for this version's.
  delete from public.site_bookings b using public.campaign_lines l
  where l.campaign_id = campaign and b.id = l.booking_id and b.kind = 'hold';
  for line in
    select l.*, s.code from public.campaign_lines l join public.sites s on s.id = l.site_id
    where l.campaign_id = campaign order by s.code, l.starts_on
  loop
    if line.starts_on < public.india_today() then
      raise exception '% starts on %, which has passed. Change its dates before sending.', line.code, public.booking_date(line.starts_on)
        using errcode = 'PT422';
    end if;
    select b.client_name, b.starts_on, b.ends_on into in_the_way
    from public.site_bookings b
    where b.site_id = line.site_id and b.kind = 'confirmed' and b.starts_on <= line.ends_on and b.ends_on >= line.starts_on
    order by b.starts_on limit 1;
    if in_the_way.client_name is not null then
      raise exception '% is already booked for % from % to %. Change the line''s dates or remove it.', line.code,
        in_the_way.client_name, public.booking_date(in_the_way.starts_on), public.booking_date(in_the_way.ends_on)
        using errcode = 'PT409';
    end if;
    with hold as (
      insert into public.site_bookings (site_id, starts_on, ends_on, kind, client_name, note, expires_at)
      values (line.site_id, line.starts_on, line.ends_on, 'hold', customer_name,
              format('Proposal %s', target.reference), now() + make_interval(days => settings.hold_days))
      returning id
    )
    update public.campaign_lines l set booking_id = (select id from hold) where l.id = line.id;
  end loop;
  token := public.new_link_token();
  update public.proposal_links set revoked_at = now() where campaign_id = campaign and revoked_at is null;
  insert into public.proposal_links (campaign_id, token_hash, version) values (campaign, public.proposal_token_hash(token), target.version);
  update public.campaigns c set status = 'sent', sent_at = now(),
    valid_until = case when c.valid_until >= public.india_today() then c.valid_until else public.india_today() + settings.validity_days end
  where c.id = campaign;
  perform public.record_campaign_event(campaign, 'sent', case when target.version > 1 then format('Version %s', target.version) end);
  return token;
end;
$$;
comment on function public.send_proposal(uuid) is
  'Sends a draft campaign: holds its lines, returns a new proposal link token (shown once), sets its validity.';
revoke all on function public.send_proposal(uuid) from public, anon, authenticated;
grant execute on function public.send_proposal(uuid) to authenticated, service_role;

-- 'Send again' (decision 092): another link to the version the client has, for the proposal-mail function to e-mail.
-- The holds, the validity and the links already sent stay as they are; only a proposal out with the client is sent again.
create or replace function public.reissue_proposal_link(campaign uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  target public.campaigns;
  token text;
begin
  if not public.can_sell() then
    raise exception 'Only admins and sales staff can send proposals.' using errcode = '42501';
  end if;
  select * into target from public.campaigns c where c.id = campaign for update;
  if target.id is null then
    raise exception 'This campaign no longer exists.' using errcode = 'PT404';
  end if;
  if target.status not in ('sent', 'changes_asked') then
    raise exception 'Only a proposal out with the client, sent and not yet accepted, can be sent again.' using errcode = 'PT409';
  end if;
  if target.valid_until < public.india_today() then
    raise exception 'This proposal was valid until % and has expired: revise it to send the client a new version.', public.booking_date(target.valid_until)
      using errcode = 'PT409';
  end if;
  token := public.new_link_token();
  insert into public.proposal_links (campaign_id, token_hash, version) values (campaign, public.proposal_token_hash(token), target.version);
  return token;
end;
$$;
comment on function public.reissue_proposal_link(uuid) is
  'Another link to the sent version of a proposal, for Send again: holds, validity and earlier links unchanged.';
revoke all on function public.reissue_proposal_link(uuid) from public, anon, authenticated;
grant execute on function public.reissue_proposal_link(uuid) to authenticated, service_role;

-- What became of a proposal's e-mail, in its history (decision 092): written by the proposal-mail function alone,
-- with the member of staff who sent it (none for the client's copy of an acceptance).
create or replace function public.record_proposal_email(campaign uuid, note text, sender uuid default null)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.campaign_events (campaign_id, kind, note, by_user, by_name)
  select campaign, 'emailed', note, sender, (select u.full_name from public.user_profiles u where u.id = sender)
$$;
revoke all on function public.record_proposal_email(uuid, text, uuid) from public, anon, authenticated;
grant execute on function public.record_proposal_email(uuid, text, uuid) to service_role;

-- The client's copy of what they accepted goes once per accepted version (decision 092): the campaign a link belongs
-- to, the first time it is asked for after the version that link shows was accepted; null otherwise.
create or replace function public.take_acceptance_copy(token text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  link public.proposal_links;
begin
  select * into link from public.proposal_links k where k.token_hash = public.proposal_token_hash(token) and k.revoked_at is null;
  if link.id is null then
    return null;
  end if;
  -- One copy however many links of the version ask at once.
  perform from public.campaigns c where c.id = link.campaign_id for update;
  if not exists (select from public.campaigns c where c.id = link.campaign_id and c.accepted_at is not null and c.version = link.version)
     or exists (select from public.proposal_links k where k.campaign_id = link.campaign_id and k.version = link.version and k.copy_sent_at is not null) then
    return null;
  end if;
  update public.proposal_links set copy_sent_at = now() where id = link.id;
  return link.campaign_id;
end;
$$;
revoke all on function public.take_acceptance_copy(text) from public, anon, authenticated;
grant execute on function public.take_acceptance_copy(text) to service_role;

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

-- Takes a sent proposal back: its link stops working, its holds go, and it is a draft again.
create or replace function public.withdraw_proposal(campaign uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not public.can_sell() then
    raise exception 'Only admins and sales staff can withdraw proposals.' using errcode = '42501';
  end if;
  if not exists (select from public.campaigns c where c.id = campaign and c.status in ('sent', 'changes_asked', 'expired')) then
    raise exception 'Only a sent proposal that has not been accepted can be withdrawn.' using errcode = 'PT409';
  end if;
  update public.proposal_links set revoked_at = now() where campaign_id = campaign and revoked_at is null;
  delete from public.site_bookings b using public.campaign_lines l
  where l.campaign_id = campaign and b.id = l.booking_id and b.kind = 'hold';
  update public.campaigns set status = 'draft', sent_at = null where id = campaign;
  perform public.record_campaign_event(campaign, 'withdrawn');
end;
$$;
revoke all on function public.withdraw_proposal(uuid) from public, anon, authenticated;
grant execute on function public.withdraw_proposal(uuid) to authenticated, service_role;

-- Holds a sent proposal's sites again when their holds lapsed while it is still valid (decision 090): each line
-- without a live hold is held afresh for the settings' hold days where no confirmed booking has taken its days
-- meanwhile. Answers line by line: {code, held, reason}.
create or replace function public.hold_proposal_again(campaign uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings public.sales_settings;
  target public.campaigns;
  customer_name text;
  line record;
  in_the_way record;
  results jsonb := '[]'::jsonb;
begin
  if not public.can_sell() then
    raise exception 'Only admins and sales staff can hold a proposal''s sites.' using errcode = '42501';
  end if;
  select * into settings from public.sales_settings;
  select * into target from public.campaigns c where c.id = campaign for update;
  if target.id is null then
    raise exception 'This campaign no longer exists.' using errcode = 'PT404';
  end if;
  if target.status not in ('sent', 'changes_asked') or target.valid_until < public.india_today() then
    raise exception 'Only a sent proposal that is still valid can hold its sites again.' using errcode = 'PT409';
  end if;
  select c.name into customer_name from public.customers c where c.id = target.customer_id;
  for line in
    select l.id, l.site_id, l.starts_on, l.ends_on, l.booking_id, s.code
    from public.campaign_lines l join public.sites s on s.id = l.site_id
    where l.campaign_id = campaign
      and not exists (select from public.site_bookings b where b.id = l.booking_id and (b.kind = 'confirmed' or b.expires_at > now()))
    order by s.code, l.starts_on
  loop
    select b.client_name, b.starts_on, b.ends_on into in_the_way
    from public.site_bookings b
    where b.site_id = line.site_id and b.kind = 'confirmed' and b.starts_on <= line.ends_on and b.ends_on >= line.starts_on
    order by b.starts_on limit 1;
    if in_the_way.client_name is not null then
      results := results || jsonb_build_object('code', line.code, 'held', false, 'reason', format('%s is now booked for %s from %s to %s.',
        line.code, in_the_way.client_name, public.booking_date(in_the_way.starts_on), public.booking_date(in_the_way.ends_on)));
      continue;
    end if;
    delete from public.site_bookings b where b.id = line.booking_id;
    with hold as (
      insert into public.site_bookings (site_id, starts_on, ends_on, kind, client_name, note, expires_at)
      values (line.site_id, line.starts_on, line.ends_on, 'hold', customer_name, format('Proposal %s', target.reference),
              now() + make_interval(days => settings.hold_days))
      returning id
    )
    update public.campaign_lines l set booking_id = (select id from hold) where l.id = line.id;
    results := results || jsonb_build_object('code', line.code, 'held', true, 'reason', null);
  end loop;
  return results;
end;
$$;
revoke all on function public.hold_proposal_again(uuid) from public, anon, authenticated;
grant execute on function public.hold_proposal_again(uuid) to authenticated, service_role;

-- Revises a proposal the client has (decision 090): sent, answered with a request for changes, expired, or accepted
-- before any work on its sites. It becomes a draft of the next version for sales to change and send; its link stops
-- working and says a newer version is coming; its sites stay held for the client meanwhile (what they had accepted
-- goes back to a hold, its jobs go). The acceptance stays in the campaign's history; the client accepts the new
-- version again. A campaign whose work has started is cancelled with its reason instead.
create or replace function public.revise_proposal(campaign uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings public.sales_settings;
  target public.campaigns;
begin
  if not public.can_sell() then
    raise exception 'Only admins and sales staff can revise proposals.' using errcode = '42501';
  end if;
  select * into settings from public.sales_settings;
  select * into target from public.campaigns c where c.id = campaign for update;
  if target.id is null then
    raise exception 'This campaign no longer exists.' using errcode = 'PT404';
  end if;
  if target.status not in ('sent', 'changes_asked', 'expired', 'accepted', 'confirmed') then
    raise exception 'Only a sent or accepted proposal can be revised: a draft is changed as it is, and a campaign under way is cancelled with its reason.'
      using errcode = 'PT409';
  end if;
  if exists (select from public.mounting_jobs j where j.campaign_id = campaign
             and (j.state = 'approved' or exists (select from public.proof_photos p where p.job_id = j.id))) then
    raise exception 'Work has started on this campaign''s sites, so it cannot be revised: cancel it with its reason and make a new proposal.'
      using errcode = 'PT409';
  end if;
  update public.campaigns c set status = 'draft', version = c.version + 1, sent_at = null,
    accepted_at = null, accepted_name = null, accepted_designation = null
  where c.id = campaign;
  update public.site_bookings b set kind = 'hold', expires_at = now() + make_interval(days => settings.hold_days),
    note = format('Proposal %s, being revised', target.reference)
  from public.campaign_lines l
  where l.campaign_id = campaign and b.id = l.booking_id and b.kind = 'confirmed';
  delete from public.mounting_jobs j where j.campaign_id = campaign;
  update public.proposal_links set revoked_at = now() where campaign_id = campaign and revoked_at is null;
  perform public.record_campaign_event(campaign, 'revised', format('Version %s', target.version + 1));
  -- What the client had, and may have signed, stays in the history as it was (decision 090).
  update public.campaign_events e set replaced_version = jsonb_build_object(
      'version', target.version, 'status', target.status, 'sent_at', target.sent_at, 'valid_until', target.valid_until,
      'accepted', case when target.accepted_at is null then null else jsonb_build_object(
        'name', target.accepted_name, 'designation', target.accepted_designation, 'at', target.accepted_at) end,
      'include_printing', target.include_printing, 'include_mounting', target.include_mounting, 'terms', target.terms,
      'lines', coalesce((select jsonb_agg(jsonb_build_object('code', t.code, 'starts_on', l.starts_on, 'ends_on', l.ends_on,
                                                            'monthly_rate', l.monthly_rate, 'list_rate', l.list_rate,
                                                            'discount_percent', l.discount_percent) order by t.code, l.starts_on)
                         from public.campaign_lines l join public.sites t on t.id = l.site_id where l.campaign_id = campaign), '[]'::jsonb))
  where e.id = (select r.id from public.campaign_events r where r.campaign_id = campaign and r.kind = 'revised' order by r.at desc limit 1);
end;
$$;
revoke all on function public.revise_proposal(uuid) from public, anon, authenticated;
grant execute on function public.revise_proposal(uuid) to authenticated, service_role;

-- The campaign a live link opens, or null for a wrong or revoked token.
create or replace function public.proposal_campaign(token text)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select k.campaign_id from public.proposal_links k
  where k.token_hash = public.proposal_token_hash(token) and k.revoked_at is null
$$;
revoke all on function public.proposal_campaign(text) from public, anon, authenticated;

-- The agency's GSTIN, PAN and logo for the letterhead of the documents its clients open by link (decision 095): each
-- null until an admin sets it.
create or replace function public.letterhead()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object('gstin', s.agency_gstin, 'pan', s.agency_pan, 'logo', s.letterhead_logo) from public.sales_settings s
$$;
revoke all on function public.letterhead() from public, anon, authenticated;

-- What the client sees through their link: the proposal, or {state: 'ended'} with one sentence once it has
-- expired or been withdrawn (its link revoked), and null for a token that was never a link. No internal notes, no discount reasons.
create or replace function public.proposal_view(token text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  campaign_id uuid := public.proposal_campaign(token);
  target public.campaigns;
  link public.proposal_links;
  newer_sent_at timestamptz;
begin
  if campaign_id is null then
    -- A link an older version had says a newer one exists (decision 090); a withdrawn link says so; any other token
    -- is not a link at all.
    select * into link from public.proposal_links k where k.token_hash = public.proposal_token_hash(token);
    if link.id is null then
      return null;
    end if;
    select * into target from public.campaigns c where c.id = link.campaign_id;
    if target.version > link.version then
      select max(k.created_at) into newer_sent_at from public.proposal_links k
      where k.campaign_id = target.id and k.version = target.version and k.revoked_at is null;
      return jsonb_build_object('state', 'ended', 'reference', target.reference, 'message', case
        when newer_sent_at is null then 'We are revising this proposal and will send you the new version.'
        else format('A newer version of this proposal was sent on %s. Open it from our latest message, or ask us for its link.',
                    public.booking_date((newer_sent_at at time zone 'Asia/Kolkata')::date)) end);
    end if;
    return jsonb_build_object('state', 'ended', 'message', 'This proposal has been withdrawn. Ask us for a new one.');
  end if;
  select * into target from public.campaigns c where c.id = campaign_id;
  if target.status = 'cancelled' then
    return jsonb_build_object('state', 'ended', 'reference', target.reference, 'message', format('This campaign was cancelled on %s. Ask us about it.',
      public.booking_date((select (e.at at time zone 'Asia/Kolkata')::date from public.campaign_events e
                           where e.campaign_id = target.id and e.kind = 'cancelled' order by e.at desc limit 1))));
  end if;
  if target.status = 'expired' or (target.status in ('sent', 'changes_asked') and target.valid_until < public.india_today()) then
    return jsonb_build_object('state', 'ended', 'reference', target.reference,
      'message', format('This proposal was valid until %s and has expired.', public.booking_date(target.valid_until)));
  end if;
  return jsonb_build_object(
    'state', case when target.status in ('sent', 'changes_asked') then 'open' else 'accepted' end,
    'reference', target.reference,
    'title', target.title,
    'status', target.status,
    'version', target.version,
    'agency', public.letterhead(),
    -- The client's request for changes to this version, shown back to them while the proposal stays open.
    'changes_asked', (select jsonb_build_object('name', e.by_name, 'at', e.at, 'message', e.note)
                      from public.campaign_events e
                      where target.status = 'changes_asked' and e.campaign_id = target.id and e.kind = 'changes_asked'
                      order by e.at desc limit 1),
    'sent_at', target.sent_at,
    'valid_until', target.valid_until,
    'accepted', case when target.accepted_at is null then null else jsonb_build_object(
      'name', target.accepted_name, 'designation', target.accepted_designation, 'at', target.accepted_at) end,
    'customer', (select jsonb_build_object('name', c.name, 'gstin', c.gstin, 'billing_address', c.billing_address)
                 from public.customers c where c.id = target.customer_id),
    'contact', (select jsonb_build_object('name', p.name, 'designation', p.designation)
                from public.customer_contacts p where p.id = target.contact_id),
    'owner', (select jsonb_build_object('name', u.full_name, 'title', u.job_title, 'email', u.email)
              from public.user_profiles u where u.id = target.owner_id),
    'include_printing', target.include_printing,
    'include_mounting', target.include_mounting,
    'terms', coalesce(target.terms, s.terms),
    'advance_paise', target.advance_paise,
    -- What an accepted campaign still waits for before its bookings are confirmed (decision 114).
    'waiting_for', case when target.status = 'accepted' then public.confirmation_waits_for(target.id) end,
    'rates', jsonb_build_object('gst_percent', s.gst_percent, 'printing_per_sqft', s.printing_rate_per_sqft,
                                'mounting_per_sqft', s.mounting_rate_per_sqft),
    'lines', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', l.id, 'code', t.code, 'name', t.name, 'locality', t.locality, 'address', t.address,
        'latitude', t.latitude, 'longitude', t.longitude, 'format', t.format, 'width_ft', t.width_ft,
        'height_ft', t.height_ft, 'area_sqft', t.area_sqft, 'lighting', t.lighting, 'facing', t.facing,
        'daily_traffic', t.daily_traffic, 'photo', t.photos[1], 'starts_on', l.starts_on, 'ends_on', l.ends_on,
        'monthly_rate', l.monthly_rate, 'list_rate', l.list_rate, 'discount_percent', l.discount_percent,
        'confirmed', exists (select from public.site_bookings b where b.id = l.booking_id and b.kind = 'confirmed'),
        'held_until', (select b.expires_at from public.site_bookings b where b.id = l.booking_id and b.kind = 'hold' and b.expires_at > now()))
        order by t.code, l.starts_on)
      from public.campaign_lines l join public.sites t on t.id = l.site_id
      where l.campaign_id = target.id), '[]'::jsonb)
  )
  from public.sales_settings s;
end;
$$;
comment on function public.proposal_view(text) is
  'A proposal as its client sees it through the link''s token (null for a wrong or revoked token).';
revoke all on function public.proposal_view(text) from public, anon, authenticated;
grant execute on function public.proposal_view(text) to anon, authenticated, service_role;

-- The client opened their proposal: the first view of each version sent goes into the campaign's history (decision
-- 090). Staff opening the link to check it are not the client, and later views add nothing.
create or replace function public.note_proposal_viewed(token text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  campaign uuid := public.proposal_campaign(token);
begin
  if campaign is null or public.has_admin_access() then
    return;
  end if;
  perform from public.campaigns c where c.id = campaign and c.status in ('sent', 'changes_asked') for update;
  if not found then
    return;
  end if;
  insert into public.campaign_events (campaign_id, kind)
  select campaign, 'viewed'
  where not exists (
    select from public.campaign_events e
    where e.campaign_id = campaign and e.kind = 'viewed'
      and e.at >= (select max(sent.at) from public.campaign_events sent where sent.campaign_id = campaign and sent.kind = 'sent'));
end;
$$;
revoke all on function public.note_proposal_viewed(text) from public, anon, authenticated;
grant execute on function public.note_proposal_viewed(text) to anon, authenticated, service_role;

-- The first day from `from_date` on when `site` is free for `days` days (no confirmed booking, no other
-- client's live hold), looking a year ahead; null when there is none.
create or replace function public.next_free_start(site uuid, from_date date, days integer, client text)
returns date
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  candidate date := from_date;
  blocking_end date;
begin
  while candidate <= from_date + 366 loop
    select max(b.ends_on) into blocking_end from public.site_bookings b
    where b.site_id = site and b.starts_on <= candidate + days - 1 and b.ends_on >= candidate
      and (b.kind = 'confirmed' or (lower(btrim(b.client_name)) <> lower(btrim(client)) and (b.expires_at is null or b.expires_at > now())));
    if blocking_end is null then
      return candidate;
    end if;
    candidate := blocking_end + 1;
  end loop;
  return null;
end;
$$;
revoke all on function public.next_free_start(uuid, date, integer, text) from public, anon, authenticated;

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

-- The client accepts through their link: once. The campaign then waits for the client's purchase order (and the
-- advance, when it asks one) before its bookings are confirmed (docs/decisions/114): each line stays held, until the
-- proposal's validity ends (screen_site_booking), where its dates are still free of confirmed bookings; the answer says,
-- line by line, why any is not, with the next free start. A campaign whose PO (and advance) is in hand already, as
-- after a revision, is confirmed at once.
create or replace function public.accept_proposal(token text, signer_name text, signer_designation text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  campaign_id uuid := public.proposal_campaign(token);
  target public.campaigns;
  response_id uuid;
  booked jsonb;
begin
  signer_name := btrim(coalesce(signer_name, ''));
  signer_designation := btrim(coalesce(signer_designation, ''));
  if signer_name = '' or char_length(signer_name) > 200 then
    raise exception 'Enter your name (at most 200 characters).' using errcode = 'PT422';
  end if;
  if signer_designation = '' or char_length(signer_designation) > 200 then
    raise exception 'Enter your designation (at most 200 characters).' using errcode = 'PT422';
  end if;
  select * into target from public.campaigns c where c.id = campaign_id for update;
  if target.id is null then
    raise exception 'This proposal link is not valid.' using errcode = 'PT404';
  end if;
  if target.accepted_at is not null then
    raise exception 'This proposal was already accepted by % on %.', target.accepted_name, public.booking_date((target.accepted_at at time zone 'Asia/Kolkata')::date)
      using errcode = 'PT409';
  end if;
  if target.status not in ('sent', 'changes_asked') or target.valid_until < public.india_today() then
    raise exception 'This proposal can no longer be accepted: it has expired or been withdrawn. Ask us for a new one.'
      using errcode = 'PT409';
  end if;
  -- Accepted first: the lines' holds then last until the validity's end (screen_site_booking).
  update public.campaigns c set status = 'accepted',
    accepted_at = now(), accepted_name = signer_name, accepted_designation = signer_designation
  where c.id = target.id;
  response_id := public.record_proposal_response(target, 'accepted', signer_name, signer_designation, null);
  perform public.record_campaign_event(target.id, 'accepted', null, format('%s, %s', signer_name, signer_designation));
  if public.ready_to_confirm(target.id) then
    booked := public.book_campaign_lines(target.id, 'confirmed');
    perform public.settle_confirmation(target.id, booked, 'The purchase order was in hand when the client accepted.');
  else
    booked := public.book_campaign_lines(target.id, 'hold');
  end if;
  return jsonb_build_object('response_id', response_id, 'lines', booked,
    'holds_until', target.valid_until, 'waiting_for', public.confirmation_waits_for(target.id));
end;
$$;
comment on function public.accept_proposal(text, text, text) is
  'The client accepts a sent proposal through its link (once): its lines stay held for the purchase order, or are booked when it is in hand.';
revoke all on function public.accept_proposal(text, text, text) from public, anon, authenticated;
grant execute on function public.accept_proposal(text, text, text) to anon, authenticated, service_role;

-- Books each line of accepted campaign `campaign` as `kind`: 'hold' keeps (or makes afresh, where no confirmed
-- booking took the days) the hold that waits for the purchase order; 'confirmed' makes it a confirmed booking where
-- still free. Returns, line by line, what became of it, and why not with the next free start (docs/decisions/114).
create or replace function public.book_campaign_lines(campaign uuid, kind text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  target public.campaigns := (select c from public.campaigns c where c.id = campaign);
  customer_name text := (select u.name from public.customers u where u.id = target.customer_id);
  booking_note text := case kind when 'hold' then format('Proposal %s, accepted: awaiting the purchase order', target.reference)
                         else format('Proposal %s, confirmed', target.reference) end;
  line record;
  in_the_way record;
  refusal text;
  booked_kind text;
  results jsonb := '[]'::jsonb;
begin
  for line in
    select l.id, l.site_id, l.starts_on, l.ends_on, l.booking_id, s.code, s.name
    from public.campaign_lines l join public.sites s on s.id = l.site_id
    where l.campaign_id = target.id order by s.code, l.starts_on
  loop
    refusal := null;
    begin
      -- A hold that expired (or was tidied away) is booked afresh: the days may still be free.
      if exists (select from public.site_bookings b where b.id = line.booking_id and (b.expires_at is null or b.expires_at > now())) then
        -- A booking staff confirmed already stays confirmed.
        update public.site_bookings b set kind = case when b.kind = 'confirmed' then 'confirmed' else book_campaign_lines.kind end,
          note = booking_note
        where b.id = line.booking_id;
      else
        delete from public.site_bookings b where b.id = line.booking_id;
        -- A hold may share its days with other holds, never with a confirmed booking (as the board's own check says).
        select b.client_name, b.starts_on, b.ends_on into in_the_way from public.site_bookings b
        where book_campaign_lines.kind = 'hold' and b.site_id = line.site_id and b.kind = 'confirmed' and b.starts_on <= line.ends_on and b.ends_on >= line.starts_on
        order by b.starts_on limit 1;
        if in_the_way.client_name is not null then
          raise exception '% is already booked for % from % to %.', line.code, in_the_way.client_name,
            public.booking_date(in_the_way.starts_on), public.booking_date(in_the_way.ends_on) using errcode = 'PT409';
        end if;
        with made as (
          insert into public.site_bookings (site_id, starts_on, ends_on, kind, client_name, note)
          values (line.site_id, line.starts_on, line.ends_on, book_campaign_lines.kind, customer_name, booking_note)
          returning id
        )
        update public.campaign_lines l set booking_id = (select id from made) where l.id = line.id;
        -- Its hold now belongs to an accepted campaign's line: touched, it lasts until the validity's end.
        update public.site_bookings b set note = booking_note
        from public.campaign_lines l where l.id = line.id and b.id = l.booking_id and b.kind = 'hold';
      end if;
    exception when sqlstate 'PT409' or sqlstate '23P01' or sqlstate 'PT422' then
      refusal := sqlerrm;
    end;
    booked_kind := (select b.kind from public.campaign_lines l join public.site_bookings b on b.id = l.booking_id where l.id = line.id);
    results := results || jsonb_build_object('code', line.code, 'name', line.name, 'starts_on', line.starts_on,
      'ends_on', line.ends_on, 'confirmed', refusal is null and booked_kind = 'confirmed', 'held', refusal is null and booked_kind = 'hold',
      'reason', refusal,
      'next_free_start', case when refusal is null then null
        else public.next_free_start(line.site_id, line.starts_on, line.ends_on - line.starts_on + 1, customer_name) end);
  end loop;
  return results;
end;
$$;
revoke all on function public.book_campaign_lines(uuid, text) from public, anon, authenticated;

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

-- An admin confirms accepted campaign `campaign` without its purchase order or advance, saying why: its lines are
-- booked where still free, as the PO would have done (docs/decisions/114).
create or replace function public.confirm_without_purchase_order(campaign uuid, reason text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'Only an admin can confirm a campaign without its purchase order.' using errcode = '42501';
  end if;
  reason := btrim(coalesce(reason, ''));
  if reason = '' or char_length(reason) > 500 then
    raise exception 'Say why the campaign is confirmed without its purchase order (at most 500 characters).' using errcode = 'PT422';
  end if;
  perform from public.campaigns c where c.id = campaign and c.status = 'accepted' for update;
  if not found then
    raise exception 'Only a campaign its client accepted, not yet confirmed, is confirmed this way.' using errcode = 'PT409';
  end if;
  return public.settle_confirmation(campaign, public.book_campaign_lines(campaign, 'confirmed'),
    format('Confirmed without %s: %s', case when (select c.po_number from public.campaigns c where c.id = campaign) is null
      then 'the purchase order' else 'the advance' end, reason));
end;
$$;
revoke all on function public.confirm_without_purchase_order(uuid, text) from public, anon, authenticated;
grant execute on function public.confirm_without_purchase_order(uuid, text) to authenticated, service_role;

-- The client asks for changes through their link: their words land on the campaign (its history, status 'changes_asked')
-- and in the inbox, and its owner is told; the proposal stays as it is, and can still be accepted, until sales revise it.
create or replace function public.ask_for_proposal_changes(token text, signer_name text, message text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  target public.campaigns;
begin
  signer_name := btrim(coalesce(signer_name, ''));
  message := btrim(coalesce(message, ''));
  if signer_name = '' or char_length(signer_name) > 200 then
    raise exception 'Enter your name (at most 200 characters).' using errcode = 'PT422';
  end if;
  if message = '' or char_length(message) > 5000 then
    raise exception 'Write what you would like changed (at most 5,000 characters).' using errcode = 'PT422';
  end if;
  select * into target from public.campaigns c where c.id = public.proposal_campaign(token);
  if target.id is null then
    raise exception 'This proposal link is not valid.' using errcode = 'PT404';
  end if;
  if target.status not in ('sent', 'changes_asked') or target.valid_until < public.india_today() then
    raise exception 'This proposal can no longer be changed here: ask us for a new one.' using errcode = 'PT409';
  end if;
  update public.campaigns c set status = 'changes_asked' where c.id = target.id;
  perform public.record_campaign_event(target.id, 'changes_asked', message, signer_name);
  return public.record_proposal_response(target, 'changes', signer_name, null, message);
end;
$$;
revoke all on function public.ask_for_proposal_changes(text, text, text) from public, anon, authenticated;
grant execute on function public.ask_for_proposal_changes(text, text, text) to anon, authenticated, service_role;

-- Tidying, run on a schedule (pg_cron on hosted, the stand-in's scheduler locally): expired holds are deleted
-- (they already count for nothing) and sent proposals past their validity become 'expired'.
create or replace function public.release_expired_holds()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  released integer;
begin
  update public.campaigns set status = 'expired' where status in ('sent', 'changes_asked') and valid_until < public.india_today();
  delete from public.site_bookings where kind = 'hold' and expires_at <= now();
  get diagnostics released = row_count;
  return released;
end;
$$;
revoke all on function public.release_expired_holds() from public, anon, authenticated;

-- A confirmed campaign goes live on its first day and is completed after its last (India dates), run on a schedule
-- with the hold tidy (docs/decisions/053). A campaign with a line still unconfirmed stays 'accepted' for staff.
create or replace function public.advance_campaigns()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  changed integer;
  completed integer;
begin
  update public.campaigns c set status = 'live'
  where c.status = 'confirmed'
    and exists (select from public.campaign_lines l where l.campaign_id = c.id and l.starts_on <= public.india_today());
  get diagnostics changed = row_count;
  update public.campaigns c set status = 'completed'
  where c.status in ('confirmed', 'live')
    and exists (select from public.campaign_lines l where l.campaign_id = c.id)
    and not exists (select from public.campaign_lines l where l.campaign_id = c.id and l.ends_on >= public.india_today());
  get diagnostics completed = row_count;
  return changed + completed;
end;
$$;
revoke all on function public.advance_campaigns() from public, anon, authenticated;

-- The owner's figures beside the dashboard's counts (docs/decisions/054): occupancy of the published inventory
-- this month and the next two (site-days under a confirmed booking over all site-days), and for those who sell the
-- proposals awaiting an answer, those whose client asked for changes and those still valid whose holds lapsed
-- (decision 090), those accepted and waiting to be confirmed (114), holds expiring in the next 48 hours and campaigns starting this week. Revenue
-- is priced in the browser from the lines, with the one pricing rule (decision 053).
create or replace function public.sales_overview()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  month_start date := date_trunc('month', public.india_today())::date;
  selling boolean := public.can_sell();
begin
  if not public.has_admin_access() then
    return null;
  end if;
  return jsonb_build_object(
    'occupancy', (
      select jsonb_agg(jsonb_build_object('month', m.first_day, 'booked_site_days', coalesce(booked.days, 0),
                                          'site_days', sites.count * (m.last_day - m.first_day + 1)) order by m.first_day)
      from (select (month_start + make_interval(months => i))::date as first_day,
                   (month_start + make_interval(months => i + 1) - interval '1 day')::date as last_day
            from generate_series(0, 2) as i) m
      cross join lateral (select count(*) as count from public.sites s where s.published) sites
      left join lateral (
        select sum(least(b.ends_on, m.last_day) - greatest(b.starts_on, m.first_day) + 1) as days
        from public.site_bookings b join public.sites s on s.id = b.site_id and s.published
        where b.kind = 'confirmed' and b.starts_on <= m.last_day and b.ends_on >= m.first_day
      ) booked on true),
    'awaiting_answer', case when selling then coalesce((
      select jsonb_agg(jsonb_build_object('id', c.id, 'reference', c.reference, 'title', c.title, 'customer', u.name,
                                          'sent_at', c.sent_at, 'valid_until', c.valid_until) order by c.valid_until, c.reference)
      from public.campaigns c join public.customers u on u.id = c.customer_id
      where c.status = 'sent' and c.valid_until >= public.india_today()), '[]'::jsonb) end,
    'changes_asked', case when selling then coalesce((
      select jsonb_agg(jsonb_build_object('id', c.id, 'reference', c.reference, 'title', c.title, 'customer', u.name,
                                          'asked_at', asked.at, 'asked_by', asked.by_name) order by asked.at, c.reference)
      from public.campaigns c join public.customers u on u.id = c.customer_id
      cross join lateral (select e.at, e.by_name from public.campaign_events e
                          where e.campaign_id = c.id and e.kind = 'changes_asked' order by e.at desc limit 1) asked
      where c.status = 'changes_asked'), '[]'::jsonb) end,
    'holds_lapsed', case when selling then coalesce((
      select jsonb_agg(jsonb_build_object('id', c.id, 'reference', c.reference, 'title', c.title, 'customer', u.name,
                                          'valid_until', c.valid_until) order by c.valid_until, c.reference)
      from public.campaigns c join public.customers u on u.id = c.customer_id
      where c.status in ('sent', 'changes_asked') and c.valid_until >= public.india_today()
        and exists (select from public.campaign_lines l where l.campaign_id = c.id
                    and not exists (select from public.site_bookings b where b.id = l.booking_id and (b.kind = 'confirmed' or b.expires_at > now())))), '[]'::jsonb) end,
    -- Accepted campaigns waiting for the client's PO or advance, or for a line to be booked (decision 114).
    'awaiting_confirmation', case when selling then coalesce((
      select jsonb_agg(jsonb_build_object('id', c.id, 'reference', c.reference, 'title', c.title, 'customer', u.name,
                                          'accepted_at', c.accepted_at, 'valid_until', c.valid_until,
                                          'waiting_for', public.confirmation_waits_for(c.id)) order by c.accepted_at, c.reference)
      from public.campaigns c join public.customers u on u.id = c.customer_id
      where c.status = 'accepted'), '[]'::jsonb) end,
    'holds_expiring', case when selling then coalesce((
      select jsonb_agg(jsonb_build_object('site_id', s.id, 'code', s.code, 'client', b.client_name, 'expires_at', b.expires_at)
                       order by b.expires_at, s.code)
      from public.site_bookings b join public.sites s on s.id = b.site_id
      where b.kind = 'hold' and b.expires_at > now() and b.expires_at <= now() + interval '48 hours'), '[]'::jsonb) end,
    'starting_this_week', case when selling then coalesce((
      select jsonb_agg(jsonb_build_object('id', c.id, 'reference', c.reference, 'title', c.title, 'customer', u.name,
                                          'starts_on', first_line.starts_on) order by first_line.starts_on, c.reference)
      from public.campaigns c join public.customers u on u.id = c.customer_id
      cross join lateral (select min(l.starts_on) as starts_on from public.campaign_lines l where l.campaign_id = c.id) first_line
      where c.status in ('confirmed', 'accepted', 'live')
        and first_line.starts_on between public.india_today() and public.india_today() + 6), '[]'::jsonb) end
  );
end;
$$;
comment on function public.sales_overview() is
  'The dashboard''s figures: occupancy for staff; proposals awaiting an answer, holds expiring and campaigns starting for those who sell.';
revoke all on function public.sales_overview() from public, anon, authenticated;
grant execute on function public.sales_overview() to authenticated, service_role;

-- The company a lead names, through its source's registry row.
create or replace function public.lead_company(kind text, details jsonb)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select nullif(btrim(details ->> s.company_column), '') from public.lead_sources s where s.kind = lead_company.kind
$$;
revoke all on function public.lead_company(text, jsonb) from public, anon, authenticated;
grant execute on function public.lead_company(text, jsonb) to authenticated, service_role;

-- Customers lead `lead` may be: the same company name (any case and spacing at the ends), or a contact with
-- the same e-mail. Read as the caller: those who may not see customers or leads get none.
create or replace function public.lead_customer_matches(lead uuid)
returns table (id uuid, name text, matched_by text)
language sql
stable
set search_path = ''
as $$
  with target as (
    select lower(public.lead_company(l.kind, l.details)) as company, lower(l.email) as email
    from public.leads l where l.id = lead_customer_matches.lead
  )
  select c.id, c.name, case when lower(btrim(c.name)) = t.company then 'company' else 'email' end
  from public.customers c, target t
  where lower(btrim(c.name)) = t.company
     or exists (select from public.customer_contacts p where p.customer_id = c.id and lower(p.email) = t.email)
  order by 3, c.name
  limit 5
$$;
revoke all on function public.lead_customer_matches(uuid) from public, anon, authenticated;
grant execute on function public.lead_customer_matches(uuid) to authenticated, service_role;

-- Leads not yet linked to anyone that may be customer `customer`'s, newest first (spam left out).
create or replace function public.customer_lead_matches(customer uuid)
returns table (id uuid, kind text, name text, email text, company text, created_at timestamptz, matched_by text)
language sql
stable
set search_path = ''
as $$
  select l.id, l.kind, l.name, l.email, public.lead_company(l.kind, l.details), l.created_at,
         case when lower(public.lead_company(l.kind, l.details)) = lower(btrim(c.name)) then 'company' else 'email' end
  from public.customers c
  join public.leads l on l.customer_id is null and l.status <> 'spam'
   and (lower(public.lead_company(l.kind, l.details)) = lower(btrim(c.name))
        or lower(l.email) in (select lower(p.email) from public.customer_contacts p where p.customer_id = c.id))
  where c.id = customer_lead_matches.customer
  order by l.created_at desc
  limit 20
$$;
revoke all on function public.customer_lead_matches(uuid) from public, anon, authenticated;
grant execute on function public.customer_lead_matches(uuid) to authenticated, service_role;

-- A campaign made from a lead links the lead to the campaign's customer, unless it is linked already.
create or replace function public.link_campaign_lead()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.leads l set customer_id = new.customer_id where l.id = new.lead_id and l.customer_id is null;
  return null;
end;
$$;
revoke all on function public.link_campaign_lead() from public, anon, authenticated;

-- save_campaign(): the campaign (inserted when `campaign_id` is new, with the lead it comes from if any; a saved
-- campaign keeps its lead) and its lines as the form lists them,
-- all or nothing. Lines without an id are added, lines of the campaign not listed are removed, and changed
-- ones updated: removed first, then changed, then new, so dates moving from one line to another never
-- overlap on the way. Row-level security and the lines' rules apply as to the caller's own writes.
create or replace function public.save_campaign(campaign_id uuid, campaign jsonb, lines jsonb)
returns uuid
language plpgsql
set search_path = ''
as $$
declare
  fields public.campaigns := jsonb_populate_record(null::public.campaigns, campaign);
begin
  if jsonb_typeof(campaign) is distinct from 'object' or jsonb_typeof(lines) is distinct from 'array' then
    raise exception 'A campaign is saved with its fields and a list of lines.' using errcode = 'PT422';
  end if;
  if exists (select from jsonb_array_elements(lines) line where jsonb_typeof(line) <> 'object') then
    raise exception 'Each line is a site with its dates and rate.' using errcode = 'PT422';
  end if;

  update public.campaigns c
  set title = fields.title, customer_id = fields.customer_id, contact_id = fields.contact_id, owner_id = fields.owner_id,
      include_printing = coalesce(fields.include_printing, true), include_mounting = coalesce(fields.include_mounting, true),
      terms = fields.terms, valid_until = fields.valid_until, advance_paise = coalesce(fields.advance_paise, 0)
  where c.id = save_campaign.campaign_id;
  if not found then
    insert into public.campaigns (id, title, customer_id, contact_id, owner_id, lead_id, include_printing, include_mounting, terms, valid_until, advance_paise)
    values (save_campaign.campaign_id, fields.title, fields.customer_id, fields.contact_id, coalesce(fields.owner_id, auth.uid()), fields.lead_id,
            coalesce(fields.include_printing, true), coalesce(fields.include_mounting, true), fields.terms, fields.valid_until,
            coalesce(fields.advance_paise, 0));
  end if;

  delete from public.campaign_lines l
  where l.campaign_id = save_campaign.campaign_id
    and l.id not in (select (line ->> 'id')::uuid from jsonb_array_elements(lines) line where line ->> 'id' is not null);

  update public.campaign_lines l
  set site_id = r.site_id, starts_on = r.starts_on, ends_on = r.ends_on, monthly_rate = r.monthly_rate,
      discount_percent = coalesce(r.discount_percent, 0), discount_reason = r.discount_reason
  from jsonb_populate_recordset(null::public.campaign_lines, lines) r
  where l.id = r.id and l.campaign_id = save_campaign.campaign_id
    and (l.site_id, l.starts_on, l.ends_on, l.monthly_rate, l.discount_percent, l.discount_reason)
        is distinct from (r.site_id, r.starts_on, r.ends_on, r.monthly_rate, coalesce(r.discount_percent, 0), r.discount_reason);

  insert into public.campaign_lines (campaign_id, site_id, starts_on, ends_on, monthly_rate, discount_percent, discount_reason)
  select save_campaign.campaign_id, r.site_id, r.starts_on, r.ends_on, r.monthly_rate, coalesce(r.discount_percent, 0), r.discount_reason
  from jsonb_populate_recordset(null::public.campaign_lines, lines) r
  where r.id is null;

  return save_campaign.campaign_id;
end;
$$;
revoke all on function public.save_campaign(uuid, jsonb, jsonb) from public, anon, authenticated;
grant execute on function public.save_campaign(uuid, jsonb, jsonb) to authenticated, service_role;

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

-- A draft proposal from quote lead `lead_id` (docs/product.md §13), all or nothing: for `customer_id`, or a new
-- customer named `new_customer_name`; the lead's person (`contact`: name, email, phone) as its contact, the one with
-- the same e-mail when the customer has one, else a new one when there is an e-mail or a phone; then the campaign and
-- its lines through save_campaign(). A refusal anywhere leaves no customer, contact or campaign behind, so trying
-- again never makes a second customer. Runs as its caller: row-level security decides (can_sell()).
create or replace function public.make_proposal_from_lead(
  campaign_id uuid, lead_id uuid, new_customer_name text, contact jsonb, title text, lines jsonb, customer_id uuid default null
)
returns uuid
language plpgsql
set search_path = ''
as $$
declare
  customer uuid := make_proposal_from_lead.customer_id;
  person public.customer_contacts := jsonb_populate_record(null::public.customer_contacts, coalesce(contact, '{}'));
  contact_id uuid;
begin
  if customer is null then
    insert into public.customers (name) values (new_customer_name) returning id into customer;
  end if;
  if person.email is not null then
    select k.id into contact_id from public.customer_contacts k
    where k.customer_id = customer and lower(k.email) = lower(person.email)
    order by k.created_at limit 1;
  end if;
  if contact_id is null and (person.email is not null or person.phone is not null) then
    insert into public.customer_contacts (customer_id, name, email, phone)
    values (customer, person.name, person.email, person.phone)
    returning id into contact_id;
  end if;
  return public.save_campaign(make_proposal_from_lead.campaign_id,
    jsonb_build_object('title', title, 'customer_id', customer, 'contact_id', contact_id, 'lead_id', lead_id), lines);
end;
$$;
revoke all on function public.make_proposal_from_lead(uuid, uuid, text, jsonb, text, jsonb, uuid) from public, anon, authenticated;
grant execute on function public.make_proposal_from_lead(uuid, uuid, text, jsonb, text, jsonb, uuid) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- Row-level security policies

drop policy if exists sales_settings_select_staff on public.sales_settings;
create policy sales_settings_select_staff on public.sales_settings
  for select to authenticated
  using (( SELECT public.can_sell() AS can_sell));

drop policy if exists sales_settings_update_admin on public.sales_settings;
create policy sales_settings_update_admin on public.sales_settings
  for update to authenticated
  using (( SELECT public.is_admin() AS is_admin))
  with check (( SELECT public.is_admin() AS is_admin));

drop policy if exists customers_all_can_sell on public.customers;
create policy customers_all_can_sell on public.customers
  for all to authenticated
  using (( SELECT public.can_sell() AS can_sell))
  with check (( SELECT public.can_sell() AS can_sell));

drop policy if exists customer_contacts_all_can_sell on public.customer_contacts;
create policy customer_contacts_all_can_sell on public.customer_contacts
  for all to authenticated
  using (( SELECT public.can_sell() AS can_sell))
  with check (( SELECT public.can_sell() AS can_sell));

drop policy if exists campaigns_all_can_sell on public.campaigns;
create policy campaigns_all_can_sell on public.campaigns
  for all to authenticated
  using (( SELECT public.can_sell() AS can_sell))
  with check (( SELECT public.can_sell() AS can_sell));

drop policy if exists campaign_events_select_can_sell on public.campaign_events;
create policy campaign_events_select_can_sell on public.campaign_events
  for select to authenticated
  using ((select public.can_sell()));

drop policy if exists campaign_lines_all_can_sell on public.campaign_lines;
create policy campaign_lines_all_can_sell on public.campaign_lines
  for all to authenticated
  using (( SELECT public.can_sell() AS can_sell))
  with check (( SELECT public.can_sell() AS can_sell));

drop policy if exists proposal_links_select_can_sell on public.proposal_links;
create policy proposal_links_select_can_sell on public.proposal_links
  for select to authenticated
  using (( SELECT public.can_sell() AS can_sell));

-- proposal_responses is a lead table: its policies are attach_lead_table's (05_leads.sql).

-- ---------------------------------------------------------------------------------------
-- Triggers

create or replace trigger campaign_lines_screen before insert or delete or update on public.campaign_lines
  for each row execute function public.screen_campaign_line();

create or replace trigger campaign_lines_audit after insert or delete or update on public.campaign_lines
  for each row execute function public.audit_row_change();

create or replace trigger campaigns_audit after insert or delete or update on public.campaigns
  for each row execute function public.audit_row_change();

create or replace trigger campaigns_customer_name before insert or update of customer_id, customer_name on public.campaigns
  for each row execute function public.campaign_customer_name();

create or replace trigger campaigns_link_lead after insert or update of lead_id on public.campaigns
  for each row when (new.lead_id is not null) execute function public.link_campaign_lead();

create or replace trigger campaigns_screen before insert or update or delete on public.campaigns
  for each row execute function public.screen_campaign_change();

create or replace trigger campaigns_set_updated_at before update on public.campaigns
  for each row execute function public.set_updated_at();

create or replace trigger customer_contacts_audit after insert or delete or update on public.customer_contacts
  for each row execute function public.audit_row_change();

create or replace trigger customers_audit after insert or delete or update on public.customers
  for each row execute function public.audit_row_change();

create or replace trigger customers_name_to_campaigns after update of name on public.customers
  for each row when (old.name is distinct from new.name) execute function public.customer_name_to_campaigns();

create or replace trigger customers_set_updated_at before update on public.customers
  for each row execute function public.set_updated_at();

create or replace trigger sales_settings_audit after update on public.sales_settings
  for each row execute function public.audit_row_change();
