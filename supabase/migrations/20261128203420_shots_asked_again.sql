-- A re-shoot asks again for the shots staff rejected, not all of them (docs/decisions/097): a photo rejected by staff,
-- with their reason, stops counting; the job's other photos still count.
alter table public.proof_photos
  add column rejected_at timestamptz,
  add column rejected_reason text,
  add column rejected_by uuid references public.user_profiles (id) on delete set null,
  add constraint proof_photos_rejection_has_reason check ((rejected_at is null) = (rejected_reason is null)),
  add constraint proof_photos_rejected_reason_length check (char_length(btrim(rejected_reason)) between 1 and 500);
create index proof_photos_rejected_by_idx on public.proof_photos (rejected_by);
