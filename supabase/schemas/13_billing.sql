-- Billing (docs/decisions/104-tax-invoices.md): GST tax invoices raised from a confirmed campaign. Admins and accounts
-- (can_bill()) raise, issue, cancel and share them and keep the billing settings and the dated tax rates; sales read
-- invoices (can_sell()); nobody else reads any of it. An invoice is a draft (no number) until issue_invoice() gives it
-- the next number of its financial year's series from a locked counter; from then on the database refuses any change
-- but its cancellation (the number kept, with a reason) and its links. Amounts are whole paise (bigint), computed here
-- and only here. A client reads an issued invoice only through invoice_view(token).
-- Declarative: see docs/checklists/schema-change.md.

-- ---------------------------------------------------------------------------------------
-- Tables

-- The GST state codes (the first two digits of a GSTIN), for places of supply: reference data, in a migration.
create table public.gst_states (
  code text not null,
  name text not null,
  constraint gst_states_pkey PRIMARY KEY (code),
  constraint gst_states_code_shape CHECK ((code ~ '^[0-9]{2}$'::text)),
  constraint gst_states_name_required CHECK (((name ~ '\S'::text) AND (char_length(name) <= 100)))
);
alter table public.gst_states enable row level security;
revoke all on table public.gst_states from anon, authenticated, service_role;
grant select on table public.gst_states to authenticated;
grant all on table public.gst_states to service_role;

-- GST rates by SAC or HSN code, each from the day it applies: an invoice takes each line's rate on its own date.
create table public.tax_rates (
  id uuid default gen_random_uuid() not null,
  code text not null,
  description text not null,
  rate_percent numeric(5,2) not null,
  starts_on date not null,
  source text,
  created_at timestamp with time zone default now() not null,
  constraint tax_rates_pkey PRIMARY KEY (id),
  constraint tax_rates_code_shape CHECK ((code ~ '^[0-9]{4,8}$'::text)),
  constraint tax_rates_description_required CHECK (((description ~ '\S'::text) AND (char_length(description) <= 200))),
  constraint tax_rates_rate_range CHECK (((rate_percent >= (0)::numeric) AND (rate_percent <= (40)::numeric))),
  constraint tax_rates_source_length CHECK ((char_length(source) <= 500)),
  constraint tax_rates_code_starts_on_key UNIQUE (code, starts_on)
);
alter table public.tax_rates enable row level security;
revoke all on table public.tax_rates from anon, authenticated, service_role;
grant delete, insert, select, update on table public.tax_rates to authenticated;
grant all on table public.tax_rates to service_role;

-- The agency as supplier on its invoices, and how it bills: one row, in a migration.
create table public.billing_settings (
  id boolean default true not null,
  legal_name text default 'Chennai Outdoor Media Private Limited'::text not null,
  address text default '42, Anna Salai, Teynampet, Chennai 600018, Tamil Nadu'::text not null,
  state_code text default '33'::text not null,
  invoice_prefix text default 'COM'::text not null,
  media_code text default '998366'::text not null,
  printing_code text default '4911'::text not null,
  mounting_code text default '998361'::text not null,
  supply_kind text default 'space'::text not null,
  billing_plan text default 'whole'::text not null,
  credit_days integer default 90 not null,
  bank_name text,
  bank_account text,
  bank_ifsc text,
  signatory text,
  updated_at timestamp with time zone default now() not null,
  receipt_prefix text default 'RCT'::text not null,
  credit_note_prefix text default 'CN'::text not null,
  vendor_order_prefix text default 'VO'::text not null,
  constraint billing_settings_pkey PRIMARY KEY (id),
  constraint billing_settings_address_required CHECK (((address ~ '\S'::text) AND (char_length(address) <= 500))),
  constraint billing_settings_bank_account_shape CHECK (((bank_account IS NULL) OR (bank_account ~ '^[0-9]{9,18}$'::text))),
  constraint billing_settings_bank_ifsc_shape CHECK (((bank_ifsc IS NULL) OR (bank_ifsc ~ '^[A-Z]{4}0[A-Z0-9]{6}$'::text))),
  constraint billing_settings_bank_name_length CHECK ((char_length(bank_name) <= 200)),
  constraint billing_settings_billing_plan_known CHECK ((billing_plan = ANY (ARRAY['whole'::text, 'monthly'::text]))),
  constraint billing_settings_codes_shape CHECK (((media_code ~ '^[0-9]{4,8}$'::text) AND (printing_code ~ '^[0-9]{4,8}$'::text) AND (mounting_code ~ '^[0-9]{4,8}$'::text))),
  constraint billing_settings_credit_days_range CHECK (((credit_days >= 0) AND (credit_days <= 365))),
  constraint billing_settings_invoice_prefix_shape CHECK ((invoice_prefix ~ '^[A-Z0-9]{1,4}$'::text)),
  constraint billing_settings_credit_note_prefix_shape CHECK ((credit_note_prefix ~ '^[A-Z0-9]{1,4}$'::text)),
  constraint billing_settings_prefixes_differ CHECK (((receipt_prefix <> invoice_prefix) AND (credit_note_prefix <> invoice_prefix) AND (credit_note_prefix <> receipt_prefix))),
  constraint billing_settings_vendor_order_prefix_shape CHECK (((vendor_order_prefix ~ '^[A-Z0-9]{1,4}$'::text) AND (vendor_order_prefix <> ALL (ARRAY[invoice_prefix, receipt_prefix, credit_note_prefix])))),
  constraint billing_settings_receipt_prefix_shape CHECK ((receipt_prefix ~ '^[A-Z0-9]{1,4}$'::text)),
  constraint billing_settings_legal_name_required CHECK (((legal_name ~ '\S'::text) AND (char_length(legal_name) <= 200))),
  constraint billing_settings_one_row CHECK (id),
  constraint billing_settings_signatory_length CHECK ((char_length(signatory) <= 200)),
  constraint billing_settings_supply_kind_known CHECK ((supply_kind = ANY (ARRAY['space'::text, 'service'::text]))),
  constraint billing_settings_state_code_fkey FOREIGN KEY (state_code) REFERENCES public.gst_states(code)
);
alter table public.billing_settings enable row level security;
revoke all on table public.billing_settings from anon, authenticated, service_role;
grant select, update on table public.billing_settings to authenticated;
grant all on table public.billing_settings to service_role;

-- customers.state_code (11_campaigns.sql) is a GST state: declared after gst_states.
alter table public.customers add constraint customers_state_code_fkey FOREIGN KEY (state_code) REFERENCES public.gst_states(code);

-- Each series' last number in each financial year: next_document_number() takes the next under the row's lock, in the same
-- transaction as the document, so concurrent issues wait their turn and a failed one leaves no gap. Receipts number in
-- it too, under their own prefix.
create table public.invoice_series (
  series text not null,
  financial_year text not null,
  last_serial integer not null,
  constraint invoice_series_pkey PRIMARY KEY (series, financial_year),
  constraint invoice_series_financial_year_shape CHECK ((financial_year ~ '^[0-9]{2}-[0-9]{2}$'::text)),
  constraint invoice_series_last_serial_positive CHECK ((last_serial >= 1))
);
alter table public.invoice_series enable row level security;
revoke all on table public.invoice_series from anon, authenticated, service_role;
grant select on table public.invoice_series to authenticated;
grant all on table public.invoice_series to service_role;

create table public.invoices (
  id uuid default gen_random_uuid() not null,
  campaign_id uuid not null,
  customer_id uuid not null,
  status text default 'draft'::text not null,
  number text,
  series text,
  financial_year text,
  serial integer,
  invoice_date date,
  due_on date,
  period_from date not null,
  period_to date not null,
  supply_kind text not null,
  place_of_supply text not null,
  supplier jsonb,
  recipient jsonb,
  taxable_paise bigint default 0 not null,
  cgst_paise bigint default 0 not null,
  sgst_paise bigint default 0 not null,
  igst_paise bigint default 0 not null,
  total_paise bigint default 0 not null,
  issued_at timestamp with time zone,
  issued_by uuid,
  cancelled_at timestamp with time zone,
  cancelled_by uuid,
  cancel_reason text,
  created_by uuid default auth.uid(),
  created_at timestamp with time zone default now() not null,
  irn text,
  irn_ack_no text,
  irn_ack_at timestamp with time zone,
  constraint invoices_pkey PRIMARY KEY (id),
  constraint invoices_cancel_reason CHECK (((status <> 'cancelled'::text) OR ((COALESCE(cancel_reason, ''::text) ~ '\S'::text) AND (cancelled_at IS NOT NULL)))),
  constraint invoices_cancel_reason_length CHECK ((char_length(cancel_reason) <= 500)),
  constraint invoices_irn_complete CHECK ((((irn IS NULL) = (irn_ack_no IS NULL)) AND ((irn IS NULL) = (irn_ack_at IS NULL)) AND ((irn IS NULL) OR (status <> 'draft'::text)))),
  constraint invoices_irn_shape CHECK ((((irn IS NULL) OR (irn ~ '^[0-9a-f]{64}$'::text)) AND ((irn_ack_no IS NULL) OR (irn_ack_no ~ '^[0-9]{10,20}$'::text)))),
  constraint invoices_number_shape CHECK (((number IS NULL) OR ((char_length(number) <= 16) AND (number ~ '^[A-Za-z0-9/-]+$'::text)))),
  constraint invoices_numbered_when_issued CHECK (((status = 'draft'::text) = (number IS NULL)) AND ((number IS NULL) = (invoice_date IS NULL)) AND ((number IS NULL) = (supplier IS NULL))),
  constraint invoices_period_order CHECK ((period_to >= period_from)),
  constraint invoices_status_known CHECK ((status = ANY (ARRAY['draft'::text, 'issued'::text, 'cancelled'::text]))),
  constraint invoices_supply_kind_known CHECK ((supply_kind = ANY (ARRAY['space'::text, 'service'::text]))),
  constraint invoices_tax_one_kind CHECK (((igst_paise = 0) OR ((cgst_paise = 0) AND (sgst_paise = 0)))),
  constraint invoices_total_adds_up CHECK ((total_paise = (((taxable_paise + cgst_paise) + sgst_paise) + igst_paise))),
  constraint invoices_number_key UNIQUE (number),
  constraint invoices_series_serial_key UNIQUE (series, financial_year, serial),
  constraint invoices_campaign_id_fkey FOREIGN KEY (campaign_id) REFERENCES public.campaigns(id) ON DELETE RESTRICT,
  constraint invoices_cancelled_by_fkey FOREIGN KEY (cancelled_by) REFERENCES public.user_profiles(id) ON DELETE SET NULL,
  constraint invoices_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.user_profiles(id) ON DELETE SET NULL,
  constraint invoices_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES public.customers(id) ON DELETE RESTRICT,
  constraint invoices_issued_by_fkey FOREIGN KEY (issued_by) REFERENCES public.user_profiles(id) ON DELETE SET NULL,
  constraint invoices_place_of_supply_fkey FOREIGN KEY (place_of_supply) REFERENCES public.gst_states(code)
);
create index invoices_campaign_idx ON public.invoices using btree (campaign_id, period_from);
create index invoices_cancelled_by_idx ON public.invoices using btree (cancelled_by);
create index invoices_created_by_idx ON public.invoices using btree (created_by);
create index invoices_customer_idx ON public.invoices using btree (customer_id, invoice_date);
create index invoices_issued_by_idx ON public.invoices using btree (issued_by);
create index invoices_place_of_supply_idx ON public.invoices using btree (place_of_supply);
create index invoices_status_idx ON public.invoices using btree (status, created_at DESC);
alter table public.invoices enable row level security;
revoke all on table public.invoices from anon, authenticated, service_role;
grant select on table public.invoices to authenticated;
grant all on table public.invoices to service_role;

create table public.invoice_lines (
  id uuid default gen_random_uuid() not null,
  invoice_id uuid not null,
  "position" integer not null,
  kind text not null,
  description text not null,
  code text not null,
  campaign_line_id uuid,
  quantity numeric(12,2) not null,
  unit text not null,
  rate_paise bigint not null,
  taxable_paise bigint not null,
  tax_percent numeric(5,2) default 0 not null,
  cgst_paise bigint default 0 not null,
  sgst_paise bigint default 0 not null,
  igst_paise bigint default 0 not null,
  constraint invoice_lines_pkey PRIMARY KEY (id),
  constraint invoice_lines_amounts_not_negative CHECK (((rate_paise >= 0) AND (taxable_paise >= 0) AND (cgst_paise >= 0) AND (sgst_paise >= 0) AND (igst_paise >= 0))),
  constraint invoice_lines_code_shape CHECK ((code ~ '^[0-9]{4,8}$'::text)),
  constraint invoice_lines_description_required CHECK (((description ~ '\S'::text) AND (char_length(description) <= 500))),
  constraint invoice_lines_kind_known CHECK ((kind = ANY (ARRAY['media'::text, 'printing'::text, 'mounting'::text]))),
  constraint invoice_lines_tax_one_kind CHECK (((igst_paise = 0) OR ((cgst_paise = 0) AND (sgst_paise = 0)))),
  constraint invoice_lines_unit_known CHECK ((unit = ANY (ARRAY['month'::text, 'sq ft'::text]))),
  constraint invoice_lines_invoice_position_key UNIQUE (invoice_id, "position"),
  constraint invoice_lines_campaign_line_id_fkey FOREIGN KEY (campaign_line_id) REFERENCES public.campaign_lines(id) ON DELETE SET NULL,
  constraint invoice_lines_invoice_id_fkey FOREIGN KEY (invoice_id) REFERENCES public.invoices(id) ON DELETE CASCADE
);
create index invoice_lines_campaign_line_idx ON public.invoice_lines using btree (campaign_line_id);
alter table public.invoice_lines enable row level security;
revoke all on table public.invoice_lines from anon, authenticated, service_role;
grant select on table public.invoice_lines to authenticated;
grant all on table public.invoice_lines to service_role;

-- An issued invoice's links for its client: the token's SHA-256, never the token (as proposals' and proof reports').
create table public.invoice_links (
  id uuid default gen_random_uuid() not null,
  invoice_id uuid not null,
  token_hash bytea not null,
  created_by uuid default auth.uid(),
  created_at timestamp with time zone default now() not null,
  revoked_at timestamp with time zone,
  constraint invoice_links_pkey PRIMARY KEY (id),
  constraint invoice_links_token_hash_key UNIQUE (token_hash),
  constraint invoice_links_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.user_profiles(id) ON DELETE SET NULL,
  constraint invoice_links_invoice_id_fkey FOREIGN KEY (invoice_id) REFERENCES public.invoices(id) ON DELETE CASCADE
);
create index invoice_links_created_by_idx ON public.invoice_links using btree (created_by);
create index invoice_links_invoice_idx ON public.invoice_links using btree (invoice_id);
alter table public.invoice_links enable row level security;
revoke all on table public.invoice_links from anon, authenticated, service_role;
grant select on table public.invoice_links to authenticated;
grant all on table public.invoice_links to service_role;

-- ---------------------------------------------------------------------------------------
-- Functions

-- The financial year a day falls in, as invoice numbers write it: 1 Apr 2026 to 31 Mar 2027 is '26-27'.
create or replace function public.financial_year_of(day date)
returns text
language sql
immutable
set search_path = ''
as $$
  select to_char(start_year % 100, 'FM00') || '-' || to_char((start_year + 1) % 100, 'FM00')
  from (select extract(year from day)::integer - case when extract(month from day) < 4 then 1 else 0 end as start_year) as fy
$$;
revoke all on function public.financial_year_of(date) from public, anon, authenticated;
grant execute on function public.financial_year_of(date) to authenticated, service_role;

-- Months from `from_day` to `to_day`, both included, as the media plan and the proposal count them
-- (src/lib/calendar-days.ts monthsBetween): whole calendar months, then the days after them as thirtieths, to two
-- decimals. 1 Dec to 31 Dec is 1; 15 Jan to 24 Feb is 1.33.
create or replace function public.months_between(from_day date, to_day date)
returns numeric
language sql
immutable
set search_path = ''
as $$
  select round(whole + greatest(to_day - (from_day + make_interval(months => whole))::date + 1, 0) / 30.0, 2)
  from (select coalesce(max(m), 0) as whole
        from generate_series(1, 1200) as m
        where (from_day + make_interval(months => m))::date - 1 <= to_day) as months
$$;
revoke all on function public.months_between(date, date) from public, anon, authenticated;
grant execute on function public.months_between(date, date) to authenticated, service_role;

-- The GST rate of code `code` on day `day`: the latest rate that started on or before it; null when none has.
create or replace function public.tax_rate_on(code text, day date)
returns numeric
language sql
stable
security definer
set search_path = ''
as $$
  select r.rate_percent from public.tax_rates r where r.code = tax_rate_on.code and r.starts_on <= day order by r.starts_on desc limit 1
$$;
revoke all on function public.tax_rate_on(text, date) from public, anon, authenticated;
grant execute on function public.tax_rate_on(text, date) to authenticated, service_role;

-- Writes invoice `invoice`'s taxes on day `day` into its lines (each line's rate; CGST and SGST halves, each rounded
-- to the paisa, when the place of supply is the agency's own state, else IGST) and its totals from them. A line whose
-- code has no rate on that day stops it, in words.
create or replace function public.compute_invoice_taxes(invoice uuid, day date)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  target public.invoices;
  intra boolean;
  missing text;
begin
  select * into target from public.invoices i where i.id = invoice;
  intra := target.place_of_supply = (select s.state_code from public.billing_settings s);
  select min(l.code) into missing from public.invoice_lines l where l.invoice_id = invoice and public.tax_rate_on(l.code, day) is null;
  if missing is not null then
    raise exception 'There is no GST rate for code % on %: add it in the billing settings.', missing, public.booking_date(day) using errcode = 'PT422';
  end if;
  update public.invoice_lines l set
    tax_percent = rated.rate,
    cgst_paise = case when intra then round(l.taxable_paise * rated.rate / 200) else 0 end,
    sgst_paise = case when intra then round(l.taxable_paise * rated.rate / 200) else 0 end,
    igst_paise = case when intra then 0 else round(l.taxable_paise * rated.rate / 100) end
  from (select x.id, public.tax_rate_on(x.code, day) as rate from public.invoice_lines x where x.invoice_id = invoice) as rated
  where l.id = rated.id;
  update public.invoices i set
    taxable_paise = sums.taxable, cgst_paise = sums.cgst, sgst_paise = sums.sgst, igst_paise = sums.igst,
    total_paise = sums.taxable + sums.cgst + sums.sgst + sums.igst
  from (select coalesce(sum(l.taxable_paise), 0) as taxable, coalesce(sum(l.cgst_paise), 0) as cgst,
               coalesce(sum(l.sgst_paise), 0) as sgst, coalesce(sum(l.igst_paise), 0) as igst
        from public.invoice_lines l where l.invoice_id = invoice) as sums
  where i.id = invoice;
end;
$$;
revoke all on function public.compute_invoice_taxes(uuid, date) from public, anon, authenticated;

-- The next period of campaign `campaign` to invoice, by its billing plan: the whole campaign, or its next month (from
-- its first day, month by month in advance) not yet on an invoice that is not cancelled; null when all are.
create or replace function public.next_invoice_period(campaign uuid)
returns table (period_from date, period_to date)
language sql
stable
security definer
set search_path = ''
as $$
  with span as (
    select min(l.starts_on) as first_day, max(l.ends_on) as last_day,
           coalesce(c.billing_plan, (select s.billing_plan from public.billing_settings s)) as plan
    from public.campaigns c join public.campaign_lines l on l.campaign_id = c.id
    where c.id = campaign group by c.id
  ), periods as (
    select case when span.plan = 'whole' then span.first_day else (span.first_day + make_interval(months => m))::date end as period_from,
           case when span.plan = 'whole' then span.last_day
                else least((span.first_day + make_interval(months => m + 1))::date - 1, span.last_day) end as period_to
    from span, generate_series(0, case when span.plan = 'whole' then 0 else 240 end) as m
    where span.plan = 'whole' or (span.first_day + make_interval(months => m))::date <= span.last_day
  )
  select p.period_from, p.period_to from periods p
  where not exists (select from public.invoices i
                    where i.campaign_id = campaign and i.status <> 'cancelled' and daterange(i.period_from, i.period_to, '[]') && daterange(p.period_from, p.period_to, '[]'))
  order by p.period_from limit 1
$$;
revoke all on function public.next_invoice_period(uuid) from public, anon, authenticated;
grant execute on function public.next_invoice_period(uuid) to authenticated, service_role;

-- Accounts raise a draft invoice for campaign `campaign`'s next period (next_invoice_period): a line per site for its
-- media in the period (the agreed monthly rate for the months the proposal counts, less the line's discount), and,
-- on the invoice whose period holds a line's first day, its printing and mounting by the site's area when the campaign
-- includes them; each with its code from the billing settings and its tax on today's rates. The place of supply follows
-- the campaign's supply: the hoardings' state (the agency's: its sites are in Tamil Nadu) for space, the client's for a
-- display service. Only a confirmed campaign is billed.
create or replace function public.draft_invoice(campaign uuid)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  target public.campaigns;
  settings public.billing_settings;
  rates public.sales_settings;
  client public.customers;
  period record;
  kind text;
  new_invoice uuid;
begin
  if not public.can_bill() then
    raise exception 'Only admins and accounts raise invoices.' using errcode = '42501';
  end if;
  select * into target from public.campaigns c where c.id = campaign for update;
  if target.id is null then
    raise exception 'This campaign does not exist.' using errcode = 'PT404';
  end if;
  if target.status not in ('confirmed', 'live', 'completed') then
    raise exception 'Only a confirmed campaign is invoiced: this one is %.', replace(target.status, '_', ' ') using errcode = 'PT409';
  end if;
  select * into settings from public.billing_settings;
  select * into rates from public.sales_settings;
  select * into client from public.customers u where u.id = target.customer_id;
  select * into period from public.next_invoice_period(campaign);
  if period.period_from is null then
    raise exception 'Every period of this campaign is invoiced already.' using errcode = 'PT409';
  end if;
  kind := coalesce(target.supply_kind, settings.supply_kind);
  if kind = 'service' and client.state_code is null then
    raise exception 'Set the client''s state (or GSTIN) first: a display service is taxed where the client is.' using errcode = 'PT422';
  end if;
  insert into public.invoices (campaign_id, customer_id, period_from, period_to, supply_kind, place_of_supply)
  values (target.id, target.customer_id, period.period_from, period.period_to, kind,
          case when kind = 'service' then client.state_code else settings.state_code end)
  returning id into new_invoice;

  insert into public.invoice_lines (invoice_id, "position", kind, description, code, campaign_line_id, quantity, unit, rate_paise, taxable_paise)
  select new_invoice, row_number() over (order by priced.code, priced.starts_on, array_position(array['media', 'printing', 'mounting'], priced.part)), priced.part, priced.description, priced.tax_code,
         priced.line_id, priced.quantity, priced.unit, priced.rate_paise, priced.taxable_paise
  from (
    -- The media: the agreed rupees for the months in the period, less the line's discount, as the proposal prices it.
    select s.code, l.starts_on, 'media' as part, l.id as line_id, settings.media_code as tax_code,
           format('%s %s, %s: display from %s to %s', s.code, s.name, s.locality, public.booking_date(covered.from_day), public.booking_date(covered.to_day)) as description,
           covered.months as quantity, 'month' as unit, l.monthly_rate::bigint * 100 as rate_paise,
           (agreed.rupees - round(agreed.rupees * l.discount_percent / 100))::bigint * 100 as taxable_paise
    from public.campaign_lines l
    join public.sites s on s.id = l.site_id
    cross join lateral (select greatest(l.starts_on, period.period_from) as from_day, least(l.ends_on, period.period_to) as to_day) as covered_days
    cross join lateral (select covered_days.from_day, covered_days.to_day, public.months_between(covered_days.from_day, covered_days.to_day) as months) as covered
    cross join lateral (select round(l.monthly_rate * covered.months) as rupees) as agreed
    where l.campaign_id = campaign and covered.from_day <= covered.to_day
    union all
    -- Printing and mounting, once per line, on the invoice of its first day.
    select s.code, l.starts_on, work.part, l.id, work.tax_code,
           format('%s of %s (%s sq ft)', work.label, s.code, trim_scale(s.area_sqft)), s.area_sqft, 'sq ft', round(work.rate * 100)::bigint,
           round(s.area_sqft * work.rate)::bigint * 100
    from public.campaign_lines l
    join public.sites s on s.id = l.site_id
    cross join lateral (values ('printing', 'Printing', settings.printing_code, rates.printing_rate_per_sqft, target.include_printing),
                               ('mounting', 'Mounting', settings.mounting_code, rates.mounting_rate_per_sqft, target.include_mounting))
      as work (part, label, tax_code, rate, included)
    where l.campaign_id = campaign and work.included and s.area_sqft is not null and s.area_sqft > 0
      and l.starts_on between period.period_from and period.period_to
  ) as priced;

  if not exists (select from public.invoice_lines l where l.invoice_id = new_invoice) then
    raise exception 'This campaign has nothing to invoice in this period.' using errcode = 'PT409';
  end if;
  perform public.compute_invoice_taxes(new_invoice, public.india_today());
  return new_invoice;
end;
$$;
revoke all on function public.draft_invoice(uuid) from public, anon, authenticated;
grant execute on function public.draft_invoice(uuid) to authenticated, service_role;

-- Accounts drop a draft (it has no number: nothing is lost from any series).
create or replace function public.discard_invoice_draft(invoice uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not public.can_bill() then
    raise exception 'Only admins and accounts discard invoice drafts.' using errcode = '42501';
  end if;
  delete from public.invoices i where i.id = invoice and i.status = 'draft';
  if not found then
    raise exception 'Only a draft is discarded: an issued invoice is cancelled, with a reason.' using errcode = 'PT409';
  end if;
end;
$$;
revoke all on function public.discard_invoice_draft(uuid) from public, anon, authenticated;
grant execute on function public.discard_invoice_draft(uuid) to authenticated, service_role;

-- The next number of series `series` in the financial year of `day`: `<series>/<yy-yy>/<serial>` (at most 16 characters,
-- rule 46), taken under the series row's lock in the caller's transaction, so documents numbered at once wait their
-- turn and one that fails leaves no gap.
create or replace function public.next_document_number(series text, day date)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  fy text := public.financial_year_of(day);
  serial integer;
begin
  insert into public.invoice_series as kept (series, financial_year, last_serial) values (next_document_number.series, fy, 1)
  on conflict on constraint invoice_series_pkey do update set last_serial = kept.last_serial + 1
  returning kept.last_serial into serial;
  return next_document_number.series || '/' || fy || '/' || lpad(serial::text, 4, '0');
end;
$$;
revoke all on function public.next_document_number(text, date) from public, anon, authenticated;

-- Accounts issue draft `invoice`: dated today in India, taxed on today's rates, numbered with the next number of the
-- financial year's series (`<prefix>/<yy-yy>/<serial>`, at most 16 characters, rule 46), due after the settings'
-- credit days, with the supplier and the recipient as they are today. Returns the number.
create or replace function public.issue_invoice(invoice uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  target public.invoices;
  settings public.billing_settings;
  client public.customers;
  day date := public.india_today();
  invoice_number text;
begin
  if not public.can_bill() then
    raise exception 'Only admins and accounts issue invoices.' using errcode = '42501';
  end if;
  select * into target from public.invoices i where i.id = invoice for update;
  if target.id is null then
    raise exception 'This invoice does not exist.' using errcode = 'PT404';
  end if;
  if target.status <> 'draft' then
    raise exception 'Invoice % is issued already.', target.number using errcode = 'PT409';
  end if;
  select * into settings from public.billing_settings;
  select * into client from public.customers u where u.id = target.customer_id;
  if (select s.agency_gstin from public.sales_settings s) is null then
    raise exception 'Set the agency''s GSTIN in the sales settings first: a tax invoice carries it.' using errcode = 'PT422';
  end if;
  if client.billing_address is null then
    raise exception 'Set the client''s billing address first: a tax invoice carries it.' using errcode = 'PT422';
  end if;
  perform public.compute_invoice_taxes(invoice, day);
  invoice_number := public.next_document_number(settings.invoice_prefix, day);
  update public.invoices i set
    status = 'issued', number = invoice_number, series = settings.invoice_prefix, financial_year = public.financial_year_of(day),
    serial = split_part(invoice_number, '/', 3)::integer,
    invoice_date = day, due_on = day + settings.credit_days, issued_at = now(), issued_by = auth.uid(),
    supplier = jsonb_build_object('name', settings.legal_name, 'address', settings.address,
      'gstin', (select s.agency_gstin from public.sales_settings s), 'pan', (select s.agency_pan from public.sales_settings s),
      'state_code', settings.state_code, 'state', (select g.name from public.gst_states g where g.code = settings.state_code),
      'bank', jsonb_build_object('name', settings.bank_name, 'account', settings.bank_account, 'ifsc', settings.bank_ifsc),
      'signatory', settings.signatory),
    recipient = jsonb_build_object('name', client.name, 'address', client.billing_address, 'gstin', client.gstin,
      'state_code', client.state_code, 'state', (select g.name from public.gst_states g where g.code = client.state_code),
      'po_number', (select c.po_number from public.campaigns c where c.id = target.campaign_id),
      'po_date', (select c.po_date from public.campaigns c where c.id = target.campaign_id))
  where i.id = invoice;
  return invoice_number;
end;
$$;
revoke all on function public.issue_invoice(uuid) from public, anon, authenticated;
grant execute on function public.issue_invoice(uuid) to authenticated, service_role;

-- Whether the signed-in user may put a file at `path` of the purchase-orders bucket: sales, admins and accounts, for a
-- campaign its client has accepted, at `<campaign id>/<random id>.<pdf|jpg|png>` (docs/decisions/111).
create or replace function public.can_file_purchase_order(path text)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (public.can_sell() or public.can_bill()) then
    return false;
  end if;
  if coalesce(path, '') !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(pdf|jpg|png)$' then
    return false;
  end if;
  return exists (select from public.campaigns c where c.id = split_part(path, '/', 1)::uuid and c.status in ('accepted', 'confirmed', 'live', 'completed'));
end;
$$;
revoke all on function public.can_file_purchase_order(text) from public, anon, authenticated;
grant execute on function public.can_file_purchase_order(text) to authenticated, service_role;

-- Sales or accounts note the client's purchase order for campaign `campaign` once the client has accepted it: its
-- number and date, which its invoices carry from then on (issue_invoice keeps them with the client's details), and
-- the PO's file (`po_path`, already put in the purchase-orders bucket under the campaign's id), or null to keep the
-- file noted before. A campaign that waited for it is confirmed (docs/decisions/114): returns what that booked, or null.
create or replace function public.record_purchase_order(campaign uuid, po_number text, po_date date, po_path text default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  target public.campaigns;
begin
  if not (public.can_sell() or public.can_bill()) then
    raise exception 'Only admins, sales and accounts record purchase orders.' using errcode = '42501';
  end if;
  if coalesce(btrim(po_number), '') = '' or char_length(btrim(po_number)) > 40 then
    raise exception 'Give the purchase order''s number (at most 40 characters).' using errcode = 'PT422';
  end if;
  if po_date is null or po_date > public.india_today() then
    raise exception 'Give the purchase order''s date: today or earlier.' using errcode = 'PT422';
  end if;
  if po_path is not null and (split_part(po_path, '/', 1) <> campaign::text
      or not exists (select from storage.objects o where o.bucket_id = 'purchase-orders' and o.name = po_path)) then
    raise exception 'Upload the purchase order''s file first: it was not found.' using errcode = 'PT422';
  end if;
  update public.campaigns c set po_number = btrim(record_purchase_order.po_number), po_date = record_purchase_order.po_date,
    po_path = coalesce(record_purchase_order.po_path, c.po_path)
  where c.id = campaign and c.status in ('accepted', 'confirmed', 'live', 'completed')
  returning c.* into target;
  if target.id is null then
    raise exception 'A purchase order is noted on a campaign its client has accepted.' using errcode = 'PT409';
  end if;
  perform public.record_campaign_event(campaign, 'purchase_order', format('PO %s of %s', target.po_number, public.booking_date(target.po_date)));
  -- The PO confirms an accepted campaign's bookings, once its advance (if it asks one) is in too (docs/decisions/114).
  if target.status = 'accepted' and public.ready_to_confirm(campaign) then
    return public.settle_confirmation(campaign, public.book_campaign_lines(campaign, 'confirmed'), 'The client''s purchase order arrived.');
  end if;
  return null;
end;
$$;
revoke all on function public.record_purchase_order(uuid, text, date, text) from public, anon, authenticated;
grant execute on function public.record_purchase_order(uuid, text, date, text) to authenticated, service_role;

-- Accounts record issued invoice `invoice`'s e-invoice registration once the Invoice Registration Portal has given it:
-- the IRN (64 hexadecimal characters), the acknowledgement number and its time (rule 48(4), docs/decisions/110).
create or replace function public.record_irn(invoice uuid, irn text, ack_no text, ack_at timestamp with time zone)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  target public.invoices;
begin
  if not public.can_bill() then
    raise exception 'Only admins and accounts record e-invoice registrations.' using errcode = '42501';
  end if;
  select * into target from public.invoices i where i.id = invoice for update;
  if target.id is null or target.status <> 'issued' then
    raise exception 'Only an issued invoice is registered as an e-invoice.' using errcode = 'PT409';
  end if;
  if target.irn is not null then
    raise exception 'Invoice % is registered already: IRN %.', target.number, target.irn using errcode = 'PT409';
  end if;
  if coalesce(lower(btrim(irn)), '') !~ '^[0-9a-f]{64}$' then
    raise exception 'An IRN is 64 characters, 0 to 9 and a to f, as the IRP gives it.' using errcode = 'PT422';
  end if;
  if coalesce(btrim(ack_no), '') !~ '^[0-9]{10,20}$' then
    raise exception 'Give the acknowledgement number as the IRP gives it: digits only.' using errcode = 'PT422';
  end if;
  if ack_at is null or ack_at > now() or (ack_at at time zone 'Asia/Kolkata')::date < target.invoice_date then
    raise exception 'Give the acknowledgement''s date and time: on or after the invoice''s date, and not later than now.' using errcode = 'PT422';
  end if;
  update public.invoices i set irn = lower(btrim(record_irn.irn)), irn_ack_no = btrim(ack_no), irn_ack_at = ack_at where i.id = invoice;
end;
$$;
revoke all on function public.record_irn(uuid, text, text, timestamp with time zone) from public, anon, authenticated;
grant execute on function public.record_irn(uuid, text, text, timestamp with time zone) to authenticated, service_role;

-- Accounts cancel issued invoice `invoice`, with the reason: its number stays used, its links stop working.
create or replace function public.cancel_invoice(invoice uuid, reason text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not public.can_bill() then
    raise exception 'Only admins and accounts cancel invoices.' using errcode = '42501';
  end if;
  if coalesce(reason, '') !~ '\S' then
    raise exception 'Say why the invoice is cancelled.' using errcode = 'PT422';
  end if;
  if exists (select from public.receipt_allocations a join public.receipts r on r.id = a.receipt_id
             where a.invoice_id = invoice and r.status = 'recorded') then
    raise exception 'This invoice has payments against it: void them first, or credit the invoice instead.' using errcode = 'PT409';
  end if;
  if exists (select from public.credit_notes c where c.invoice_id = invoice) then
    raise exception 'This invoice has a credit note: credit what is left rather than cancel it.' using errcode = 'PT409';
  end if;
  if exists (select from public.invoices i where i.id = invoice and i.irn_ack_at < now() - interval '24 hours') then
    raise exception 'This e-invoice''s IRN was registered over 24 hours ago and can no longer be cancelled: credit the invoice instead.'
      using errcode = 'PT409';
  end if;
  update public.invoices i set status = 'cancelled', cancelled_at = now(), cancelled_by = auth.uid(), cancel_reason = btrim(reason)
  where i.id = invoice and i.status = 'issued';
  if not found then
    raise exception 'Only an issued invoice is cancelled: a draft is discarded.' using errcode = 'PT409';
  end if;
  update public.invoice_links k set revoked_at = now() where k.invoice_id = invoice and k.revoked_at is null;
end;
$$;
revoke all on function public.cancel_invoice(uuid, text) from public, anon, authenticated;
grant execute on function public.cancel_invoice(uuid, text) to authenticated, service_role;

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

-- Accounts take every link to invoice `invoice` back.
create or replace function public.revoke_invoice_links(invoice uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not public.can_bill() then
    raise exception 'Only admins and accounts revoke invoice links.' using errcode = '42501';
  end if;
  update public.invoice_links k set revoked_at = now() where k.invoice_id = invoice and k.revoked_at is null;
end;
$$;
revoke all on function public.revoke_invoice_links(uuid) from public, anon, authenticated;
grant execute on function public.revoke_invoice_links(uuid) to authenticated, service_role;

-- What the client sees through their link: the issued invoice, or {state: 'ended'} with one sentence once it has been
-- cancelled or the link revoked, and null for a token that was never a link.
create or replace function public.invoice_view(token text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  link public.invoice_links;
  target public.invoices;
begin
  select * into link from public.invoice_links k where k.token_hash = public.proposal_token_hash(token);
  if link.id is null then
    return null;
  end if;
  select * into target from public.invoices i where i.id = link.invoice_id;
  if target.status = 'cancelled' then
    return jsonb_build_object('state', 'ended', 'message', format('Invoice %s was cancelled on %s. Ask us about it.', target.number,
      public.booking_date((target.cancelled_at at time zone 'Asia/Kolkata')::date)));
  end if;
  if link.revoked_at is not null then
    return jsonb_build_object('state', 'ended', 'message', 'This link no longer opens the invoice. Ask us for a new one.');
  end if;
  return public.invoice_document(target) || jsonb_build_object('state', 'open');
end;
$$;
revoke all on function public.invoice_view(text) from public, anon, authenticated;
grant execute on function public.invoice_view(text) to anon, authenticated, service_role;

-- Only the functions above write invoices: an issued invoice's lines never change, and the invoice itself changes only
-- from issued to cancelled; a draft is deleted, an issued or cancelled invoice never (not by the service role, not by
-- the database owner short of disabling the trigger).
create or replace function public.keep_issued_invoice()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    if old.status <> 'draft' then
      raise exception 'Invoice % is issued: it is cancelled, never deleted.', old.number using errcode = 'PT409';
    end if;
    return old;
  end if;
  if old.status = 'draft' then
    return new;
  end if;
  -- The e-invoice's registration (record_irn), once: the IRN, its acknowledgement number and time, nothing else.
  if old.status = 'issued' and new.status = 'issued' and old.irn is null and new.irn is not null
     and (to_jsonb(new) - array['irn', 'irn_ack_no', 'irn_ack_at']) = (to_jsonb(old) - array['irn', 'irn_ack_no', 'irn_ack_at']) then
    return new;
  end if;
  if old.status = 'issued' and new.status = 'cancelled'
     and (to_jsonb(new) - array['status', 'cancelled_at', 'cancelled_by', 'cancel_reason']) = (to_jsonb(old) - array['status', 'cancelled_at', 'cancelled_by', 'cancel_reason']) then
    return new;
  end if;
  raise exception 'Invoice % is issued: it can no longer change, only be cancelled.', old.number using errcode = 'PT409';
end;
$$;
revoke all on function public.keep_issued_invoice() from public, anon, authenticated;

create or replace function public.keep_issued_invoice_lines()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  invoice public.invoices;
begin
  select * into invoice from public.invoices i where i.id = case when tg_op = 'INSERT' then new.invoice_id else old.invoice_id end;
  -- A draft's lines change freely; a deleted draft takes its lines with it (the invoice row is gone by then).
  if invoice.id is null or invoice.status = 'draft' then
    return case when tg_op = 'DELETE' then old else new end;
  end if;
  raise exception 'Invoice % is issued: its lines can no longer change.', invoice.number using errcode = 'PT409';
end;
$$;
revoke all on function public.keep_issued_invoice_lines() from public, anon, authenticated;

-- A customer's state follows its GSTIN's first two digits when the GSTIN is given or changed; a state set apart from
-- its GSTIN is refused by customers_state_matches_gstin.
create or replace function public.customer_state_from_gstin()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.gstin is not null and (tg_op = 'INSERT' or new.gstin is distinct from old.gstin) then
    new.state_code := left(new.gstin, 2);
  end if;
  return new;
end;
$$;
revoke all on function public.customer_state_from_gstin() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------
-- Row-level security policies

drop policy if exists gst_states_select_staff on public.gst_states;
create policy gst_states_select_staff on public.gst_states
  for select to authenticated
  using ((( SELECT public.can_bill() AS can_bill) OR ( SELECT public.can_sell() AS can_sell)));

drop policy if exists tax_rates_select_billing on public.tax_rates;
create policy tax_rates_select_billing on public.tax_rates
  for select to authenticated
  using ((( SELECT public.can_bill() AS can_bill) OR ( SELECT public.can_sell() AS can_sell)));

drop policy if exists tax_rates_write_can_bill on public.tax_rates;
create policy tax_rates_write_can_bill on public.tax_rates
  for all to authenticated
  using (( SELECT public.can_bill() AS can_bill))
  with check (( SELECT public.can_bill() AS can_bill));

drop policy if exists billing_settings_select_billing on public.billing_settings;
create policy billing_settings_select_billing on public.billing_settings
  for select to authenticated
  using ((( SELECT public.can_bill() AS can_bill) OR ( SELECT public.can_sell() AS can_sell)));

drop policy if exists billing_settings_update_can_bill on public.billing_settings;
create policy billing_settings_update_can_bill on public.billing_settings
  for update to authenticated
  using (( SELECT public.can_bill() AS can_bill))
  with check (( SELECT public.can_bill() AS can_bill));

-- The purchase-orders bucket (docs/decisions/111): sales, admins and accounts put a client's PO file under its
-- campaign (can_file_purchase_order) and read them; nobody replaces or deletes one.
drop policy if exists purchase_orders_insert_can_file on storage.objects;
create policy purchase_orders_insert_can_file on storage.objects
  for insert to authenticated
  with check (((bucket_id = 'purchase-orders'::text) AND public.can_file_purchase_order(name)));

drop policy if exists purchase_orders_select_billing on storage.objects;
create policy purchase_orders_select_billing on storage.objects
  for select to authenticated
  using (((bucket_id = 'purchase-orders'::text) AND (( SELECT public.can_sell() AS can_sell) OR ( SELECT public.can_bill() AS can_bill))));

drop policy if exists invoice_series_select_can_bill on public.invoice_series;
create policy invoice_series_select_can_bill on public.invoice_series
  for select to authenticated
  using (( SELECT public.can_bill() AS can_bill));

drop policy if exists invoices_select_billing on public.invoices;
create policy invoices_select_billing on public.invoices
  for select to authenticated
  using ((( SELECT public.can_bill() AS can_bill) OR ( SELECT public.can_sell() AS can_sell)));

drop policy if exists invoice_lines_select_billing on public.invoice_lines;
create policy invoice_lines_select_billing on public.invoice_lines
  for select to authenticated
  using ((( SELECT public.can_bill() AS can_bill) OR ( SELECT public.can_sell() AS can_sell)));

drop policy if exists invoice_links_select_can_bill on public.invoice_links;
create policy invoice_links_select_can_bill on public.invoice_links
  for select to authenticated
  using (( SELECT public.can_bill() AS can_bill));

-- Accounts read the customers, their contacts, campaigns and lines they bill; only those who sell change them.
drop policy if exists customers_select_can_bill on public.customers;
create policy customers_select_can_bill on public.customers
  for select to authenticated
  using (( SELECT public.can_bill() AS can_bill));

drop policy if exists customer_contacts_select_can_bill on public.customer_contacts;
create policy customer_contacts_select_can_bill on public.customer_contacts
  for select to authenticated
  using (( SELECT public.can_bill() AS can_bill));

drop policy if exists campaigns_select_can_bill on public.campaigns;
create policy campaigns_select_can_bill on public.campaigns
  for select to authenticated
  using (( SELECT public.can_bill() AS can_bill));

drop policy if exists campaign_lines_select_can_bill on public.campaign_lines;
create policy campaign_lines_select_can_bill on public.campaign_lines
  for select to authenticated
  using (( SELECT public.can_bill() AS can_bill));

-- ---------------------------------------------------------------------------------------
-- Triggers

create or replace trigger keep_issued_invoice
  before update or delete on public.invoices
  for each row execute function public.keep_issued_invoice();

create or replace trigger keep_issued_invoice_lines
  before insert or update or delete on public.invoice_lines
  for each row execute function public.keep_issued_invoice_lines();

create or replace trigger customer_state_from_gstin
  before insert or update of gstin on public.customers
  for each row execute function public.customer_state_from_gstin();
