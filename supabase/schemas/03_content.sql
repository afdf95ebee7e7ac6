-- Content: the tables staff edit and visitors see (blog_posts, success_stories, gallery_images, testimonials,
-- clients, offers, job_openings). Visitors read what is published and due (docs/decisions/029-publishing-state.md), staff
-- (has_admin_access()) read everything, can_edit_content() writes and can_delete_content() deletes. A content type
-- is a row of public.content_types: inserting it attaches those policies and the revision and audit triggers
-- (attach_content_table, docs/decisions/099). The version a change
-- replaced is kept in content_revisions (docs/decisions/030-revisions-and-audit-log.md).
-- Declarative: see docs/checklists/schema-change.md.

-- ---------------------------------------------------------------------------------------
-- Tables

create table public.blog_posts (
  id uuid default gen_random_uuid() not null,
  title text not null,
  excerpt text not null,
  content text not null,
  author_name text not null,
  author_avatar text not null,
  author_role text not null,
  category text not null,
  tags text[] default '{}'::text[] not null,
  image text not null,
  published_at timestamp with time zone default now() not null,
  read_time integer default 5 not null,
  created_at timestamp with time zone default now() not null,
  status text default 'published'::text not null,
  author_id uuid,
  updated_at timestamp with time zone default now() not null,
  constraint blog_posts_pkey PRIMARY KEY (id),
  constraint blog_posts_author_avatar_length CHECK ((char_length(author_avatar) <= 2048)),
  constraint blog_posts_author_avatar_url CHECK ((author_avatar ~* '^(https?://[^\s/?#]+[^\s]*|/[^/\s][^\s]*)$'::text)),
  constraint blog_posts_author_name_length CHECK ((char_length(author_name) <= 200)),
  constraint blog_posts_author_name_required CHECK ((author_name ~ '\S'::text)),
  constraint blog_posts_author_role_length CHECK ((char_length(author_role) <= 200)),
  constraint blog_posts_author_role_required CHECK ((author_role ~ '\S'::text)),
  constraint blog_posts_category_known CHECK ((category = ANY (ARRAY['Industry Trends'::text, 'Strategy'::text, 'Event Marketing'::text, 'Sustainability'::text, 'Technology'::text, 'Case Studies'::text]))),
  constraint blog_posts_content_length CHECK ((char_length(content) <= 50000)),
  constraint blog_posts_content_required CHECK ((content ~ '\S'::text)),
  constraint blog_posts_excerpt_length CHECK ((char_length(excerpt) <= 1000)),
  constraint blog_posts_excerpt_required CHECK ((excerpt ~ '\S'::text)),
  constraint blog_posts_image_length CHECK ((char_length(image) <= 2048)),
  constraint blog_posts_image_url CHECK ((image ~* '^(https?://[^\s/?#]+[^\s]*|/[^/\s][^\s]*)$'::text)),
  constraint blog_posts_read_time_range CHECK (((read_time >= 0) AND (read_time <= 600))),
  constraint blog_posts_status_known CHECK ((status = ANY (ARRAY['draft'::text, 'published'::text]))),
  constraint blog_posts_tags_valid CHECK (((cardinality(tags) <= 20) AND (array_position(tags, NULL::text) IS NULL) AND (NOT jsonb_path_exists(to_jsonb(tags), '$[*]?(!(@ like_regex "\\S") || @ like_regex "^.{51}" flag "s")'::jsonpath)))),
  constraint blog_posts_title_length CHECK ((char_length(title) <= 200)),
  constraint blog_posts_title_required CHECK ((title ~ '\S'::text))
);
create index blog_posts_author_id_idx ON public.blog_posts using btree (author_id);
create index blog_posts_author_name_trgm_idx ON public.blog_posts using gin (author_name extensions.gin_trgm_ops);
create index blog_posts_created_at_idx ON public.blog_posts using btree (created_at DESC);
create index blog_posts_excerpt_trgm_idx ON public.blog_posts using gin (excerpt extensions.gin_trgm_ops);
create index blog_posts_public_idx ON public.blog_posts using btree (published_at DESC) WHERE (status = 'published'::text);
create index blog_posts_published_at_idx ON public.blog_posts using btree (published_at DESC);
create index blog_posts_title_trgm_idx ON public.blog_posts using gin (title extensions.gin_trgm_ops);
alter table public.blog_posts enable row level security;
revoke all on table public.blog_posts from anon, authenticated, service_role;
grant select on table public.blog_posts to anon;
grant delete, insert, select, update on table public.blog_posts to authenticated;
grant delete, insert, select, update on table public.blog_posts to service_role;
alter publication supabase_realtime add table public.blog_posts;

create table public.clients (
  id uuid default gen_random_uuid() not null,
  name text not null,
  logo text not null,
  industry text not null,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  constraint clients_pkey PRIMARY KEY (id),
  constraint clients_industry_length CHECK ((char_length(industry) <= 100)),
  constraint clients_industry_required CHECK ((industry ~ '\S'::text)),
  constraint clients_logo_length CHECK ((char_length(logo) <= 2048)),
  constraint clients_logo_url CHECK ((logo ~* '^(https?://[^\s/?#]+[^\s]*|/[^/\s][^\s]*)$'::text)),
  constraint clients_name_length CHECK ((char_length(name) <= 200)),
  constraint clients_name_required CHECK ((name ~ '\S'::text))
);
create index clients_name_idx ON public.clients using btree (name);
alter table public.clients enable row level security;
revoke all on table public.clients from anon, authenticated, service_role;
grant select on table public.clients to anon;
grant delete, insert, select, update on table public.clients to authenticated;
grant delete, insert, select, update on table public.clients to service_role;
alter publication supabase_realtime add table public.clients;

create table public.content_types (
  table_name text not null,
  title_column text not null,
  image_columns text[] default '{}'::text[] not null,
  has_publishing boolean default false not null,
  constraint content_types_pkey PRIMARY KEY (table_name)
);
alter table public.content_types enable row level security;
revoke all on table public.content_types from anon, authenticated, service_role;
grant select on table public.content_types to service_role;
comment on table public.content_types is 'One row per content type staff edit and visitors see (docs/decisions/044). Inserting a row attaches the revision and audit triggers.';

create table public.content_revisions (
  id uuid default gen_random_uuid() not null,
  table_name text not null,
  row_id uuid not null,
  data jsonb not null,
  replaced_at timestamp with time zone default now() not null,
  replaced_by uuid default auth.uid(),
  replaced_by_name text not null,
  constraint content_revisions_pkey PRIMARY KEY (id),
  constraint content_revisions_table_registered FOREIGN KEY (table_name) REFERENCES public.content_types(table_name)
);
create index content_revisions_row_idx ON public.content_revisions using btree (table_name, row_id, replaced_at DESC);
alter table public.content_revisions enable row level security;
revoke all on table public.content_revisions from anon, authenticated, service_role;
grant select on table public.content_revisions to authenticated;
grant select on table public.content_revisions to service_role;

create table public.gallery_images (
  id uuid default gen_random_uuid() not null,
  title text not null,
  description text not null,
  image_url text not null,
  category text not null,
  project_name text,
  client_name text,
  location text,
  year integer default (EXTRACT(year FROM now()))::integer not null,
  tags text[] default '{}'::text[] not null,
  featured boolean default false not null,
  sort_order integer default 0 not null,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  status text default 'published'::text not null,
  published_at timestamp with time zone default now() not null,
  constraint gallery_images_pkey PRIMARY KEY (id),
  constraint gallery_images_category_length CHECK ((char_length(category) <= 50)),
  constraint gallery_images_category_required CHECK ((category ~ '\S'::text)),
  constraint gallery_images_client_name_length CHECK ((char_length(client_name) <= 200)),
  constraint gallery_images_description_length CHECK ((char_length(description) <= 2000)),
  constraint gallery_images_description_required CHECK ((description ~ '\S'::text)),
  constraint gallery_images_image_url_length CHECK ((char_length(image_url) <= 2048)),
  constraint gallery_images_image_url_url CHECK ((image_url ~* '^(https?://[^\s/?#]+[^\s]*|/[^/\s][^\s]*)$'::text)),
  constraint gallery_images_location_length CHECK ((char_length(location) <= 200)),
  constraint gallery_images_project_name_length CHECK ((char_length(project_name) <= 200)),
  constraint gallery_images_sort_order_min CHECK ((sort_order >= 0)),
  constraint gallery_images_status_known CHECK ((status = ANY (ARRAY['draft'::text, 'published'::text]))),
  constraint gallery_images_tags_valid CHECK (((cardinality(tags) <= 20) AND (array_position(tags, NULL::text) IS NULL) AND (NOT jsonb_path_exists(to_jsonb(tags), '$[*]?(!(@ like_regex "\\S") || @ like_regex "^.{51}" flag "s")'::jsonpath)))),
  constraint gallery_images_title_length CHECK ((char_length(title) <= 200)),
  constraint gallery_images_title_required CHECK ((title ~ '\S'::text))
);
create index gallery_images_public_idx ON public.gallery_images using btree (sort_order, created_at DESC) WHERE (status = 'published'::text);
create index gallery_images_sort_order_idx ON public.gallery_images using btree (sort_order, created_at DESC);
alter table public.gallery_images enable row level security;
revoke all on table public.gallery_images from anon, authenticated, service_role;
grant select on table public.gallery_images to anon;
grant delete, insert, select, update on table public.gallery_images to authenticated;
grant delete, insert, select, update on table public.gallery_images to service_role;
alter publication supabase_realtime add table public.gallery_images;

create table public.job_openings (
  id uuid default gen_random_uuid() not null,
  slug text not null,
  title text not null,
  location text not null,
  employment_type text default 'full_time'::text not null,
  description text not null,
  closes_on date,
  status text default 'draft'::text not null,
  published_at timestamp with time zone default now() not null,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  constraint job_openings_pkey PRIMARY KEY (id),
  constraint job_openings_slug_unique UNIQUE (slug),
  constraint job_openings_description_length CHECK ((char_length(description) <= 5000)),
  constraint job_openings_description_required CHECK ((description ~ '\S'::text)),
  constraint job_openings_employment_type_known CHECK ((employment_type = ANY (ARRAY['full_time'::text, 'part_time'::text, 'contract'::text, 'internship'::text]))),
  constraint job_openings_location_length CHECK ((char_length(location) <= 100)),
  constraint job_openings_location_required CHECK ((location ~ '\S'::text)),
  constraint job_openings_slug_format CHECK ((slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'::text)),
  constraint job_openings_slug_length CHECK ((char_length(slug) <= 80)),
  constraint job_openings_status_known CHECK ((status = ANY (ARRAY['draft'::text, 'published'::text]))),
  constraint job_openings_title_length CHECK ((char_length(title) <= 120)),
  constraint job_openings_title_required CHECK ((title ~ '\S'::text))
);
create index job_openings_public_idx ON public.job_openings using btree (published_at DESC) WHERE (status = 'published'::text);
alter table public.job_openings enable row level security;
revoke all on table public.job_openings from anon, authenticated, service_role;
grant select on table public.job_openings to anon;
grant delete, insert, select, update on table public.job_openings to authenticated;
grant delete, insert, select, update on table public.job_openings to service_role;
comment on table public.job_openings is 'The careers page''s openings (docs/decisions/102-careers-openings-and-applications.md): visitors read the published ones and apply to those not closed.';
alter publication supabase_realtime add table public.job_openings;

create table public.offers (
  id uuid default gen_random_uuid() not null,
  slug text not null,
  title text not null,
  season text not null,
  lead text not null,
  hero_image text not null,
  valid_from timestamp with time zone not null,
  valid_until timestamp with time zone not null,
  packages jsonb default '[]'::jsonb not null,
  status text default 'draft'::text not null,
  published_at timestamp with time zone default now() not null,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  constraint offers_pkey PRIMARY KEY (id),
  constraint offers_slug_unique UNIQUE (slug),
  constraint offers_hero_image_length CHECK ((char_length(hero_image) <= 2048)),
  constraint offers_hero_image_url CHECK ((hero_image ~* '^(https?://[^\s/?#]+[^\s]*|/[^/\s][^\s]*)$'::text)),
  constraint offers_lead_length CHECK ((char_length(lead) <= 500)),
  constraint offers_lead_required CHECK ((lead ~ '\S'::text)),
  constraint offers_package_offer_price_within_original CHECK ((NOT jsonb_path_exists(packages, '$[*]?(@."offer_price" > @."original_price")'::jsonpath))),
  constraint offers_packages_required CHECK (((jsonb_typeof(packages) = 'array'::text) AND (packages <> '[]'::jsonb))),
  constraint offers_season_length CHECK ((char_length(season) <= 80)),
  constraint offers_season_required CHECK ((season ~ '\S'::text)),
  constraint offers_slug_format CHECK ((slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'::text)),
  constraint offers_slug_length CHECK ((char_length(slug) <= 80)),
  constraint offers_status_known CHECK ((status = ANY (ARRAY['draft'::text, 'published'::text]))),
  constraint offers_title_length CHECK ((char_length(title) <= 120)),
  constraint offers_title_required CHECK ((title ~ '\S'::text)),
  constraint offers_valid_until_after_start CHECK ((valid_until > valid_from))
);
create index offers_public_idx ON public.offers using btree (valid_until DESC) WHERE (status = 'published'::text);
alter table public.offers enable row level security;
revoke all on table public.offers from anon, authenticated, service_role;
grant select on table public.offers to anon;
grant delete, insert, select, update on table public.offers to authenticated;
grant all on table public.offers to service_role;
comment on table public.offers is 'Seasonal offers with their packages (docs/decisions/061-seasonal-offers.md); the public festival page shows the one running.';
alter publication supabase_realtime add table public.offers;

create table public.success_stories (
  id uuid default gen_random_uuid() not null,
  title text not null,
  description text not null,
  image_url text not null,
  category text not null,
  client_name text,
  industry text,
  campaign_duration text,
  featured boolean default false not null,
  metrics json default '{}'::json not null,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  status text default 'published'::text not null,
  published_at timestamp with time zone default now() not null,
  constraint success_stories_pkey PRIMARY KEY (id),
  constraint success_stories_campaign_duration_length CHECK ((char_length(campaign_duration) <= 100)),
  constraint success_stories_category_length CHECK ((char_length(category) <= 100)),
  constraint success_stories_category_required CHECK ((category ~ '\S'::text)),
  constraint success_stories_client_name_length CHECK ((char_length(client_name) <= 200)),
  constraint success_stories_description_length CHECK ((char_length(description) <= 5000)),
  constraint success_stories_description_required CHECK ((description ~ '\S'::text)),
  constraint success_stories_image_url_length CHECK ((char_length(image_url) <= 2048)),
  constraint success_stories_image_url_url CHECK ((image_url ~* '^(https?://[^\s/?#]+[^\s]*|/[^/\s][^\s]*)$'::text)),
  constraint success_stories_industry_length CHECK ((char_length(industry) <= 100)),
  constraint success_stories_metrics_length CHECK ((char_length((metrics)::text) <= 4000)),
  constraint success_stories_metrics_text_map CHECK (((json_typeof(metrics) = 'object'::text) AND (NOT jsonb_path_exists((metrics)::jsonb, '$.*?(@.type() != "string")'::jsonpath)) AND (jsonb_array_length(jsonb_path_query_array((metrics)::jsonb, '$.*'::jsonpath)) <= 20))),
  constraint success_stories_status_known CHECK ((status = ANY (ARRAY['draft'::text, 'published'::text]))),
  constraint success_stories_title_length CHECK ((char_length(title) <= 200)),
  constraint success_stories_title_required CHECK ((title ~ '\S'::text))
);
create index success_stories_created_at_idx ON public.success_stories using btree (created_at DESC);
create index success_stories_public_idx ON public.success_stories using btree (created_at DESC) WHERE (status = 'published'::text);
alter table public.success_stories enable row level security;
revoke all on table public.success_stories from anon, authenticated, service_role;
grant select on table public.success_stories to anon;
grant delete, insert, select, update on table public.success_stories to authenticated;
grant delete, insert, select, update on table public.success_stories to service_role;
alter publication supabase_realtime add table public.success_stories;

create table public.testimonials (
  id uuid default gen_random_uuid() not null,
  name text not null,
  "position" text not null,
  company text not null,
  testimonial text not null,
  image text not null,
  created_at timestamp with time zone default now() not null,
  updated_at timestamp with time zone default now() not null,
  constraint testimonials_pkey PRIMARY KEY (id),
  constraint testimonials_company_length CHECK ((char_length(company) <= 200)),
  constraint testimonials_company_required CHECK ((company ~ '\S'::text)),
  constraint testimonials_image_length CHECK ((char_length(image) <= 2048)),
  constraint testimonials_image_url CHECK ((image ~* '^(https?://[^\s/?#]+[^\s]*|/[^/\s][^\s]*)$'::text)),
  constraint testimonials_name_length CHECK ((char_length(name) <= 200)),
  constraint testimonials_name_required CHECK ((name ~ '\S'::text)),
  constraint testimonials_position_length CHECK ((char_length("position") <= 200)),
  constraint testimonials_position_required CHECK (("position" ~ '\S'::text)),
  constraint testimonials_testimonial_length CHECK ((char_length(testimonial) <= 2000)),
  constraint testimonials_testimonial_required CHECK ((testimonial ~ '\S'::text))
);
create index testimonials_created_at_idx ON public.testimonials using btree (created_at DESC);
alter table public.testimonials enable row level security;
revoke all on table public.testimonials from anon, authenticated, service_role;
grant select on table public.testimonials to anon;
grant delete, insert, select, update on table public.testimonials to authenticated;
grant delete, insert, select, update on table public.testimonials to service_role;
alter publication supabase_realtime add table public.testimonials;

-- ---------------------------------------------------------------------------------------
-- Functions

-- year must be 2000 .. current year + 1. "Current year" moves, so it cannot be a CHECK
-- (a CHECK must give the same answer for the same row forever); a trigger raises the
-- same error class and names the rule like a constraint, so clients handle both alike.
create or replace function public.check_gallery_year()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  max_year constant integer := extract(year from now())::integer + 1;
begin
  if new.year < 2000 or new.year > max_year then
    raise exception 'new row for relation "gallery_images" violates check constraint "gallery_images_year_range"'
      using errcode = 'check_violation',
            constraint = 'gallery_images_year_range',
            table = 'gallery_images',
            column = 'year',
            detail = format('year must be between 2000 and %s.', max_year);
  end if;
  return new;
end;
$$;
revoke all on function public.check_gallery_year() from public, anon, authenticated;

-- Keeps the previous version when an update changes anything but updated_at.
create or replace function public.keep_content_revision()
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

-- 'Restore this version': one update that writes the revision's content back to its row, as the
-- caller (security invoker), so row-level security decides who may (can_edit_content()) and the
-- update is itself audited and keeps a revision of what it replaced. The publishing state (status,
-- published_at) stays as it is now: restoring a text must not publish or hide a post.
create or replace function public.restore_revision(revision_id uuid)
returns void
language plpgsql
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
revoke all on function public.restore_revision(uuid) from public, anon, authenticated;
grant execute on function public.restore_revision(uuid) to authenticated;

-- Attaches to a registered content table what every content table has (docs/decisions/099): row-level security;
-- reads by everyone, or, for a type with publishing, by everyone once published and due and by staff always
-- (decision 029; the condition is written out in the policy rather than in a function, which visitors would need
-- EXECUTE on, and could then call); inserts and updates by editors (can_edit_content()), deletes by those who may
-- delete content; its earlier version kept on every update (revisions, decision 030) and every change in the
-- activity log. Replacing policies and triggers of the same names, it may run again on a table that has them.
create or replace function public.attach_content_table(content_table text)
returns void
language plpgsql
set search_path = ''
as $$
declare
  target regclass := to_regclass(format('public.%I', content_table));
  publishing boolean;
begin
  if target is null then
    raise exception 'The content table public.% does not exist', content_table using errcode = '42P01';
  end if;
  select t.has_publishing into publishing from public.content_types t where t.table_name = content_table;
  execute format('alter table %s enable row level security', target);
  execute format('drop policy if exists %I on %s', content_table || '_select_everyone', target);
  execute format('drop policy if exists %I on %s', content_table || '_select_public_or_staff', target);
  if publishing then
    execute format('create policy %I on %s for select to anon, authenticated
                      using (((status = ''published'') and (published_at <= now())) or (select public.has_admin_access()))',
                   content_table || '_select_public_or_staff', target);
  else
    execute format('create policy %I on %s for select to anon, authenticated using (true)', content_table || '_select_everyone', target);
  end if;
  execute format('drop policy if exists %I on %s', content_table || '_insert_can_edit', target);
  execute format('create policy %I on %s for insert to authenticated with check ((select public.can_edit_content()))',
                 content_table || '_insert_can_edit', target);
  execute format('drop policy if exists %I on %s', content_table || '_update_can_edit', target);
  execute format('create policy %I on %s for update to authenticated using ((select public.can_edit_content()))
                    with check ((select public.can_edit_content()))', content_table || '_update_can_edit', target);
  execute format('drop policy if exists %I on %s', content_table || '_delete_can_delete', target);
  execute format('create policy %I on %s for delete to authenticated using ((select public.can_delete_content()))',
                 content_table || '_delete_can_delete', target);
  execute format('create or replace trigger keep_content_revision after update on %s
                    for each row execute function public.keep_content_revision()', target);
  execute format('create or replace trigger audit_row_change after insert or update or delete on %s
                    for each row execute function public.audit_row_change()', target);
end;
$$;
revoke all on function public.attach_content_table(text) from public, anon, authenticated;

create or replace function public.attach_registered_content_triggers()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform public.attach_content_table(new.table_name);
  return null;
end;
$$;
revoke all on function public.attach_registered_content_triggers() from public, anon, authenticated;

-- Whether a table is a registered content type / lead source. Definers: the registries are the owner's.
create or replace function public.is_content_table(name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select from public.content_types where table_name = name)
$$;
revoke all on function public.is_content_table(text) from public, anon, authenticated;
grant execute on function public.is_content_table(text) to authenticated, service_role;

-- The staff a post can be by: editors choose among them, and an editor may not read other profiles.
create or replace function public.blog_authors()
returns table (id uuid, full_name text, job_title text, portrait_url text)
language sql
stable
security definer
set search_path = ''
as $$
  select p.id, p.full_name, p.job_title, p.portrait_url
  from public.user_profiles p
  where public.can_edit_content() and p.full_name is not null
  order by p.full_name, p.id
$$;
comment on function public.blog_authors() is
  'The staff a blog post can be by (name, title, portrait), for those who may edit content.';
revoke all on function public.blog_authors() from public, anon, authenticated;
grant execute on function public.blog_authors() to authenticated, service_role;

-- A post by a member of staff carries their profile's byline, whatever the request sent (docs/decisions/052).
create or replace function public.blog_post_author_from_profile()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  profile record;
begin
  if new.author_id is null then
    return new;
  end if;
  select full_name, job_title, portrait_url into profile from public.user_profiles where id = new.author_id;
  if not found then
    raise exception 'The chosen author is no longer on the staff. Choose another author.'
      using errcode = 'PT422';
  end if;
  if profile.full_name is null or profile.job_title is null or profile.portrait_url is null then
    raise exception '% has no title or portrait in their profile yet. They can add both under Your profile.', coalesce(profile.full_name, 'The chosen author')
      using errcode = 'PT422';
  end if;
  new.author_name := profile.full_name;
  new.author_role := profile.job_title;
  new.author_avatar := profile.portrait_url;
  return new;
end
$$;
comment on function public.blog_post_author_from_profile() is
  'Trigger: a post by a member of staff carries the name, title and portrait of their profile (PT422 when one is missing).';
revoke all on function public.blog_post_author_from_profile() from public, anon, authenticated;

-- Every package has a name, a duration, whole-rupee prices above zero, one to fifteen features and a 'most popular'
-- flag; at most six packages, at most one of them the most popular.
create or replace function public.offer_packages_valid(packages jsonb)
returns boolean
language plpgsql
immutable
set search_path = ''
as $$
declare
  item jsonb;
  popular_count integer := 0;
begin
  if jsonb_typeof(packages) <> 'array' or jsonb_array_length(packages) > 6 then
    return false;
  end if;
  for item in select value from jsonb_array_elements(packages) loop
    if jsonb_typeof(item) <> 'object'
      or jsonb_typeof(item -> 'name') is distinct from 'string' or item ->> 'name' !~ '\S' or char_length(item ->> 'name') > 80
      or jsonb_typeof(item -> 'duration') is distinct from 'string' or item ->> 'duration' !~ '\S'
      or char_length(item ->> 'duration') > 40
      or jsonb_typeof(item -> 'original_price') is distinct from 'number' or jsonb_typeof(item -> 'offer_price') is distinct from 'number'
      or (item ->> 'original_price')::numeric <> trunc((item ->> 'original_price')::numeric)
      or (item ->> 'offer_price')::numeric <> trunc((item ->> 'offer_price')::numeric)
      or (item ->> 'original_price')::numeric not between 1 and 100000000
      or (item ->> 'offer_price')::numeric not between 1 and 100000000
      or jsonb_typeof(item -> 'popular') is distinct from 'boolean'
      or jsonb_typeof(item -> 'features') is distinct from 'array'
      or jsonb_array_length(item -> 'features') not between 1 and 15
      or jsonb_path_exists(item -> 'features', '$[*] ? (@.type() != "string" || !(@ like_regex "\\S") || @ like_regex "^.{201}" flag "s")')
    then
      return false;
    end if;
    popular_count := popular_count + (item ->> 'popular')::boolean::integer;
  end loop;
  return popular_count <= 1;
end;
$$;
revoke all on function public.offer_packages_valid(jsonb) from public, anon, authenticated;
grant execute on function public.offer_packages_valid(jsonb) to anon, authenticated, service_role;

-- No two packages of one offer share a name (a booking names its package).
create or replace function public.offer_package_names_unique(packages jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select count(distinct lower(btrim(item ->> 'name'))) = count(*)
  from jsonb_array_elements(case when jsonb_typeof(packages) = 'array' then packages else '[]'::jsonb end) as item
$$;
revoke all on function public.offer_package_names_unique(jsonb) from public, anon, authenticated;
grant execute on function public.offer_package_names_unique(jsonb) to anon, authenticated, service_role;

-- An offer's packages are checked by the two functions above: a check is declared after what it calls.
alter table public.offers add constraint offers_package_names_unique CHECK (public.offer_package_names_unique(packages));
alter table public.offers add constraint offers_packages_valid CHECK (public.offer_packages_valid(packages));

-- ---------------------------------------------------------------------------------------
-- Views

-- The back office's blog list (docs/product.md §2, Blog Posts list): every post, drafts and scheduled ones
-- included, for staff (has_admin_access(), as the table's select policy gives them). Under the table's policies
-- its search could not use the trigram indexes on title, excerpt and author_name (ILIKE is not leakproof:
-- docs/decisions/031); with the owner's rights they do not apply, and `where public.has_admin_access()` has no
-- column in it, so the planner checks it once before reading any row. Anyone else gets no rows; only signed-in
-- users may select, nobody may write through it.
create or replace view public.blog_posts_list with (security_invoker=false) as
 SELECT id,
    title,
    excerpt,
    author_name,
    category,
    image,
    status,
    published_at,
    created_at
   FROM public.blog_posts p
  WHERE public.has_admin_access();
revoke all on public.blog_posts_list from public, anon, authenticated;
grant select on public.blog_posts_list to authenticated, service_role;

-- ---------------------------------------------------------------------------------------
-- Row-level security policies (a content table's are attach_content_table's, above)

drop policy if exists content_revisions_select_staff on public.content_revisions;
create policy content_revisions_select_staff on public.content_revisions
  for select to authenticated
  using (( SELECT public.has_admin_access() AS has_admin_access));

-- Who is editing what (docs/decisions/066, 080): staff see the editing channels, only those who may edit speak on
-- them. The policies are the project's; realtime.messages is the platform's table and is left alone.
drop policy if exists "Staff read editing channels" on realtime.messages;
create policy "Staff read editing channels"
  on realtime.messages for select to authenticated
  using (starts_with((select realtime.topic()), 'editing:') and (select public.has_admin_access()));

drop policy if exists "Editors write editing channels" on realtime.messages;
create policy "Editors write editing channels"
  on realtime.messages for insert to authenticated
  with check (starts_with((select realtime.topic()), 'editing:') and (select public.can_edit_content()));

-- ---------------------------------------------------------------------------------------
-- Triggers

-- The byline of a post by staff comes from their profile.
create or replace trigger blog_posts_author_from_profile before insert or update of author_id, author_name, author_role, author_avatar on public.blog_posts
  for each row execute function public.blog_post_author_from_profile();

create or replace trigger blog_posts_set_updated_at before update on public.blog_posts
  for each row execute function public.set_updated_at();

create or replace trigger clients_set_updated_at before update on public.clients
  for each row execute function public.set_updated_at();

create or replace trigger content_types_attach_triggers after insert on public.content_types
  for each row execute function public.attach_registered_content_triggers();

create or replace trigger gallery_images_set_updated_at before update on public.gallery_images
  for each row execute function public.set_updated_at();

create or replace trigger gallery_images_year_range before insert or update of year on public.gallery_images
  for each row execute function public.check_gallery_year();

create or replace trigger success_stories_set_updated_at before update on public.success_stories
  for each row execute function public.set_updated_at();

create or replace trigger testimonials_set_updated_at before update on public.testimonials
  for each row execute function public.set_updated_at();

-- The policies and triggers of every registered content type, as inserting its row attached them.
select public.attach_content_table(table_name) from public.content_types order by table_name;

create or replace trigger job_openings_set_updated_at before update on public.job_openings
  for each row execute function public.set_updated_at();

create or replace trigger offers_set_updated_at before update on public.offers
  for each row execute function public.set_updated_at();
