-- Content types as data (docs/decisions/044-content-types-as-data.md). The five content tables were named
-- in the revisions check, one revision and one audit trigger each, dashboard_count() and
-- publication_due_since(); now a content type is one row of public.content_types, which those read, and
-- inserting the row attaches its triggers. What cannot be data (its routes, forms and components) is in
-- docs/checklists/content-type.md.

create table public.content_types (
  table_name text primary key,
  -- The column that names a row (the media library's "used by", the activity log).
  title_column text not null,
  -- Columns that hold a picture's address in the media bucket.
  image_columns text[] not null default '{}',
  -- Whether rows have a publishing state (status, published_at: drafts and scheduled rows, decision 029).
  has_publishing boolean not null default false
);
comment on table public.content_types is
  'One row per content type staff edit and visitors see (docs/decisions/044). Inserting a row attaches the revision and audit triggers.';

alter table public.content_types enable row level security;
revoke all on table public.content_types from anon, authenticated;
grant select on table public.content_types to service_role;

-- Attaches the content triggers to a registered table: its earlier version is kept on every update
-- (revisions, decision 030) and every change is in the activity log.
create function public.attach_content_triggers(content_table text)
returns void
language plpgsql
set search_path = ''
as $$
declare
  target regclass := to_regclass(format('public.%I', content_table));
begin
  if target is null then
    raise exception 'The content table public.% does not exist', content_table using errcode = '42P01';
  end if;
  execute format('create or replace trigger keep_content_revision after update on %s
                    for each row execute function public.keep_content_revision()', target);
  execute format('create or replace trigger audit_row_change after insert or update or delete on %s
                    for each row execute function public.audit_row_change()', target);
end;
$$;
revoke all on function public.attach_content_triggers(text) from public, anon, authenticated;

create function public.attach_registered_content_triggers()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform public.attach_content_triggers(new.table_name);
  return null;
end;
$$;
revoke all on function public.attach_registered_content_triggers() from public, anon, authenticated;

create trigger content_types_attach_triggers after insert on public.content_types
  for each row execute function public.attach_registered_content_triggers();

-- The five content types so far, their per-table triggers replaced by the attached ones.
drop trigger blog_posts_keep_revision on public.blog_posts;
drop trigger success_stories_keep_revision on public.success_stories;
drop trigger testimonials_keep_revision on public.testimonials;
drop trigger clients_keep_revision on public.clients;
drop trigger gallery_images_keep_revision on public.gallery_images;
drop trigger blog_posts_audit on public.blog_posts;
drop trigger success_stories_audit on public.success_stories;
drop trigger testimonials_audit on public.testimonials;
drop trigger clients_audit on public.clients;
drop trigger gallery_images_audit on public.gallery_images;

insert into public.content_types (table_name, title_column, image_columns, has_publishing) values
  ('blog_posts', 'title', array['image', 'author_avatar'], true),
  ('success_stories', 'title', array['image_url'], true),
  ('testimonials', 'name', array['image'], false),
  ('clients', 'name', array['logo'], false),
  ('gallery_images', 'title', array['image_url'], true);

-- A revision belongs to a registered content type.
alter table public.content_revisions
  drop constraint content_revisions_table_name_known,
  add constraint content_revisions_table_registered foreign key (table_name) references public.content_types (table_name);

-- ---------------------------------------------------------------------------------------
-- Readers of the registry.

-- A dashboard count: exact up to 10,000 rows, the table's statistics above (decision 031). The statistics
-- do not know row-level security, so they answer only a caller who may see every row: staff for content
-- tables, lead managers for lead tables; anyone else gets the exact count under row-level security.
create or replace function public.dashboard_count(counted text)
returns bigint
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  statistics_of regclass;
  sees_every_row boolean;
  exact_query text;
  estimate real;
  total bigint;
begin
  if counted = 'unread_leads' then
    statistics_of := 'public.leads_unread_idx'::regclass;
    sees_every_row := public.can_manage_leads();
    exact_query := 'select count(*) from public.leads where read_at is null and status <> ''spam''';
  elsif public.is_content_table(counted) then
    statistics_of := format('public.%I', counted)::regclass;
    sees_every_row := public.has_admin_access();
    exact_query := format('select count(*) from public.%I', counted);
  elsif public.is_lead_table(counted) then
    statistics_of := format('public.%I', counted)::regclass;
    sees_every_row := public.can_manage_leads();
    exact_query := format('select count(*) from public.%I', counted);
  else
    raise exception 'dashboard_count: % is not a dashboard count', counted using errcode = '22023';
  end if;

  if sees_every_row then
    select reltuples into estimate from pg_catalog.pg_class where oid = statistics_of;
    -- -1: never vacuumed or analyzed, so unknown.
    if estimate > 10000 then
      return round(estimate)::bigint;
    end if;
  end if;
  execute exact_query into total;
  return total;
end;
$$;

-- Whether a table is a registered content type / lead source. Definers: the registries are the owner's.
create function public.is_content_table(name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select from public.content_types where table_name = name)
$$;
revoke all on function public.is_content_table(text) from public, anon;
grant execute on function public.is_content_table(text) to authenticated, service_role;

create function public.is_lead_table(name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select from public.lead_sources where source_table = name)
$$;
revoke all on function public.is_lead_table(text) from public, anon;
grant execute on function public.is_lead_table(text) to authenticated, service_role;

-- Whether a row of a content type with a publishing state became public after `since` (the scheduled
-- rebuild publishes it, decision 029).
create or replace function public.publication_due_since(since timestamptz)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  content public.content_types;
  due boolean;
begin
  if since is null then
    return false;
  end if;
  for content in select * from public.content_types where has_publishing order by table_name loop
    execute format('select exists (select from public.%I where status = ''published'' and published_at > $1 and published_at <= now())',
                   content.table_name)
      into due using since;
    if due then
      return true;
    end if;
  end loop;
  return false;
end;
$$;

-- Every picture address a content row uses, drafts included: the media library's "used by" and the check
-- before an image is deleted. For staff only; anyone else gets no rows.
create function public.media_uses()
returns table (url text, table_name text, image_column text, row_id uuid, title text)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  content record;
begin
  if not public.has_admin_access() then
    return;
  end if;
  for content in
    select c.table_name, c.title_column, unnest(c.image_columns) as image_column
    from public.content_types c order by 1, 3
  loop
    return query execute format(
      'select %1$I::text, %2$L::text, %3$L::text, id, %4$I::text from public.%2$I where coalesce(%1$I, '''') <> ''''',
      content.image_column, content.table_name, content.image_column, content.title_column);
  end loop;
end;
$$;
revoke all on function public.media_uses() from public, anon;
grant execute on function public.media_uses() to authenticated, service_role;
