-- acceptance_is_the_clients: written by `npm run db:diff -- acceptance_is_the_clients` from supabase/schemas/
-- (docs/decisions/043-declarative-schema-files.md). What supabase/schemas/ defines differently from the
-- migrations before this one:
--   function public.screen_campaign_change(): in supabase/schemas/, not in the database
--   function public.screen_campaign_line(): differs in definition
--   trigger campaigns_screen on public.campaigns: in supabase/schemas/, not in the database

-- Functions are created in the order of the schema files, some before the functions they call.
set check_function_bodies = off;

-- A campaign's lines may change only while it is a draft: a sent proposal's holds and link show those lines.
-- A discount above the settings' limit is set by an admin only (the approval is who set it).
create or replace function public.screen_campaign_line()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  campaign_status text := (select c.status from public.campaigns c where c.id = coalesce(new.campaign_id, old.campaign_id));
  -- A line moved from one campaign to another leaves the first: it must be a draft too (decision 079).
  left_status text := case when tg_op = 'UPDATE' and new.campaign_id is distinct from old.campaign_id
                           then (select c.status from public.campaigns c where c.id = old.campaign_id) end;
  limit_percent numeric := (select s.discount_limit_percent from public.sales_settings s);
begin
  -- Sending and accepting record each line's booking; nothing else of a sent line changes, and no line moves into or
  -- out of a sent campaign. (A campaign being deleted is gone already when its lines' cascade runs: no status.)
  if coalesce(left_status, 'draft') <> 'draft'
     or (campaign_status is not null and campaign_status <> 'draft' and (tg_op <> 'UPDATE'
     or (new.campaign_id, new.site_id, new.starts_on, new.ends_on, new.monthly_rate, new.discount_percent, new.discount_reason)
        is distinct from (old.campaign_id, old.site_id, old.starts_on, old.ends_on, old.monthly_rate, old.discount_percent, old.discount_reason))) then
    if coalesce(left_status, campaign_status) in ('sent', 'expired') then
      raise exception 'This proposal has been sent: withdraw it to change its sites, dates or prices.' using errcode = 'PT409';
    end if;
    raise exception 'This proposal was accepted by the client: what they accepted does not change.' using errcode = 'PT409';
  end if;
  if tg_op = 'DELETE' then
    return old;
  end if;
  if new.starts_on < public.india_today() and (tg_op = 'INSERT' or new.starts_on is distinct from old.starts_on) then
    raise exception 'A line cannot start in the past (%). Choose a start from today on.', public.booking_date(new.starts_on)
      using errcode = 'PT422';
  end if;
  if new.discount_percent > limit_percent and not public.is_admin()
     and (tg_op = 'INSERT' or new.discount_percent is distinct from old.discount_percent) then
    raise exception using
      message = format('A discount above %s%% needs an admin: ask an admin to set this one.', trim_scale(limit_percent)),
      errcode = 'PT403';
  end if;
  return new;
end;
$$;
revoke all on function public.screen_campaign_line() from public, anon, authenticated;

-- A campaign's status, and who accepted it and when, move only through the database's own functions (sending,
-- withdrawing, the client's answer, the schedule), which run as their owner; a write straight from the API (as
-- anon or authenticated, save_campaign's included) may not touch them, nor change what a sent or accepted proposal
-- shows its client, nor delete one that was ever sent and not withdrawn (decision 079).
create or replace function public.screen_campaign_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user not in ('anon', 'authenticated') then
    return coalesce(new, old);
  end if;
  if tg_op = 'DELETE' then
    if old.status not in ('draft', 'expired') then
      raise exception 'Proposal % was sent to its client: it stays in the records. Withdraw it first if it is only sent.', old.reference
        using errcode = 'PT409';
    end if;
    return old;
  end if;
  if (tg_op = 'INSERT' and (new.status <> 'draft' or new.sent_at is not null or new.accepted_at is not null
        or new.accepted_name is not null or new.accepted_designation is not null))
     or (tg_op = 'UPDATE' and (new.status, new.sent_at, new.accepted_at, new.accepted_name, new.accepted_designation)
        is distinct from (old.status, old.sent_at, old.accepted_at, old.accepted_name, old.accepted_designation)) then
    raise exception 'A proposal''s status changes only by sending or withdrawing it, or by the client''s answer on its link.'
      using errcode = 'PT403';
  end if;
  if tg_op = 'UPDATE' and old.status <> 'draft'
     and (new.title, new.customer_id, new.contact_id, new.valid_until, new.include_printing, new.include_mounting, new.terms)
        is distinct from (old.title, old.customer_id, old.contact_id, old.valid_until, old.include_printing, old.include_mounting, old.terms) then
    if old.status in ('sent', 'expired') then
      raise exception 'This proposal has been sent: withdraw it to change its sites, dates or prices.' using errcode = 'PT409';
    end if;
    raise exception 'This proposal was accepted by the client: what they accepted does not change.' using errcode = 'PT409';
  end if;
  return new;
end;
$$;
revoke all on function public.screen_campaign_change() from public, anon, authenticated;

create or replace trigger campaigns_screen before insert or update or delete on public.campaigns
  for each row execute function public.screen_campaign_change();

reset check_function_bodies;
