-- purchase_order_on_the_campaign: written by `npm run db:diff -- purchase_order_on_the_campaign` from supabase/schemas/
-- (docs/decisions/043-declarative-schema-files.md). What supabase/schemas/ defines differently from the
-- migrations before this one:
--   constraint campaigns_po_complete on public.campaigns: in supabase/schemas/, not in the database
--   constraint campaigns_po_number_shape on public.campaigns: in supabase/schemas/, not in the database
--   function public.issue_invoice(uuid): differs in definition
--   function public.record_purchase_order(uuid, text, date): in supabase/schemas/, not in the database
--   table public.campaigns: differs in columns

-- Functions are created in the order of the schema files, some before the functions they call.
set check_function_bodies = off;

alter table public.campaigns add column po_number text;
alter table public.campaigns add column po_date date;

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

-- Sales or accounts note the client's purchase order for campaign `campaign` once the client has accepted it: its
-- number and date, which its invoices carry from then on (issue_invoice keeps them with the client's details).
create or replace function public.record_purchase_order(campaign uuid, po_number text, po_date date)
returns void
language plpgsql
security definer
set search_path = ''
as $$
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
  update public.campaigns c set po_number = btrim(record_purchase_order.po_number), po_date = record_purchase_order.po_date
  where c.id = campaign and c.status in ('accepted', 'confirmed', 'live', 'completed');
  if not found then
    raise exception 'A purchase order is noted on a campaign its client has accepted.' using errcode = 'PT409';
  end if;
end;
$$;
revoke all on function public.record_purchase_order(uuid, text, date) from public, anon, authenticated;
grant execute on function public.record_purchase_order(uuid, text, date) to authenticated, service_role;

alter table public.campaigns add constraint campaigns_po_complete CHECK (((po_number IS NULL) = (po_date IS NULL)));
alter table public.campaigns add constraint campaigns_po_number_shape CHECK (((po_number IS NULL) OR ((po_number ~ '\S'::text) AND (char_length(po_number) <= 40))));

reset check_function_bodies;
