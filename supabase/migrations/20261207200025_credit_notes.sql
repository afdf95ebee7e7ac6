-- receipts_credit_notes_and_tds: written by `npm run db:diff -- receipts_credit_notes_and_tds` from supabase/schemas/
-- (docs/decisions/043-declarative-schema-files.md). What supabase/schemas/ defines differently from the
-- migrations before this one:
--   constraint billing_settings_credit_note_prefix_shape on public.billing_settings: in supabase/schemas/, not in the database
--   constraint billing_settings_prefixes_differ on public.billing_settings: differs in definition
--   constraint credit_note_lines_amounts_positive on public.credit_note_lines: in supabase/schemas/, not in the database
--   constraint credit_note_lines_credit_note_id_fkey on public.credit_note_lines: in supabase/schemas/, not in the database
--   constraint credit_note_lines_invoice_line_id_fkey on public.credit_note_lines: in supabase/schemas/, not in the database
--   constraint credit_note_lines_pkey on public.credit_note_lines: in supabase/schemas/, not in the database
--   constraint credit_notes_amounts_positive on public.credit_notes: in supabase/schemas/, not in the database
--   constraint credit_notes_created_by_fkey on public.credit_notes: in supabase/schemas/, not in the database
--   constraint credit_notes_customer_id_fkey on public.credit_notes: in supabase/schemas/, not in the database
--   constraint credit_notes_invoice_id_fkey on public.credit_notes: in supabase/schemas/, not in the database
--   constraint credit_notes_number_key on public.credit_notes: in supabase/schemas/, not in the database
--   constraint credit_notes_pkey on public.credit_notes: in supabase/schemas/, not in the database
--   constraint credit_notes_reason_required on public.credit_notes: in supabase/schemas/, not in the database
--   constraint credit_notes_tax_one_kind on public.credit_notes: in supabase/schemas/, not in the database
--   constraint credit_notes_total_adds_up on public.credit_notes: in supabase/schemas/, not in the database
--   function public.balance_paise(public.invoices): differs in definition
--   function public.cancel_invoice(uuid, text): differs in definition
--   function public.credited_paise(public.invoices): in supabase/schemas/, not in the database
--   function public.issue_credit_note(uuid, text, jsonb): in supabase/schemas/, not in the database
--   function public.keep_credit_note(): in supabase/schemas/, not in the database
--   index public.credit_note_lines_invoice_line_idx: in supabase/schemas/, not in the database
--   index public.credit_notes_created_by_idx: in supabase/schemas/, not in the database
--   index public.credit_notes_customer_idx: in supabase/schemas/, not in the database
--   index public.credit_notes_invoice_idx: in supabase/schemas/, not in the database
--   policy credit_note_lines_select_billing on public.credit_note_lines: in supabase/schemas/, not in the database
--   policy credit_notes_select_billing on public.credit_notes: in supabase/schemas/, not in the database
--   table public.billing_settings: differs in columns
--   table public.credit_note_lines: in supabase/schemas/, not in the database
--   table public.credit_notes: in supabase/schemas/, not in the database
--   trigger keep_credit_note on public.credit_notes: in supabase/schemas/, not in the database
--   trigger keep_credit_note_lines on public.credit_note_lines: in supabase/schemas/, not in the database

-- Functions are created in the order of the schema files, some before the functions they call.
set check_function_bodies = off;

alter table public.billing_settings drop constraint if exists billing_settings_prefixes_differ;
alter table public.billing_settings add column credit_note_prefix text default 'CN'::text not null;

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

drop policy if exists credit_notes_select_billing on public.credit_notes;
create policy credit_notes_select_billing on public.credit_notes
  for select to authenticated
  using ((( SELECT public.can_bill() AS can_bill) OR ( SELECT public.can_sell() AS can_sell)));

drop policy if exists credit_note_lines_select_billing on public.credit_note_lines;
create policy credit_note_lines_select_billing on public.credit_note_lines
  for select to authenticated
  using ((( SELECT public.can_bill() AS can_bill) OR ( SELECT public.can_sell() AS can_sell)));

create or replace trigger keep_credit_note
  before update or delete on public.credit_notes
  for each row execute function public.keep_credit_note();

create or replace trigger keep_credit_note_lines
  before update or delete on public.credit_note_lines
  for each row execute function public.keep_credit_note();

alter table public.billing_settings add constraint billing_settings_credit_note_prefix_shape CHECK ((credit_note_prefix ~ '^[A-Z0-9]{1,4}$'::text));
alter table public.billing_settings add constraint billing_settings_prefixes_differ CHECK (((receipt_prefix <> invoice_prefix) AND (credit_note_prefix <> invoice_prefix) AND (credit_note_prefix <> receipt_prefix)));

reset check_function_bodies;
