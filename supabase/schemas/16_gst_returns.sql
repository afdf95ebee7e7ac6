-- GST returns (docs/decisions/112): a month's GSTR-1 as the GSTN offline tool's sheets take it, read from issued
-- invoices and credit notes. Reads only; admins and accounts (can_bill()), nobody else.

-- ---------------------------------------------------------------------------------------
-- Tables

-- The invoice value above which an inter-state supply to an unregistered person is reported invoice by invoice
-- (GSTR-1 table 5, 'b2cl') rather than summed by state and rate ('b2cs'), each from the day it applies, with its source.
create table public.b2cl_limits (
  starts_on date not null,
  limit_paise bigint not null,
  source text not null,
  constraint b2cl_limits_pkey PRIMARY KEY (starts_on),
  constraint b2cl_limits_limit_positive CHECK ((limit_paise > 0)),
  constraint b2cl_limits_source_required CHECK (((source ~ '\S'::text) AND (char_length(source) <= 500)))
);
alter table public.b2cl_limits enable row level security;
revoke all on table public.b2cl_limits from anon, authenticated, service_role;
grant delete, insert, select, update on table public.b2cl_limits to authenticated;
grant all on table public.b2cl_limits to service_role;

-- ---------------------------------------------------------------------------------------
-- Functions

-- The b2cl limit on day `day`: the latest that started on or before it; null when none has.
create or replace function public.b2cl_limit_on(day date)
returns bigint
language sql
stable
security definer
set search_path = ''
as $$
  select l.limit_paise from public.b2cl_limits l where l.starts_on <= day order by l.starts_on desc limit 1
$$;
revoke all on function public.b2cl_limit_on(date) from public, anon, authenticated;
grant execute on function public.b2cl_limit_on(date) to authenticated, service_role;

-- The GSTR-1 of the month holding `month` (by the invoice's or the note's date in India), as the offline tool's sheets
-- (docs/decisions/112), amounts in paise:
--   b2b      issued invoices to registered clients, a row per invoice and rate;
--   b2cl     to unregistered clients, inter-state, the invoice's value above the b2cl limit on its day: likewise;
--   b2cs     the other supplies to unregistered clients, summed by place of supply and rate, less their credit notes;
--   cdnr     credit notes to registered clients, a row per note and rate;
--   cdnur    credit notes on a b2cl invoice, likewise;
--   hsn_b2b, hsn_b2c  by code, unit and rate, the month's invoices less its credit notes, registered clients apart;
--   docs     each series' first and last number of the month, how many, how many cancelled.
-- A cancelled invoice is in docs only. The recipient is as the invoice has it (its snapshot when issued).
create or replace function public.gstr1(month date)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  first_day date := date_trunc('month', month)::date;
  last_day date := (date_trunc('month', month) + interval '1 month - 1 day')::date;
  sheets jsonb;
begin
  if not public.can_bill() then
    raise exception 'Only admins and accounts read the GST returns.' using errcode = '42501';
  end if;
  if month is null then
    raise exception 'Choose the month of the return.' using errcode = 'PT422';
  end if;
  with invoice_kinds as (
    select i.id, i.number, i.status, i.invoice_date, i.total_paise, i.place_of_supply, i.recipient,
           case when (i.recipient ->> 'gstin') is not null then 'b2b'
                when i.place_of_supply <> (i.supplier ->> 'state_code') and i.total_paise > coalesce(public.b2cl_limit_on(i.invoice_date), i.total_paise) then 'b2cl'
                else 'b2cs' end as sheet
    from public.invoices i where i.status <> 'draft'
  ), sold as (
    select k.* from invoice_kinds k where k.status = 'issued' and k.invoice_date between first_day and last_day
  ), noted as (
    select n.id, n.number, n.note_date, n.total_paise, k.place_of_supply, k.recipient,
           case k.sheet when 'b2b' then 'cdnr' when 'b2cl' then 'cdnur' else 'b2cs' end as sheet
    from public.credit_notes n join invoice_kinds k on k.id = n.invoice_id
    where n.note_date between first_day and last_day
  ), invoice_rates as (
    select s.id, s.number, s.invoice_date as day, s.total_paise as value_paise, s.place_of_supply, s.recipient, s.sheet, l.tax_percent as rate,
           sum(l.taxable_paise)::bigint as taxable_paise, sum(l.igst_paise)::bigint as igst_paise,
           sum(l.cgst_paise)::bigint as cgst_paise, sum(l.sgst_paise)::bigint as sgst_paise
    from sold s join public.invoice_lines l on l.invoice_id = s.id
    group by s.id, s.number, s.invoice_date, s.total_paise, s.place_of_supply, s.recipient, s.sheet, l.tax_percent
  ), note_rates as (
    select n.id, n.number, n.note_date as day, n.total_paise as value_paise, n.place_of_supply, n.recipient, n.sheet, c.tax_percent as rate,
           sum(c.taxable_paise)::bigint as taxable_paise, sum(c.igst_paise)::bigint as igst_paise,
           sum(c.cgst_paise)::bigint as cgst_paise, sum(c.sgst_paise)::bigint as sgst_paise
    from noted n join public.credit_note_lines c on c.credit_note_id = n.id
    group by n.id, n.number, n.note_date, n.total_paise, n.place_of_supply, n.recipient, n.sheet, c.tax_percent
  ), documents as (
    select x.sheet, x.number, x.day, x.value_paise, x.rate, x.taxable_paise, x.igst_paise, x.cgst_paise, x.sgst_paise,
           x.recipient ->> 'gstin' as gstin, x.recipient ->> 'name' as receiver_name,
           x.place_of_supply as pos_code, g.name as pos_name
    from (select * from invoice_rates union all select * from note_rates) as x
    join public.gst_states g on g.code = x.place_of_supply
  ), b2cs as (
    -- A credit note on a b2cs supply is netted into b2cs (the offline tool has no sheet for it).
    select i.place_of_supply as pos_code, g.name as pos_name, i.rate,
           sum(i.taxable_paise * i.sign)::bigint as taxable_paise, sum(i.igst_paise * i.sign)::bigint as igst_paise,
           sum(i.cgst_paise * i.sign)::bigint as cgst_paise, sum(i.sgst_paise * i.sign)::bigint as sgst_paise
    from (select r.*, 1 as sign from invoice_rates r where r.sheet = 'b2cs'
          union all select r.*, -1 from note_rates r where r.sheet = 'b2cs') as i
    join public.gst_states g on g.code = i.place_of_supply
    group by i.place_of_supply, g.name, i.rate
  ), hsn_lines as (
    select case s.sheet when 'b2b' then 'hsn_b2b' else 'hsn_b2c' end as sheet, l.code, l.unit, l.quantity, l.tax_percent as rate,
           l.taxable_paise, l.igst_paise, l.cgst_paise, l.sgst_paise
    from sold s join public.invoice_lines l on l.invoice_id = s.id
    union all
    select case n.sheet when 'cdnr' then 'hsn_b2b' else 'hsn_b2c' end, l.code, l.unit, 0, c.tax_percent,
           -c.taxable_paise, -c.igst_paise, -c.cgst_paise, -c.sgst_paise
    from noted n join public.credit_note_lines c on c.credit_note_id = n.id join public.invoice_lines l on l.id = c.invoice_line_id
  ), hsn as (
    -- A service (SAC 99…) is reported without a unit or quantity ('NA'); goods by their unit.
    select h.sheet, h.code, u.uqc, h.rate,
           case when u.uqc = 'NA' then 0 else sum(h.quantity) end as quantity,
           sum(h.taxable_paise)::bigint as taxable_paise, sum(h.igst_paise)::bigint as igst_paise,
           sum(h.cgst_paise)::bigint as cgst_paise, sum(h.sgst_paise)::bigint as sgst_paise,
           (select t.description from public.tax_rates t where t.code = h.code order by t.starts_on desc limit 1) as description
    from hsn_lines h
    cross join lateral (select case when h.code like '99%' then 'NA' when h.unit = 'sq ft' then 'SQF-SQUARE FEET' else 'OTH-OTHERS' end as uqc) as u
    group by h.sheet, h.code, u.uqc, h.rate
  ), docs as (
    select 1 as ord, 'Invoices for outward supply' as nature, (array_agg(i.number order by i.serial))[1] as first_number,
           (array_agg(i.number order by i.serial desc))[1] as last_number, count(*) as total, count(*) filter (where i.status = 'cancelled') as cancelled
    from public.invoices i where i.status <> 'draft' and i.invoice_date between first_day and last_day group by i.series
    union all
    select 2, 'Credit Note', min(n.number), max(n.number), count(*), 0
    from public.credit_notes n where n.note_date between first_day and last_day group by split_part(n.number, '/', 1)
  )
  select jsonb_build_object(
    'b2b', coalesce((select jsonb_agg(to_jsonb(d) - 'sheet' order by d.number, d.rate) from documents d where d.sheet = 'b2b'), '[]'::jsonb),
    'b2cl', coalesce((select jsonb_agg(to_jsonb(d) - 'sheet' - 'gstin' order by d.number, d.rate) from documents d where d.sheet = 'b2cl'), '[]'::jsonb),
    'b2cs', coalesce((select jsonb_agg(to_jsonb(b) order by b.pos_code, b.rate) from b2cs b), '[]'::jsonb),
    'cdnr', coalesce((select jsonb_agg(to_jsonb(d) - 'sheet' order by d.number, d.rate) from documents d where d.sheet = 'cdnr'), '[]'::jsonb),
    'cdnur', coalesce((select jsonb_agg(to_jsonb(d) - 'sheet' - 'gstin' order by d.number, d.rate) from documents d where d.sheet = 'cdnur'), '[]'::jsonb),
    'hsn_b2b', coalesce((select jsonb_agg(to_jsonb(h) - 'sheet' order by h.code, h.rate, h.uqc) from hsn h where h.sheet = 'hsn_b2b'), '[]'::jsonb),
    'hsn_b2c', coalesce((select jsonb_agg(to_jsonb(h) - 'sheet' order by h.code, h.rate, h.uqc) from hsn h where h.sheet = 'hsn_b2c'), '[]'::jsonb),
    'docs', coalesce((select jsonb_agg(to_jsonb(x) - 'ord' order by x.ord, x.first_number) from docs x), '[]'::jsonb))
  into sheets;
  return sheets || jsonb_build_object('month', first_day, 'b2cl_limit_paise', public.b2cl_limit_on(last_day));
end;
$$;
revoke all on function public.gstr1(date) from public, anon, authenticated;
grant execute on function public.gstr1(date) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- Row-level security policies

drop policy if exists b2cl_limits_select_can_bill on public.b2cl_limits;
create policy b2cl_limits_select_can_bill on public.b2cl_limits
  for select to authenticated
  using (( SELECT public.can_bill() AS can_bill));

drop policy if exists b2cl_limits_write_can_bill on public.b2cl_limits;
create policy b2cl_limits_write_can_bill on public.b2cl_limits
  for all to authenticated
  using (( SELECT public.can_bill() AS can_bill))
  with check (( SELECT public.can_bill() AS can_bill));
