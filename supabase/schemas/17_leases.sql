-- Leases (docs/decisions/115-leases-and-rent.md): the landlords whose walls and plots the agency's sites stand on, a
-- lease per site and the rent each month of it makes due, with the TDS the agency deducts (section 194-I) and the GST
-- on it, and the rent paid. Admins and accounts (can_bill()) keep and read all of it; nobody else reads any of it, and
-- none of it is in the realtime publication. Amounts are whole paise, computed here and only here.
-- Declarative: see docs/checklists/schema-change.md.

-- ---------------------------------------------------------------------------------------
-- Tables

create table public.landlords (
  id uuid default gen_random_uuid() not null,
  name text not null,
  phone text not null,
  pan text not null,
  gstin text,
  bank_name text,
  bank_account text,
  bank_ifsc text,
  created_at timestamp with time zone default now() not null,
  constraint landlords_pkey PRIMARY KEY (id),
  constraint landlords_name_required CHECK (((name ~ '\S'::text) AND (char_length(name) <= 200))),
  constraint landlords_phone_shape CHECK ((phone ~ '^[0-9]{10}$'::text)),
  constraint landlords_pan_shape CHECK ((pan ~ '^[A-Z]{5}[0-9]{4}[A-Z]$'::text)),
  constraint landlords_gstin_shape CHECK (((gstin IS NULL) OR (gstin ~ '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$'::text))),
  constraint landlords_gstin_carries_pan CHECK (((gstin IS NULL) OR (substr(gstin, 3, 10) = pan))),
  constraint landlords_bank_name_length CHECK ((char_length(bank_name) <= 200)),
  constraint landlords_bank_account_shape CHECK (((bank_account IS NULL) OR (bank_account ~ '^[0-9]{9,18}$'::text))),
  constraint landlords_bank_ifsc_shape CHECK (((bank_ifsc IS NULL) OR (bank_ifsc ~ '^[A-Z]{4}0[A-Z0-9]{6}$'::text)))
);
alter table public.landlords enable row level security;
revoke all on table public.landlords from anon, authenticated, service_role;
grant delete, insert, select, update on table public.landlords to authenticated;
grant all on table public.landlords to service_role;

-- A site's lease: from `starts_on` to `ends_on`, no two of one site's overlapping. Its rent is a fixed monthly rent
-- (`monthly_rent_paise`) or a share of the site's revenue with that rent as the monthly minimum; it escalates by
-- `escalation_percent` every `escalation_every_months` months from the start, compounded, or by the steps in
-- lease_rent_steps. Rent for a month is due on its `rent_due_day`. The agreement's file is in the lease-agreements
-- bucket at `agreement_path`.
create table public.leases (
  id uuid default gen_random_uuid() not null,
  site_id uuid not null,
  landlord_id uuid not null,
  starts_on date not null,
  ends_on date not null,
  lock_in_months integer default 0 not null,
  notice_days integer default 90 not null,
  property_kind text default 'land_building'::text not null,
  monthly_rent_paise bigint not null,
  escalation_percent numeric(5,2),
  escalation_every_months integer,
  revenue_share_percent numeric(5,2),
  deposit_paise bigint default 0 not null,
  rent_due_day integer default 5 not null,
  agreement_path text,
  created_at timestamp with time zone default now() not null,
  constraint leases_pkey PRIMARY KEY (id),
  constraint leases_one_per_site_at_a_time EXCLUDE USING gist (site_id WITH =, daterange(starts_on, ends_on, '[]'::text) WITH &&),
  constraint leases_dates_order CHECK ((ends_on >= starts_on)),
  constraint leases_lock_in_range CHECK (((lock_in_months >= 0) AND (lock_in_months <= 240))),
  constraint leases_notice_days_range CHECK (((notice_days >= 0) AND (notice_days <= 365))),
  constraint leases_property_kind_known CHECK ((property_kind = ANY (ARRAY['land_building'::text, 'plant_machinery'::text]))),
  constraint leases_rent_positive CHECK (((monthly_rent_paise > 0) AND (deposit_paise >= 0))),
  constraint leases_escalation_complete CHECK ((((escalation_percent IS NULL) AND (escalation_every_months IS NULL)) OR ((escalation_percent IS NOT NULL) AND (escalation_every_months IS NOT NULL) AND (escalation_percent > (0)::numeric) AND (escalation_percent <= (100)::numeric) AND (escalation_every_months >= 1) AND (escalation_every_months <= 120)))),
  constraint leases_revenue_share_range CHECK (((revenue_share_percent IS NULL) OR ((revenue_share_percent > (0)::numeric) AND (revenue_share_percent <= (100)::numeric)))),
  constraint leases_rent_due_day_range CHECK (((rent_due_day >= 1) AND (rent_due_day <= 28))),
  constraint leases_agreement_path_shape CHECK (((agreement_path IS NULL) OR (agreement_path ~ ('^'::text || (id)::text || '/[0-9a-f-]{36}\.(pdf|jpg|png)$'::text)))),
  constraint leases_landlord_id_fkey FOREIGN KEY (landlord_id) REFERENCES public.landlords(id) ON DELETE RESTRICT,
  constraint leases_site_id_fkey FOREIGN KEY (site_id) REFERENCES public.sites(id) ON DELETE RESTRICT
);
create index leases_landlord_idx ON public.leases using btree (landlord_id);
create index leases_ends_on_idx ON public.leases using btree (ends_on);
alter table public.leases enable row level security;
revoke all on table public.leases from anon, authenticated, service_role;
grant delete, insert, select, update on table public.leases to authenticated;
grant all on table public.leases to service_role;

-- A lease's rent by schedule: from `starts_on`, the monthly rent (or the revenue share's minimum) is
-- `monthly_rent_paise`. Steps, where a lease has any, are its escalation; before the first, its own rent applies.
create table public.lease_rent_steps (
  lease_id uuid not null,
  starts_on date not null,
  monthly_rent_paise bigint not null,
  constraint lease_rent_steps_pkey PRIMARY KEY (lease_id, starts_on),
  constraint lease_rent_steps_rent_positive CHECK ((monthly_rent_paise > 0)),
  constraint lease_rent_steps_lease_id_fkey FOREIGN KEY (lease_id) REFERENCES public.leases(id) ON DELETE CASCADE
);
alter table public.lease_rent_steps enable row level security;
revoke all on table public.lease_rent_steps from anon, authenticated, service_role;
grant delete, insert, select, update on table public.lease_rent_steps to authenticated;
grant all on table public.lease_rent_steps to service_role;

-- The TDS the agency deducts from rent, by the kind of property rented, as dated rows with their source: the row that
-- started last on or before a month's first day applies, when that month's rent is above its monthly threshold.
create table public.rent_tds_rates (
  section text not null,
  property_kind text not null,
  rate_percent numeric(5,2) not null,
  monthly_threshold_paise bigint not null,
  starts_on date not null,
  source text not null,
  constraint rent_tds_rates_pkey PRIMARY KEY (property_kind, starts_on),
  constraint rent_tds_rates_section_required CHECK (((section ~ '\S'::text) AND (char_length(section) <= 20))),
  constraint rent_tds_rates_property_kind_known CHECK ((property_kind = ANY (ARRAY['land_building'::text, 'plant_machinery'::text]))),
  constraint rent_tds_rates_rate_range CHECK (((rate_percent >= (0)::numeric) AND (rate_percent <= (30)::numeric))),
  constraint rent_tds_rates_threshold_positive CHECK ((monthly_threshold_paise >= 0)),
  constraint rent_tds_rates_source_required CHECK ((source ~ '\S'::text))
);
alter table public.rent_tds_rates enable row level security;
revoke all on table public.rent_tds_rates from anon, authenticated, service_role;
grant delete, insert, select, update on table public.rent_tds_rates to authenticated;
grant all on table public.rent_tds_rates to service_role;

-- How GST applies to rent: one row, in a migration. `rent_code` is the SAC whose dated rate (tax_rates) taxes rent;
-- with `reverse_charge`, the agency pays that GST itself on an unregistered landlord's rent (`reverse_charge_rule`
-- says which rule, shown beside the figure).
create table public.rent_settings (
  id boolean default true not null,
  rent_code text default '997212'::text not null,
  reverse_charge boolean default true not null,
  reverse_charge_rule text not null,
  constraint rent_settings_pkey PRIMARY KEY (id),
  constraint rent_settings_one_row CHECK (id),
  constraint rent_settings_rent_code_shape CHECK ((rent_code ~ '^[0-9]{4,8}$'::text)),
  constraint rent_settings_rule_required CHECK (((reverse_charge_rule ~ '\S'::text) AND (char_length(reverse_charge_rule) <= 500)))
);
alter table public.rent_settings enable row level security;
revoke all on table public.rent_settings from anon, authenticated, service_role;
grant select, update on table public.rent_settings to authenticated;
grant all on table public.rent_settings to service_role;

-- Rent paid to a landlord for one month of a lease: what was paid and the TDS deducted from it, which together settle
-- that month's rent and GST. Written only by record_rent_payment().
create table public.rent_payments (
  id uuid default gen_random_uuid() not null,
  lease_id uuid not null,
  month date not null,
  paid_on date not null,
  mode text not null,
  reference text,
  amount_paise bigint not null,
  tds_paise bigint default 0 not null,
  note text,
  created_by uuid default auth.uid(),
  created_at timestamp with time zone default now() not null,
  voided_at timestamp with time zone,
  voided_by uuid,
  void_reason text,
  constraint rent_payments_pkey PRIMARY KEY (id),
  constraint rent_payments_month_first_day CHECK ((EXTRACT(day FROM month) = (1)::numeric)),
  constraint rent_payments_amounts_positive CHECK (((amount_paise >= 0) AND (tds_paise >= 0) AND ((amount_paise + tds_paise) > 0))),
  constraint rent_payments_mode_known CHECK ((mode = ANY (ARRAY['neft'::text, 'rtgs'::text, 'imps'::text, 'upi'::text, 'cheque'::text, 'cash'::text]))),
  constraint rent_payments_reference_given CHECK (((mode = 'cash'::text) OR ((COALESCE(reference, ''::text) ~ '\S'::text) AND (char_length(reference) <= 40)))),
  constraint rent_payments_note_length CHECK ((char_length(note) <= 500)),
  constraint rent_payments_void_reason CHECK (((voided_at IS NULL) OR ((COALESCE(void_reason, ''::text) ~ '\S'::text) AND (char_length(void_reason) <= 500)))),
  constraint rent_payments_voided_by_fkey FOREIGN KEY (voided_by) REFERENCES public.user_profiles(id) ON DELETE SET NULL,
  constraint rent_payments_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.user_profiles(id) ON DELETE SET NULL,
  constraint rent_payments_lease_id_fkey FOREIGN KEY (lease_id) REFERENCES public.leases(id) ON DELETE RESTRICT
);
create index rent_payments_lease_month_idx ON public.rent_payments using btree (lease_id, month);
create index rent_payments_created_by_idx ON public.rent_payments using btree (created_by);
create index rent_payments_voided_by_idx ON public.rent_payments using btree (voided_by);
alter table public.rent_payments enable row level security;
revoke all on table public.rent_payments from anon, authenticated, service_role;
grant select on table public.rent_payments to authenticated;
grant all on table public.rent_payments to service_role;

-- ---------------------------------------------------------------------------------------
-- Functions

-- The monthly rent (or the revenue share's minimum) lease `target` sets for day `day`, in paise: its latest step on or
-- before that day where it has steps, else its rent escalated by its percentage once for every whole
-- `escalation_every_months` months since its start, compounded and rounded to the paisa.
create or replace function public.lease_rate_on(target public.leases, day date)
returns bigint
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select s.monthly_rent_paise from public.lease_rent_steps s where s.lease_id = target.id and s.starts_on <= day order by s.starts_on desc limit 1),
    case when target.escalation_percent is null or (select count(*) from public.lease_rent_steps s where s.lease_id = target.id) > 0
      then target.monthly_rent_paise
      else round(target.monthly_rent_paise * power(1 + target.escalation_percent / 100,
        floor((extract(year from age(day, target.starts_on)) * 12 + extract(month from age(day, target.starts_on))) / target.escalation_every_months)))::bigint
    end)
$$;
revoke all on function public.lease_rate_on(public.leases, date) from public, anon, authenticated;

-- What site `site` earned from `first_day` to `last_day` (days of one month), in paise, before GST, and from what: the
-- media lines of its issued invoices ('invoiced') where any cover those days, each spread evenly over the days it
-- bills; else its confirmed campaigns' lines at their monthly rate less their discount, a month's spread over the
-- month's days ('booked').
create or replace function public.site_month_revenue(site uuid, first_day date, last_day date)
returns table (revenue_paise bigint, basis text)
language sql
stable
security definer
set search_path = ''
as $$
  with invoiced as (
    select l.taxable_paise, greatest(i.period_from, c.starts_on) as from_day, least(i.period_to, c.ends_on) as to_day
    from public.invoice_lines l
    join public.invoices i on i.id = l.invoice_id
    join public.campaign_lines c on c.id = l.campaign_line_id
    where i.status = 'issued' and l.kind = 'media' and c.site_id = site
      and greatest(i.period_from, c.starts_on) <= last_day and least(i.period_to, c.ends_on) >= first_day
  ), booked as (
    select l.monthly_rate::numeric * 100 * (1 - l.discount_percent / 100) as monthly_paise,
           least(l.ends_on, last_day) - greatest(l.starts_on, first_day) + 1 as days
    from public.campaign_lines l join public.campaigns c on c.id = l.campaign_id
    where l.site_id = site and c.status in ('confirmed', 'live', 'completed') and l.starts_on <= last_day and l.ends_on >= first_day
  )
  select coalesce(round(sum(v.taxable_paise * (least(v.to_day, last_day) - greatest(v.from_day, first_day) + 1)::numeric / (v.to_day - v.from_day + 1))), 0)::bigint, 'invoiced'
  from invoiced v having count(*) > 0
  union all
  select coalesce(round(sum(b.monthly_paise * b.days / extract(day from date_trunc('month', first_day) + interval '1 month - 1 day'))), 0)::bigint, 'booked'
  from booked b having not exists (select from invoiced)
$$;
revoke all on function public.site_month_revenue(uuid, date, date) from public, anon, authenticated;

-- What lease `target` makes due for the month of `month` (any day of it), or null when the lease does not run in it:
-- the fixed rent for the days it runs (each day at the rate in force that day, a month's rent spread over the month's
-- days); for a revenue share, the share of the site's revenue on those days or that minimum, whichever is more; the TDS on it when
-- it is above the month's threshold (section 194-I, on the rent before GST); GST at the rent's rate, charged by a
-- registered landlord or, for an unregistered one, paid by the agency under reverse charge when the settings say so.
create or replace function public.lease_month(target public.leases, month date)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  first_day date := date_trunc('month', month)::date;
  last_day date := (date_trunc('month', month) + interval '1 month - 1 day')::date;
  from_day date := greatest(first_day, target.starts_on);
  to_day date := least(last_day, target.ends_on);
  minimum_paise bigint;
  revenue_paise bigint;
  revenue_basis text;
  share_paise bigint;
  rent_paise bigint;
  tds record;
  tds_paise bigint := 0;
  settings public.rent_settings;
  registered boolean := (select l.gstin is not null from public.landlords l where l.id = target.landlord_id);
  gst_percent numeric;
  gst_paise bigint;
begin
  if from_day > to_day then
    return null;
  end if;
  select round(sum(public.lease_rate_on(target, d::date)) / (last_day - first_day + 1))::bigint into minimum_paise
  from generate_series(from_day, to_day, interval '1 day') as d;
  if target.revenue_share_percent is not null then
    select r.revenue_paise, r.basis into revenue_paise, revenue_basis from public.site_month_revenue(target.site_id, from_day, to_day) as r;
    share_paise := round(revenue_paise * target.revenue_share_percent / 100)::bigint;
  end if;
  rent_paise := greatest(minimum_paise, coalesce(share_paise, 0));
  select r.* into tds from public.rent_tds_rates r
  where r.property_kind = target.property_kind and r.starts_on <= first_day order by r.starts_on desc limit 1;
  if tds.rate_percent is not null and rent_paise > tds.monthly_threshold_paise then
    tds_paise := round(rent_paise * tds.rate_percent / 100)::bigint;
  end if;
  select * into settings from public.rent_settings;
  gst_percent := coalesce(public.tax_rate_on(settings.rent_code, first_day), 0);
  gst_paise := round(rent_paise * gst_percent / 100)::bigint;
  return jsonb_build_object(
    'month', first_day, 'due_on', first_day + target.rent_due_day - 1,
    'minimum_paise', minimum_paise, 'revenue_paise', revenue_paise, 'revenue_basis', revenue_basis, 'share_paise', share_paise,
    'rent_paise', rent_paise,
    'tds_section', tds.section, 'tds_percent', case when tds_paise > 0 then tds.rate_percent else 0 end, 'tds_paise', tds_paise,
    'gst_percent', gst_percent,
    'gst_paise', case when registered then gst_paise else 0 end,
    'reverse_charge_paise', case when not registered and settings.reverse_charge then gst_paise else 0 end,
    'reverse_charge_rule', case when not registered and settings.reverse_charge then settings.reverse_charge_rule end,
    'payable_paise', rent_paise + case when registered then gst_paise else 0 end - tds_paise);
end;
$$;
revoke all on function public.lease_month(public.leases, date) from public, anon, authenticated;

-- Accounts ask what lease `lease` makes due for the month of `month`: lease_month()'s figures, or null when the lease
-- does not run in that month.
create or replace function public.lease_rent(lease uuid, month date)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  target public.leases;
begin
  if not public.can_bill() then
    raise exception 'Only admins and accounts see rent.' using errcode = '42501';
  end if;
  select * into target from public.leases l where l.id = lease;
  if target.id is null then
    raise exception 'This lease does not exist.' using errcode = 'PT404';
  end if;
  return public.lease_month(target, month);
end;
$$;
revoke all on function public.lease_rent(uuid, date) from public, anon, authenticated;
grant execute on function public.lease_rent(uuid, date) to authenticated, service_role;

-- The rent of every lease running in the month of `month`: what it makes due (lease_month()), what was paid and
-- deducted against it, what is left and whether that is overdue (left after its due day, India's date), and the
-- lease's next escalation.
create or replace function public.rents_due(month date)
returns table (lease_id uuid, site_id uuid, site_code text, site_name text, landlord_id uuid, landlord_name text, rent_month date,
  due_on date, rent_paise bigint, tds_paise bigint, gst_paise bigint, reverse_charge_paise bigint, payable_paise bigint,
  paid_paise bigint, tds_deducted_paise bigint, outstanding_paise bigint, overdue boolean, next_escalation jsonb, figures jsonb)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.can_bill() then
    raise exception 'Only admins and accounts see rent.' using errcode = '42501';
  end if;
  return query
  select l.id, s.id, s.code, s.name, d.id, d.name, (f ->> 'month')::date, (f ->> 'due_on')::date,
    (f ->> 'rent_paise')::bigint, (f ->> 'tds_paise')::bigint, (f ->> 'gst_paise')::bigint, (f ->> 'reverse_charge_paise')::bigint,
    (f ->> 'payable_paise')::bigint, paid.amount, paid.tds,
    (f ->> 'rent_paise')::bigint + (f ->> 'gst_paise')::bigint - paid.amount - paid.tds,
    (f ->> 'rent_paise')::bigint + (f ->> 'gst_paise')::bigint - paid.amount - paid.tds > 0 and (f ->> 'due_on')::date < public.india_today(),
    public.next_escalation(l), f
  from public.leases l
  join public.sites s on s.id = l.site_id
  join public.landlords d on d.id = l.landlord_id
  cross join lateral public.lease_month(l, rents_due.month) as f
  cross join lateral (
    select coalesce(sum(p.amount_paise), 0)::bigint as amount, coalesce(sum(p.tds_paise), 0)::bigint as tds
    from public.rent_payments p where p.lease_id = l.id and p.month = date_trunc('month', rents_due.month)::date and p.voided_at is null
  ) as paid
  where f is not null
  order by d.name, s.code;
end;
$$;
revoke all on function public.rents_due(date) from public, anon, authenticated;
grant execute on function public.rents_due(date) to authenticated, service_role;

-- Each landlord (with the phone, PAN and GSTIN accounts need to pay and file the TDS) and its rent from its leases'
-- first months to this one (India's date): what was due (rent and GST), what was paid and deducted, what is left and
-- how much of that is past its due day.
create or replace function public.landlord_balances()
returns table (landlord_id uuid, landlord_name text, phone text, pan text, gstin text, due_paise bigint, paid_paise bigint,
  outstanding_paise bigint, overdue_paise bigint)
language sql
stable
security definer
set search_path = ''
as $$
  select d.id, d.name, d.phone, d.pan, d.gstin, sum(r.rent_paise + r.gst_paise)::bigint, sum(r.paid_paise + r.tds_deducted_paise)::bigint,
    sum(r.outstanding_paise)::bigint, coalesce(sum(r.outstanding_paise) filter (where r.overdue), 0)::bigint
  from generate_series(
    (select date_trunc('month', min(l.starts_on)) from public.leases l), date_trunc('month', public.india_today()), interval '1 month') as m
  cross join lateral public.rents_due(m::date) as r
  join public.landlords d on d.id = r.landlord_id
  group by d.id
  order by d.name
$$;
revoke all on function public.landlord_balances() from public, anon, authenticated;
grant execute on function public.landlord_balances() to authenticated, service_role;

-- Accounts record rent paid for lease `lease`'s month of `month`: `amount_paise` paid on `paid_on` by `mode` (with the
-- bank's reference or the cheque's number) and `tds_paise` deducted, which together settle at most what that month's
-- rent and GST leave unpaid. Returns the payment's id.
create or replace function public.record_rent_payment(lease uuid, month date, paid_on date, mode text, reference text,
  amount_paise bigint, tds_paise bigint, note text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  target public.leases;
  figures jsonb;
  first_day date := date_trunc('month', month)::date;
  left_to_pay bigint;
  payment uuid;
begin
  if not public.can_bill() then
    raise exception 'Only admins and accounts record rent payments.' using errcode = '42501';
  end if;
  -- The lease, locked: two payments recorded at once never settle the same rupee twice.
  select * into target from public.leases l where l.id = lease for update;
  if target.id is null then
    raise exception 'This lease does not exist.' using errcode = 'PT404';
  end if;
  figures := public.lease_month(target, first_day);
  if figures is null then
    raise exception 'This lease does not run in %: no rent is due for it.', to_char(first_day, 'FMMonth YYYY') using errcode = 'PT422';
  end if;
  if paid_on is null or paid_on > public.india_today() then
    raise exception 'Give the day the rent was paid: today or earlier.' using errcode = 'PT422';
  end if;
  if coalesce(amount_paise, 0) < 0 or coalesce(tds_paise, 0) < 0 or coalesce(amount_paise, 0) + coalesce(tds_paise, 0) <= 0 then
    raise exception 'Give the amount paid, the TDS deducted or both: neither may be below zero.' using errcode = 'PT422';
  end if;
  if mode is distinct from 'cash' and coalesce(reference, '') !~ '\S' then
    raise exception 'Give the bank''s reference (UTR) or the cheque''s number: only cash has none.' using errcode = 'PT422';
  end if;
  left_to_pay := (figures ->> 'rent_paise')::bigint + (figures ->> 'gst_paise')::bigint
    - coalesce((select sum(p.amount_paise + p.tds_paise) from public.rent_payments p where p.lease_id = target.id and p.month = first_day and p.voided_at is null), 0);
  if coalesce(amount_paise, 0) + coalesce(tds_paise, 0) > left_to_pay then
    raise exception 'The rent for % has % left to pay: a payment settles at most that.', to_char(first_day, 'FMMonth YYYY'), public.paise_text(left_to_pay)
      using errcode = 'PT422';
  end if;
  insert into public.rent_payments (lease_id, month, paid_on, mode, reference, amount_paise, tds_paise, note)
  values (target.id, first_day, paid_on, mode, nullif(btrim(reference), ''), coalesce(amount_paise, 0), coalesce(tds_paise, 0), nullif(btrim(note), ''))
  returning id into payment;
  return payment;
end;
$$;
revoke all on function public.record_rent_payment(uuid, date, date, text, text, bigint, bigint, text) from public, anon, authenticated;
grant execute on function public.record_rent_payment(uuid, date, date, text, text, bigint, bigint, text) to authenticated, service_role;

-- Admins and accounts save a lease and its schedule in one step, as the lease's form does (docs/decisions/115): a new
-- lease when `lease_id` is null, else lease `lease_id`'s new terms; `lease` holds the form's columns, `steps` the
-- schedule ([{starts_on, monthly_rent_paise}], empty for none), which replaces the lease's. Run as the caller: the
-- tables' policies and checks decide, and a refusal leaves nothing half saved. Returns the lease's id.
create or replace function public.save_lease(lease_id uuid, lease jsonb, steps jsonb)
returns uuid
language plpgsql
set search_path = ''
as $$
declare
  fields public.leases := jsonb_populate_record(null::public.leases, lease);
  saved uuid;
begin
  if jsonb_typeof(lease) is distinct from 'object' or jsonb_typeof(steps) is distinct from 'array' then
    raise exception 'A lease is saved with its terms and a list of rent steps.' using errcode = 'PT422';
  end if;
  if save_lease.lease_id is null then
    insert into public.leases (site_id, landlord_id, starts_on, ends_on, lock_in_months, notice_days, property_kind, monthly_rent_paise,
      escalation_percent, escalation_every_months, revenue_share_percent, deposit_paise, rent_due_day)
    values (fields.site_id, fields.landlord_id, fields.starts_on, fields.ends_on, coalesce(fields.lock_in_months, 0), coalesce(fields.notice_days, 90),
      coalesce(fields.property_kind, 'land_building'), fields.monthly_rent_paise, fields.escalation_percent, fields.escalation_every_months,
      fields.revenue_share_percent, coalesce(fields.deposit_paise, 0), coalesce(fields.rent_due_day, 5))
    returning id into saved;
  else
    update public.leases l set site_id = fields.site_id, landlord_id = fields.landlord_id, starts_on = fields.starts_on, ends_on = fields.ends_on,
      lock_in_months = coalesce(fields.lock_in_months, 0), notice_days = coalesce(fields.notice_days, 90),
      property_kind = coalesce(fields.property_kind, 'land_building'), monthly_rent_paise = fields.monthly_rent_paise,
      escalation_percent = fields.escalation_percent, escalation_every_months = fields.escalation_every_months,
      revenue_share_percent = fields.revenue_share_percent, deposit_paise = coalesce(fields.deposit_paise, 0), rent_due_day = coalesce(fields.rent_due_day, 5)
    where l.id = save_lease.lease_id
    returning l.id into saved;
    if saved is null then
      raise exception 'This lease does not exist.' using errcode = 'PT404';
    end if;
    delete from public.lease_rent_steps s where s.lease_id = saved;
  end if;
  insert into public.lease_rent_steps (lease_id, starts_on, monthly_rent_paise)
  select saved, (s ->> 'starts_on')::date, (s ->> 'monthly_rent_paise')::bigint from jsonb_array_elements(steps) as s;
  return saved;
end;
$$;
revoke all on function public.save_lease(uuid, jsonb, jsonb) from public, anon, authenticated;
grant execute on function public.save_lease(uuid, jsonb, jsonb) to authenticated, service_role;

-- Accounts void rent payment `payment` recorded by mistake, saying why: it stays, marked void with who and why, and
-- stops counting against its month's rent (a payment is never deleted).
create or replace function public.void_rent_payment(payment uuid, reason text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  target public.rent_payments;
begin
  if not public.can_bill() then
    raise exception 'Only admins and accounts void rent payments.' using errcode = '42501';
  end if;
  select * into target from public.rent_payments p where p.id = payment for update;
  if target.id is null then
    raise exception 'This rent payment does not exist.' using errcode = 'PT404';
  end if;
  if target.voided_at is not null then
    raise exception 'This rent payment is already void.' using errcode = 'PT409';
  end if;
  if coalesce(reason, '') !~ '\S' then
    raise exception 'Say why the payment is void: the reason stays with it.' using errcode = 'PT422';
  end if;
  update public.rent_payments set voided_at = now(), voided_by = auth.uid(), void_reason = btrim(reason) where id = target.id;
end;
$$;
revoke all on function public.void_rent_payment(uuid, text) from public, anon, authenticated;
grant execute on function public.void_rent_payment(uuid, text) to authenticated, service_role;

-- Lease `target`'s next escalation after today (India's date) within its term: the day and the monthly rent from then,
-- or null (a computed field: `next_escalation`).
create or replace function public.next_escalation(target public.leases)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object('on', e.day, 'monthly_rent_paise', public.lease_rate_on(target, e.day))
  from (
    select coalesce(
      (select min(s.starts_on) from public.lease_rent_steps s where s.lease_id = target.id and s.starts_on > public.india_today()),
      case when target.escalation_percent is not null and not exists (select from public.lease_rent_steps s where s.lease_id = target.id) then
        (select min(step.day)::date from generate_series(target.starts_on + make_interval(months => target.escalation_every_months), target.ends_on::timestamp,
           make_interval(months => target.escalation_every_months)) as step (day) where step.day > public.india_today())
      end) as day
  ) as e
  where e.day is not null and e.day <= target.ends_on and public.can_bill()
$$;
revoke all on function public.next_escalation(public.leases) from public, anon, authenticated;
grant execute on function public.next_escalation(public.leases) to authenticated, service_role;

-- Leases ending within `days` days or past the last day to give notice (their end less their notice days), not yet
-- ended, for the dashboard beside the licences: admins and accounts only (an unpublished site's lease too).
create or replace function public.leases_ending(days integer default 90)
returns table (lease_id uuid, site_id uuid, code text, name text, landlord_name text, ends_on date, notice_by date)
language sql
stable
security definer
set search_path = ''
as $$
  select l.id, s.id, s.code, s.name, d.name, l.ends_on, l.ends_on - l.notice_days
  from public.leases l join public.sites s on s.id = l.site_id join public.landlords d on d.id = l.landlord_id
  where public.can_bill() and l.ends_on >= public.india_today()
    and (l.ends_on <= public.india_today() + days or l.ends_on - l.notice_days <= public.india_today())
  order by l.ends_on, s.code
$$;
revoke all on function public.leases_ending(integer) from public, anon, authenticated;
grant execute on function public.leases_ending(integer) to authenticated, service_role;

-- Whether the signed-in user may put a file at `path` of the lease-agreements bucket: admins and accounts, at
-- `<lease id>/<random id>.<pdf|jpg|png>` of an existing lease (as the purchase-orders bucket, docs/decisions/111).
create or replace function public.can_file_lease_agreement(path text)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.can_bill() then
    return false;
  end if;
  if coalesce(path, '') !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(pdf|jpg|png)$' then
    return false;
  end if;
  return exists (select from public.leases l where l.id = split_part(path, '/', 1)::uuid);
end;
$$;
revoke all on function public.can_file_lease_agreement(text) from public, anon, authenticated;
grant execute on function public.can_file_lease_agreement(text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- Row-level security policies

drop policy if exists landlords_all_can_bill on public.landlords;
create policy landlords_all_can_bill on public.landlords
  for all to authenticated
  using (( SELECT public.can_bill() AS can_bill))
  with check (( SELECT public.can_bill() AS can_bill));

drop policy if exists leases_all_can_bill on public.leases;
create policy leases_all_can_bill on public.leases
  for all to authenticated
  using (( SELECT public.can_bill() AS can_bill))
  with check (( SELECT public.can_bill() AS can_bill));

drop policy if exists lease_rent_steps_all_can_bill on public.lease_rent_steps;
create policy lease_rent_steps_all_can_bill on public.lease_rent_steps
  for all to authenticated
  using (( SELECT public.can_bill() AS can_bill))
  with check (( SELECT public.can_bill() AS can_bill));

drop policy if exists rent_tds_rates_all_can_bill on public.rent_tds_rates;
create policy rent_tds_rates_all_can_bill on public.rent_tds_rates
  for all to authenticated
  using (( SELECT public.can_bill() AS can_bill))
  with check (( SELECT public.can_bill() AS can_bill));

drop policy if exists rent_settings_select_can_bill on public.rent_settings;
create policy rent_settings_select_can_bill on public.rent_settings
  for select to authenticated
  using (( SELECT public.can_bill() AS can_bill));

drop policy if exists rent_settings_update_can_bill on public.rent_settings;
create policy rent_settings_update_can_bill on public.rent_settings
  for update to authenticated
  using (( SELECT public.can_bill() AS can_bill))
  with check (( SELECT public.can_bill() AS can_bill));

drop policy if exists rent_payments_select_can_bill on public.rent_payments;
create policy rent_payments_select_can_bill on public.rent_payments
  for select to authenticated
  using (( SELECT public.can_bill() AS can_bill));

-- The lease-agreements bucket: admins and accounts put a lease's agreement under its id (can_file_lease_agreement)
-- and read them; nobody replaces or deletes one.
drop policy if exists lease_agreements_insert_can_file on storage.objects;
create policy lease_agreements_insert_can_file on storage.objects
  for insert to authenticated
  with check (((bucket_id = 'lease-agreements'::text) AND public.can_file_lease_agreement(name)));

drop policy if exists lease_agreements_select_can_bill on storage.objects;
create policy lease_agreements_select_can_bill on storage.objects
  for select to authenticated
  using (((bucket_id = 'lease-agreements'::text) AND ( SELECT public.can_bill() AS can_bill)));
