-- site_costs_vendor_orders_margins: written by `npm run db:diff -- site_costs_vendor_orders_margins` from supabase/schemas/
-- (docs/decisions/043-declarative-schema-files.md). What supabase/schemas/ defines differently from the
-- migrations before this one:
--   constraint billing_settings_vendor_order_prefix_shape on public.billing_settings: in supabase/schemas/, not in the database
--   constraint power_bills_amount_positive on public.power_bills: in supabase/schemas/, not in the database
--   constraint power_bills_bill_number_required on public.power_bills: in supabase/schemas/, not in the database
--   constraint power_bills_created_by_fkey on public.power_bills: in supabase/schemas/, not in the database
--   constraint power_bills_meter_bill_key on public.power_bills: in supabase/schemas/, not in the database
--   constraint power_bills_meter_id_fkey on public.power_bills: in supabase/schemas/, not in the database
--   constraint power_bills_period_order on public.power_bills: in supabase/schemas/, not in the database
--   constraint power_bills_pkey on public.power_bills: in supabase/schemas/, not in the database
--   constraint power_meter_shares_meter_id_fkey on public.power_meter_shares: in supabase/schemas/, not in the database
--   constraint power_meter_shares_pkey on public.power_meter_shares: in supabase/schemas/, not in the database
--   constraint power_meter_shares_range on public.power_meter_shares: in supabase/schemas/, not in the database
--   constraint power_meter_shares_site_id_fkey on public.power_meter_shares: in supabase/schemas/, not in the database
--   constraint power_meter_shares_site_key on public.power_meter_shares: in supabase/schemas/, not in the database
--   constraint power_meters_connection_number_key on public.power_meters: in supabase/schemas/, not in the database
--   constraint power_meters_connection_number_shape on public.power_meters: in supabase/schemas/, not in the database
--   constraint power_meters_name_required on public.power_meters: in supabase/schemas/, not in the database
--   constraint power_meters_pkey on public.power_meters: in supabase/schemas/, not in the database
--   constraint rent_payments_void_reason on public.rent_payments: in supabase/schemas/, not in the database
--   constraint rent_payments_voided_by_fkey on public.rent_payments: in supabase/schemas/, not in the database
--   constraint site_costs_amount_positive on public.site_costs: in supabase/schemas/, not in the database
--   constraint site_costs_created_by_fkey on public.site_costs: in supabase/schemas/, not in the database
--   constraint site_costs_description_required on public.site_costs: in supabase/schemas/, not in the database
--   constraint site_costs_kind_known on public.site_costs: in supabase/schemas/, not in the database
--   constraint site_costs_period_order on public.site_costs: in supabase/schemas/, not in the database
--   constraint site_costs_pkey on public.site_costs: in supabase/schemas/, not in the database
--   constraint site_costs_power_bill_id_fkey on public.site_costs: in supabase/schemas/, not in the database
--   constraint site_costs_power_from_bill on public.site_costs: in supabase/schemas/, not in the database
--   constraint site_costs_reference_length on public.site_costs: in supabase/schemas/, not in the database
--   constraint site_costs_site_id_fkey on public.site_costs: in supabase/schemas/, not in the database
--   constraint vendor_order_lines_campaign_line_id_fkey on public.vendor_order_lines: in supabase/schemas/, not in the database
--   constraint vendor_order_lines_material_required on public.vendor_order_lines: in supabase/schemas/, not in the database
--   constraint vendor_order_lines_order_id_fkey on public.vendor_order_lines: in supabase/schemas/, not in the database
--   constraint vendor_order_lines_order_line_key on public.vendor_order_lines: in supabase/schemas/, not in the database
--   constraint vendor_order_lines_pkey on public.vendor_order_lines: in supabase/schemas/, not in the database
--   constraint vendor_order_lines_quantity_range on public.vendor_order_lines: in supabase/schemas/, not in the database
--   constraint vendor_order_lines_rate_not_negative on public.vendor_order_lines: in supabase/schemas/, not in the database
--   constraint vendor_order_lines_size_positive on public.vendor_order_lines: in supabase/schemas/, not in the database
--   constraint vendor_orders_bill_number_length on public.vendor_orders: in supabase/schemas/, not in the database
--   constraint vendor_orders_billed on public.vendor_orders: in supabase/schemas/, not in the database
--   constraint vendor_orders_campaign_id_fkey on public.vendor_orders: in supabase/schemas/, not in the database
--   constraint vendor_orders_cancelled on public.vendor_orders: in supabase/schemas/, not in the database
--   constraint vendor_orders_code_shape on public.vendor_orders: in supabase/schemas/, not in the database
--   constraint vendor_orders_deliver_to_length on public.vendor_orders: in supabase/schemas/, not in the database
--   constraint vendor_orders_kind_known on public.vendor_orders: in supabase/schemas/, not in the database
--   constraint vendor_orders_note_length on public.vendor_orders: in supabase/schemas/, not in the database
--   constraint vendor_orders_number_key on public.vendor_orders: in supabase/schemas/, not in the database
--   constraint vendor_orders_ordered_not_negative on public.vendor_orders: in supabase/schemas/, not in the database
--   constraint vendor_orders_own_crew_mounts on public.vendor_orders: in supabase/schemas/, not in the database
--   constraint vendor_orders_pkey on public.vendor_orders: in supabase/schemas/, not in the database
--   constraint vendor_orders_raised_by_fkey on public.vendor_orders: in supabase/schemas/, not in the database
--   constraint vendor_orders_received on public.vendor_orders: in supabase/schemas/, not in the database
--   constraint vendor_orders_status_known on public.vendor_orders: in supabase/schemas/, not in the database
--   constraint vendor_orders_vendor_id_fkey on public.vendor_orders: in supabase/schemas/, not in the database
--   constraint vendors_address_length on public.vendors: in supabase/schemas/, not in the database
--   constraint vendors_does_something on public.vendors: in supabase/schemas/, not in the database
--   constraint vendors_email_shape on public.vendors: in supabase/schemas/, not in the database
--   constraint vendors_gstin_shape on public.vendors: in supabase/schemas/, not in the database
--   constraint vendors_name_required on public.vendors: in supabase/schemas/, not in the database
--   constraint vendors_phone_shape on public.vendors: in supabase/schemas/, not in the database
--   constraint vendors_pkey on public.vendors: in supabase/schemas/, not in the database
--   function public.cancel_vendor_order(uuid, text): in supabase/schemas/, not in the database
--   function public.margins(date, date): in supabase/schemas/, not in the database
--   function public.note_vendor_order_emailed(uuid): in supabase/schemas/, not in the database
--   function public.raise_vendor_order(uuid, text, uuid, date, text, text, jsonb): in supabase/schemas/, not in the database
--   function public.receive_vendor_order(uuid, date): in supabase/schemas/, not in the database
--   function public.record_power_bill(uuid, text, date, date, date, bigint): in supabase/schemas/, not in the database
--   function public.record_rent_payment(uuid, date, date, text, text, bigint, bigint, text): differs in definition
--   function public.record_vendor_bill(uuid, text, date, bigint, bigint): in supabase/schemas/, not in the database
--   function public.rents_due(date): differs in definition
--   function public.set_power_meter_shares(uuid, jsonb): in supabase/schemas/, not in the database
--   function public.site_costs_between(uuid, date, date): in supabase/schemas/, not in the database
--   function public.site_margin_rows(date, date): in supabase/schemas/, not in the database
--   function public.site_month_revenue(uuid, date, date): differs in definition
--   function public.sites_for_costs(): in supabase/schemas/, not in the database
--   function public.vendor_line_costs(): in supabase/schemas/, not in the database
--   function public.vendor_order_to_change(uuid): in supabase/schemas/, not in the database
--   function public.void_rent_payment(uuid, text): in supabase/schemas/, not in the database
--   index public.power_bills_created_by_idx: in supabase/schemas/, not in the database
--   index public.rent_payments_voided_by_idx: in supabase/schemas/, not in the database
--   index public.site_costs_created_by_idx: in supabase/schemas/, not in the database
--   index public.site_costs_power_bill_idx: in supabase/schemas/, not in the database
--   index public.site_costs_site_period_idx: in supabase/schemas/, not in the database
--   index public.vendor_order_lines_campaign_line_idx: in supabase/schemas/, not in the database
--   index public.vendor_orders_campaign_idx: in supabase/schemas/, not in the database
--   index public.vendor_orders_raised_by_idx: in supabase/schemas/, not in the database
--   index public.vendor_orders_vendor_idx: in supabase/schemas/, not in the database
--   policy power_bills_delete_can_bill on public.power_bills: in supabase/schemas/, not in the database
--   policy power_bills_select_can_bill on public.power_bills: in supabase/schemas/, not in the database
--   policy power_meter_shares_select_can_bill on public.power_meter_shares: in supabase/schemas/, not in the database
--   policy power_meters_all_can_bill on public.power_meters: in supabase/schemas/, not in the database
--   policy site_costs_delete_can_bill on public.site_costs: in supabase/schemas/, not in the database
--   policy site_costs_select_can_bill on public.site_costs: in supabase/schemas/, not in the database
--   policy site_costs_update_can_bill on public.site_costs: in supabase/schemas/, not in the database
--   policy site_costs_write_can_bill on public.site_costs: in supabase/schemas/, not in the database
--   policy vendor_order_lines_select_can_bill on public.vendor_order_lines: in supabase/schemas/, not in the database
--   policy vendor_orders_select_can_bill on public.vendor_orders: in supabase/schemas/, not in the database
--   policy vendors_all_can_bill on public.vendors: in supabase/schemas/, not in the database
--   table public.billing_settings: differs in columns
--   table public.power_bills: in supabase/schemas/, not in the database
--   table public.power_meter_shares: in supabase/schemas/, not in the database
--   table public.power_meters: in supabase/schemas/, not in the database
--   table public.rent_payments: differs in columns
--   table public.site_costs: in supabase/schemas/, not in the database
--   table public.vendor_order_lines: in supabase/schemas/, not in the database
--   table public.vendor_orders: in supabase/schemas/, not in the database
--   table public.vendors: in supabase/schemas/, not in the database

-- Functions are created in the order of the schema files, some before the functions they call.
set check_function_bodies = off;

alter table public.billing_settings add column vendor_order_prefix text default 'VO'::text not null;
alter table public.rent_payments add column voided_at timestamp with time zone;
alter table public.rent_payments add column voided_by uuid;
alter table public.rent_payments add column void_reason text;

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

-- An electricity meter (its service connection number on the bill) and the sites it lights.
create table public.power_meters (
  id uuid default gen_random_uuid() not null,
  connection_number text not null,
  name text not null,
  created_at timestamp with time zone default now() not null,
  constraint power_meters_pkey PRIMARY KEY (id),
  constraint power_meters_connection_number_key UNIQUE (connection_number),
  constraint power_meters_connection_number_shape CHECK ((connection_number ~ '^[0-9A-Z/-]{4,30}$'::text)),
  constraint power_meters_name_required CHECK (((name ~ '\S'::text) AND (char_length(name) <= 200)))
);

alter table public.power_meters enable row level security;
revoke all on table public.power_meters from anon, authenticated, service_role;
grant delete, insert, select, update on table public.power_meters to authenticated;
grant all on table public.power_meters to service_role;

-- The share of a meter's bills each site it lights bears, in per cent; a meter's shares total 100 and a site is on
-- one meter. Written only by set_power_meter_shares(), which checks the total.
create table public.power_meter_shares (
  meter_id uuid not null,
  site_id uuid not null,
  share_percent numeric(5,2) not null,
  constraint power_meter_shares_pkey PRIMARY KEY (meter_id, site_id),
  constraint power_meter_shares_site_key UNIQUE (site_id),
  constraint power_meter_shares_range CHECK (((share_percent > (0)::numeric) AND (share_percent <= (100)::numeric))),
  constraint power_meter_shares_meter_id_fkey FOREIGN KEY (meter_id) REFERENCES public.power_meters(id) ON DELETE CASCADE,
  constraint power_meter_shares_site_id_fkey FOREIGN KEY (site_id) REFERENCES public.sites(id) ON DELETE RESTRICT
);

alter table public.power_meter_shares enable row level security;
revoke all on table public.power_meter_shares from anon, authenticated, service_role;
grant select on table public.power_meter_shares to authenticated;
grant all on table public.power_meter_shares to service_role;

-- A meter's bill for the days from `period_from` to `period_to`: split into each site's power cost when recorded
-- (record_power_bill), so a later change of shares leaves it as it was.
create table public.power_bills (
  id uuid default gen_random_uuid() not null,
  meter_id uuid not null,
  bill_number text not null,
  billed_on date not null,
  period_from date not null,
  period_to date not null,
  amount_paise bigint not null,
  created_by uuid default auth.uid(),
  created_at timestamp with time zone default now() not null,
  constraint power_bills_pkey PRIMARY KEY (id),
  constraint power_bills_meter_bill_key UNIQUE (meter_id, bill_number),
  constraint power_bills_bill_number_required CHECK (((bill_number ~ '\S'::text) AND (char_length(bill_number) <= 40))),
  constraint power_bills_period_order CHECK (((period_to >= period_from) AND ((period_to - period_from) <= 366))),
  constraint power_bills_amount_positive CHECK ((amount_paise > 0)),
  constraint power_bills_meter_id_fkey FOREIGN KEY (meter_id) REFERENCES public.power_meters(id) ON DELETE RESTRICT,
  constraint power_bills_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.user_profiles(id) ON DELETE SET NULL
);

create index power_bills_created_by_idx ON public.power_bills using btree (created_by);

alter table public.power_bills enable row level security;
revoke all on table public.power_bills from anon, authenticated, service_role;
grant delete, select on table public.power_bills to authenticated;
grant all on table public.power_bills to service_role;

-- A cost of site `site_id` paid on `incurred_on` for the days from `covers_from` to `covers_to` (a licence fee for
-- its licence's year, a repair on its day): margins spread it evenly over those days. Power costs come only from a
-- power bill's split; the others are entered by accounts.
create table public.site_costs (
  id uuid default gen_random_uuid() not null,
  site_id uuid not null,
  kind text not null,
  description text not null,
  incurred_on date not null,
  covers_from date not null,
  covers_to date not null,
  amount_paise bigint not null,
  reference text,
  power_bill_id uuid,
  created_by uuid default auth.uid(),
  created_at timestamp with time zone default now() not null,
  constraint site_costs_pkey PRIMARY KEY (id),
  constraint site_costs_kind_known CHECK ((kind = ANY (ARRAY['licence'::text, 'power'::text, 'repair'::text, 'other'::text]))),
  constraint site_costs_power_from_bill CHECK (((kind = 'power'::text) = (power_bill_id IS NOT NULL))),
  constraint site_costs_description_required CHECK (((description ~ '\S'::text) AND (char_length(description) <= 300))),
  constraint site_costs_period_order CHECK (((covers_to >= covers_from) AND ((covers_to - covers_from) <= 1830))),
  constraint site_costs_amount_positive CHECK ((amount_paise > 0)),
  constraint site_costs_reference_length CHECK ((char_length(reference) <= 40)),
  constraint site_costs_site_id_fkey FOREIGN KEY (site_id) REFERENCES public.sites(id) ON DELETE RESTRICT,
  constraint site_costs_power_bill_id_fkey FOREIGN KEY (power_bill_id) REFERENCES public.power_bills(id) ON DELETE CASCADE,
  constraint site_costs_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.user_profiles(id) ON DELETE SET NULL
);

create index site_costs_site_period_idx ON public.site_costs using btree (site_id, covers_from, covers_to);

create index site_costs_power_bill_idx ON public.site_costs using btree (power_bill_id);

create index site_costs_created_by_idx ON public.site_costs using btree (created_by);

alter table public.site_costs enable row level security;
revoke all on table public.site_costs from anon, authenticated, service_role;
grant delete, insert, select, update on table public.site_costs to authenticated;
grant all on table public.site_costs to service_role;

-- Every site, published or not, for the forms of leases, costs and meters: its code, name and licence's end, for
-- admins and accounts only (they may not read unpublished sites otherwise).
create or replace function public.sites_for_costs()
returns table (id uuid, code text, name text, licence_valid_until date)
language sql
stable
security definer
set search_path = ''
as $$
  select s.id, s.code, s.name, l.valid_until
  from public.sites s left join public.site_licences l on l.site_id = s.id
  where public.can_bill()
  order by s.code
$$;
revoke all on function public.sites_for_costs() from public, anon, authenticated;
grant execute on function public.sites_for_costs() to authenticated, service_role;

-- The owner sets which sites meter `meter` lights and the share of its bills each bears: `shares` is
-- [{site_id, share_percent}], totalling 100, each site on no other meter. Bills already recorded keep their split.
create or replace function public.set_power_meter_shares(meter uuid, shares jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  total numeric;
begin
  if not public.can_bill() then
    raise exception 'Only admins and accounts set power meters.' using errcode = '42501';
  end if;
  perform from public.power_meters m where m.id = meter for update;
  if not found then
    raise exception 'This meter does not exist.' using errcode = 'PT404';
  end if;
  if jsonb_typeof(shares) is distinct from 'array' or jsonb_array_length(shares) = 0 then
    raise exception 'Give at least one site the meter lights, with its share.' using errcode = 'PT422';
  end if;
  select sum((s ->> 'share_percent')::numeric) into total from jsonb_array_elements(shares) as s;
  if total is distinct from 100 then
    raise exception '%', 'The sites'' shares of a meter must total 100%: these total ' || coalesce(total, 0) || '%.' using errcode = 'PT422';
  end if;
  if exists (select from jsonb_array_elements(shares) as s join public.power_meter_shares p on p.site_id = (s ->> 'site_id')::uuid and p.meter_id <> meter) then
    raise exception 'A site is on one meter: % is already on another.',
      (select string_agg(t.code, ', ') from jsonb_array_elements(shares) as s join public.power_meter_shares p on p.site_id = (s ->> 'site_id')::uuid and p.meter_id <> meter
       join public.sites t on t.id = p.site_id) using errcode = 'PT422';
  end if;
  delete from public.power_meter_shares p where p.meter_id = meter;
  insert into public.power_meter_shares (meter_id, site_id, share_percent)
  select meter, (s ->> 'site_id')::uuid, (s ->> 'share_percent')::numeric from jsonb_array_elements(shares) as s;
end;
$$;
revoke all on function public.set_power_meter_shares(uuid, jsonb) from public, anon, authenticated;
grant execute on function public.set_power_meter_shares(uuid, jsonb) to authenticated, service_role;

-- Accounts record meter `meter`'s bill: `amount_paise` for the days from `period_from` to `period_to`, split into a
-- power cost per site by the meter's shares, rounded down to the paisa with the paise left over given to the largest
-- remainders, so the sites' costs add up to the bill exactly. Returns the bill's id.
create or replace function public.record_power_bill(meter uuid, bill_number text, billed_on date, period_from date, period_to date,
  amount_paise bigint)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  bill uuid;
  meter_name text;
begin
  if not public.can_bill() then
    raise exception 'Only admins and accounts record power bills.' using errcode = '42501';
  end if;
  select m.name into meter_name from public.power_meters m where m.id = meter for update;
  if meter_name is null then
    raise exception 'This meter does not exist.' using errcode = 'PT404';
  end if;
  if not exists (select from public.power_meter_shares p where p.meter_id = meter) then
    raise exception 'Say which sites this meter lights before recording its bill: the bill is split between them.' using errcode = 'PT422';
  end if;
  if billed_on is null or period_from is null or period_to is null or period_to < period_from then
    raise exception 'Give the bill''s date and the days it covers, the first before the last.' using errcode = 'PT422';
  end if;
  if exists (select from public.power_bills b where b.meter_id = meter and b.period_from <= record_power_bill.period_to and b.period_to >= record_power_bill.period_from) then
    raise exception 'A bill of this meter already covers some of these days.' using errcode = 'PT409';
  end if;
  insert into public.power_bills (meter_id, bill_number, billed_on, period_from, period_to, amount_paise)
  values (meter, btrim(record_power_bill.bill_number), record_power_bill.billed_on, record_power_bill.period_from, record_power_bill.period_to,
    record_power_bill.amount_paise)
  returning id into bill;
  insert into public.site_costs (site_id, kind, description, incurred_on, covers_from, covers_to, amount_paise, reference, power_bill_id)
  select split.site_id, 'power', meter_name || ', ' || trim_scale(split.share_percent) || '% of the bill', record_power_bill.billed_on,
    record_power_bill.period_from, record_power_bill.period_to, split.floor_paise + case when split.rank <= split.left_over then 1 else 0 end,
    btrim(record_power_bill.bill_number), bill
  from (
    select shares.*, row_number() over (order by shares.exact - shares.floor_paise desc, shares.site_id) as rank,
      record_power_bill.amount_paise - sum(shares.floor_paise) over () as left_over
    from (
      select p.site_id, p.share_percent, record_power_bill.amount_paise * p.share_percent / 100 as exact,
        floor(record_power_bill.amount_paise * p.share_percent / 100)::bigint as floor_paise
      from public.power_meter_shares p where p.meter_id = meter
    ) as shares
  ) as split
  where split.floor_paise + case when split.rank <= split.left_over then 1 else 0 end > 0;
  return bill;
end;
$$;
revoke all on function public.record_power_bill(uuid, text, date, date, date, bigint) from public, anon, authenticated;
grant execute on function public.record_power_bill(uuid, text, date, date, date, bigint) to authenticated, service_role;

-- Site `site`'s costs entered or split for the days from `first_day` to `last_day`, by kind, in paise: each cost's
-- share of them, spread evenly over the days it covers (not rounded: margins round once).
create or replace function public.site_costs_between(site uuid, first_day date, last_day date)
returns table (kind text, amount numeric)
language sql
stable
security definer
set search_path = ''
as $$
  select c.kind, sum(c.amount_paise * (least(c.covers_to, last_day) - greatest(c.covers_from, first_day) + 1)::numeric / (c.covers_to - c.covers_from + 1))
  from public.site_costs c
  where c.site_id = site and c.covers_from <= last_day and c.covers_to >= first_day
  group by c.kind
$$;
revoke all on function public.site_costs_between(uuid, date, date) from public, anon, authenticated;

drop policy if exists power_meters_all_can_bill on public.power_meters;
create policy power_meters_all_can_bill on public.power_meters
  for all to authenticated
  using (( SELECT public.can_bill() AS can_bill))
  with check (( SELECT public.can_bill() AS can_bill));

drop policy if exists power_meter_shares_select_can_bill on public.power_meter_shares;
create policy power_meter_shares_select_can_bill on public.power_meter_shares
  for select to authenticated
  using (( SELECT public.can_bill() AS can_bill));

drop policy if exists power_bills_select_can_bill on public.power_bills;
create policy power_bills_select_can_bill on public.power_bills
  for select to authenticated
  using (( SELECT public.can_bill() AS can_bill));

-- A wrong bill is deleted whole, its split with it; it is recorded again by record_power_bill().
drop policy if exists power_bills_delete_can_bill on public.power_bills;
create policy power_bills_delete_can_bill on public.power_bills
  for delete to authenticated
  using (( SELECT public.can_bill() AS can_bill));

drop policy if exists site_costs_select_can_bill on public.site_costs;
create policy site_costs_select_can_bill on public.site_costs
  for select to authenticated
  using (( SELECT public.can_bill() AS can_bill));

-- Accounts enter, correct and remove licence, repair and other costs; power costs only come and go with their bill.
drop policy if exists site_costs_write_can_bill on public.site_costs;
create policy site_costs_write_can_bill on public.site_costs
  for insert to authenticated
  with check ((( SELECT public.can_bill() AS can_bill) AND (kind <> 'power'::text) AND (power_bill_id IS NULL)));

drop policy if exists site_costs_update_can_bill on public.site_costs;
create policy site_costs_update_can_bill on public.site_costs
  for update to authenticated
  using ((( SELECT public.can_bill() AS can_bill) AND (kind <> 'power'::text)))
  with check ((( SELECT public.can_bill() AS can_bill) AND (kind <> 'power'::text) AND (power_bill_id IS NULL)));

drop policy if exists site_costs_delete_can_bill on public.site_costs;
create policy site_costs_delete_can_bill on public.site_costs
  for delete to authenticated
  using ((( SELECT public.can_bill() AS can_bill) AND (kind <> 'power'::text)));

create table public.vendors (
  id uuid default gen_random_uuid() not null,
  name text not null,
  email text not null,
  phone text,
  gstin text,
  address text,
  prints boolean default false not null,
  mounts boolean default false not null,
  created_at timestamp with time zone default now() not null,
  constraint vendors_pkey PRIMARY KEY (id),
  constraint vendors_name_required CHECK (((name ~ '\S'::text) AND (char_length(name) <= 200))),
  constraint vendors_email_shape CHECK (((email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'::text) AND (char_length(email) <= 254))),
  constraint vendors_phone_shape CHECK (((phone IS NULL) OR (phone ~ '^[0-9]{10}$'::text))),
  constraint vendors_gstin_shape CHECK (((gstin IS NULL) OR (gstin ~ '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$'::text))),
  constraint vendors_address_length CHECK ((char_length(address) <= 500)),
  constraint vendors_does_something CHECK ((prints OR mounts))
);

alter table public.vendors enable row level security;
revoke all on table public.vendors from anon, authenticated, service_role;
grant delete, insert, select, update on table public.vendors to authenticated;
grant all on table public.vendors to service_role;

-- An order for campaign `campaign_id`'s printing or mounting: to `vendor_id`, or to the own crew (mounting only, no
-- bill). `ordered_paise` is its lines' sum, before GST; the vendor's bill (number, date, taxable value and GST) is
-- matched against it. Sent when raised (printed, or e-mailed by vendor-order-mail: `emailed_at`), then received, then
-- billed; or cancelled with why.
create table public.vendor_orders (
  id uuid default gen_random_uuid() not null,
  number text not null,
  campaign_id uuid not null,
  kind text not null,
  vendor_id uuid,
  code text not null,
  due_on date not null,
  deliver_to text,
  note text,
  status text default 'sent'::text not null,
  ordered_paise bigint not null,
  raised_by uuid default auth.uid(),
  raised_at timestamp with time zone default now() not null,
  received_on date,
  bill_number text,
  bill_date date,
  bill_taxable_paise bigint,
  bill_gst_paise bigint,
  billed_at timestamp with time zone,
  cancelled_at timestamp with time zone,
  cancel_reason text,
  emailed_at timestamp with time zone,
  constraint vendor_orders_pkey PRIMARY KEY (id),
  constraint vendor_orders_number_key UNIQUE (number),
  constraint vendor_orders_kind_known CHECK ((kind = ANY (ARRAY['printing'::text, 'mounting'::text]))),
  constraint vendor_orders_own_crew_mounts CHECK (((vendor_id IS NOT NULL) OR (kind = 'mounting'::text))),
  constraint vendor_orders_code_shape CHECK ((code ~ '^[0-9]{4,8}$'::text)),
  constraint vendor_orders_deliver_to_length CHECK ((char_length(deliver_to) <= 500)),
  constraint vendor_orders_note_length CHECK ((char_length(note) <= 500)),
  constraint vendor_orders_status_known CHECK ((status = ANY (ARRAY['sent'::text, 'received'::text, 'billed'::text, 'cancelled'::text]))),
  constraint vendor_orders_ordered_not_negative CHECK ((ordered_paise >= 0)),
  constraint vendor_orders_received CHECK (((status = ANY (ARRAY['sent'::text, 'cancelled'::text])) OR (received_on IS NOT NULL))),
  constraint vendor_orders_billed CHECK (((status <> 'billed'::text) OR ((vendor_id IS NOT NULL) AND (COALESCE(bill_number, ''::text) ~ '\S'::text) AND (bill_date IS NOT NULL) AND (bill_taxable_paise >= 0) AND (bill_gst_paise >= 0) AND (billed_at IS NOT NULL)))),
  constraint vendor_orders_bill_number_length CHECK ((char_length(bill_number) <= 40)),
  constraint vendor_orders_cancelled CHECK (((status <> 'cancelled'::text) OR ((COALESCE(cancel_reason, ''::text) ~ '\S'::text) AND (char_length(cancel_reason) <= 500) AND (cancelled_at IS NOT NULL)))),
  constraint vendor_orders_campaign_id_fkey FOREIGN KEY (campaign_id) REFERENCES public.campaigns(id) ON DELETE RESTRICT,
  constraint vendor_orders_vendor_id_fkey FOREIGN KEY (vendor_id) REFERENCES public.vendors(id) ON DELETE RESTRICT,
  constraint vendor_orders_raised_by_fkey FOREIGN KEY (raised_by) REFERENCES public.user_profiles(id) ON DELETE SET NULL
);

create index vendor_orders_campaign_idx ON public.vendor_orders using btree (campaign_id);

create index vendor_orders_vendor_idx ON public.vendor_orders using btree (vendor_id);

create index vendor_orders_raised_by_idx ON public.vendor_orders using btree (raised_by);

alter table public.vendor_orders enable row level security;
revoke all on table public.vendor_orders from anon, authenticated, service_role;
grant select on table public.vendor_orders to authenticated;
grant all on table public.vendor_orders to service_role;

-- One site's part of an order: the material, its size, how many and the rate per square foot.
create table public.vendor_order_lines (
  id uuid default gen_random_uuid() not null,
  order_id uuid not null,
  campaign_line_id uuid not null,
  material text not null,
  width_ft numeric(6,1) not null,
  height_ft numeric(6,1) not null,
  quantity integer not null,
  rate_paise bigint not null,
  amount_paise bigint generated always as ((round((((width_ft * height_ft) * (quantity)::numeric) * (rate_paise)::numeric)))::bigint) stored,
  constraint vendor_order_lines_pkey PRIMARY KEY (id),
  constraint vendor_order_lines_order_line_key UNIQUE (order_id, campaign_line_id),
  constraint vendor_order_lines_material_required CHECK (((material ~ '\S'::text) AND (char_length(material) <= 200))),
  constraint vendor_order_lines_size_positive CHECK (((width_ft > (0)::numeric) AND (height_ft > (0)::numeric))),
  constraint vendor_order_lines_quantity_range CHECK (((quantity >= 1) AND (quantity <= 1000))),
  constraint vendor_order_lines_rate_not_negative CHECK ((rate_paise >= 0)),
  constraint vendor_order_lines_order_id_fkey FOREIGN KEY (order_id) REFERENCES public.vendor_orders(id) ON DELETE CASCADE,
  constraint vendor_order_lines_campaign_line_id_fkey FOREIGN KEY (campaign_line_id) REFERENCES public.campaign_lines(id) ON DELETE RESTRICT
);

create index vendor_order_lines_campaign_line_idx ON public.vendor_order_lines using btree (campaign_line_id);

alter table public.vendor_order_lines enable row level security;
revoke all on table public.vendor_order_lines from anon, authenticated, service_role;
grant select on table public.vendor_order_lines to authenticated;
grant all on table public.vendor_order_lines to service_role;

-- Admins and accounts order campaign `campaign`'s printing or mounting (`kind`) from vendor `vendor` (null: the own
-- crew, for mounting), due on `due_on`, delivered to `deliver_to`: `lines` is [{campaign_line_id, material, width_ft,
-- height_ft, quantity, rate_paise}], each a line of the campaign. The campaign must be confirmed; the order is numbered
-- from the vendor-order series and coded with the billing settings' HSN or SAC. Returns {id, number}.
create or replace function public.raise_vendor_order(campaign uuid, kind text, vendor uuid, due_on date, deliver_to text, note text, lines jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  target public.campaigns;
  chosen public.vendors;
  settings public.billing_settings;
  order_id uuid;
  order_number text;
begin
  if not public.can_bill() then
    raise exception 'Only admins and accounts order printing and mounting.' using errcode = '42501';
  end if;
  select * into target from public.campaigns c where c.id = campaign;
  if target.id is null then
    raise exception 'This campaign does not exist.' using errcode = 'PT404';
  end if;
  if target.status not in ('confirmed', 'live', 'completed') then
    raise exception 'Order printing and mounting once the campaign is confirmed: it is %.', replace(target.status, '_', ' ') using errcode = 'PT422';
  end if;
  if kind is null or kind not in ('printing', 'mounting') then
    raise exception 'Say whether the order is for printing or mounting.' using errcode = 'PT422';
  end if;
  if vendor is null and kind = 'printing' then
    raise exception 'Choose the printing vendor: only mounting may be done by our own crew.' using errcode = 'PT422';
  end if;
  if vendor is not null then
    select * into chosen from public.vendors v where v.id = vendor;
    if chosen.id is null then
      raise exception 'This vendor does not exist.' using errcode = 'PT404';
    end if;
    if (kind = 'printing' and not chosen.prints) or (kind = 'mounting' and not chosen.mounts) then
      raise exception '% does not do %.', chosen.name, kind using errcode = 'PT422';
    end if;
  end if;
  if due_on is null or due_on < public.india_today() then
    raise exception 'Give the day the order is due: today or later.' using errcode = 'PT422';
  end if;
  if jsonb_typeof(lines) is distinct from 'array' or jsonb_array_length(lines) = 0 then
    raise exception 'Choose at least one of the campaign''s sites for the order.' using errcode = 'PT422';
  end if;
  if exists (select from jsonb_array_elements(lines) as l
             where not exists (select from public.campaign_lines c where c.id = (l ->> 'campaign_line_id')::uuid and c.campaign_id = campaign)) then
    raise exception 'Every line of an order is one of this campaign''s sites.' using errcode = 'PT422';
  end if;
  select * into settings from public.billing_settings;
  order_number := public.next_document_number(settings.vendor_order_prefix, public.india_today());
  insert into public.vendor_orders (number, campaign_id, kind, vendor_id, code, due_on, deliver_to, note, ordered_paise)
  values (order_number, campaign, kind, vendor, case kind when 'printing' then settings.printing_code else settings.mounting_code end,
    due_on, nullif(btrim(deliver_to), ''), nullif(btrim(note), ''), 0)
  returning id into order_id;
  insert into public.vendor_order_lines (order_id, campaign_line_id, material, width_ft, height_ft, quantity, rate_paise)
  select order_id, (l ->> 'campaign_line_id')::uuid, btrim(l ->> 'material'), (l ->> 'width_ft')::numeric, (l ->> 'height_ft')::numeric,
    (l ->> 'quantity')::integer, (l ->> 'rate_paise')::bigint
  from jsonb_array_elements(lines) as l;
  update public.vendor_orders o set ordered_paise = (select sum(v.amount_paise) from public.vendor_order_lines v where v.order_id = o.id)
  where o.id = order_id;
  return jsonb_build_object('id', order_id, 'number', order_number);
end;
$$;
revoke all on function public.raise_vendor_order(uuid, text, uuid, date, text, text, jsonb) from public, anon, authenticated;
grant execute on function public.raise_vendor_order(uuid, text, uuid, date, text, text, jsonb) to authenticated, service_role;

-- The order `vendor_order`, locked, for the steps below; refused to anyone but admins and accounts.
create or replace function public.vendor_order_to_change(vendor_order uuid)
returns public.vendor_orders
language plpgsql
security definer
set search_path = ''
as $$
declare
  target public.vendor_orders;
begin
  if not public.can_bill() then
    raise exception 'Only admins and accounts change vendor orders.' using errcode = '42501';
  end if;
  select * into target from public.vendor_orders o where o.id = vendor_order for update;
  if target.id is null then
    raise exception 'This order does not exist.' using errcode = 'PT404';
  end if;
  if target.status = 'cancelled' then
    raise exception 'Order % is cancelled.', target.number using errcode = 'PT409';
  end if;
  return target;
end;
$$;
revoke all on function public.vendor_order_to_change(uuid) from public, anon, authenticated;

-- The order's goods or work arrived (or the crew mounted it) on `received_on`.
create or replace function public.receive_vendor_order(vendor_order uuid, received_on date)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  target public.vendor_orders := public.vendor_order_to_change(vendor_order);
begin
  if target.status <> 'sent' then
    raise exception 'Order % is already %.', target.number, target.status using errcode = 'PT409';
  end if;
  if received_on is null or received_on > public.india_today() then
    raise exception 'Give the day it was received: today or earlier.' using errcode = 'PT422';
  end if;
  update public.vendor_orders o set status = 'received', received_on = receive_vendor_order.received_on where o.id = target.id;
end;
$$;
revoke all on function public.receive_vendor_order(uuid, date) from public, anon, authenticated;
grant execute on function public.receive_vendor_order(uuid, date) to authenticated, service_role;

-- The vendor's bill for a received order: its number, date, taxable value and GST. Returns the difference from what
-- was ordered (bill less order, before GST), which the order's screen flags when it is not zero.
create or replace function public.record_vendor_bill(vendor_order uuid, bill_number text, bill_date date, taxable_paise bigint, gst_paise bigint)
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  target public.vendor_orders := public.vendor_order_to_change(vendor_order);
begin
  if target.vendor_id is null then
    raise exception 'Our own crew sends no bill: order % is done once received.', target.number using errcode = 'PT422';
  end if;
  if target.status <> 'received' then
    raise exception 'Record the bill once the order is received: order % is %.', target.number, target.status using errcode = 'PT409';
  end if;
  if coalesce(bill_number, '') !~ '\S' or bill_date is null or bill_date > public.india_today() then
    raise exception 'Give the bill''s number and its date: today or earlier.' using errcode = 'PT422';
  end if;
  if taxable_paise is null or taxable_paise < 0 or coalesce(gst_paise, 0) < 0 then
    raise exception 'Give the bill''s taxable value and its GST: neither below zero.' using errcode = 'PT422';
  end if;
  update public.vendor_orders o set status = 'billed', bill_number = btrim(record_vendor_bill.bill_number), bill_date = record_vendor_bill.bill_date,
    bill_taxable_paise = taxable_paise, bill_gst_paise = coalesce(gst_paise, 0), billed_at = now()
  where o.id = target.id;
  return taxable_paise - target.ordered_paise;
end;
$$;
revoke all on function public.record_vendor_bill(uuid, text, date, bigint, bigint) from public, anon, authenticated;
grant execute on function public.record_vendor_bill(uuid, text, date, bigint, bigint) to authenticated, service_role;

-- An order not yet billed is cancelled, saying why; it stays, and costs nothing.
create or replace function public.cancel_vendor_order(vendor_order uuid, reason text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  target public.vendor_orders := public.vendor_order_to_change(vendor_order);
begin
  if target.status = 'billed' then
    raise exception 'Order % is billed: it cannot be cancelled.', target.number using errcode = 'PT409';
  end if;
  if coalesce(reason, '') !~ '\S' then
    raise exception 'Say why the order is cancelled.' using errcode = 'PT422';
  end if;
  update public.vendor_orders o set status = 'cancelled', cancelled_at = now(), cancel_reason = btrim(reason) where o.id = target.id;
end;
$$;
revoke all on function public.cancel_vendor_order(uuid, text) from public, anon, authenticated;
grant execute on function public.cancel_vendor_order(uuid, text) to authenticated, service_role;

-- The vendor-order-mail function notes, as its caller, that order `vendor_order` was e-mailed to its vendor.
create or replace function public.note_vendor_order_emailed(vendor_order uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  target public.vendor_orders := public.vendor_order_to_change(vendor_order);
begin
  update public.vendor_orders o set emailed_at = now() where o.id = target.id;
end;
$$;
revoke all on function public.note_vendor_order_emailed(uuid) from public, anon, authenticated;
grant execute on function public.note_vendor_order_emailed(uuid) to authenticated, service_role;

-- What each line of the orders not cancelled costs, before GST: the bill's taxable value spread over a billed order's
-- lines in proportion to what each was ordered at (rounded down, the paise left over to the largest remainders, so
-- the lines add up to the bill), else the line as ordered. With the line's campaign, site and first day.
create or replace function public.vendor_line_costs()
returns table (campaign_id uuid, campaign_line_id uuid, site_id uuid, kind text, starts_on date, cost_paise bigint)
language sql
stable
security definer
set search_path = ''
as $$
  select shares.campaign_id, shares.campaign_line_id, shares.site_id, shares.kind, shares.starts_on,
    shares.floor_paise + case when row_number() over (partition by shares.order_id order by shares.exact - shares.floor_paise desc, shares.campaign_line_id)
      <= shares.cost - sum(shares.floor_paise) over (partition by shares.order_id) then 1 else 0 end
  from (
    select o.id as order_id, o.campaign_id, v.campaign_line_id, c.site_id, o.kind, c.starts_on,
      coalesce(o.bill_taxable_paise, o.ordered_paise) as cost,
      case when o.ordered_paise = 0 then 0 else coalesce(o.bill_taxable_paise, o.ordered_paise)::numeric * v.amount_paise / o.ordered_paise end as exact,
      case when o.ordered_paise = 0 then 0 else floor(coalesce(o.bill_taxable_paise, o.ordered_paise)::numeric * v.amount_paise / o.ordered_paise)::bigint end as floor_paise
    from public.vendor_orders o
    join public.vendor_order_lines v on v.order_id = o.id
    join public.campaign_lines c on c.id = v.campaign_line_id
    where o.status <> 'cancelled'
  ) as shares
$$;
revoke all on function public.vendor_line_costs() from public, anon, authenticated;

drop policy if exists vendors_all_can_bill on public.vendors;
create policy vendors_all_can_bill on public.vendors
  for all to authenticated
  using (( SELECT public.can_bill() AS can_bill))
  with check (( SELECT public.can_bill() AS can_bill));

drop policy if exists vendor_orders_select_can_bill on public.vendor_orders;
create policy vendor_orders_select_can_bill on public.vendor_orders
  for select to authenticated
  using (( SELECT public.can_bill() AS can_bill));

drop policy if exists vendor_order_lines_select_can_bill on public.vendor_order_lines;
create policy vendor_order_lines_select_can_bill on public.vendor_order_lines
  for select to authenticated
  using (( SELECT public.can_bill() AS can_bill));

-- Each site with a lease, a cost or a confirmed campaign line, for each month from `first_month` to `last_month`:
-- its revenue (the media's, invoiced or else booked, as site_month_revenue() says, and the printing and mounting
-- invoiced for its lines starting that month) and its costs: the rent its leases make due (lease_month()), its
-- licence, power, repair and other costs spread over the days they cover, and the printing and mounting ordered for
-- its campaign lines starting that month (vendor_line_costs()). Each figure rounded once, to the paisa.
create or replace function public.site_margin_rows(first_month date, last_month date)
returns table (site_id uuid, month date, revenue_paise bigint, revenue_basis text, rent_paise bigint, licence_paise bigint,
  power_paise bigint, other_paise bigint, printing_paise bigint, mounting_paise bigint)
language sql
stable
security definer
set search_path = ''
as $$
  with months as (
    select m::date as first_day, (m + interval '1 month - 1 day')::date as last_day
    from generate_series(date_trunc('month', first_month), date_trunc('month', last_month), interval '1 month') as m
  ), vendor as (
    select * from public.vendor_line_costs()
  ), costed as (
    select s.id from public.sites s
    where exists (select from public.leases l where l.site_id = s.id)
       or exists (select from public.site_costs c where c.site_id = s.id)
       or exists (select from public.campaign_lines l join public.campaigns c on c.id = l.campaign_id
                  where l.site_id = s.id and c.status in ('confirmed', 'live', 'completed'))
  )
  select s.id, m.first_day,
    r.revenue_paise + coalesce(billed_extras.paise, 0),
    case when r.revenue_paise > 0 then r.basis when coalesce(billed_extras.paise, 0) > 0 then 'invoiced' end,
    coalesce(rent.paise, 0),
    round(coalesce(costs.licence, 0))::bigint, round(coalesce(costs.power, 0))::bigint, round(coalesce(costs.other, 0))::bigint,
    coalesce(ordered.printing, 0), coalesce(ordered.mounting, 0)
  from costed s
  cross join months m
  cross join lateral public.site_month_revenue(s.id, m.first_day, m.last_day) as r
  cross join lateral (
    select sum(il.taxable_paise)::bigint as paise
    from public.invoice_lines il
    join public.invoices i on i.id = il.invoice_id
    join public.campaign_lines cl on cl.id = il.campaign_line_id
    where i.status = 'issued' and il.kind in ('printing', 'mounting') and cl.site_id = s.id and cl.starts_on between m.first_day and m.last_day
  ) as billed_extras
  cross join lateral (
    select sum((public.lease_month(l, m.first_day) ->> 'rent_paise')::bigint)::bigint as paise
    from public.leases l where l.site_id = s.id and l.starts_on <= m.last_day and l.ends_on >= m.first_day
  ) as rent
  cross join lateral (
    select sum(c.amount) filter (where c.kind = 'licence') as licence, sum(c.amount) filter (where c.kind = 'power') as power,
      sum(c.amount) filter (where c.kind in ('repair', 'other')) as other
    from public.site_costs_between(s.id, m.first_day, m.last_day) as c
  ) as costs
  cross join lateral (
    select sum(v.cost_paise) filter (where v.kind = 'printing')::bigint as printing, sum(v.cost_paise) filter (where v.kind = 'mounting')::bigint as mounting
    from vendor v where v.site_id = s.id and v.starts_on between m.first_day and m.last_day
  ) as ordered
$$;
revoke all on function public.site_margin_rows(date, date) from public, anon, authenticated;

-- The owner's margins for the months from `from_month` to `to_month` (at most 24): `sites`, each site's revenue, costs
-- by kind, margin and margin in per cent over those months, with whether its lease loses money, lowest margin first;
-- `months`, the totals of each month (the trend); `total`, the whole range's; `campaigns`, each confirmed campaign
-- running then with its revenue (its issued invoices', else booked), its printing and mounting and its margin. The
-- sites' rows add up to the months' and to the total.
create or replace function public.margins(from_month date, to_month date)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  first_day date := date_trunc('month', from_month)::date;
  last_day date := (date_trunc('month', to_month) + interval '1 month - 1 day')::date;
begin
  if not public.can_bill() then
    raise exception 'Only admins and accounts see margins.' using errcode = '42501';
  end if;
  if from_month is null or to_month is null or first_day > last_day or first_day < (date_trunc('month', to_month) - interval '23 months')::date then
    raise exception 'Choose up to 24 months, the first before the last.' using errcode = 'PT422';
  end if;
  return (
    with rows as (
      select r.*, r.rent_paise + r.licence_paise + r.power_paise + r.other_paise + r.printing_paise + r.mounting_paise as costs_paise
      from public.site_margin_rows(first_day, last_day) as r
    ), per_site as (
      select r.site_id, sum(r.revenue_paise)::bigint as revenue_paise,
        string_agg(distinct r.revenue_basis, ' and ' order by r.revenue_basis) as revenue_basis,
        sum(r.rent_paise)::bigint as rent_paise, sum(r.licence_paise)::bigint as licence_paise, sum(r.power_paise)::bigint as power_paise,
        sum(r.other_paise)::bigint as other_paise, sum(r.printing_paise)::bigint as printing_paise, sum(r.mounting_paise)::bigint as mounting_paise,
        sum(r.costs_paise)::bigint as costs_paise, sum(r.revenue_paise - r.costs_paise)::bigint as margin_paise
      from rows r group by r.site_id
      having sum(r.revenue_paise) <> 0 or sum(r.costs_paise) <> 0
    ), per_month as (
      select r.month, sum(r.revenue_paise)::bigint as revenue_paise, sum(r.costs_paise)::bigint as costs_paise,
        sum(r.revenue_paise - r.costs_paise)::bigint as margin_paise
      from rows r group by r.month
    ), campaign_rows as (
      select c.id, c.reference, c.title, c.customer_name,
        coalesce(invoiced.paise, booked.paise) as revenue_paise, case when invoiced.paise is not null then 'invoiced' else 'booked' end as revenue_basis,
        coalesce(direct.printing, 0) as printing_paise, coalesce(direct.mounting, 0) as mounting_paise
      from public.campaigns c
      cross join lateral (select sum(i.taxable_paise)::bigint as paise from public.invoices i where i.campaign_id = c.id and i.status = 'issued') as invoiced
      cross join lateral (
        select coalesce(sum(round(l.monthly_rate * public.months_between(l.starts_on, l.ends_on)) * 100 * (1 - l.discount_percent / 100)), 0)::bigint as paise
        from public.campaign_lines l where l.campaign_id = c.id
      ) as booked
      cross join lateral (
        select sum(v.cost_paise) filter (where v.kind = 'printing')::bigint as printing, sum(v.cost_paise) filter (where v.kind = 'mounting')::bigint as mounting
        from public.vendor_line_costs() v where v.campaign_id = c.id
      ) as direct
      where c.status in ('confirmed', 'live', 'completed')
        and exists (select from public.campaign_lines l where l.campaign_id = c.id and l.starts_on <= last_day and l.ends_on >= first_day)
    )
    select jsonb_build_object(
      'from_month', first_day, 'to_month', date_trunc('month', last_day)::date,
      'sites', coalesce((
        select jsonb_agg(to_jsonb(p) || jsonb_build_object('code', s.code, 'name', s.name,
            'margin_percent', case when p.revenue_paise > 0 then round(p.margin_paise * 100.0 / p.revenue_paise, 1) end,
            'lease_id', lease.id, 'lease_loses_money', lease.id is not null and p.margin_paise < 0)
          order by p.margin_paise, s.code)
        from per_site p join public.sites s on s.id = p.site_id
        left join lateral (select l.id from public.leases l where l.site_id = s.id and l.starts_on <= last_day and l.ends_on >= first_day
                           order by l.starts_on desc limit 1) as lease on true), '[]'::jsonb),
      'months', coalesce((select jsonb_agg(to_jsonb(m) order by m.month) from per_month m), '[]'::jsonb),
      'total', (select jsonb_build_object('revenue_paise', coalesce(sum(p.revenue_paise), 0), 'rent_paise', coalesce(sum(p.rent_paise), 0),
          'licence_paise', coalesce(sum(p.licence_paise), 0), 'power_paise', coalesce(sum(p.power_paise), 0), 'other_paise', coalesce(sum(p.other_paise), 0),
          'printing_paise', coalesce(sum(p.printing_paise), 0), 'mounting_paise', coalesce(sum(p.mounting_paise), 0),
          'costs_paise', coalesce(sum(p.costs_paise), 0), 'margin_paise', coalesce(sum(p.margin_paise), 0),
          'margin_percent', case when sum(p.revenue_paise) > 0 then round(sum(p.margin_paise) * 100.0 / sum(p.revenue_paise), 1) end)
        from per_site p),
      'campaigns', coalesce((
        select jsonb_agg(jsonb_build_object('campaign_id', c.id, 'reference', c.reference, 'title', c.title, 'customer_name', c.customer_name,
            'revenue_paise', c.revenue_paise, 'revenue_basis', c.revenue_basis, 'printing_paise', c.printing_paise, 'mounting_paise', c.mounting_paise,
            'margin_paise', c.revenue_paise - c.printing_paise - c.mounting_paise,
            'margin_percent', case when c.revenue_paise > 0 then round((c.revenue_paise - c.printing_paise - c.mounting_paise) * 100.0 / c.revenue_paise, 1) end)
          order by c.revenue_paise - c.printing_paise - c.mounting_paise, c.reference)
        from campaign_rows c), '[]'::jsonb))
  );
end;
$$;
revoke all on function public.margins(date, date) from public, anon, authenticated;
grant execute on function public.margins(date, date) to authenticated, service_role;

alter table public.billing_settings add constraint billing_settings_vendor_order_prefix_shape CHECK (((vendor_order_prefix ~ '^[A-Z0-9]{1,4}$'::text) AND (vendor_order_prefix <> ALL (ARRAY[invoice_prefix, receipt_prefix, credit_note_prefix]))));
alter table public.rent_payments add constraint rent_payments_void_reason CHECK (((voided_at IS NULL) OR ((COALESCE(void_reason, ''::text) ~ '\S'::text) AND (char_length(void_reason) <= 500))));
alter table public.rent_payments add constraint rent_payments_voided_by_fkey FOREIGN KEY (voided_by) REFERENCES public.user_profiles(id) ON DELETE SET NULL;
CREATE INDEX rent_payments_voided_by_idx ON public.rent_payments USING btree (voided_by);

reset check_function_bodies;
