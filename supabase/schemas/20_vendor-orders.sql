-- Vendor orders (docs/decisions/116): the printing and mounting a confirmed campaign needs, ordered from a vendor (or,
-- for mounting, the agency's own crew), received, and billed by the vendor, the bill matched to the order. An order's
-- cost is the vendor's bill where it has one, else what was ordered; margins read it per campaign and site. Admins and
-- accounts (can_bill()) raise and read them; nobody else reads any of it, nor through realtime. Orders are written
-- only by the functions below. Declarative: see docs/checklists/schema-change.md.

-- ---------------------------------------------------------------------------------------
-- Tables

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
-- matched against it (`bill_difference_paise`: the bill less the order). Sent when raised (printed, or e-mailed by
-- vendor-order-mail: `emailed_at`), then received, then billed; or cancelled with why.
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
  bill_difference_paise bigint generated always as ((bill_taxable_paise - ordered_paise)) stored,
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

-- ---------------------------------------------------------------------------------------
-- Functions

-- Admins and accounts order campaign `campaign`'s printing or mounting (`kind`) from vendor `vendor` (null: the own
-- crew, for mounting), due on `due_on`, delivered to `deliver_to`: `lines` is [{campaign_line_id, material, width_ft,
-- height_ft, quantity, rate_paise}], each a line of the campaign. The campaign must be confirmed; the order is numbered
-- from the vendor-order series and coded `code` (printing on material the agency supplies is SAC 998912, on the
-- printer's own HSN 4911), a code with a GST rate kept, or by default the billing settings' printing or mounting code.
-- Returns {id, number}.
create or replace function public.raise_vendor_order(campaign uuid, kind text, vendor uuid, due_on date, deliver_to text, note text, lines jsonb,
  code text default null)
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
  if code is not null and not exists (select from public.tax_rates t where t.code = raise_vendor_order.code) then
    raise exception 'Code % has no GST rate kept: choose the order''s HSN or SAC from the billing settings'' codes.', code using errcode = 'PT422';
  end if;
  select * into settings from public.billing_settings;
  order_number := public.next_document_number(settings.vendor_order_prefix, public.india_today());
  insert into public.vendor_orders (number, campaign_id, kind, vendor_id, code, due_on, deliver_to, note, ordered_paise)
  values (order_number, campaign, kind, vendor, coalesce(code, case kind when 'printing' then settings.printing_code else settings.mounting_code end),
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
revoke all on function public.raise_vendor_order(uuid, text, uuid, date, text, text, jsonb, text) from public, anon, authenticated;
grant execute on function public.raise_vendor_order(uuid, text, uuid, date, text, text, jsonb, text) to authenticated, service_role;

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
  difference bigint;
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
  where o.id = target.id
  returning o.bill_difference_paise into difference;
  return difference;
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

-- ---------------------------------------------------------------------------------------
-- Row-level security policies

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
