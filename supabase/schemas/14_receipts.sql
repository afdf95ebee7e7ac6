-- Receipts: what a client paid, the TDS it deducted, and which invoices that settles (docs/decisions/106); credit
-- notes: what the agency takes back off an issued invoice, and why (docs/decisions/107). Written only by the functions
-- below; an invoice's balance is its total less what recorded receipts settled and credit notes credited.

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
  campaign_id uuid,
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
  constraint receipts_campaign_id_fkey FOREIGN KEY (campaign_id) REFERENCES public.campaigns(id) ON DELETE RESTRICT,
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


-- A credit note (section 34 of the CGST Act) credits one issued invoice, line by line, with its reason; numbered in
-- its own series. Never edited or deleted.
create table public.credit_notes (
  id uuid default gen_random_uuid() not null,
  number text not null,
  invoice_id uuid not null,
  customer_id uuid not null,
  note_date date not null,
  reason text not null,
  taxable_paise bigint not null,
  cgst_paise bigint not null,
  sgst_paise bigint not null,
  igst_paise bigint not null,
  total_paise bigint not null,
  created_by uuid default auth.uid(),
  created_at timestamp with time zone default now() not null,
  constraint credit_notes_pkey PRIMARY KEY (id),
  constraint credit_notes_amounts_positive CHECK (((taxable_paise > 0) AND (cgst_paise >= 0) AND (sgst_paise >= 0) AND (igst_paise >= 0))),
  constraint credit_notes_reason_required CHECK (((reason ~ '\S'::text) AND (char_length(reason) <= 500))),
  constraint credit_notes_tax_one_kind CHECK (((igst_paise = 0) OR ((cgst_paise = 0) AND (sgst_paise = 0)))),
  constraint credit_notes_total_adds_up CHECK ((total_paise = (((taxable_paise + cgst_paise) + sgst_paise) + igst_paise))),
  constraint credit_notes_number_key UNIQUE (number),
  constraint credit_notes_created_by_fkey FOREIGN KEY (created_by) REFERENCES public.user_profiles(id) ON DELETE SET NULL,
  constraint credit_notes_customer_id_fkey FOREIGN KEY (customer_id) REFERENCES public.customers(id) ON DELETE RESTRICT,
  constraint credit_notes_invoice_id_fkey FOREIGN KEY (invoice_id) REFERENCES public.invoices(id) ON DELETE RESTRICT
);
create index credit_notes_created_by_idx ON public.credit_notes using btree (created_by);
create index credit_notes_customer_idx ON public.credit_notes using btree (customer_id, note_date);
create index credit_notes_invoice_idx ON public.credit_notes using btree (invoice_id);
alter table public.credit_notes enable row level security;
revoke all on table public.credit_notes from anon, authenticated, service_role;
grant select on table public.credit_notes to authenticated;
grant all on table public.credit_notes to service_role;

-- What a credit note takes off each invoice line: its taxable value, taxed at the line's rate.
create table public.credit_note_lines (
  credit_note_id uuid not null,
  invoice_line_id uuid not null,
  taxable_paise bigint not null,
  tax_percent numeric(5,2) not null,
  cgst_paise bigint not null,
  sgst_paise bigint not null,
  igst_paise bigint not null,
  constraint credit_note_lines_pkey PRIMARY KEY (credit_note_id, invoice_line_id),
  constraint credit_note_lines_amounts_positive CHECK (((taxable_paise > 0) AND (cgst_paise >= 0) AND (sgst_paise >= 0) AND (igst_paise >= 0))),
  constraint credit_note_lines_credit_note_id_fkey FOREIGN KEY (credit_note_id) REFERENCES public.credit_notes(id) ON DELETE RESTRICT,
  constraint credit_note_lines_invoice_line_id_fkey FOREIGN KEY (invoice_line_id) REFERENCES public.invoice_lines(id) ON DELETE RESTRICT
);
create index credit_note_lines_invoice_line_idx ON public.credit_note_lines using btree (invoice_line_id);
alter table public.credit_note_lines enable row level security;
revoke all on table public.credit_note_lines from anon, authenticated, service_role;
grant select on table public.credit_note_lines to authenticated;
grant all on table public.credit_note_lines to service_role;

-- ---------------------------------------------------------------------------------------
-- Functions

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

-- What credit notes have taken off invoice `target`, in paise (a computed field: `credited_paise`).
create or replace function public.credited_paise(target public.invoices)
returns bigint
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(sum(c.total_paise), 0)::bigint from public.credit_notes c where c.invoice_id = target.id
$$;
revoke all on function public.credited_paise(public.invoices) from public, anon, authenticated;
grant execute on function public.credited_paise(public.invoices) to authenticated, service_role;

-- What is still owed on invoice `target`, in paise: an issued invoice's total less what receipts settled and credit
-- notes credited (below zero when a credit came after payment: the client is owed that); nothing on a draft or a
-- cancelled invoice (a computed field: `balance_paise`).
create or replace function public.balance_paise(target public.invoices)
returns bigint
language sql
stable
security definer
set search_path = ''
as $$
  select case when target.status = 'issued' then target.total_paise - public.settled_paise(target) - public.credited_paise(target) else 0 end
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
  tds_paise bigint, tds_percent numeric, allocations jsonb, keep_advance boolean, note text, for_campaign uuid default null)
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
  -- The advance a campaign asks before its bookings are confirmed is kept whole on account for it (docs/decisions/114).
  if for_campaign is not null then
    if not exists (select from public.campaigns c where c.id = for_campaign and c.customer_id = customer
                   and c.status in ('accepted', 'confirmed', 'live', 'completed')) then
      raise exception 'An advance is received for a campaign of this customer that its client has accepted.' using errcode = 'PT422';
    end if;
    allocations := '[]'::jsonb;
    keep_advance := true;
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
  insert into public.receipts (id, number, customer_id, received_on, mode, reference, amount_paise, tds_paise, tds_percent, note, campaign_id)
  values (receipt_id, receipt_number, customer, received_on, mode, nullif(btrim(reference), ''), coalesce(amount_paise, 0),
    coalesce(tds_paise, 0), tds_percent, nullif(btrim(note), ''), for_campaign);
  insert into public.receipt_allocations (receipt_id, invoice_id, amount_paise)
  select receipt_id, w.invoice, w.amount_paise from jsonb_to_recordset(chosen) as w (invoice uuid, amount_paise bigint);
  if for_campaign is not null then
    perform public.record_campaign_event(for_campaign, 'advance', format('%s received: payment %s', public.paise_text(settles), receipt_number));
    if (select c.status from public.campaigns c where c.id = for_campaign for update) = 'accepted' and public.ready_to_confirm(for_campaign) then
      perform public.settle_confirmation(for_campaign, public.book_campaign_lines(for_campaign, 'confirmed'), 'The advance arrived.');
    end if;
  end if;
  return receipt_number;
end;
$$;
revoke all on function public.record_receipt(uuid, date, text, text, bigint, bigint, numeric, jsonb, boolean, text, uuid) from public, anon, authenticated;
grant execute on function public.record_receipt(uuid, date, text, text, bigint, bigint, numeric, jsonb, boolean, text, uuid) to authenticated, service_role;

-- What campaign `campaign` has received as its advance: its payments not voided, with their TDS (docs/decisions/114).
create or replace function public.advance_received_paise(campaign uuid)
returns bigint
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(sum(r.amount_paise + r.tds_paise), 0)::bigint from public.receipts r
  where r.campaign_id = campaign and r.status = 'recorded'
$$;
revoke all on function public.advance_received_paise(uuid) from public, anon, authenticated;

-- What accepted campaign `campaign` still waits for before its bookings are confirmed: the client's purchase order,
-- and the advance it asks, against what came in (docs/decisions/114).
create or replace function public.confirmation_waits_for(campaign uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object('purchase_order', c.po_number is null, 'advance_paise', c.advance_paise,
                            'advance_received_paise', public.advance_received_paise(c.id))
  from public.campaigns c where c.id = campaign
$$;
revoke all on function public.confirmation_waits_for(uuid) from public, anon, authenticated;

-- The same for staff, as a computed field of a campaign (`confirmation`): null but for an accepted campaign, and for
-- those who sell or bill.
create or replace function public.confirmation(target public.campaigns)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select case when target.status = 'accepted' and (public.can_sell() or public.can_bill()) then public.confirmation_waits_for(target.id) end
$$;
revoke all on function public.confirmation(public.campaigns) from public, anon, authenticated;
grant execute on function public.confirmation(public.campaigns) to authenticated, service_role;

-- Whether accepted campaign `campaign` has what it waits for: its PO, and its advance in full.
create or replace function public.ready_to_confirm(campaign uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select c.po_number is not null and public.advance_received_paise(c.id) >= c.advance_paise
  from public.campaigns c where c.id = campaign
$$;
revoke all on function public.ready_to_confirm(uuid) from public, anon, authenticated;

-- What of receipt `target` (its amount and TDS together) no invoice has taken yet: an advance on account, until
-- apply_advance() gives it to an invoice; nothing on a voided receipt (a computed field: `unapplied_paise`).
create or replace function public.unapplied_paise(target public.receipts)
returns bigint
language sql
stable
security definer
set search_path = ''
as $$
  select case when target.status = 'recorded'
    then target.amount_paise + target.tds_paise - coalesce((select sum(a.amount_paise) from public.receipt_allocations a where a.receipt_id = target.id), 0)
    else 0 end::bigint
$$;
revoke all on function public.unapplied_paise(public.receipts) from public, anon, authenticated;
grant execute on function public.unapplied_paise(public.receipts) to authenticated, service_role;

-- Accounts give `amount_paise` of receipt `receipt`'s advance to invoice `invoice` of the same customer: at most what
-- the receipt has not given yet and what the invoice still owes (both locked while it is written).
create or replace function public.apply_advance(receipt uuid, invoice uuid, amount_paise bigint)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  paid public.receipts;
  target public.invoices;
begin
  if not public.can_bill() then
    raise exception 'Only admins and accounts apply advances.' using errcode = '42501';
  end if;
  select * into paid from public.receipts r where r.id = receipt for update;
  select * into target from public.invoices i where i.id = invoice for update;
  if paid.id is null or target.id is null or paid.customer_id <> target.customer_id or target.status <> 'issued' then
    raise exception 'An advance settles an issued invoice of the client who paid it.' using errcode = 'PT422';
  end if;
  if coalesce(amount_paise, 0) <= 0 then
    raise exception 'Apply an amount above zero.' using errcode = 'PT422';
  end if;
  if amount_paise > public.unapplied_paise(paid) then
    raise exception 'Payment % has % left to apply.', paid.number, public.paise_text(public.unapplied_paise(paid)) using errcode = 'PT422';
  end if;
  if amount_paise > public.balance_paise(target) then
    raise exception 'Invoice % has % left to pay: apply at most that.', target.number, public.paise_text(public.balance_paise(target)) using errcode = 'PT422';
  end if;
  if exists (select from public.receipt_allocations a where a.receipt_id = receipt and a.invoice_id = invoice) then
    raise exception 'Payment % already settles part of invoice %: void it and record it again to change its split.', paid.number, target.number
      using errcode = 'PT409';
  end if;
  insert into public.receipt_allocations (receipt_id, invoice_id, amount_paise) values (receipt, invoice, amount_paise);
end;
$$;
revoke all on function public.apply_advance(uuid, uuid, bigint) from public, anon, authenticated;
grant execute on function public.apply_advance(uuid, uuid, bigint) to authenticated, service_role;

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

-- An invoice with its lines as it prints, and the credit notes issued against it (rule 53: each with its number, day,
-- reason and lines taxed as the invoice was): for its page in the back office and, through invoice_view, its client's.
-- Declared with the credit notes it reads (it was 13_billing.sql's before them).
create or replace function public.invoice_document(target public.invoices)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'id', target.id, 'status', target.status, 'number', target.number, 'invoice_date', target.invoice_date,
    'due_on', target.due_on, 'period_from', target.period_from, 'period_to', target.period_to,
    'supply_kind', target.supply_kind, 'place_of_supply', jsonb_build_object('code', target.place_of_supply,
      'name', (select g.name from public.gst_states g where g.code = target.place_of_supply)),
    'reverse_charge', false, 'supplier', target.supplier, 'recipient', target.recipient,
    'campaign', (select jsonb_build_object('reference', c.reference, 'title', c.title) from public.campaigns c where c.id = target.campaign_id),
    'logo', (select s.letterhead_logo from public.sales_settings s),
    'taxable_paise', target.taxable_paise, 'cgst_paise', target.cgst_paise, 'sgst_paise', target.sgst_paise,
    'igst_paise', target.igst_paise, 'total_paise', target.total_paise,
    'cancelled', case when target.status = 'cancelled' then jsonb_build_object('at', target.cancelled_at, 'reason', target.cancel_reason) end,
    'irn', case when target.irn is not null then jsonb_build_object('irn', target.irn, 'ack_no', target.irn_ack_no, 'ack_at', target.irn_ack_at) end,
    'lines', coalesce((select jsonb_agg(jsonb_build_object(
        'position', l."position", 'kind', l.kind, 'description', l.description, 'code', l.code, 'quantity', l.quantity,
        'unit', l.unit, 'rate_paise', l.rate_paise, 'taxable_paise', l.taxable_paise, 'tax_percent', l.tax_percent,
        'cgst_paise', l.cgst_paise, 'sgst_paise', l.sgst_paise, 'igst_paise', l.igst_paise) order by l."position")
      from public.invoice_lines l where l.invoice_id = target.id), '[]'::jsonb),
    'credit_notes', coalesce((select jsonb_agg(jsonb_build_object(
        'number', n.number, 'note_date', n.note_date, 'reason', n.reason, 'taxable_paise', n.taxable_paise,
        'cgst_paise', n.cgst_paise, 'sgst_paise', n.sgst_paise, 'igst_paise', n.igst_paise, 'total_paise', n.total_paise,
        'lines', (select jsonb_agg(jsonb_build_object('description', l.description, 'code', l.code, 'taxable_paise', c.taxable_paise,
                    'tax_percent', c.tax_percent, 'cgst_paise', c.cgst_paise, 'sgst_paise', c.sgst_paise, 'igst_paise', c.igst_paise) order by l."position")
                  from public.credit_note_lines c join public.invoice_lines l on l.id = c.invoice_line_id where c.credit_note_id = n.id))
        order by n.number)
      from public.credit_notes n where n.invoice_id = target.id), '[]'::jsonb))
$$;
revoke all on function public.invoice_document(public.invoices) from public, anon, authenticated;
grant execute on function public.invoice_document(public.invoices) to authenticated, service_role;

-- Accounts credit issued invoice `invoice` with `reason`: `lines`, [{line, taxable_paise}], each at most what is left
-- uncredited of that invoice line, or null for everything left on every line; each taxed at its line's rate, CGST and
-- SGST halves or IGST as the invoice was. Dated today, numbered `<credit note prefix>/<yy-yy>/<nnnn>`. Returns the
-- number.
create or replace function public.issue_credit_note(invoice uuid, reason text, lines jsonb)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  target public.invoices;
  note_id uuid := gen_random_uuid();
  note_number text;
  day date := public.india_today();
  intra boolean;
  asked jsonb;
  bad text;
  left_on_line bigint;
begin
  if not public.can_bill() then
    raise exception 'Only admins and accounts issue credit notes.' using errcode = '42501';
  end if;
  select * into target from public.invoices i where i.id = invoice for update;
  if target.id is null or target.status <> 'issued' then
    raise exception 'Only an issued invoice is credited.' using errcode = 'PT409';
  end if;
  if coalesce(reason, '') !~ '\S' then
    raise exception 'Say why the invoice is credited: the credit note carries it.' using errcode = 'PT422';
  end if;
  if char_length(btrim(reason)) > 500 then
    raise exception 'Say why in at most 500 characters.' using errcode = 'PT422';
  end if;
  if lines is not null and jsonb_typeof(lines) <> 'array' then
    raise exception 'Give the lines to credit as a list of lines and amounts.' using errcode = 'PT422';
  end if;
  if lines is not null and exists (select from jsonb_to_recordset(lines) as w (line uuid, taxable_paise bigint)
                                   where not exists (select from public.invoice_lines l where l.id = w.line and l.invoice_id = invoice)) then
    raise exception 'A credit note credits lines of its own invoice only.' using errcode = 'PT422';
  end if;
  intra := target.igst_paise = 0 and target.place_of_supply = (select s.state_code from public.billing_settings s);
  -- Each of the invoice's lines: what is left uncredited of it, what this note takes off it (all that is left when no
  -- lines are given), taxed at the line's rate.
  select jsonb_agg(jsonb_build_object('line', x.id, 'description', x.description, 'left_paise', x.left_paise, 'taxable_paise', x.taxable_paise,
           'rate', x.rate, 'cgst_paise', x.half, 'sgst_paise', x.half, 'igst_paise', x.whole))
  into asked
  from (select l.id, l.description, l.tax_percent as rate, l.taxable_paise - coalesce(done.credited, 0) as left_paise, took.taxable_paise,
               case when intra then round(took.taxable_paise * l.tax_percent / 200) else 0 end as half,
               case when intra then 0 else round(took.taxable_paise * l.tax_percent / 100) end as whole
        from public.invoice_lines l
        left join (select n.invoice_line_id, sum(n.taxable_paise) as credited from public.credit_note_lines n group by n.invoice_line_id) as done
          on done.invoice_line_id = l.id
        left join (select w.line, sum(w.taxable_paise)::bigint as taxable_paise
                   from jsonb_to_recordset(coalesce(lines, '[]'::jsonb)) as w (line uuid, taxable_paise bigint) group by w.line) as given
          on given.line = l.id
        cross join lateral (select case when lines is null then l.taxable_paise - coalesce(done.credited, 0) else coalesce(given.taxable_paise, 0) end as taxable_paise) as took
        where l.invoice_id = invoice) as x;
  if exists (select from jsonb_to_recordset(asked) as a (taxable_paise bigint) where a.taxable_paise < 0) then
    raise exception 'A credit is an amount above zero.' using errcode = 'PT422';
  end if;
  select a.description, a.left_paise into bad, left_on_line from jsonb_to_recordset(asked) as a (description text, left_paise bigint, taxable_paise bigint)
  where a.taxable_paise > a.left_paise limit 1;
  if found then
    raise exception '% has % left to credit: a credit note takes at most that off it.', bad, public.paise_text(left_on_line) using errcode = 'PT422';
  end if;
  if not exists (select from jsonb_to_recordset(asked) as a (taxable_paise bigint) where a.taxable_paise > 0) then
    raise exception 'Nothing is left to credit on invoice %.', target.number using errcode = 'PT422';
  end if;
  note_number := public.next_document_number((select s.credit_note_prefix from public.billing_settings s), day);
  insert into public.credit_notes (id, number, invoice_id, customer_id, note_date, reason, taxable_paise, cgst_paise, sgst_paise, igst_paise, total_paise)
  select note_id, note_number, invoice, target.customer_id, day, btrim(reason), sum(a.taxable_paise), sum(a.cgst_paise), sum(a.sgst_paise),
         sum(a.igst_paise), sum(a.taxable_paise + a.cgst_paise + a.sgst_paise + a.igst_paise)
  from jsonb_to_recordset(asked) as a (taxable_paise bigint, cgst_paise bigint, sgst_paise bigint, igst_paise bigint);
  insert into public.credit_note_lines (credit_note_id, invoice_line_id, taxable_paise, tax_percent, cgst_paise, sgst_paise, igst_paise)
  select note_id, a.line, a.taxable_paise, a.rate, a.cgst_paise, a.sgst_paise, a.igst_paise
  from jsonb_to_recordset(asked) as a (line uuid, taxable_paise bigint, rate numeric, cgst_paise bigint, sgst_paise bigint, igst_paise bigint)
  where a.taxable_paise > 0;
  return note_number;
end;
$$;
revoke all on function public.issue_credit_note(uuid, text, jsonb) from public, anon, authenticated;
grant execute on function public.issue_credit_note(uuid, text, jsonb) to authenticated, service_role;

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

-- A credit note and its lines are written once, by issue_credit_note: never changed or deleted afterwards.
create or replace function public.keep_credit_note()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  raise exception 'A credit note is never changed or deleted: issue another to correct it.' using errcode = 'PT409';
end;
$$;
revoke all on function public.keep_credit_note() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------
-- Row-level security policies

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


drop policy if exists credit_notes_select_billing on public.credit_notes;
create policy credit_notes_select_billing on public.credit_notes
  for select to authenticated
  using ((( SELECT public.can_bill() AS can_bill) OR ( SELECT public.can_sell() AS can_sell)));

drop policy if exists credit_note_lines_select_billing on public.credit_note_lines;
create policy credit_note_lines_select_billing on public.credit_note_lines
  for select to authenticated
  using ((( SELECT public.can_bill() AS can_bill) OR ( SELECT public.can_sell() AS can_sell)));

-- ---------------------------------------------------------------------------------------
-- Triggers

create or replace trigger keep_recorded_receipt
  before update or delete on public.receipts
  for each row execute function public.keep_recorded_receipt();

create or replace trigger keep_receipt_allocations
  before update or delete on public.receipt_allocations
  for each row execute function public.keep_receipt_allocations();

create or replace trigger keep_credit_note
  before update or delete on public.credit_notes
  for each row execute function public.keep_credit_note();

create or replace trigger keep_credit_note_lines
  before update or delete on public.credit_note_lines
  for each row execute function public.keep_credit_note();
