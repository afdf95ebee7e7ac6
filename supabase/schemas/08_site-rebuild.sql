-- The rebuild hook's throttle (supabase/functions/rebuild-site, docs/decisions/028-prerendering-with-data.md):
-- content edits call the function, which calls the static host's deploy hook at most once per interval; the
-- scheduled flush also rebuilds once a scheduled row became public (docs/decisions/029-publishing-state.md).
-- Only the service role calls these. Declarative: see docs/checklists/schema-change.md.

-- ---------------------------------------------------------------------------------------
-- Tables

create table public.site_rebuild_state (
  id boolean default true not null,
  last_triggered_at timestamp with time zone,
  pending boolean default false not null,
  constraint site_rebuild_state_pkey PRIMARY KEY (id),
  constraint site_rebuild_state_id_check CHECK (id)
);
alter table public.site_rebuild_state enable row level security;
revoke all on table public.site_rebuild_state from anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- Functions

-- True when the caller may call the deploy hook now (and records it), false inside the interval (and
-- records that an edit is waiting). `only_if_pending`: a flush, true only when an edit is waiting.
-- One UPDATE decides, so concurrent calls cannot both win.
create or replace function public.claim_site_rebuild(min_interval_seconds integer, only_if_pending boolean default false)
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
     and (pending or not only_if_pending or public.publication_due_since(last_triggered_at))
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
revoke all on function public.claim_site_rebuild(integer, boolean) from public, anon, authenticated;
grant execute on function public.claim_site_rebuild(integer, boolean) to service_role;

-- Whether a row of a content type with a publishing state became public after `since` (the scheduled
-- rebuild publishes it, decision 029).
create or replace function public.publication_due_since(since timestamp with time zone)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  content public.content_types;
  due boolean;
begin
  if since is null then
    return false;
  end if;
  for content in select * from public.content_types where has_publishing order by table_name loop
    execute format('select exists (select from public.%I where status = ''published'' and published_at > $1 and published_at <= now())',
                   content.table_name)
      into due using since;
    if due then
      return true;
    end if;
  end loop;
  return false;
end;
$$;
revoke all on function public.publication_due_since(timestamp with time zone) from public, anon, authenticated;
grant execute on function public.publication_due_since(timestamp with time zone) to service_role;
