-- The rebuild hook's throttle (supabase/functions/rebuild-site, docs/decisions/028-prerendering-with-data.md):
-- content edits call the function, which calls the static host's deploy hook at most once per interval.
-- One row; only the service role (the function) reaches it, through claim_site_rebuild().
create table public.site_rebuild_state (
  id boolean primary key default true check (id),
  last_triggered_at timestamptz,
  -- An edit arrived inside the interval: the next call (an edit, or a scheduled flush) rebuilds.
  pending boolean not null default false
);
insert into public.site_rebuild_state (id) values (true);
alter table public.site_rebuild_state enable row level security;
revoke all on public.site_rebuild_state from anon, authenticated;

-- True when the caller may call the deploy hook now (and records it), false inside the interval (and
-- records that an edit is waiting). `only_if_pending`: a flush, true only when an edit is waiting.
-- One UPDATE decides, so concurrent calls cannot both win.
create function public.claim_site_rebuild(min_interval_seconds integer, only_if_pending boolean default false)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  claimed boolean;
begin
  update public.site_rebuild_state
     set last_triggered_at = now(), pending = false
   where id
     and (last_triggered_at is null or last_triggered_at <= now() - make_interval(secs => min_interval_seconds))
     and (pending or not only_if_pending)
  returning true into claimed;
  if claimed then
    return true;
  end if;
  if not only_if_pending then
    update public.site_rebuild_state set pending = true where id;
  end if;
  return false;
end;
$$;
revoke execute on function public.claim_site_rebuild(integer, boolean) from public, anon, authenticated;
grant execute on function public.claim_site_rebuild(integer, boolean) to service_role;
