-- margins_read_vendor_costs_once: written by `npm run db:diff -- margins_read_vendor_costs_once` from supabase/schemas/
-- (docs/decisions/043-declarative-schema-files.md). What supabase/schemas/ defines differently from the
-- migrations before this one:
--   function public.margins(date, date): differs in definition
--   function public.record_vendor_bill(uuid, text, date, bigint, bigint): differs in definition

-- Functions are created in the order of the schema files, some before the functions they call.
set check_function_bodies = off;

-- The vendor's bill for a received order: its number, date, taxable value and GST. Returns the difference from what
-- was ordered (bill less order, before GST), which the order's screen flags when it is not zero.
create or replace function public.record_vendor_bill(vendor_order uuid, bill_number text, bill_date date, taxable_paise bigint, gst_paise bigint)
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  target public.vendor_orders := public.vendor_order_to_change(vendor_order);
  difference bigint;
begin
  if target.vendor_id is null then
    raise exception 'Our own crew sends no bill: order % is done once received.', target.number using errcode = 'PT422';
  end if;
  if target.status <> 'received' then
    raise exception 'Record the bill once the order is received: order % is %.', target.number, target.status using errcode = 'PT409';
  end if;
  if coalesce(bill_number, '') !~ '\S' or bill_date is null or bill_date > public.india_today() then
    raise exception 'Give the bill''s number and its date: today or earlier.' using errcode = 'PT422';
  end if;
  if taxable_paise is null or taxable_paise < 0 or coalesce(gst_paise, 0) < 0 then
    raise exception 'Give the bill''s taxable value and its GST: neither below zero.' using errcode = 'PT422';
  end if;
  update public.vendor_orders o set status = 'billed', bill_number = btrim(record_vendor_bill.bill_number), bill_date = record_vendor_bill.bill_date,
    bill_taxable_paise = taxable_paise, bill_gst_paise = coalesce(gst_paise, 0), billed_at = now()
  where o.id = target.id
  returning o.bill_difference_paise into difference;
  return difference;
end;
$$;
revoke all on function public.record_vendor_bill(uuid, text, date, bigint, bigint) from public, anon, authenticated;
grant execute on function public.record_vendor_bill(uuid, text, date, bigint, bigint) to authenticated, service_role;

-- The owner's margins for the months from `from_month` to `to_month` (at most 24): `sites`, each site's revenue, costs
-- by kind, margin and margin in per cent over those months, with whether its lease loses money, lowest margin first;
-- `months`, the totals of each month (the trend); `total`, the whole range's; `campaigns`, each confirmed campaign
-- running then with its revenue (its issued invoices', else booked), its printing and mounting and its margin. The
-- sites' rows add up to the months' and to the total.
create or replace function public.margins(from_month date, to_month date)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  first_day date := date_trunc('month', from_month)::date;
  last_day date := (date_trunc('month', to_month) + interval '1 month - 1 day')::date;
begin
  if not public.can_bill() then
    raise exception 'Only admins and accounts see margins.' using errcode = '42501';
  end if;
  if from_month is null or to_month is null or first_day > last_day or first_day < (date_trunc('month', to_month) - interval '23 months')::date then
    raise exception 'Choose up to 24 months, the first before the last.' using errcode = 'PT422';
  end if;
  return (
    with rows as (
      select r.*, r.rent_paise + r.licence_paise + r.power_paise + r.other_paise + r.printing_paise + r.mounting_paise as costs_paise
      from public.site_margin_rows(first_day, last_day) as r
    ), per_site as (
      select r.site_id, sum(r.revenue_paise)::bigint as revenue_paise,
        string_agg(distinct r.revenue_basis, ' and ' order by r.revenue_basis) as revenue_basis,
        sum(r.rent_paise)::bigint as rent_paise, sum(r.licence_paise)::bigint as licence_paise, sum(r.power_paise)::bigint as power_paise,
        sum(r.other_paise)::bigint as other_paise, sum(r.printing_paise)::bigint as printing_paise, sum(r.mounting_paise)::bigint as mounting_paise,
        sum(r.costs_paise)::bigint as costs_paise, sum(r.revenue_paise - r.costs_paise)::bigint as margin_paise
      from rows r group by r.site_id
      having sum(r.revenue_paise) <> 0 or sum(r.costs_paise) <> 0
    ), per_month as (
      select r.month, sum(r.revenue_paise)::bigint as revenue_paise, sum(r.costs_paise)::bigint as costs_paise,
        sum(r.revenue_paise - r.costs_paise)::bigint as margin_paise
      from rows r group by r.month
    ), vendor as (
      -- Once for every campaign below, not once per campaign.
      select * from public.vendor_line_costs()
    ), campaign_rows as (
      select c.id, c.reference, c.title, c.customer_name,
        coalesce(invoiced.paise, booked.paise) as revenue_paise, case when invoiced.paise is not null then 'invoiced' else 'booked' end as revenue_basis,
        coalesce(direct.printing, 0) as printing_paise, coalesce(direct.mounting, 0) as mounting_paise
      from public.campaigns c
      cross join lateral (select sum(i.taxable_paise)::bigint as paise from public.invoices i where i.campaign_id = c.id and i.status = 'issued') as invoiced
      cross join lateral (
        select coalesce(sum(round(l.monthly_rate * public.months_between(l.starts_on, l.ends_on)) * 100 * (1 - l.discount_percent / 100)), 0)::bigint as paise
        from public.campaign_lines l where l.campaign_id = c.id
      ) as booked
      cross join lateral (
        select sum(v.cost_paise) filter (where v.kind = 'printing')::bigint as printing, sum(v.cost_paise) filter (where v.kind = 'mounting')::bigint as mounting
        from vendor v where v.campaign_id = c.id
      ) as direct
      where c.status in ('confirmed', 'live', 'completed')
        and exists (select from public.campaign_lines l where l.campaign_id = c.id and l.starts_on <= last_day and l.ends_on >= first_day)
    )
    select jsonb_build_object(
      'from_month', first_day, 'to_month', date_trunc('month', last_day)::date,
      'sites', coalesce((
        select jsonb_agg(to_jsonb(p) || jsonb_build_object('code', s.code, 'name', s.name,
            'margin_percent', case when p.revenue_paise > 0 then round(p.margin_paise * 100.0 / p.revenue_paise, 1) end,
            'lease_id', lease.id, 'lease_loses_money', lease.id is not null and p.margin_paise < 0)
          order by p.margin_paise, s.code)
        from per_site p join public.sites s on s.id = p.site_id
        left join lateral (select l.id from public.leases l where l.site_id = s.id and l.starts_on <= last_day and l.ends_on >= first_day
                           order by l.starts_on desc limit 1) as lease on true), '[]'::jsonb),
      'months', coalesce((select jsonb_agg(to_jsonb(m) order by m.month) from per_month m), '[]'::jsonb),
      'total', (select jsonb_build_object('revenue_paise', coalesce(sum(p.revenue_paise), 0), 'rent_paise', coalesce(sum(p.rent_paise), 0),
          'licence_paise', coalesce(sum(p.licence_paise), 0), 'power_paise', coalesce(sum(p.power_paise), 0), 'other_paise', coalesce(sum(p.other_paise), 0),
          'printing_paise', coalesce(sum(p.printing_paise), 0), 'mounting_paise', coalesce(sum(p.mounting_paise), 0),
          'costs_paise', coalesce(sum(p.costs_paise), 0), 'margin_paise', coalesce(sum(p.margin_paise), 0),
          'margin_percent', case when sum(p.revenue_paise) > 0 then round(sum(p.margin_paise) * 100.0 / sum(p.revenue_paise), 1) end)
        from per_site p),
      'campaigns', coalesce((
        select jsonb_agg(jsonb_build_object('campaign_id', c.id, 'reference', c.reference, 'title', c.title, 'customer_name', c.customer_name,
            'revenue_paise', c.revenue_paise, 'revenue_basis', c.revenue_basis, 'printing_paise', c.printing_paise, 'mounting_paise', c.mounting_paise,
            'margin_paise', c.revenue_paise - c.printing_paise - c.mounting_paise,
            'margin_percent', case when c.revenue_paise > 0 then round((c.revenue_paise - c.printing_paise - c.mounting_paise) * 100.0 / c.revenue_paise, 1) end)
          order by c.revenue_paise - c.printing_paise - c.mounting_paise, c.reference)
        from campaign_rows c), '[]'::jsonb))
  );
end;
$$;
revoke all on function public.margins(date, date) from public, anon, authenticated;
grant execute on function public.margins(date, date) to authenticated, service_role;

reset check_function_bodies;
