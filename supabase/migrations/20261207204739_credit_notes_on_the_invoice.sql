-- credit_notes_on_the_invoice: written by `npm run db:diff -- credit_notes_on_the_invoice` from supabase/schemas/
-- (docs/decisions/043-declarative-schema-files.md). What supabase/schemas/ defines differently from the
-- migrations before this one:
--   function public.invoice_document(public.invoices): differs in definition

-- Functions are created in the order of the schema files, some before the functions they call.
set check_function_bodies = off;

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

reset check_function_bodies;
