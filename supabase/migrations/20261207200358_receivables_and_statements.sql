-- receivables_and_statements: written by `npm run db:diff -- receivables_and_statements` from supabase/schemas/
-- (docs/decisions/043-declarative-schema-files.md). What supabase/schemas/ defines differently from the
-- migrations before this one:
--   function public.billing_figures(): in supabase/schemas/, not in the database
--   function public.customer_statement(uuid, date, date): in supabase/schemas/, not in the database
--   function public.payment_mode_name(text): in supabase/schemas/, not in the database
--   function public.receivables(): in supabase/schemas/, not in the database

-- Functions are created in the order of the schema files, some before the functions they call.
set check_function_bodies = off;

-- A payment's mode as the statement writes it.
create or replace function public.payment_mode_name(mode text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case mode when 'cheque' then 'cheque' when 'cash' then 'cash' else upper(mode) end
$$;
revoke all on function public.payment_mode_name(text) from public, anon, authenticated;
grant execute on function public.payment_mode_name(text) to authenticated, service_role;

-- Customer `customer`'s statement from `from_day` to `to_day`: what it owed before (opening_paise), then each issued
-- invoice (owed), payment and the TDS deducted from it, and credit note (paid or credited) by day with the running
-- balance, and what it owes at the end (closing_paise; below zero, what the agency owes it). Cancelled invoices and
-- voided payments are left out: they settle nothing.
create or replace function public.customer_statement(customer uuid, from_day date, to_day date)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  client public.customers;
  opening bigint;
  listed jsonb;
begin
  if not (public.can_bill() or public.can_sell()) then
    raise exception 'Only admins, accounts and sales read statements.' using errcode = '42501';
  end if;
  select * into client from public.customers u where u.id = customer;
  if client.id is null then
    return null;
  end if;
  if from_day is null or to_day is null or from_day > to_day then
    raise exception 'Give a period whose first day comes before its last.' using errcode = 'PT422';
  end if;
  with entries as (
    select i.invoice_date as day, 1 as ord, 'invoice' as kind, i.id as document_id, i.number,
           'Invoice for ' || c.reference || ', ' || c.title as description, i.due_on, i.total_paise as owed, 0::bigint as paid
    from public.invoices i join public.campaigns c on c.id = i.campaign_id
    where i.customer_id = customer and i.status = 'issued'
    union all
    select r.received_on, 2, 'payment', r.id, r.number,
           'Payment by ' || public.payment_mode_name(r.mode) || coalesce(' ' || r.reference, ''), null, 0, r.amount_paise
    from public.receipts r where r.customer_id = customer and r.status = 'recorded' and r.amount_paise > 0
    union all
    select r.received_on, 3, 'tds', r.id, r.number,
           'TDS deducted' || coalesce(' at ' || trim_scale(r.tds_percent)::text || '%', '') || coalesce(', certificate ' || r.tds_certificate, ''), null, 0, r.tds_paise
    from public.receipts r where r.customer_id = customer and r.status = 'recorded' and r.tds_paise > 0
    union all
    select n.note_date, 4, 'credit_note', n.id, n.number, 'Credit note on ' || i.number || ': ' || n.reason, null, 0, n.total_paise
    from public.credit_notes n join public.invoices i on i.id = n.invoice_id
    where n.customer_id = customer
  )
  select coalesce(sum(e.owed - e.paid) filter (where e.day < from_day), 0),
         coalesce(jsonb_agg(to_jsonb(e) - 'ord' order by e.day, e.ord, e.number) filter (where e.day between from_day and to_day), '[]'::jsonb)
  into opening, listed
  from entries e;
  -- The running balance, entry by entry, from the opening one.
  select coalesce(jsonb_agg(x.entry || jsonb_build_object('balance_paise', opening + x.running) order by x.n), '[]'::jsonb)
  into listed
  from (select t.entry, t.n, sum((t.entry ->> 'owed')::bigint - (t.entry ->> 'paid')::bigint) over (order by t.n) as running
        from jsonb_array_elements(listed) with ordinality as t (entry, n)) as x;
  return jsonb_build_object(
    'customer', jsonb_build_object('id', client.id, 'name', client.name, 'gstin', client.gstin, 'billing_address', client.billing_address),
    'from', from_day, 'to', to_day, 'opening_paise', opening, 'entries', listed,
    'closing_paise', opening + coalesce((select sum((e ->> 'owed')::bigint - (e ->> 'paid')::bigint) from jsonb_array_elements(listed) as e), 0));
end;
$$;
revoke all on function public.customer_statement(uuid, date, date) from public, anon, authenticated;
grant execute on function public.customer_statement(uuid, date, date) to authenticated, service_role;

-- Every issued invoice still owed something, with its client, the sales person who owns its campaign, its due day and
-- how many days past it today (India) is: the receivables screen groups them by age, client or sales person.
create or replace function public.receivables()
returns table (invoice_id uuid, number text, customer_id uuid, customer_name text, owner_id uuid, owner_name text, invoice_date date, due_on date,
  days_past_due integer, balance_paise bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (public.can_bill() or public.can_sell()) then
    raise exception 'Only admins, accounts and sales read what clients owe.' using errcode = '42501';
  end if;
  return query
  select i.id, i.number, u.id, u.name, c.owner_id, coalesce(nullif(p.full_name, ''), p.email), i.invoice_date, i.due_on,
         public.india_today() - i.due_on, owed.paise
  from public.invoices i
  cross join lateral (select public.balance_paise(i) as paise) as owed
  join public.customers u on u.id = i.customer_id
  join public.campaigns c on c.id = i.campaign_id
  left join public.user_profiles p on p.id = c.owner_id
  where i.status = 'issued' and owed.paise > 0
  order by i.due_on, i.number;
end;
$$;
revoke all on function public.receivables() from public, anon, authenticated;
grant execute on function public.receivables() to authenticated, service_role;

-- The owner's billing figures today (India): what clients owe, how much of it is past due, and what came in this
-- month (payments received, and the TDS deducted from them).
create or replace function public.billing_figures()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  today date := public.india_today();
begin
  if not (public.can_bill() or public.can_sell()) then
    raise exception 'Only admins, accounts and sales read what clients owe.' using errcode = '42501';
  end if;
  return (select jsonb_build_object('owed_paise', coalesce(sum(r.balance_paise), 0), 'overdue_paise', coalesce(sum(r.balance_paise) filter (where r.days_past_due > 0), 0))
          from public.receivables() r)
      || (select jsonb_build_object('received_paise', coalesce(sum(r.amount_paise), 0), 'tds_paise', coalesce(sum(r.tds_paise), 0))
          from public.receipts r
          where r.status = 'recorded' and r.received_on >= date_trunc('month', today)::date and r.received_on <= today);
end;
$$;
revoke all on function public.billing_figures() from public, anon, authenticated;
grant execute on function public.billing_figures() to authenticated, service_role;

reset check_function_bodies;
