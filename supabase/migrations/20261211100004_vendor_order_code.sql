-- vendor_order_code: written by `npm run db:diff -- vendor_order_code` from supabase/schemas/
-- (docs/decisions/043-declarative-schema-files.md). What supabase/schemas/ defines differently from the
-- migrations before this one:
--   function public.raise_vendor_order(uuid, text, uuid, date, text, text, jsonb, text): in supabase/schemas/, not in the database
--   function public.raise_vendor_order(uuid, text, uuid, date, text, text, jsonb): in the database, not in supabase/schemas/

-- Functions are created in the order of the schema files, some before the functions they call.
set check_function_bodies = off;

-- Admins and accounts order campaign `campaign`'s printing or mounting (`kind`) from vendor `vendor` (null: the own
-- crew, for mounting), due on `due_on`, delivered to `deliver_to`: `lines` is [{campaign_line_id, material, width_ft,
-- height_ft, quantity, rate_paise}], each a line of the campaign. The campaign must be confirmed; the order is numbered
-- from the vendor-order series and coded `code` (printing on material the agency supplies is SAC 998912, on the
-- printer's own HSN 4911), a code with a GST rate kept, or by default the billing settings' printing or mounting code.
-- Returns {id, number}.
create or replace function public.raise_vendor_order(campaign uuid, kind text, vendor uuid, due_on date, deliver_to text, note text, lines jsonb,
  code text default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  target public.campaigns;
  chosen public.vendors;
  settings public.billing_settings;
  order_id uuid;
  order_number text;
begin
  if not public.can_bill() then
    raise exception 'Only admins and accounts order printing and mounting.' using errcode = '42501';
  end if;
  select * into target from public.campaigns c where c.id = campaign;
  if target.id is null then
    raise exception 'This campaign does not exist.' using errcode = 'PT404';
  end if;
  if target.status not in ('confirmed', 'live', 'completed') then
    raise exception 'Order printing and mounting once the campaign is confirmed: it is %.', replace(target.status, '_', ' ') using errcode = 'PT422';
  end if;
  if kind is null or kind not in ('printing', 'mounting') then
    raise exception 'Say whether the order is for printing or mounting.' using errcode = 'PT422';
  end if;
  if vendor is null and kind = 'printing' then
    raise exception 'Choose the printing vendor: only mounting may be done by our own crew.' using errcode = 'PT422';
  end if;
  if vendor is not null then
    select * into chosen from public.vendors v where v.id = vendor;
    if chosen.id is null then
      raise exception 'This vendor does not exist.' using errcode = 'PT404';
    end if;
    if (kind = 'printing' and not chosen.prints) or (kind = 'mounting' and not chosen.mounts) then
      raise exception '% does not do %.', chosen.name, kind using errcode = 'PT422';
    end if;
  end if;
  if due_on is null or due_on < public.india_today() then
    raise exception 'Give the day the order is due: today or later.' using errcode = 'PT422';
  end if;
  if jsonb_typeof(lines) is distinct from 'array' or jsonb_array_length(lines) = 0 then
    raise exception 'Choose at least one of the campaign''s sites for the order.' using errcode = 'PT422';
  end if;
  if exists (select from jsonb_array_elements(lines) as l
             where not exists (select from public.campaign_lines c where c.id = (l ->> 'campaign_line_id')::uuid and c.campaign_id = campaign)) then
    raise exception 'Every line of an order is one of this campaign''s sites.' using errcode = 'PT422';
  end if;
  if code is not null and not exists (select from public.tax_rates t where t.code = raise_vendor_order.code) then
    raise exception 'Code % has no GST rate kept: choose the order''s HSN or SAC from the billing settings'' codes.', code using errcode = 'PT422';
  end if;
  select * into settings from public.billing_settings;
  order_number := public.next_document_number(settings.vendor_order_prefix, public.india_today());
  insert into public.vendor_orders (number, campaign_id, kind, vendor_id, code, due_on, deliver_to, note, ordered_paise)
  values (order_number, campaign, kind, vendor, coalesce(code, case kind when 'printing' then settings.printing_code else settings.mounting_code end),
    due_on, nullif(btrim(deliver_to), ''), nullif(btrim(note), ''), 0)
  returning id into order_id;
  insert into public.vendor_order_lines (order_id, campaign_line_id, material, width_ft, height_ft, quantity, rate_paise)
  select order_id, (l ->> 'campaign_line_id')::uuid, btrim(l ->> 'material'), (l ->> 'width_ft')::numeric, (l ->> 'height_ft')::numeric,
    (l ->> 'quantity')::integer, (l ->> 'rate_paise')::bigint
  from jsonb_array_elements(lines) as l;
  update public.vendor_orders o set ordered_paise = (select sum(v.amount_paise) from public.vendor_order_lines v where v.order_id = o.id)
  where o.id = order_id;
  return jsonb_build_object('id', order_id, 'number', order_number);
end;
$$;
revoke all on function public.raise_vendor_order(uuid, text, uuid, date, text, text, jsonb, text) from public, anon, authenticated;
grant execute on function public.raise_vendor_order(uuid, text, uuid, date, text, text, jsonb, text) to authenticated, service_role;

drop function if exists public.raise_vendor_order(uuid, text, uuid, date, text, text, jsonb);

reset check_function_bodies;
