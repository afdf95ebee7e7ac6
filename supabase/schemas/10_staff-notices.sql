-- Notices for one member of staff (docs/decisions/045-sales-role-and-staff-notices.md): written by the database
-- from the change that causes them (a lead assigned, a hold confirmed over), read and marked read by their
-- recipient, e-mailed by the notify-staff function. Declarative: see docs/checklists/schema-change.md.

-- ---------------------------------------------------------------------------------------
-- Tables

create table public.staff_notices (
  id uuid default gen_random_uuid() not null,
  recipient_id uuid not null,
  body text not null,
  link text,
  created_at timestamp with time zone default now() not null,
  read_at timestamp with time zone,
  email_status text default 'pending'::text not null,
  email_error text,
  constraint staff_notices_pkey PRIMARY KEY (id),
  constraint staff_notices_body_length CHECK ((char_length(body) <= 500)),
  constraint staff_notices_body_required CHECK ((body ~ '\S'::text)),
  constraint staff_notices_email_error_length CHECK ((char_length(email_error) <= 500)),
  constraint staff_notices_email_status_known CHECK ((email_status = ANY (ARRAY['pending'::text, 'sending'::text, 'sent'::text, 'failed'::text, 'not_configured'::text]))),
  constraint staff_notices_link_path CHECK (((link ~ '^/[^/\s][^\s]*$'::text) AND (char_length(link) <= 300))),
  constraint staff_notices_recipient_id_fkey FOREIGN KEY (recipient_id) REFERENCES public.user_profiles(id) ON DELETE CASCADE
);
create index staff_notices_pending_idx ON public.staff_notices using btree (created_at) WHERE (email_status = 'pending'::text);
create index staff_notices_recipient_idx ON public.staff_notices using btree (recipient_id, created_at DESC);
alter table public.staff_notices enable row level security;
revoke all on table public.staff_notices from anon, authenticated, service_role;
grant select on table public.staff_notices to authenticated;
grant delete, insert, select, update on table public.staff_notices to service_role;
grant update (read_at) on table public.staff_notices to authenticated;
alter publication supabase_realtime add table public.staff_notices;

-- ---------------------------------------------------------------------------------------
-- Functions

-- Leaves a notice for `recipient` (never for the person acting: they know what they did).
create or replace function public.notify_staff(recipient uuid, body text, link text)
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
create or replace function public.claim_staff_notices()
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

create or replace function public.record_staff_notice_email(notice_id uuid, outcome text, error text default null)
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
-- Row-level security policies

drop policy if exists staff_notices_select_own on public.staff_notices;
create policy staff_notices_select_own on public.staff_notices
  for select to authenticated
  using (recipient_id = (select auth.uid()));
drop policy if exists staff_notices_update_own on public.staff_notices;
create policy staff_notices_update_own on public.staff_notices
  for update to authenticated
  using (recipient_id = (select auth.uid()))
  with check (recipient_id = (select auth.uid()));
