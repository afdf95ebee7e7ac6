-- proof_photo_files_and_re_held_holds: written by `npm run db:diff -- proof_photo_files_and_re_held_holds` from supabase/schemas/
-- (docs/decisions/043-declarative-schema-files.md). What supabase/schemas/ defines differently from the
-- migrations before this one:
--   function public.keep_proof_photo_file(): in supabase/schemas/, not in the database
--   function public.screen_site_booking(): differs in definition
--   trigger proof_photo_files_kept on storage.objects: in supabase/schemas/, not in the database

-- Functions are created in the order of the schema files, some before the functions they call.
set check_function_bodies = off;

create or replace function public.screen_site_booking()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  site_code text := (select s.code from public.sites s where s.id = new.site_id);
  in_the_way record;
  held record;
  licence_end date;
  becomes_confirmed boolean := new.kind = 'confirmed' and (
    tg_op = 'INSERT' or old.kind is distinct from 'confirmed' or old.site_id <> new.site_id
    or old.starts_on <> new.starts_on or old.ends_on <> new.ends_on);
  hold_days integer := (select s.hold_days from public.sales_settings s);
begin
  -- Every hold expires (docs/decisions/053), one typed on the board as one sent with a proposal: after the
  -- settings' hold days from when it is made. Staff cannot set a later expiry themselves; an admin extends a
  -- hold with extend_hold(). A confirmed booking never expires; made a hold again by staff, its hold days count
  -- from when the booking was made, not afresh, so confirming and un-confirming extends nothing; one whose hold days
  -- are over is made a hold again by an admin only, who gives it a fresh hold (decision 075).
  if new.kind = 'confirmed' then
    new.expires_at := null;
  elsif tg_op = 'INSERT' then
    if new.expires_at is null or (public.is_public_request() and not public.is_admin()) then
      new.expires_at := now() + make_interval(days => hold_days);
    end if;
  elsif old.kind is distinct from 'hold' then
    if public.is_public_request() and not public.is_admin() then
      new.expires_at := old.created_at + make_interval(days => hold_days);
      if new.expires_at <= now() then
        raise exception 'As a hold, this booking would have lapsed on %: only an admin can make it a hold again.',
          to_char(new.expires_at at time zone 'Asia/Kolkata', 'FMDD Mon YYYY') using errcode = 'PT403';
      end if;
    elsif new.expires_at is null then
      new.expires_at := now() + make_interval(days => hold_days);
    end if;
  elsif new.expires_at is distinct from old.expires_at and public.is_public_request() and not public.is_admin() then
    raise exception 'Only an admin can change when a hold expires.' using errcode = 'PT403';
  end if;

  -- A confirmed booking of the site on any of these days: no other confirmed booking may go there (holds may).
  select b.client_name, b.starts_on, b.ends_on into in_the_way
  from public.site_bookings b
  where new.kind = 'confirmed' and b.site_id = new.site_id and b.kind = 'confirmed' and b.id <> new.id
    and b.starts_on <= new.ends_on and b.ends_on >= new.starts_on
  order by b.starts_on
  limit 1;
  if in_the_way.client_name is not null then
    raise exception '% is already booked for % from % to %.', site_code, in_the_way.client_name,
      public.booking_date(in_the_way.starts_on), public.booking_date(in_the_way.ends_on)
      using errcode = 'PT409', hint = 'Choose other dates, or another site.';
  end if;

  if not becomes_confirmed then
    return new;
  end if;
  -- A confirmed booking runs no day past the site's licence (docs/decisions/054).
  select l.valid_until into licence_end from public.site_licences l where l.site_id = new.site_id;
  if licence_end < new.ends_on then
    raise exception '%''s licence ends on %: a confirmed booking cannot run past it. Renew the licence, or end the booking by then.',
      site_code, public.booking_date(licence_end)
      using errcode = 'PT422';
  end if;
  -- Another client's holds on these days: refused unless an admin names that client.
  for held in
    select b.client_name, b.starts_on, b.ends_on, b.created_by
    from public.site_bookings b
    where b.site_id = new.site_id and b.kind = 'hold' and b.id <> new.id
      and b.starts_on <= new.ends_on and b.ends_on >= new.starts_on
      and (b.expires_at is null or b.expires_at > now())
      and lower(btrim(b.client_name)) <> lower(btrim(new.client_name))
    order by b.starts_on
  loop
    if not (public.is_admin() and lower(btrim(coalesce(new.overrides_hold_of, ''))) = lower(btrim(held.client_name))) then
      raise exception '% is held for % from % to %. Only an admin can confirm over another client''s hold, naming that client.',
        site_code, held.client_name, public.booking_date(held.starts_on), public.booking_date(held.ends_on)
        using errcode = 'PT409', detail = jsonb_build_object('held_for', held.client_name)::text;
    end if;
    perform public.notify_staff(
      held.created_by,
      format('%s confirmed %s for %s from %s to %s, over your hold for %s.', public.acting_user_name(), site_code,
             new.client_name, public.booking_date(new.starts_on), public.booking_date(new.ends_on), held.client_name),
      format('/admin/sites/%s/bookings', new.site_id));
  end loop;
  return new;
end;
$$;
revoke all on function public.screen_site_booking() from public, anon, authenticated;

-- A proof photo's file is what the crew sent: never replaced, moved or renamed, by anyone (decision 074). The
-- bucket has no update policy, but an upsert through a signed upload URL runs as the storage service, so the
-- guard is the table's own. A file is written once; a new picture is a new photo.
create or replace function public.keep_proof_photo_file()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (new.bucket_id, new.name, new.version) is distinct from (old.bucket_id, old.name, old.version) then
    raise exception 'A proof photo is never replaced: take a new photo instead.' using errcode = '42501';
  end if;
  return new;
end;
$$;
revoke all on function public.keep_proof_photo_file() from public, anon, authenticated;

create or replace trigger proof_photo_files_kept before update on storage.objects
  for each row when (old.bucket_id = 'proofs' and old.name like 'photos/%') execute function public.keep_proof_photo_file();

reset check_function_bodies;
