-- e_invoice_registration: written by `npm run db:diff -- e_invoice_registration` from supabase/schemas/
-- (docs/decisions/043-declarative-schema-files.md). What supabase/schemas/ defines differently from the
-- migrations before this one:
--   constraint invoices_irn_complete on public.invoices: in supabase/schemas/, not in the database
--   constraint invoices_irn_shape on public.invoices: in supabase/schemas/, not in the database
--   function public.cancel_invoice(uuid, text): differs in definition
--   function public.invoice_document(public.invoices): differs in definition
--   function public.keep_issued_invoice(): differs in definition
--   function public.record_irn(uuid, text, text, timestamp with time zone): in supabase/schemas/, not in the database
--   table public.invoices: differs in columns

-- Functions are created in the order of the schema files, some before the functions they call.
set check_function_bodies = off;

alter table public.invoices add column irn text;
alter table public.invoices add column irn_ack_no text;
alter table public.invoices add column irn_ack_at timestamp with time zone;

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

alter table public.invoices add constraint invoices_irn_complete CHECK ((((irn IS NULL) = (irn_ack_no IS NULL)) AND ((irn IS NULL) = (irn_ack_at IS NULL)) AND ((irn IS NULL) OR (status <> 'draft'::text))));
alter table public.invoices add constraint invoices_irn_shape CHECK ((((irn IS NULL) OR (irn ~ '^[0-9a-f]{64}$'::text)) AND ((irn_ack_no IS NULL) OR (irn_ack_no ~ '^[0-9]{10,20}$'::text))));

reset check_function_bodies;
