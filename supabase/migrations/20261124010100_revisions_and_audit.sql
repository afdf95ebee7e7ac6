-- Issue 15, part 2: revisions of content and an audit log of every change (docs/decisions/030-revisions-and-audit-log.md).
--
--   content_revisions  the previous version of a blog post, success story, testimonial, client or gallery
--                      image, kept by a trigger on every update that changes it; staff read them
--   audit_log          one row per insert, update and delete on the content tables, the lead tables and
--                      user_profiles: who, when, which table and row, what changed; admins read it
--
-- Both are written only by triggers (security definer): no role, admins and the service role
-- included, may insert, update or delete their rows through the API (no grants, no policies).
-- The acting user is auth.uid() of the request; SQL run by the owner or the service role has none.

-- ---------------------------------------------------------------------------------------
-- Who is acting, for the records below: the signed-in user's name (else e-mail), 'Visitor' for an
-- anonymous API call, 'System' for the service role and for SQL run by the database owner.
create function public.acting_user_name()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select coalesce(nullif(btrim(full_name), ''), email) from public.user_profiles where id = auth.uid()),
    case when coalesce(nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role', '') = 'anon'
      then 'Visitor' else 'System' end)
$$;
revoke all on function public.acting_user_name() from public, anon, authenticated;

-- A short name for a row of any audited table: its title, name or e-mail.
create function public.audit_row_label(data jsonb)
returns text
language sql
immutable
set search_path = ''
as $$
  select left(coalesce(data ->> 'title', data ->> 'name', data ->> 'Full name', data ->> 'full_name',
    data ->> 'email', data ->> 'Email Address', data ->> 'body'), 200)
$$;
revoke all on function public.audit_row_label(jsonb) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------
create table public.content_revisions (
  id uuid primary key default gen_random_uuid(),
  table_name text not null,
  row_id uuid not null,
  -- The row as it was before the update.
  data jsonb not null,
  -- When and by whom it was replaced.
  replaced_at timestamptz not null default now(),
  replaced_by uuid default auth.uid(),
  replaced_by_name text not null,
  constraint content_revisions_table_name_known check (
    table_name in ('blog_posts', 'success_stories', 'testimonials', 'clients', 'gallery_images')
  )
);
create index content_revisions_row_idx on public.content_revisions (table_name, row_id, replaced_at desc);

alter table public.content_revisions enable row level security;
revoke all on table public.content_revisions from anon, authenticated, service_role;
grant select on table public.content_revisions to authenticated, service_role;
create policy content_revisions_select_staff on public.content_revisions
  for select to authenticated
  using ((select public.has_admin_access()));

-- Keeps the previous version when an update changes anything but updated_at.
create function public.keep_content_revision()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (to_jsonb(old) - 'updated_at') is distinct from (to_jsonb(new) - 'updated_at') then
    insert into public.content_revisions (table_name, row_id, data, replaced_by_name)
    values (tg_table_name, old.id, to_jsonb(old), public.acting_user_name());
  end if;
  return null;
end;
$$;
revoke all on function public.keep_content_revision() from public, anon, authenticated;

create trigger blog_posts_keep_revision after update on public.blog_posts
  for each row execute function public.keep_content_revision();
create trigger success_stories_keep_revision after update on public.success_stories
  for each row execute function public.keep_content_revision();
create trigger testimonials_keep_revision after update on public.testimonials
  for each row execute function public.keep_content_revision();
create trigger clients_keep_revision after update on public.clients
  for each row execute function public.keep_content_revision();
create trigger gallery_images_keep_revision after update on public.gallery_images
  for each row execute function public.keep_content_revision();

-- 'Restore this version': one update that writes the revision's content back to its row, as the
-- caller (security invoker), so row-level security decides who may (can_edit_content()) and the
-- update is itself audited and keeps a revision of what it replaced. The publishing state (status,
-- published_at) stays as it is now: restoring a text must not publish or hide a post.
create function public.restore_revision(revision_id uuid)
returns void
language plpgsql
security invoker
set search_path = ''
as $$
declare
  revision public.content_revisions;
  columns text;
  restored integer;
begin
  select * into revision from public.content_revisions where id = revision_id;
  if not found then
    raise exception 'This version no longer exists.' using errcode = 'P0002';
  end if;
  select string_agg(format('%I', c.column_name), ', ' order by c.ordinal_position) into columns
    from information_schema.columns c
   where c.table_schema = 'public' and c.table_name = revision.table_name
     and c.column_name not in ('id', 'created_at', 'updated_at', 'status', 'published_at')
     and revision.data ? c.column_name;
  execute format(
    'update public.%I set (%s) = (select %s from jsonb_populate_record(null::public.%I, $1)) where id = $2',
    revision.table_name, columns, columns, revision.table_name)
    using revision.data, revision.row_id;
  get diagnostics restored = row_count;
  if restored = 0 then
    raise exception 'You do not have permission to restore this version.' using errcode = '42501';
  end if;
end;
$$;
revoke all on function public.restore_revision(uuid) from public, anon;
grant execute on function public.restore_revision(uuid) to authenticated;

-- ---------------------------------------------------------------------------------------
create table public.audit_log (
  id uuid primary key default gen_random_uuid(),
  occurred_at timestamptz not null default now(),
  actor_id uuid default auth.uid(),
  -- The actor's name when it happened (a later rename or removal does not rewrite history).
  actor_name text not null,
  table_name text not null,
  row_id uuid not null,
  row_label text,
  action text not null,
  -- insert: the new row; delete: the old row; update: {column: {"from": old, "to": new}} for changed
  -- columns only. Long texts are cut to 300 characters (the full text is in content_revisions).
  changes jsonb not null,
  constraint audit_log_action_known check (action in ('insert', 'update', 'delete'))
);
create index audit_log_occurred_at_idx on public.audit_log (occurred_at desc, id desc);
create index audit_log_table_idx on public.audit_log (table_name, occurred_at desc);
create index audit_log_row_idx on public.audit_log (row_id);

-- The activity screen searches record names and people anywhere in the text (ilike '%term%'):
-- trigram indexes serve that (pg_trgm lives in `extensions` as on hosted Supabase).
create extension if not exists pg_trgm with schema extensions;
create index if not exists audit_log_row_label_trgm_idx on public.audit_log using gin (row_label extensions.gin_trgm_ops);
create index if not exists audit_log_actor_name_trgm_idx on public.audit_log using gin (actor_name extensions.gin_trgm_ops);

alter table public.audit_log enable row level security;
revoke all on table public.audit_log from anon, authenticated, service_role;
grant select on table public.audit_log to authenticated, service_role;
create policy audit_log_select_admin on public.audit_log
  for select to authenticated
  using ((select public.is_admin()));

-- A value as the audit keeps it: texts over 300 characters cut with an ellipsis.
create function public.audit_value(value jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select case when jsonb_typeof(value) = 'string' and char_length(value #>> '{}') > 300
    then to_jsonb(left(value #>> '{}', 300) || '…') else value end
$$;
revoke all on function public.audit_value(jsonb) from public, anon, authenticated;

-- The row with its long texts cut.
create function public.audit_row(data jsonb)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select coalesce(jsonb_object_agg(key, public.audit_value(value)), '{}'::jsonb) from jsonb_each(data)
$$;
revoke all on function public.audit_row(jsonb) from public, anon, authenticated;

create function public.audit_row_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  changed jsonb;
  row_data jsonb := to_jsonb(coalesce(new, old));
begin
  if tg_op = 'INSERT' then
    changed := public.audit_row(to_jsonb(new));
  elsif tg_op = 'DELETE' then
    changed := public.audit_row(to_jsonb(old));
  else
    select jsonb_object_agg(n.key, jsonb_build_object('from', public.audit_value(o.value), 'to', public.audit_value(n.value)))
      into changed
      from jsonb_each(to_jsonb(new)) n
      join jsonb_each(to_jsonb(old)) o using (key)
     where n.value is distinct from o.value and n.key <> 'updated_at';
    if changed is null then
      return null;
    end if;
  end if;
  insert into public.audit_log (actor_name, table_name, row_id, row_label, action, changes)
  values (public.acting_user_name(), tg_table_name, (row_data ->> 'id')::uuid, public.audit_row_label(row_data), lower(tg_op), changed);
  return null;
end;
$$;
revoke all on function public.audit_row_change() from public, anon, authenticated;

create trigger blog_posts_audit after insert or update or delete on public.blog_posts
  for each row execute function public.audit_row_change();
create trigger success_stories_audit after insert or update or delete on public.success_stories
  for each row execute function public.audit_row_change();
create trigger testimonials_audit after insert or update or delete on public.testimonials
  for each row execute function public.audit_row_change();
create trigger clients_audit after insert or update or delete on public.clients
  for each row execute function public.audit_row_change();
create trigger gallery_images_audit after insert or update or delete on public.gallery_images
  for each row execute function public.audit_row_change();
create trigger user_profiles_audit after insert or update or delete on public.user_profiles
  for each row execute function public.audit_row_change();
create trigger leads_audit after insert or update or delete on public.leads
  for each row execute function public.audit_row_change();
create trigger lead_activity_audit after insert or update or delete on public.lead_activity
  for each row execute function public.audit_row_change();
create trigger contacts_audit after insert or update or delete on public."Contacts"
  for each row execute function public.audit_row_change();
create trigger festival_bookings_audit after insert or update or delete on public.festival_bookings
  for each row execute function public.audit_row_change();
create trigger resource_downloads_audit after insert or update or delete on public.resource_downloads
  for each row execute function public.audit_row_change();
create trigger newsletter_subscribers_audit after insert or update or delete on public.newsletter_subscribers
  for each row execute function public.audit_row_change();
