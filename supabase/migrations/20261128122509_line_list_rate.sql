-- line_list_rate: the list rate a proposal line was priced against (decision 083). A rate below the site's list
-- rate is a discount: the line keeps the site's monthly rate from when its site, rate or discount was last set, so the
-- discount limit and its reason apply to it, and the proposal shows the list rate and what comes off it.
-- Written by screen_campaign_line() (supabase/schemas/11_campaigns.sql) from sites.monthly_rate, never by the client.

alter table public.campaign_lines add column list_rate integer;
comment on column public.campaign_lines.list_rate is
  'The site''s monthly rate when the line was priced (null: rate on request, or priced before list rates were kept). Set by the database.';

-- A draft's lines take their site's rate now; a sent or accepted proposal keeps showing what its client saw (no list rate).
update public.campaign_lines l
   set list_rate = s.monthly_rate
  from public.sites s, public.campaigns c
 where s.id = l.site_id and c.id = l.campaign_id and c.status = 'draft';
