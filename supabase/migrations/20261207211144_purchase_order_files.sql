-- purchase_order_on_the_campaign: written by `npm run db:diff -- purchase_order_on_the_campaign` from supabase/schemas/
-- (docs/decisions/043-declarative-schema-files.md). What supabase/schemas/ defines differently from the
-- migrations before this one:
--   constraint campaigns_po_path_shape on public.campaigns: in supabase/schemas/, not in the database
--   function public.can_file_purchase_order(text): in supabase/schemas/, not in the database
--   function public.record_purchase_order(uuid, text, date, text): in supabase/schemas/, not in the database
--   function public.record_purchase_order(uuid, text, date): in the database, not in supabase/schemas/
--   policy purchase_orders_insert_can_file on storage.objects: in supabase/schemas/, not in the database
--   policy purchase_orders_select_billing on storage.objects: in supabase/schemas/, not in the database
--   table public.campaigns: differs in columns

-- Functions are created in the order of the schema files, some before the functions they call.
set check_function_bodies = off;

alter table public.campaigns add column po_path text;

-- Whether the signed-in user may put a file at `path` of the purchase-orders bucket: sales, admins and accounts, for a
-- campaign its client has accepted, at `<campaign id>/<random id>.<pdf|jpg|png>` (docs/decisions/111).
create or replace function public.can_file_purchase_order(path text)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (public.can_sell() or public.can_bill()) then
    return false;
  end if;
  if coalesce(path, '') !~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(pdf|jpg|png)$' then
    return false;
  end if;
  return exists (select from public.campaigns c where c.id = split_part(path, '/', 1)::uuid and c.status in ('accepted', 'confirmed', 'live', 'completed'));
end;
$$;
revoke all on function public.can_file_purchase_order(text) from public, anon, authenticated;
grant execute on function public.can_file_purchase_order(text) to authenticated, service_role;

-- Sales or accounts note the client's purchase order for campaign `campaign` once the client has accepted it: its
-- number and date, which its invoices carry from then on (issue_invoice keeps them with the client's details), and
-- the PO's file (`po_path`, already put in the purchase-orders bucket under the campaign's id), or null to keep the
-- file noted before.
create or replace function public.record_purchase_order(campaign uuid, po_number text, po_date date, po_path text default null)
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
  if po_path is not null and (split_part(po_path, '/', 1) <> campaign::text
      or not exists (select from storage.objects o where o.bucket_id = 'purchase-orders' and o.name = po_path)) then
    raise exception 'Upload the purchase order''s file first: it was not found.' using errcode = 'PT422';
  end if;
  update public.campaigns c set po_number = btrim(record_purchase_order.po_number), po_date = record_purchase_order.po_date,
    po_path = coalesce(record_purchase_order.po_path, c.po_path)
  where c.id = campaign and c.status in ('accepted', 'confirmed', 'live', 'completed');
  if not found then
    raise exception 'A purchase order is noted on a campaign its client has accepted.' using errcode = 'PT409';
  end if;
end;
$$;
revoke all on function public.record_purchase_order(uuid, text, date, text) from public, anon, authenticated;
grant execute on function public.record_purchase_order(uuid, text, date, text) to authenticated, service_role;

-- The purchase-orders bucket (docs/decisions/111): sales, admins and accounts put a client's PO file under its
-- campaign (can_file_purchase_order) and read them; nobody replaces or deletes one.
drop policy if exists purchase_orders_insert_can_file on storage.objects;
create policy purchase_orders_insert_can_file on storage.objects
  for insert to authenticated
  with check (((bucket_id = 'purchase-orders'::text) AND public.can_file_purchase_order(name)));

drop policy if exists purchase_orders_select_billing on storage.objects;
create policy purchase_orders_select_billing on storage.objects
  for select to authenticated
  using (((bucket_id = 'purchase-orders'::text) AND (( SELECT public.can_sell() AS can_sell) OR ( SELECT public.can_bill() AS can_bill))));

alter table public.campaigns add constraint campaigns_po_path_shape CHECK (((po_path IS NULL) OR ((po_number IS NOT NULL) AND (po_path ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(pdf|jpg|png)$'::text))));

drop function if exists public.record_purchase_order(uuid, text, date);

reset check_function_bodies;

-- The private bucket of clients' purchase orders (docs/decisions/111): a PDF or a photo of it, at most 10 MB.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('purchase-orders', 'purchase-orders', false, 10485760, array['application/pdf', 'image/jpeg', 'image/png'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;
