-- receipts_and_tds: written by `npm run db:diff -- receipts_and_tds` from supabase/schemas/
-- (docs/decisions/043-declarative-schema-files.md). What supabase/schemas/ defines differently from the
-- migrations before this one:
--   constraint billing_settings_prefixes_differ on public.billing_settings: in supabase/schemas/, not in the database
--   constraint billing_settings_receipt_prefix_shape on public.billing_settings: in supabase/schemas/, not in the database
--   constraint receipt_allocations_amount_positive on public.receipt_allocations: in supabase/schemas/, not in the database
--   constraint receipt_allocations_invoice_id_fkey on public.receipt_allocations: in supabase/schemas/, not in the database
--   constraint receipt_allocations_pkey on public.receipt_allocations: in supabase/schemas/, not in the database
--   constraint receipt_allocations_receipt_id_fkey on public.receipt_allocations: in supabase/schemas/, not in the database
--   constraint receipts_amounts_positive on public.receipts: in supabase/schemas/, not in the database
--   constraint receipts_created_by_fkey on public.receipts: in supabase/schemas/, not in the database
--   constraint receipts_customer_id_fkey on public.receipts: in supabase/schemas/, not in the database
--   constraint receipts_mode_known on public.receipts: in supabase/schemas/, not in the database
--   constraint receipts_note_length on public.receipts: in supabase/schemas/, not in the database
--   constraint receipts_number_key on public.receipts: in supabase/schemas/, not in the database
--   constraint receipts_pkey on public.receipts: in supabase/schemas/, not in the database
--   constraint receipts_reference_given on public.receipts: in supabase/schemas/, not in the database
--   constraint receipts_status_known on public.receipts: in supabase/schemas/, not in the database
--   constraint receipts_tds_certificate_length on public.receipts: in supabase/schemas/, not in the database
--   constraint receipts_tds_percent_range on public.receipts: in supabase/schemas/, not in the database
--   constraint receipts_void_reason on public.receipts: in supabase/schemas/, not in the database
--   constraint receipts_voided_by_fkey on public.receipts: in supabase/schemas/, not in the database
--   constraint tds_rates_deductee_known on public.tds_rates: in supabase/schemas/, not in the database
--   constraint tds_rates_pkey on public.tds_rates: in supabase/schemas/, not in the database
--   constraint tds_rates_rate_range on public.tds_rates: in supabase/schemas/, not in the database
--   constraint tds_rates_source_required on public.tds_rates: in supabase/schemas/, not in the database
--   constraint tds_rates_thresholds_positive on public.tds_rates: in supabase/schemas/, not in the database
--   function public.balance_paise(public.invoices): in supabase/schemas/, not in the database
--   function public.cancel_invoice(uuid, text): differs in definition
--   function public.issue_invoice(uuid): differs in definition
--   function public.keep_receipt_allocations(): in supabase/schemas/, not in the database
--   function public.keep_recorded_receipt(): in supabase/schemas/, not in the database
--   function public.next_document_number(text, date): in supabase/schemas/, not in the database
--   function public.paise_text(bigint): in supabase/schemas/, not in the database
--   function public.record_receipt(uuid, date, text, text, bigint, bigint, numeric, jsonb, boolean, text): in supabase/schemas/, not in the database
--   function public.record_tds_certificate(uuid, text, date): in supabase/schemas/, not in the database
--   function public.settled_paise(public.invoices): in supabase/schemas/, not in the database
--   function public.tds_rate_for(uuid, date): in supabase/schemas/, not in the database
--   function public.void_receipt(uuid, text): in supabase/schemas/, not in the database
--   index public.receipt_allocations_invoice_idx: in supabase/schemas/, not in the database
--   index public.receipts_created_by_idx: in supabase/schemas/, not in the database
--   index public.receipts_customer_idx: in supabase/schemas/, not in the database
--   index public.receipts_voided_by_idx: in supabase/schemas/, not in the database
--   policy receipt_allocations_select_billing on public.receipt_allocations: in supabase/schemas/, not in the database
--   policy receipts_select_billing on public.receipts: in supabase/schemas/, not in the database
--   policy tds_rates_select_billing on public.tds_rates: in supabase/schemas/, not in the database
--   policy tds_rates_write_can_bill on public.tds_rates: in supabase/schemas/, not in the database
--   table public.billing_settings: differs in columns
--   table public.receipt_allocations: in supabase/schemas/, not in the database
--   table public.receipts: in supabase/schemas/, not in the database
--   table public.tds_rates: in supabase/schemas/, not in the database
--   trigger keep_receipt_allocations on public.receipt_allocations: in supabase/schemas/, not in the database
--   trigger keep_recorded_receipt on public.receipts: in supabase/schemas/, not in the database

-- Functions are created in the order of the schema files, some before the functions they call.
set check_function_bodies = off;

alter table public.billing_settings add column receipt_prefix text default 'RCT'::text not null;

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
      'state_code', client.state_code, 'state', (select g.name from public.gst_states g where g.code = client.state_code))
  where i.id = invoice;
  return invoice_number;
end;
$$;
revoke all on function public.issue_invoice(uuid) from public, anon, authenticated;
grant execute on function public.issue_invoice(uuid) to authenticated, service_role;

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

-- The TDS a client deducts from what it pays the agency, by the kind of deductee, as dated rows with their source:
-- the rate that started last on or before a payment's day applies. Section 194C: 1% for individuals and HUFs, 2% for
-- others, when one payment is over the single threshold or the year's payments over the yearly one.
create table public.tds_rates (
  section text not null,
  deductee text not null,
  rate_percent numeric(5,2) not null,
  single_threshold_paise bigint not null,
  yearly_threshold_paise bigint not null,
  starts_on date not null,
  source text not null,
  constraint tds_rates_pkey PRIMARY KEY (section, deductee, starts_on),
  constraint tds_rates_deductee_known CHECK ((deductee = ANY (ARRAY['individual_huf'::text, 'other'::text]))),
  constraint tds_rates_rate_range CHECK (((rate_percent >= (0)::numeric) AND (rate_percent <= (30)::numeric))),
  constraint tds_rates_source_required CHECK ((source ~ '\S'::text)),
  constraint tds_rates_thresholds_positive CHECK (((single_threshold_paise >= 0) AND (yearly_threshold_paise >= 0)))
);

alter table public.tds_rates enable row level security;
revoke all on table public.tds_rates from anon, authenticated, service_role;
grant delete, insert, select, update on table public.tds_rates to authenticated;
grant all on table public.tds_rates to service_role;

-- Section 194C's rates and thresholds since the Finance Act 2016 raised the yearly one to Rs 1,00,000 (from 1 Jun 2016);
-- a change is a new row from its day, never an edit of the old one.
insert into public.tds_rates (section, deductee, rate_percent, single_threshold_paise, yearly_threshold_paise, starts_on, source) values
  ('194C', 'individual_huf', 1, 3000000, 10000000, '2016-06-01', 'Income-tax Act 1961, section 194C(1)(i) and (5), as amended by the Finance Act 2016; CBDT circular 715 (advertising contracts)'),
  ('194C', 'other', 2, 3000000, 10000000, '2016-06-01', 'Income-tax Act 1961, section 194C(1)(ii) and (5), as amended by the Finance Act 2016; CBDT circular 715 (advertising contracts)')
on conflict do nothing;

create table public.receipts (
  id uuid default gen_random_uuid() not null,
  number text not null,
  customer_id uuid not null,
  received_on date not null,
  mode text not null,
  reference text,
  amount_paise bigint not null,
  tds_paise bigint default 0 not null,
  tds_percent numeric(5,2),
  tds_certificate text,
  tds_certificate_on date,
  note text,
  status text default 'recorded'::text not null,
  void_reason text,
  voided_at timestamp with time zone,
  voided_by uuid,
  created_by uuid default auth.uid(),
  created_at timestamp with time zone default now() not null,
  constraint receipts_pkey PRIMARY KEY (id),
  constraint receipts_amounts_positive CHECK (((amount_paise >= 0) AND (tds_paise >= 0) AND ((amount_paise + tds_paise) > 0))),
  constraint receipts_mode_known CHECK ((mode = ANY (ARRAY['neft'::text, 'rtgs'::text, 'imps'::text, 'upi'::text, 'cheque'::text, 'cash'::text]))),
  constraint receipts_note_length CHECK ((char_length(note) <= 500)),
  constraint receipts_reference_given CHECK (((mode = 'cash'::text) OR ((COALESCE(reference, ''::text) ~ '\S'::text) AND (char_length(reference) <= 40)))),
  constraint receipts_status_known CHECK ((status = ANY (ARRAY['recorded'::text, 'void'::text]))),
  constraint receipts_tds_certificate_length CHECK ((char_length(tds_certificate) <= 40)),
  constraint receipts_tds_percent_range CHECK (((tds_percent IS NULL) OR ((tds_percent >= (0)::numeric) AND (tds_percent <= (30)::numeric)))),
  constraint receipts_void_reason CHECK (((status = 'recorded'::text) OR ((COALESCE(void_reason, ''::text) ~ '\S'::text) AND (char_length(void_reason) <= 500) AND (voided_at IS NOT NULL)))),
  constraint receipts_number_key UNIQUE (number),
  constraint receipts_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.user_profiles(id) ON DELETE SET NULL,
  constraint receipts_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES public.customers(id) ON DELETE RESTRICT,
  constraint receipts_voided_by_fkey FOREIGN KEY (voided_by) REFERENCES public.user_profiles(id) ON DELETE SET NULL
);

create index receipts_created_by_idx ON public.receipts using btree (created_by);

create index receipts_customer_idx ON public.receipts using btree (customer_id, received_on);

create index receipts_voided_by_idx ON public.receipts using btree (voided_by);

alter table public.receipts enable row level security;
revoke all on table public.receipts from anon, authenticated, service_role;
grant select on table public.receipts to authenticated;
grant all on table public.receipts to service_role;

-- How much of a receipt (its amount and its TDS together) settles each invoice.
create table public.receipt_allocations (
  receipt_id uuid not null,
  invoice_id uuid not null,
  amount_paise bigint not null,
  constraint receipt_allocations_pkey PRIMARY KEY (receipt_id, invoice_id),
  constraint receipt_allocations_amount_positive CHECK ((amount_paise > 0)),
  constraint receipt_allocations_invoice_id_fkey FOREIGN KEY (invoice_id) REFERENCES public.invoices(id) ON DELETE RESTRICT,
  constraint receipt_allocations_receipt_id_fkey FOREIGN KEY (receipt_id) REFERENCES public.receipts(id) ON DELETE RESTRICT
);

create index receipt_allocations_invoice_idx ON public.receipt_allocations using btree (invoice_id);

alter table public.receipt_allocations enable row level security;
revoke all on table public.receipt_allocations from anon, authenticated, service_role;
grant select on table public.receipt_allocations to authenticated;
grant all on table public.receipt_allocations to service_role;

-- What recorded receipts have settled of invoice `target`, in paise (a computed field: `settled_paise`).
create or replace function public.settled_paise(target public.invoices)
returns bigint
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(sum(a.amount_paise), 0)::bigint
  from public.receipt_allocations a join public.receipts r on r.id = a.receipt_id
  where a.invoice_id = target.id and r.status = 'recorded'
$$;
revoke all on function public.settled_paise(public.invoices) from public, anon, authenticated;
grant execute on function public.settled_paise(public.invoices) to authenticated, service_role;

-- What is still owed on invoice `target`, in paise: an issued invoice's total less what receipts settled; nothing on a
-- draft or a cancelled invoice (a computed field: `balance_paise`).
create or replace function public.balance_paise(target public.invoices)
returns bigint
language sql
stable
security definer
set search_path = ''
as $$
  select case when target.status = 'issued' then target.total_paise - public.settled_paise(target) else 0 end
$$;
revoke all on function public.balance_paise(public.invoices) from public, anon, authenticated;
grant execute on function public.balance_paise(public.invoices) to authenticated, service_role;

-- The TDS a client deducts on day `day`: the deductee's kind from its PAN, the GSTIN's characters 3 to 12, whose
-- fourth letter is P for an individual and H for a HUF (any other, or no GSTIN, is 'other'), and the rate that had
-- started by then. Returns {deductee, rate_percent, single_threshold_paise, yearly_threshold_paise, source}.
create or replace function public.tds_rate_for(customer uuid, day date)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select to_jsonb(t) - 'starts_on' - 'section'
  from public.customers u
  cross join lateral (
    select r.* from public.tds_rates r
    where r.section = '194C' and r.starts_on <= day
      and r.deductee = case when substr(u.gstin, 6, 1) in ('P', 'H') then 'individual_huf' else 'other' end
    order by r.starts_on desc limit 1
  ) as t
  where u.id = customer and (public.can_bill() or public.can_sell())
$$;
revoke all on function public.tds_rate_for(uuid, date) from public, anon, authenticated;
grant execute on function public.tds_rate_for(uuid, date) to authenticated, service_role;

-- Rupees and paise as the product writes them, for the database's own sentences: '₹1,18,000' or '₹2,360.50'.
create or replace function public.paise_text(amount bigint)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when amount < 0 then '-' else '' end || public.rupees_text(abs(amount) / 100)
    || case when abs(amount) % 100 <> 0 then '.' || lpad((abs(amount) % 100)::text, 2, '0') else '' end
$$;
revoke all on function public.paise_text(bigint) from public, anon, authenticated;

-- Accounts record a payment from customer `customer`: `amount_paise` received on `received_on` by `mode` (with the
-- bank's reference or the cheque's number), `tds_paise` the client deducted at `tds_percent`, and which invoices it
-- settles: `allocations`, [{invoice, amount_paise}], or null for its oldest issued invoices first. What it pays beyond
-- them is kept as an advance on account when `keep_advance`, and refused otherwise. Returns the receipt's number.
create or replace function public.record_receipt(customer uuid, received_on date, mode text, reference text, amount_paise bigint,
  tds_paise bigint, tds_percent numeric, allocations jsonb, keep_advance boolean, note text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  receipt_id uuid := gen_random_uuid();
  receipt_number text;
  prefix text := (select s.receipt_prefix from public.billing_settings s);
  settles bigint := coalesce(amount_paise, 0) + coalesce(tds_paise, 0);
  chosen jsonb := '[]'::jsonb;
  left_over bigint := settles;
  open_invoice record;
  bad text;
  owed bigint;
begin
  if not public.can_bill() then
    raise exception 'Only admins and accounts record payments.' using errcode = '42501';
  end if;
  if not exists (select from public.customers u where u.id = customer) then
    raise exception 'This customer does not exist.' using errcode = 'PT404';
  end if;
  if received_on is null or received_on > public.india_today() then
    raise exception 'Give the day the payment was received: today or earlier.' using errcode = 'PT422';
  end if;
  if coalesce(amount_paise, 0) < 0 or coalesce(tds_paise, 0) < 0 or settles <= 0 then
    raise exception 'Give the amount received, the TDS deducted or both: neither may be below zero.' using errcode = 'PT422';
  end if;
  if mode is distinct from 'cash' and coalesce(reference, '') !~ '\S' then
    raise exception 'Give the bank''s reference (UTR) or the cheque''s number: only cash has none.' using errcode = 'PT422';
  end if;
  -- The customer's open invoices, locked: two payments recorded at once never settle the same rupee twice.
  perform 1 from public.invoices i where i.customer_id = customer and i.status = 'issued' order by i.id for update;
  if allocations is null then
    for open_invoice in
      select i.id, owed.paise as owing from public.invoices i cross join lateral (select public.balance_paise(i) as paise) as owed
      where i.customer_id = customer and i.status = 'issued' and owed.paise > 0
      order by i.invoice_date, i.serial
    loop
      exit when left_over = 0;
      chosen := chosen || jsonb_build_object('invoice', open_invoice.id, 'amount_paise', least(open_invoice.owing, left_over));
      left_over := left_over - least(open_invoice.owing, left_over);
    end loop;
  else
    if jsonb_typeof(allocations) <> 'array' then
      raise exception 'Give the split as a list of invoices and amounts.' using errcode = 'PT422';
    end if;
    select coalesce(jsonb_agg(a), '[]'::jsonb) into chosen from jsonb_array_elements(allocations) as a where (a ->> 'amount_paise')::bigint <> 0;
    if (select count(*) <> count(distinct w.invoice) from jsonb_to_recordset(chosen) as w (invoice uuid, amount_paise bigint)) then
      raise exception 'Name each invoice once in a payment''s split.' using errcode = 'PT422';
    end if;
    if exists (select from jsonb_to_recordset(chosen) as w (invoice uuid, amount_paise bigint) where w.amount_paise < 0) then
      raise exception 'A payment settles an invoice with an amount above zero.' using errcode = 'PT422';
    end if;
    select coalesce(i.number, 'an invoice') into bad from jsonb_to_recordset(chosen) as w (invoice uuid, amount_paise bigint)
    left join public.invoices i on i.id = w.invoice
    where i.id is null or i.customer_id <> customer or i.status <> 'issued' limit 1;
    if found then
      raise exception 'A payment settles only this customer''s issued invoices: % is not one.', bad using errcode = 'PT422';
    end if;
    select i.number, public.balance_paise(i) into bad, owed from jsonb_to_recordset(chosen) as w (invoice uuid, amount_paise bigint)
    join public.invoices i on i.id = w.invoice where w.amount_paise > public.balance_paise(i) limit 1;
    if found then
      raise exception 'Invoice % has % left to pay: a payment settles at most that.', bad, public.paise_text(owed) using errcode = 'PT422';
    end if;
    left_over := settles - (select coalesce(sum(w.amount_paise), 0) from jsonb_to_recordset(chosen) as w (invoice uuid, amount_paise bigint));
    if left_over < 0 then
      raise exception 'The split settles % but the payment with its TDS is %: split no more than was paid.',
        public.paise_text(settles - left_over), public.paise_text(settles) using errcode = 'PT422';
    end if;
  end if;
  if left_over > 0 and not coalesce(keep_advance, false) then
    raise exception 'This payment is % more than the invoices it settles: keep the rest as an advance on account, or correct the amount.',
      public.paise_text(left_over) using errcode = 'PT422';
  end if;
  receipt_number := public.next_document_number(prefix, received_on);
  insert into public.receipts (id, number, customer_id, received_on, mode, reference, amount_paise, tds_paise, tds_percent, note)
  values (receipt_id, receipt_number, customer, received_on, mode, nullif(btrim(reference), ''), coalesce(amount_paise, 0),
    coalesce(tds_paise, 0), tds_percent, nullif(btrim(note), ''));
  insert into public.receipt_allocations (receipt_id, invoice_id, amount_paise)
  select receipt_id, w.invoice, w.amount_paise from jsonb_to_recordset(chosen) as w (invoice uuid, amount_paise bigint);
  return receipt_number;
end;
$$;
revoke all on function public.record_receipt(uuid, date, text, text, bigint, bigint, numeric, jsonb, boolean, text) from public, anon, authenticated;
grant execute on function public.record_receipt(uuid, date, text, text, bigint, bigint, numeric, jsonb, boolean, text) to authenticated, service_role;

-- Accounts void receipt `receipt` (a cheque that bounced, a payment entered twice), with the reason: its number stays
-- used and what it settled is owed again.
create or replace function public.void_receipt(receipt uuid, reason text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not public.can_bill() then
    raise exception 'Only admins and accounts void payments.' using errcode = '42501';
  end if;
  if coalesce(reason, '') !~ '\S' then
    raise exception 'Say why the payment is voided.' using errcode = 'PT422';
  end if;
  update public.receipts r set status = 'void', void_reason = btrim(reason), voided_at = now(), voided_by = auth.uid()
  where r.id = receipt and r.status = 'recorded';
  if not found then
    raise exception 'Only a recorded payment is voided.' using errcode = 'PT409';
  end if;
end;
$$;
revoke all on function public.void_receipt(uuid, text) from public, anon, authenticated;
grant execute on function public.void_receipt(uuid, text) to authenticated, service_role;

-- Accounts note the TDS certificate (Form 16A) the client issued for receipt `receipt`'s deduction, when it comes.
create or replace function public.record_tds_certificate(receipt uuid, certificate text, issued_on date)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not public.can_bill() then
    raise exception 'Only admins and accounts record TDS certificates.' using errcode = '42501';
  end if;
  if coalesce(certificate, '') !~ '\S' or issued_on is null then
    raise exception 'Give the certificate''s number and its date.' using errcode = 'PT422';
  end if;
  update public.receipts r set tds_certificate = btrim(certificate), tds_certificate_on = issued_on
  where r.id = receipt and r.tds_paise > 0;
  if not found then
    raise exception 'Only a payment with TDS deducted has a TDS certificate.' using errcode = 'PT409';
  end if;
end;
$$;
revoke all on function public.record_tds_certificate(uuid, text, date) from public, anon, authenticated;
grant execute on function public.record_tds_certificate(uuid, text, date) to authenticated, service_role;

-- A receipt changes only to void, or to carry its TDS certificate; it and its allocations are never deleted.
create or replace function public.keep_recorded_receipt()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    raise exception 'Payment % is recorded: it is voided, never deleted.', old.number using errcode = 'PT409';
  end if;
  if (to_jsonb(new) - array['status', 'void_reason', 'voided_at', 'voided_by', 'tds_certificate', 'tds_certificate_on'])
     = (to_jsonb(old) - array['status', 'void_reason', 'voided_at', 'voided_by', 'tds_certificate', 'tds_certificate_on'])
     and (new.status = old.status or (old.status = 'recorded' and new.status = 'void')) then
    return new;
  end if;
  raise exception 'Payment % is recorded: it can only be voided.', old.number using errcode = 'PT409';
end;
$$;
revoke all on function public.keep_recorded_receipt() from public, anon, authenticated;

create or replace function public.keep_receipt_allocations()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  raise exception 'What a recorded payment settles never changes: void the payment and record it again.' using errcode = 'PT409';
end;
$$;
revoke all on function public.keep_receipt_allocations() from public, anon, authenticated;

drop policy if exists tds_rates_select_billing on public.tds_rates;
create policy tds_rates_select_billing on public.tds_rates
  for select to authenticated
  using ((( SELECT public.can_bill() AS can_bill) OR ( SELECT public.can_sell() AS can_sell)));

drop policy if exists tds_rates_write_can_bill on public.tds_rates;
create policy tds_rates_write_can_bill on public.tds_rates
  for all to authenticated
  using (( SELECT public.can_bill() AS can_bill))
  with check (( SELECT public.can_bill() AS can_bill));

drop policy if exists receipts_select_billing on public.receipts;
create policy receipts_select_billing on public.receipts
  for select to authenticated
  using ((( SELECT public.can_bill() AS can_bill) OR ( SELECT public.can_sell() AS can_sell)));

drop policy if exists receipt_allocations_select_billing on public.receipt_allocations;
create policy receipt_allocations_select_billing on public.receipt_allocations
  for select to authenticated
  using ((( SELECT public.can_bill() AS can_bill) OR ( SELECT public.can_sell() AS can_sell)));

create or replace trigger keep_recorded_receipt
  before update or delete on public.receipts
  for each row execute function public.keep_recorded_receipt();

create or replace trigger keep_receipt_allocations
  before update or delete on public.receipt_allocations
  for each row execute function public.keep_receipt_allocations();

alter table public.billing_settings add constraint billing_settings_prefixes_differ CHECK ((receipt_prefix <> invoice_prefix));
alter table public.billing_settings add constraint billing_settings_receipt_prefix_shape CHECK ((receipt_prefix ~ '^[A-Z0-9]{1,4}$'::text));

reset check_function_bodies;
