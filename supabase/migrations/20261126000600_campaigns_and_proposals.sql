-- Customers, campaigns and proposals (docs/decisions/053-campaigns-and-proposals.md): the step from a quote to a
-- confirmed campaign. Tables here; functions, policies and triggers as in supabase/schemas/11_campaigns.sql,
-- 01_permissions.sql (can_sell) and 06_sites.sql (an expired hold counts for nothing).

create or replace function public.can_sell()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(public.current_user_role() in ('admin', 'sales'), false)
$$;
comment on function public.can_sell() is
  'Whether the signed-in user may keep customers, make and send proposals and see agreed prices (admins and sales).';
revoke all on function public.can_sell() from public, anon, authenticated;
grant execute on function public.can_sell() to anon, authenticated, service_role;

-- One row: the rates and rules sales work with. Admins change them.
create table public.sales_settings (
  id boolean primary key default true,
  hold_days integer not null default 3,
  validity_days integer not null default 7,
  discount_limit_percent numeric(5, 2) not null default 10,
  printing_rate_per_sqft numeric(10, 2) not null default 12,
  mounting_rate_per_sqft numeric(10, 2) not null default 4,
  gst_percent numeric(5, 2) not null default 18,
  terms text not null default 'Rates are per month, exclusive of GST. Printing and mounting as listed. 50% of the media cost is payable on confirmation and the balance before the campaign starts. Bookings are confirmed on receipt of the purchase order. Municipal taxes, where levied, are extra. Creative to reach us 5 working days before the start date.',
  updated_at timestamptz not null default now(),
  constraint sales_settings_one_row check (id),
  constraint sales_settings_hold_days_range check (hold_days between 1 and 30),
  constraint sales_settings_validity_days_range check (validity_days between 1 and 90),
  constraint sales_settings_discount_limit_range check (discount_limit_percent between 0 and 100),
  constraint sales_settings_rates_not_negative check (printing_rate_per_sqft >= 0 and mounting_rate_per_sqft >= 0),
  constraint sales_settings_gst_range check (gst_percent between 0 and 28),
  constraint sales_settings_terms_length check (char_length(terms) <= 5000)
);
insert into public.sales_settings default values;
alter table public.sales_settings enable row level security;
revoke all on table public.sales_settings from anon, authenticated;
grant select, update on table public.sales_settings to authenticated;
grant all on table public.sales_settings to service_role;

-- A customer: one record per company, not the public site's 'Clients' logos.
create table public.customers (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  gstin text,
  billing_address text,
  created_by uuid default auth.uid() references public.user_profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint customers_name_required check (name ~ '\S' and char_length(name) <= 200),
  -- 2 digits of the state, the PAN (5 letters, 4 digits, a letter), the entity number, 'Z', a check character.
  constraint customers_gstin_shape check (gstin is null or gstin ~ '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$'),
  constraint customers_billing_address_length check (char_length(billing_address) <= 1000)
);
create unique index customers_name_key on public.customers (lower(btrim(name)));
create index customers_created_by_idx on public.customers (created_by);
alter table public.customers enable row level security;
revoke all on table public.customers from anon, authenticated;
grant select, insert, update, delete on table public.customers to authenticated;
grant all on table public.customers to service_role;

create table public.customer_contacts (
  id uuid primary key default gen_random_uuid(),
  customer_id uuid not null references public.customers (id) on delete cascade,
  name text not null,
  designation text,
  phone text,
  email text,
  created_at timestamptz not null default now(),
  constraint customer_contacts_name_required check (name ~ '\S' and char_length(name) <= 200),
  constraint customer_contacts_designation_length check (char_length(designation) <= 200),
  constraint customer_contacts_phone_shape check (phone is null or (phone ~ '^\+?[0-9 ().-]+$' and char_length(regexp_replace(phone, '\D', '', 'g')) between 10 and 15)),
  constraint customer_contacts_email_shape check (email is null or (char_length(email) <= 254 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$')),
  constraint customer_contacts_reachable check (phone is not null or email is not null)
);
create index customer_contacts_customer_idx on public.customer_contacts (customer_id);
create index customer_contacts_email_idx on public.customer_contacts (lower(email));
alter table public.customer_contacts enable row level security;
revoke all on table public.customer_contacts from anon, authenticated;
grant select, insert, update, delete on table public.customer_contacts to authenticated;
grant all on table public.customer_contacts to service_role;

create table public.campaigns (
  id uuid primary key default gen_random_uuid(),
  reference text generated always as ('CP-' || upper(left(replace(id::text, '-', ''), 8))) stored,
  title text not null,
  customer_id uuid not null references public.customers (id) on delete restrict,
  contact_id uuid references public.customer_contacts (id) on delete set null,
  owner_id uuid default auth.uid() references public.user_profiles (id) on delete set null,
  lead_id uuid references public.leads (id) on delete set null,
  status text not null default 'draft',
  valid_until date,
  include_printing boolean not null default true,
  include_mounting boolean not null default true,
  terms text,
  sent_at timestamptz,
  accepted_at timestamptz,
  accepted_name text,
  accepted_designation text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint campaigns_title_required check (title ~ '\S' and char_length(title) <= 200),
  constraint campaigns_status_known check (status in ('draft', 'sent', 'accepted', 'confirmed', 'live', 'completed', 'cancelled', 'expired')),
  constraint campaigns_terms_length check (char_length(terms) <= 5000)
);
create index campaigns_customer_idx on public.campaigns (customer_id);
create index campaigns_contact_idx on public.campaigns (contact_id);
create index campaigns_owner_idx on public.campaigns (owner_id);
create unique index campaigns_lead_key on public.campaigns (lead_id);
create index campaigns_status_idx on public.campaigns (status, created_at desc);
alter table public.campaigns enable row level security;
revoke all on table public.campaigns from anon, authenticated;
grant select, insert, update, delete on table public.campaigns to authenticated;
grant all on table public.campaigns to service_role;

create table public.campaign_lines (
  id uuid primary key default gen_random_uuid(),
  campaign_id uuid not null references public.campaigns (id) on delete cascade,
  site_id uuid not null references public.sites (id) on delete restrict,
  starts_on date not null,
  ends_on date not null,
  monthly_rate integer not null,
  discount_percent numeric(5, 2) not null default 0,
  discount_reason text,
  booking_id uuid references public.site_bookings (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint campaign_lines_dates_order check (ends_on >= starts_on),
  constraint campaign_lines_rate_not_negative check (monthly_rate >= 0),
  constraint campaign_lines_discount_range check (discount_percent >= 0 and discount_percent <= 100),
  constraint campaign_lines_discount_reason check (discount_percent = 0 or coalesce(discount_reason, '') ~ '\S'),
  constraint campaign_lines_discount_reason_length check (char_length(discount_reason) <= 300),
  -- The same site twice on overlapping days of one campaign is one line too many.
  constraint campaign_lines_no_overlap exclude using gist (
    campaign_id with =, site_id with =, daterange(starts_on, ends_on, '[]') with &&)
);
create index campaign_lines_site_idx on public.campaign_lines (site_id);
create index campaign_lines_booking_idx on public.campaign_lines (booking_id);
alter table public.campaign_lines enable row level security;
revoke all on table public.campaign_lines from anon, authenticated;
grant select, insert, update, delete on table public.campaign_lines to authenticated;
grant all on table public.campaign_lines to service_role;

-- A proposal's link: the SHA-256 of its token (the token itself is shown once, when it is sent).
create table public.proposal_links (
  id uuid primary key default gen_random_uuid(),
  campaign_id uuid not null references public.campaigns (id) on delete cascade,
  token_hash bytea not null unique,
  created_by uuid default auth.uid() references public.user_profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  revoked_at timestamptz
);
create index proposal_links_campaign_idx on public.proposal_links (campaign_id);
create index proposal_links_created_by_idx on public.proposal_links (created_by);
alter table public.proposal_links enable row level security;
revoke all on table public.proposal_links from anon, authenticated;
grant select on table public.proposal_links to authenticated;
grant all on table public.proposal_links to service_role;

-- A hold sent with a proposal lasts until its expiry (sales_settings.hold_days); a hold typed on the board
-- and every confirmed booking have none.
alter table public.site_bookings add column expires_at timestamptz;
create index site_bookings_expires_at_idx on public.site_bookings (expires_at) where expires_at is not null;

-- The client's answers, a lead source: staff hear of them in the inbox and by the agency's e-mail.
create table public.proposal_responses (
  id uuid primary key default gen_random_uuid(),
  campaign_id uuid references public.campaigns (id) on delete set null,
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
  created_at timestamptz not null default now(),
  constraint proposal_responses_answer_known check (answer in ('accepted', 'changes')),
  constraint proposal_responses_name_length check (char_length(name) <= 200),
  constraint proposal_responses_designation_length check (char_length(designation) <= 200),
  constraint proposal_responses_message_length check (char_length(message) <= 5000)
);
create index proposal_responses_campaign_idx on public.proposal_responses (campaign_id);
alter table public.proposal_responses enable row level security;
revoke all on table public.proposal_responses from anon, authenticated;
grant select, delete on table public.proposal_responses to authenticated;
grant all on table public.proposal_responses to service_role;

insert into public.lead_sources (kind, source_table, name_column, email_column, phone_column, summary_sql) values
  ('proposal_response', 'proposal_responses', 'name', 'email', 'phone',
   $$(lead ->> 'campaign_reference') || ', ' || (lead ->> 'customer_name') || case lead ->> 'answer' when 'accepted' then ': proposal accepted' else ': changes asked' end$$);

-- An expired hold counts for nothing (06_sites.sql).

-- What visitors may know of bookings: dates and whether held or confirmed, of published sites only.
-- No client, note or author: the table itself is closed to them. A hold past its expiry counts for nothing
-- (docs/decisions/053), before the scheduled tidy deletes it.
create or replace function public.site_taken_dates(from_date date, to_date date)
returns table (site_id uuid, code text, starts_on date, ends_on date, kind text)
language sql
stable
security definer
set search_path = ''
as $$
  select b.site_id, s.code, b.starts_on, b.ends_on, b.kind
  from public.site_bookings b
  join public.sites s on s.id = b.site_id and s.published
  where b.starts_on <= to_date and b.ends_on >= from_date and (b.expires_at is null or b.expires_at > now())
  order by b.site_id, b.starts_on
$$;
revoke all on function public.site_taken_dates(date, date) from public, anon, authenticated;
grant execute on function public.site_taken_dates(date, date) to anon, authenticated, service_role;

-- Whether published site `site` has a hold or booking on any day from `from_date` to `to_date` (null
-- for a site visitors may not see).
create or replace function public.site_is_taken(site uuid, from_date date, to_date date)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select from public.site_bookings b
    where b.site_id = site and b.starts_on <= to_date and b.ends_on >= from_date
      and (b.expires_at is null or b.expires_at > now())
  )
  from public.sites s where s.id = site and s.published
$$;
revoke all on function public.site_is_taken(uuid, date, date) from public, anon, authenticated;
grant execute on function public.site_is_taken(uuid, date, date) to anon, authenticated, service_role;

create or replace function public.screen_site_booking()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  site_code text := (select s.code from public.sites s where s.id = new.site_id);
  in_the_way record;
  held record;
  becomes_confirmed boolean := new.kind = 'confirmed' and (
    tg_op = 'INSERT' or old.kind is distinct from 'confirmed' or old.site_id <> new.site_id
    or old.starts_on <> new.starts_on or old.ends_on <> new.ends_on);
begin
  -- A confirmed booking of the site on any of these days: no other confirmed booking may go there (holds may).
  select b.client_name, b.starts_on, b.ends_on into in_the_way
  from public.site_bookings b
  where new.kind = 'confirmed' and b.site_id = new.site_id and b.kind = 'confirmed' and b.id <> new.id
    and b.starts_on <= new.ends_on and b.ends_on >= new.starts_on
  order by b.starts_on
  limit 1;
  if in_the_way.client_name is not null then
    raise exception '% is already booked for % from % to %.', site_code, in_the_way.client_name,
      public.booking_date(in_the_way.starts_on), public.booking_date(in_the_way.ends_on)
      using errcode = 'PT409', hint = 'Choose other dates, or another site.';
  end if;

  if not becomes_confirmed then
    return new;
  end if;
  -- Another client's holds on these days: refused unless an admin names that client.
  for held in
    select b.client_name, b.starts_on, b.ends_on, b.created_by
    from public.site_bookings b
    where b.site_id = new.site_id and b.kind = 'hold' and b.id <> new.id
      and b.starts_on <= new.ends_on and b.ends_on >= new.starts_on
      and (b.expires_at is null or b.expires_at > now())
      and lower(btrim(b.client_name)) <> lower(btrim(new.client_name))
    order by b.starts_on
  loop
    if not (public.is_admin() and lower(btrim(coalesce(new.overrides_hold_of, ''))) = lower(btrim(held.client_name))) then
      raise exception '% is held for % from % to %. Only an admin can confirm over another client''s hold, naming that client.',
        site_code, held.client_name, public.booking_date(held.starts_on), public.booking_date(held.ends_on)
        using errcode = 'PT409', detail = jsonb_build_object('held_for', held.client_name)::text;
    end if;
    perform public.notify_staff(
      held.created_by,
      format('%s confirmed %s for %s from %s to %s, over your hold for %s.', public.acting_user_name(), site_code,
             new.client_name, public.booking_date(new.starts_on), public.booking_date(new.ends_on), held.client_name),
      format('/admin/sites/%s/bookings', new.site_id));
  end loop;
  return new;
end;
$$;
revoke all on function public.screen_site_booking() from public, anon, authenticated;

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

-- A campaign's lines may change only while it is a draft: a sent proposal's holds and link show those lines.
-- A discount above the settings' limit is set by an admin only (the approval is who set it).
create or replace function public.screen_campaign_line()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  campaign_status text := (select c.status from public.campaigns c where c.id = coalesce(new.campaign_id, old.campaign_id));
  limit_percent numeric := (select s.discount_limit_percent from public.sales_settings s);
begin
  -- Sending and accepting record each line's booking; nothing else of a sent line changes. (A campaign being
  -- deleted is gone already when its lines' cascade runs: no status.)
  if campaign_status is not null and campaign_status <> 'draft' and (tg_op <> 'UPDATE'
     or (new.site_id, new.starts_on, new.ends_on, new.monthly_rate, new.discount_percent, new.discount_reason)
        is distinct from (old.site_id, old.starts_on, old.ends_on, old.monthly_rate, old.discount_percent, old.discount_reason)) then
    raise exception 'This proposal has been sent: withdraw it to change its sites, dates or prices.'
      using errcode = 'PT409';
  end if;
  if tg_op = 'DELETE' then
    return old;
  end if;
  if new.starts_on < public.india_today() and (tg_op = 'INSERT' or new.starts_on is distinct from old.starts_on) then
    raise exception 'A line cannot start in the past (%). Choose a start from today on.', public.booking_date(new.starts_on)
      using errcode = 'PT422';
  end if;
  if new.discount_percent > limit_percent and not public.is_admin()
     and (tg_op = 'INSERT' or new.discount_percent is distinct from old.discount_percent) then
    raise exception using
      message = format('A discount above %s%% needs an admin: ask an admin to set this one.', trim_scale(limit_percent)),
      errcode = 'PT403';
  end if;
  return new;
end;
$$;
revoke all on function public.screen_campaign_line() from public, anon, authenticated;

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
  token := translate(encode(extensions.gen_random_bytes(24), 'base64'), '+/', '-_');
  update public.proposal_links set revoked_at = now() where campaign_id = campaign and revoked_at is null;
  insert into public.proposal_links (campaign_id, token_hash) values (campaign, public.proposal_token_hash(token));
  update public.campaigns c set status = 'sent', sent_at = now(),
    valid_until = coalesce(c.valid_until, public.india_today() + settings.validity_days)
  where c.id = campaign;
  return token;
end;
$$;
comment on function public.send_proposal(uuid) is
  'Sends a draft campaign: holds its lines, returns a new proposal link token (shown once), sets its validity.';
revoke all on function public.send_proposal(uuid) from public, anon, authenticated;
grant execute on function public.send_proposal(uuid) to authenticated, service_role;

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
  if not exists (select from public.campaigns c where c.id = campaign and c.status in ('sent', 'expired')) then
    raise exception 'Only a sent proposal that has not been accepted can be withdrawn.' using errcode = 'PT409';
  end if;
  update public.proposal_links set revoked_at = now() where campaign_id = campaign and revoked_at is null;
  delete from public.site_bookings b using public.campaign_lines l
  where l.campaign_id = campaign and b.id = l.booking_id and b.kind = 'hold';
  update public.campaigns set status = 'draft', sent_at = null where id = campaign;
end;
$$;
revoke all on function public.withdraw_proposal(uuid) from public, anon, authenticated;
grant execute on function public.withdraw_proposal(uuid) to authenticated, service_role;

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
begin
  if campaign_id is null then
    -- A withdrawn link says so; any other token is not a link at all.
    if exists (select from public.proposal_links k where k.token_hash = public.proposal_token_hash(token)) then
      return jsonb_build_object('state', 'ended', 'message', 'This proposal has been withdrawn. Ask us for a new one.');
    end if;
    return null;
  end if;
  select * into target from public.campaigns c where c.id = campaign_id;
  if target.status = 'cancelled' then
    return jsonb_build_object('state', 'ended', 'reference', target.reference, 'message', 'This proposal was withdrawn.');
  end if;
  if target.status = 'expired' or (target.status = 'sent' and target.valid_until < public.india_today()) then
    return jsonb_build_object('state', 'ended', 'reference', target.reference,
      'message', format('This proposal was valid until %s and has expired.', public.booking_date(target.valid_until)));
  end if;
  return jsonb_build_object(
    'state', case when target.status = 'sent' then 'open' else 'accepted' end,
    'reference', target.reference,
    'title', target.title,
    'status', target.status,
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
    'rates', jsonb_build_object('gst_percent', s.gst_percent, 'printing_per_sqft', s.printing_rate_per_sqft,
                                'mounting_per_sqft', s.mounting_rate_per_sqft),
    'lines', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', l.id, 'code', t.code, 'name', t.name, 'locality', t.locality, 'address', t.address,
        'latitude', t.latitude, 'longitude', t.longitude, 'format', t.format, 'width_ft', t.width_ft,
        'height_ft', t.height_ft, 'area_sqft', t.area_sqft, 'lighting', t.lighting, 'facing', t.facing,
        'daily_traffic', t.daily_traffic, 'photo', t.photos[1], 'starts_on', l.starts_on, 'ends_on', l.ends_on,
        'monthly_rate', l.monthly_rate, 'discount_percent', l.discount_percent,
        'confirmed', exists (select from public.site_bookings b where b.id = l.booking_id and b.kind = 'confirmed'))
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

-- The client's answer to a proposal, kept as a lead (kind 'proposal_response') so staff hear of it in the
-- inbox and by the agency's e-mail, and as a notice to the campaign's owner. Returns the response's id.
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
  perform public.notify_staff(target.owner_id,
    case answer when 'accepted' then format('%s accepted proposal %s (%s).', person, target.reference, target.title)
                else format('%s asked for changes to proposal %s (%s).', person, target.reference, target.title) end,
    format('/admin/campaigns/%s', target.id));
  return response_id;
end;
$$;
revoke all on function public.record_proposal_response(public.campaigns, text, text, text, text) from public, anon, authenticated;

-- The client accepts through their link: once. Each held line becomes a confirmed booking where its dates are
-- still free; the answer says, line by line, why any is not, with the next free start.
create or replace function public.accept_proposal(token text, signer_name text, signer_designation text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  campaign_id uuid := public.proposal_campaign(token);
  target public.campaigns;
  customer_name text;
  line record;
  results jsonb := '[]'::jsonb;
  all_confirmed boolean := true;
  refusal text;
  response_id uuid;
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
  if target.status <> 'sent' or target.valid_until < public.india_today() then
    raise exception 'This proposal can no longer be accepted: it has expired or been withdrawn. Ask us for a new one.'
      using errcode = 'PT409';
  end if;
  select c.name into customer_name from public.customers c where c.id = target.customer_id;
  for line in
    select l.id, l.site_id, l.starts_on, l.ends_on, l.booking_id, s.code, s.name
    from public.campaign_lines l join public.sites s on s.id = l.site_id
    where l.campaign_id = target.id order by s.code, l.starts_on
  loop
    refusal := null;
    begin
      -- A hold that expired (or was tidied away) is booked afresh: the days may still be free.
      if exists (select from public.site_bookings b where b.id = line.booking_id and (b.expires_at is null or b.expires_at > now())) then
        update public.site_bookings set kind = 'confirmed', expires_at = null, note = format('Proposal %s, accepted', target.reference)
        where id = line.booking_id;
      else
        delete from public.site_bookings where id = line.booking_id;
        with booked as (
          insert into public.site_bookings (site_id, starts_on, ends_on, kind, client_name, note)
          values (line.site_id, line.starts_on, line.ends_on, 'confirmed', customer_name, format('Proposal %s, accepted', target.reference))
          returning id
        )
        update public.campaign_lines l set booking_id = (select id from booked) where l.id = line.id;
      end if;
    exception when sqlstate 'PT409' or sqlstate '23P01' or sqlstate 'PT422' then
      refusal := sqlerrm;
    end;
    if refusal is not null then
      all_confirmed := false;
    end if;
    results := results || jsonb_build_object('code', line.code, 'name', line.name, 'starts_on', line.starts_on,
      'ends_on', line.ends_on, 'confirmed', refusal is null, 'reason', refusal,
      'next_free_start', case when refusal is null then null
        else public.next_free_start(line.site_id, line.starts_on, line.ends_on - line.starts_on + 1, customer_name) end);
  end loop;
  update public.campaigns c set status = case when all_confirmed then 'confirmed' else 'accepted' end,
    accepted_at = now(), accepted_name = signer_name, accepted_designation = signer_designation
  where c.id = target.id;
  response_id := public.record_proposal_response(target, 'accepted', signer_name, signer_designation, null);
  return jsonb_build_object('response_id', response_id, 'lines', results);
end;
$$;
comment on function public.accept_proposal(text, text, text) is
  'The client accepts a sent proposal through its link (once): holds become confirmed bookings where still free.';
revoke all on function public.accept_proposal(text, text, text) from public, anon, authenticated;
grant execute on function public.accept_proposal(text, text, text) to anon, authenticated, service_role;

-- The client asks for changes through their link: a message to the agency; the proposal stays as it is.
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
  if target.status <> 'sent' or target.valid_until < public.india_today() then
    raise exception 'This proposal can no longer be changed here: ask us for a new one.' using errcode = 'PT409';
  end if;
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
  update public.campaigns set status = 'expired' where status = 'sent' and valid_until < public.india_today();
  delete from public.site_bookings where kind = 'hold' and expires_at <= now();
  get diagnostics released = row_count;
  return released;
end;
$$;
revoke all on function public.release_expired_holds() from public, anon, authenticated;

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

drop policy if exists campaign_lines_all_can_sell on public.campaign_lines;
create policy campaign_lines_all_can_sell on public.campaign_lines
  for all to authenticated
  using (( SELECT public.can_sell() AS can_sell))
  with check (( SELECT public.can_sell() AS can_sell));

drop policy if exists proposal_links_select_can_sell on public.proposal_links;
create policy proposal_links_select_can_sell on public.proposal_links
  for select to authenticated
  using (( SELECT public.can_sell() AS can_sell));

drop policy if exists proposal_responses_select_can_manage_leads on public.proposal_responses;
create policy proposal_responses_select_can_manage_leads on public.proposal_responses
  for select to authenticated
  using (( SELECT public.can_manage_leads() AS can_manage_leads));

drop policy if exists proposal_responses_delete_can_manage_leads on public.proposal_responses;
create policy proposal_responses_delete_can_manage_leads on public.proposal_responses
  for delete to authenticated
  using (( SELECT public.can_manage_leads() AS can_manage_leads));

-- ---------------------------------------------------------------------------------------
-- Triggers

create or replace trigger campaign_lines_screen before insert or delete or update on public.campaign_lines
  for each row execute function public.screen_campaign_line();

create or replace trigger campaign_lines_audit after insert or delete or update on public.campaign_lines
  for each row execute function public.audit_row_change();

create or replace trigger campaigns_audit after insert or delete or update on public.campaigns
  for each row execute function public.audit_row_change();

create or replace trigger campaigns_set_updated_at before update on public.campaigns
  for each row execute function public.set_updated_at();

create or replace trigger customer_contacts_audit after insert or delete or update on public.customer_contacts
  for each row execute function public.audit_row_change();

create or replace trigger customers_audit after insert or delete or update on public.customers
  for each row execute function public.audit_row_change();

create or replace trigger customers_set_updated_at before update on public.customers
  for each row execute function public.set_updated_at();

create or replace trigger sales_settings_audit after update on public.sales_settings
  for each row execute function public.audit_row_change();

-- Every 10 minutes with pg_cron (hosted: Database → Extensions; the stand-in gives the database pg_cron's
-- surface and runs cron.job itself, supabase/local/cron). An expired hold counts for nothing at once; this
-- only tidies it away and marks proposals past their validity expired. The leads' daily clean-up is
-- scheduled again the same way, so the stand-in runs it too (cron.schedule updates a job of the same name).
do $$
begin
  if to_regprocedure('cron.schedule(text,text,text)') is not null then
    perform cron.schedule('release-expired-holds', '*/10 * * * *', 'select public.release_expired_holds()');
    perform cron.schedule('delete-expired-leads', '17 3 * * *', 'select public.delete_expired_leads()');
  end if;
end;
$$;
