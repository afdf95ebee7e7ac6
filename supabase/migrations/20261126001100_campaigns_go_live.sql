-- Campaigns go live and complete by their dates (docs/decisions/053), hourly with the other scheduled jobs
-- (pg_cron on hosted, the stand-in's scheduler locally). As in supabase/schemas/11_campaigns.sql.

-- A confirmed campaign goes live on its first day and is completed after its last (India dates), run on a schedule
-- with the hold tidy (docs/decisions/053). A campaign with a line still unconfirmed stays 'accepted' for staff.
create or replace function public.advance_campaigns()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  changed integer;
  completed integer;
begin
  update public.campaigns c set status = 'live'
  where c.status = 'confirmed'
    and exists (select from public.campaign_lines l where l.campaign_id = c.id and l.starts_on <= public.india_today());
  get diagnostics changed = row_count;
  update public.campaigns c set status = 'completed'
  where c.status in ('confirmed', 'live')
    and exists (select from public.campaign_lines l where l.campaign_id = c.id)
    and not exists (select from public.campaign_lines l where l.campaign_id = c.id and l.ends_on >= public.india_today());
  get diagnostics completed = row_count;
  return changed + completed;
end;
$$;
revoke all on function public.advance_campaigns() from public, anon, authenticated;

do $$
begin
  if to_regprocedure('cron.schedule(text,text,text)') is not null then
    perform cron.schedule('advance-campaigns', '5 * * * *', 'select public.advance_campaigns()');
  end if;
end;
$$;
