-- The media plan keeps today's facts (docs/decisions/048-media-plan-keeps-the-buyers-dates.md): a quote request
-- names only sites the agency still offers, and each request has a reference the buyer and the team can quote.

-- 'MP-' and the first 8 hex digits of the id the form chose: the form shows it at once, without reading the
-- row back (a visitor may not), and the buyer's copy and the inbox show the same.
alter table public.quote_requests
  add column reference text generated always as ('MP-' || upper(left(replace(id::text, '-', ''), 8))) stored;

-- The inbox's summary starts with the reference, so a search for it finds the lead.
update public.lead_sources
set summary_sql = $$left((lead ->> 'reference') || ': ' || public.quote_items_summary(lead -> 'items'), 1000)$$
where kind = 'quote';

-- Refuses a quote for a site that is not (or no longer) published, naming it; PT422 tells the form the
-- sentence is for the visitor (src/features/leads/refusal.ts). Malformed items are left to
-- quote_requests_items_valid, which refuses them with its own name.
create function public.screen_quote_sites()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  missing text;
begin
  if jsonb_typeof(new.items) is distinct from 'array' then
    return new;
  end if;
  select i ->> 'code' into missing
  from jsonb_array_elements(new.items) with ordinality as t (i, n)
  where i ->> 'code' ~ '^[A-Z0-9-]{1,30}$'
    and not exists (select 1 from public.sites s where s.code = i ->> 'code' and s.published)
  order by n
  limit 1;
  if missing is not null then
    raise exception using
      errcode = 'PT422',
      message = format('%s is no longer offered: take it out of your plan and send it again.', missing);
  end if;
  return new;
end;
$$;
revoke all on function public.screen_quote_sites() from public, anon, authenticated;

-- Before the lead screening (triggers run in name order), so a refused plan leaves nothing behind.
create trigger check_quote_sites before insert on public.quote_requests
  for each row execute function public.screen_quote_sites();
