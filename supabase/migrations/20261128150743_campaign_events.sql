-- A campaign's history (docs/decisions/088): each step, when, and by whom, written only by the database's functions
-- that take it (sending, withdrawing, the client's acceptance, a cancellation with its reason).
create table public.campaign_events (
  id uuid primary key default gen_random_uuid(),
  campaign_id uuid not null references public.campaigns (id) on delete cascade,
  kind text not null,
  at timestamptz not null default now(),
  -- The member of staff who took the step; their name is kept beside it, and the client's name for an acceptance.
  by_user uuid references auth.users (id) on delete set null,
  by_name text,
  note text,
  constraint campaign_events_kind_known check (kind in ('sent', 'withdrawn', 'accepted', 'cancelled')),
  constraint campaign_events_by_name_length check (char_length(by_name) <= 200),
  constraint campaign_events_note_length check (char_length(note) <= 1000),
  constraint campaign_events_cancel_reason check (kind <> 'cancelled' or coalesce(note, '') ~ '\S')
);
create index campaign_events_campaign_idx on public.campaign_events (campaign_id, at);
create index campaign_events_by_user_idx on public.campaign_events (by_user);
alter table public.campaign_events enable row level security;
revoke all on table public.campaign_events from anon, authenticated;
grant select on table public.campaign_events to authenticated;
grant all on table public.campaign_events to service_role;

-- The history of the campaigns sent before it was kept, from what they record.
insert into public.campaign_events (campaign_id, kind, at)
select id, 'sent', sent_at from public.campaigns where sent_at is not null;
insert into public.campaign_events (campaign_id, kind, at, by_name)
select id, 'accepted', accepted_at, left(concat_ws(', ', accepted_name, accepted_designation), 200) from public.campaigns where accepted_at is not null;
