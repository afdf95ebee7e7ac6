-- Site costs (docs/decisions/116): what each site costs besides its lease's rent, dated and per site: the
-- corporation's licence fee, the power bill of a lit site (a meter often serves several, split by the share the owner
-- sets), repairs and anything else. Admins and accounts (can_bill()) keep and read all of it; nobody else reads any
-- of it, and none of it is in the realtime publication. Amounts are whole paise, before the GST the agency claims back.
-- Declarative: see docs/checklists/schema-change.md.

-- ---------------------------------------------------------------------------------------
-- Tables

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

-- ---------------------------------------------------------------------------------------
-- Functions

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

-- ---------------------------------------------------------------------------------------
-- Row-level security policies

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
