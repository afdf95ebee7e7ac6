-- Notices for one member of staff (docs/decisions/045-sales-role-and-staff-notices.md): "Meera assigned you a
-- lead", "Arjun confirmed a booking over your hold". Shown in the back office as they arrive (realtime) and
-- e-mailed by the notify-staff function. Only the database writes them, from the change that causes them.

create table public.staff_notices (
  id uuid primary key default gen_random_uuid(),
  recipient_id uuid not null references public.user_profiles (id) on delete cascade,
  body text not null,
  -- Where in the back office the notice leads (a path of the site).
  link text,
  created_at timestamptz not null default now(),
  read_at timestamptz,
  email_status text not null default 'pending',
  email_error text,
  constraint staff_notices_body_required check (body ~ '\S'),
  constraint staff_notices_body_length check (char_length(body) <= 500),
  constraint staff_notices_link_path check (link ~ '^/[^/\s][^\s]*$' and char_length(link) <= 300),
  constraint staff_notices_email_status_known check (email_status in ('pending', 'sending', 'sent', 'failed', 'not_configured')),
  constraint staff_notices_email_error_length check (char_length(email_error) <= 500)
);
create index staff_notices_recipient_idx on public.staff_notices (recipient_id, created_at desc);
create index staff_notices_pending_idx on public.staff_notices (created_at) where email_status = 'pending';

alter table public.staff_notices enable row level security;
revoke all on table public.staff_notices from anon, authenticated;
grant select on table public.staff_notices to authenticated;
-- The recipient marks a notice read; nothing else of it changes through the API.
grant update (read_at) on table public.staff_notices to authenticated;
grant select, insert, update, delete on table public.staff_notices to service_role;

create policy staff_notices_select_own on public.staff_notices
  for select to authenticated
  using (recipient_id = (select auth.uid()));
create policy staff_notices_update_own on public.staff_notices
  for update to authenticated
  using (recipient_id = (select auth.uid()))
  with check (recipient_id = (select auth.uid()));

alter publication supabase_realtime add table public.staff_notices;

-- Leaves a notice for `recipient` (never for the person acting: they know what they did).
create function public.notify_staff(recipient uuid, body text, link text)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.staff_notices (recipient_id, body, link)
  select recipient, left(body, 500), link
  where recipient is not null and recipient is distinct from auth.uid()
$$;
revoke all on function public.notify_staff(uuid, text, text) from public, anon, authenticated;

-- The e-mails of notices not yet sent, claimed for one sending (notify-staff, as the service role); recent
-- ones only, so a mail provider set up later does not send a backlog of old news.
create function public.claim_staff_notices()
returns table (id uuid, email text, full_name text, body text, link text, created_at timestamptz)
language sql
security definer
set search_path = ''
as $$
  update public.staff_notices n set email_status = 'sending'
  from public.user_profiles p
  where p.id = n.recipient_id and n.email_status = 'pending' and n.created_at > now() - interval '1 day'
  returning n.id, p.email, p.full_name, n.body, n.link, n.created_at
$$;
revoke all on function public.claim_staff_notices() from public, anon, authenticated;
grant execute on function public.claim_staff_notices() to service_role;

create function public.record_staff_notice_email(notice_id uuid, outcome text, error text default null)
returns void
language sql
security definer
set search_path = ''
as $$
  update public.staff_notices set email_status = outcome, email_error = left(error, 500)
  where id = notice_id and email_status = 'sending'
$$;
revoke all on function public.record_staff_notice_email(uuid, text, text) from public, anon, authenticated;
grant execute on function public.record_staff_notice_email(uuid, text, text) to service_role;

-- ---------------------------------------------------------------------------------------
-- A lead's new assignee is told who gave it to them.
create function public.notify_lead_assignee()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.assignee_id is not null and new.assignee_id is distinct from old.assignee_id then
    perform public.notify_staff(
      new.assignee_id,
      format('%s assigned you a lead: %s', public.acting_user_name(),
             coalesce(nullif(new.name, ''), new.email, new.phone, 'unnamed')),
      format('/admin/leads?lead=%s', new.id));
  end if;
  return null;
end;
$$;
revoke all on function public.notify_lead_assignee() from public, anon, authenticated;

create trigger leads_notify_assignee after update of assignee_id on public.leads
  for each row execute function public.notify_lead_assignee();
