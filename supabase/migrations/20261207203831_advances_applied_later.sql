-- advances_applied_later: written by `npm run db:diff -- advances_applied_later` from supabase/schemas/
-- (docs/decisions/043-declarative-schema-files.md). What supabase/schemas/ defines differently from the
-- migrations before this one:
--   function public.apply_advance(uuid, uuid, bigint): in supabase/schemas/, not in the database
--   function public.unapplied_paise(public.receipts): in supabase/schemas/, not in the database

-- Functions are created in the order of the schema files, some before the functions they call.
set check_function_bodies = off;

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

reset check_function_bodies;
