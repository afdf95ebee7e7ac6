-- The crew are told at the spot (docs/decisions/096): a photo the office will see flagged can be sent anyway with the
-- crew member's note saying why (a locked gate, no signal under the flyover), which the office reads beside it.
alter table public.proof_photos add column crew_note text;
alter table public.proof_photos add constraint proof_photos_crew_note_length check (crew_note is null or char_length(btrim(crew_note)) between 1 and 500);
-- Written by the crew member who sends the photo, as the other columns they give (decision 057's column grant).
grant insert (crew_note) on table public.proof_photos to authenticated;
