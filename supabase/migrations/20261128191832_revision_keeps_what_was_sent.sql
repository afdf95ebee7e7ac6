-- A revision keeps what the version it replaces said (docs/decisions/090): its lines with their dates and prices, its
-- terms, and who accepted it and when, if the client had. Written only by revise_proposal().
alter table public.campaign_events add column replaced_version jsonb;
