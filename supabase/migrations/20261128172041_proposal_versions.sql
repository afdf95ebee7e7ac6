-- A client's answer lands on the campaign, and a proposal is revised as a new version with its own link
-- (docs/decisions/090): the campaign's version and the status 'changes_asked'; the version a link shows; and the
-- history's new steps (the client's request for changes with their words, a revision, the first view of a link).
alter table public.campaigns add column version integer not null default 1;
alter table public.campaigns add constraint campaigns_version_positive check (version >= 1);
alter table public.campaigns drop constraint campaigns_status_known;
alter table public.campaigns add constraint campaigns_status_known
  check (status in ('draft', 'sent', 'changes_asked', 'accepted', 'confirmed', 'live', 'completed', 'cancelled', 'expired'));

alter table public.proposal_links add column version integer not null default 1;

alter table public.campaign_events drop constraint campaign_events_kind_known;
alter table public.campaign_events add constraint campaign_events_kind_known
  check (kind in ('sent', 'viewed', 'changes_asked', 'revised', 'withdrawn', 'accepted', 'cancelled'));
alter table public.campaign_events drop constraint campaign_events_note_length;
-- The client's words when they ask for changes are up to 5,000 characters, as the proposal page takes them.
alter table public.campaign_events add constraint campaign_events_note_length check (char_length(note) <= 5000);
alter table public.campaign_events add constraint campaign_events_changes_message
  check (kind <> 'changes_asked' or coalesce(note, '') ~ '\S');
