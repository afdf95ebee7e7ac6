-- Bookings respect holds (docs/decisions/046-bookings-respect-holds.md). A confirmed booking for one client over
-- another client's hold was stored without a word, after which the hold could never be confirmed. Now:
--   * confirming over another client's hold is refused, unless an admin names that client in
--     `overrides_hold_of` (kept on the booking, so the activity log shows it); the hold's owner is told;
--   * every overlap refusal names the booking in the way: its site, client and dates.
-- The exclusion constraint stays the last word when two confirmations race.

alter table public.site_bookings
  add column overrides_hold_of text,
  add constraint site_bookings_overrides_hold_of_length check (char_length(overrides_hold_of) <= 200);
-- Staff name the hold they confirm over, as they write the other columns.
grant insert (overrides_hold_of), update (overrides_hold_of) on table public.site_bookings to authenticated;

-- 1 Dec 2026
create function public.booking_date(day date)
returns text
language sql
immutable
set search_path = ''
as $$
  select to_char(day, 'FMDD Mon YYYY')
$$;
revoke all on function public.booking_date(date) from public, anon, authenticated;

create function public.screen_site_booking()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  site_code text := (select s.code from public.sites s where s.id = new.site_id);
  in_the_way record;
  held record;
  becomes_confirmed boolean := new.kind = 'confirmed' and (
    tg_op = 'INSERT' or old.kind is distinct from 'confirmed' or old.site_id <> new.site_id
    or old.starts_on <> new.starts_on or old.ends_on <> new.ends_on);
begin
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
  -- Another client's holds on these days: refused unless an admin names that client.
  for held in
    select b.client_name, b.starts_on, b.ends_on, b.created_by
    from public.site_bookings b
    where b.site_id = new.site_id and b.kind = 'hold' and b.id <> new.id
      and b.starts_on <= new.ends_on and b.ends_on >= new.starts_on
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

create trigger site_bookings_screen before insert or update on public.site_bookings
  for each row execute function public.screen_site_booking();
