-- Proposals travel by e-mail (docs/decisions/092): a link remembers when the client's copy of their acceptance was
-- e-mailed (once per accepted version), and the history records each e-mail and what became of it.
alter table public.proposal_links add column copy_sent_at timestamptz;

alter table public.campaign_events drop constraint campaign_events_kind_known;
alter table public.campaign_events add constraint campaign_events_kind_known
  check (kind in ('sent', 'viewed', 'changes_asked', 'revised', 'withdrawn', 'accepted', 'cancelled', 'emailed'));
alter table public.campaign_events add constraint campaign_events_emailed_says_what
  check (kind <> 'emailed' or coalesce(note, '') ~ '\S');
