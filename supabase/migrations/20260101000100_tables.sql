-- Tables of docs/product.md §3 with their defaults and the check constraints that mirror
-- docs/product.md §5. Security (RLS, policies, grants) is in the next migration, realtime
-- in the one after. Constraint names follow <table>_<column>_<rule>; the full list, and
-- why each limit is what it is, is in docs/decisions/001-schema-security-and-seed.md.
--
-- Shapes used below (POSIX regular expressions):
--   not blank  col ~ '\S'                                  (at least one non-space character)
--   e-mail     '^[^\s@]+@[^\s@]+\.[^\s@]+$'                (text, at sign, text, dot, text)
--   url        '^(https?://[^\s/?#]+[^\s]*|/[^/\s][^\s]*)$' (http(s) with a host, or a root-relative
--              path such as /images/seed/x.svg; never javascript:, data:, or //other-host)

-- Keeps updated_at honest whatever the client sends.
create function public.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

-- ---------------------------------------------------------------------------------------
-- Staff profiles: one row per auth user who may use the admin panel.
create table public.user_profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  email text not null,
  full_name text,
  role text not null default 'member',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint user_profiles_email_format check (email ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$'),
  constraint user_profiles_email_length check (char_length(email) <= 254),
  constraint user_profiles_full_name_length check (char_length(full_name) <= 200),
  constraint user_profiles_role_known check (role in ('admin', 'editor', 'reviewer', 'member'))
);

-- ---------------------------------------------------------------------------------------
create table public.clients (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  logo text not null,
  industry text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint clients_name_required check (name ~ '\S'),
  constraint clients_name_length check (char_length(name) <= 200),
  constraint clients_logo_url check (logo ~* '^(https?://[^\s/?#]+[^\s]*|/[^/\s][^\s]*)$'),
  constraint clients_logo_length check (char_length(logo) <= 2048),
  constraint clients_industry_required check (industry ~ '\S'),
  constraint clients_industry_length check (char_length(industry) <= 100)
);

-- ---------------------------------------------------------------------------------------
create table public.testimonials (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  position text not null,
  company text not null,
  testimonial text not null,
  image text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint testimonials_name_required check (name ~ '\S'),
  constraint testimonials_name_length check (char_length(name) <= 200),
  constraint testimonials_position_required check (position ~ '\S'),
  constraint testimonials_position_length check (char_length(position) <= 200),
  constraint testimonials_company_required check (company ~ '\S'),
  constraint testimonials_company_length check (char_length(company) <= 200),
  constraint testimonials_testimonial_required check (testimonial ~ '\S'),
  constraint testimonials_testimonial_length check (char_length(testimonial) <= 2000),
  constraint testimonials_image_url check (image ~* '^(https?://[^\s/?#]+[^\s]*|/[^/\s][^\s]*)$'),
  constraint testimonials_image_length check (char_length(image) <= 2048)
);

-- ---------------------------------------------------------------------------------------
create table public.success_stories (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  description text not null,
  image_url text not null,
  category text not null,
  client_name text,
  industry text,
  campaign_duration text,
  featured boolean not null default false,
  -- label -> value text, e.g. {"Footfall": "+42%", "Reach": "2.1M"}
  -- json, not jsonb: it keeps the labels in the order the editor typed them (cards show the first three).
  metrics json not null default '{}'::json,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint success_stories_title_required check (title ~ '\S'),
  constraint success_stories_title_length check (char_length(title) <= 200),
  constraint success_stories_description_required check (description ~ '\S'),
  constraint success_stories_description_length check (char_length(description) <= 5000),
  constraint success_stories_image_url_url check (image_url ~* '^(https?://[^\s/?#]+[^\s]*|/[^/\s][^\s]*)$'),
  constraint success_stories_image_url_length check (char_length(image_url) <= 2048),
  constraint success_stories_category_required check (category ~ '\S'),
  constraint success_stories_category_length check (char_length(category) <= 100),
  constraint success_stories_client_name_length check (char_length(client_name) <= 200),
  constraint success_stories_industry_length check (char_length(industry) <= 100),
  constraint success_stories_campaign_duration_length check (char_length(campaign_duration) <= 100),
  -- An object whose every value is a string, at most 20 entries, small enough for a card.
  constraint success_stories_metrics_text_map check (
    json_typeof(metrics) = 'object'
    and not jsonb_path_exists(metrics::jsonb, '$.* ? (@.type() != "string")')
    and jsonb_array_length(jsonb_path_query_array(metrics::jsonb, '$.*')) <= 20
  ),
  constraint success_stories_metrics_length check (char_length(metrics::text) <= 4000)
);

-- ---------------------------------------------------------------------------------------
create table public.gallery_images (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  description text not null,
  image_url text not null,
  category text not null,
  project_name text,
  client_name text,
  location text,
  year integer not null default extract(year from now())::integer,
  tags text[] not null default '{}',
  featured boolean not null default false,
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint gallery_images_title_required check (title ~ '\S'),
  constraint gallery_images_title_length check (char_length(title) <= 200),
  constraint gallery_images_description_required check (description ~ '\S'),
  constraint gallery_images_description_length check (char_length(description) <= 2000),
  constraint gallery_images_image_url_url check (image_url ~* '^(https?://[^\s/?#]+[^\s]*|/[^/\s][^\s]*)$'),
  constraint gallery_images_image_url_length check (char_length(image_url) <= 2048),
  constraint gallery_images_category_required check (category ~ '\S'),
  constraint gallery_images_category_length check (char_length(category) <= 50),
  constraint gallery_images_project_name_length check (char_length(project_name) <= 200),
  constraint gallery_images_client_name_length check (char_length(client_name) <= 200),
  constraint gallery_images_location_length check (char_length(location) <= 200),
  constraint gallery_images_sort_order_min check (sort_order >= 0),
  -- At most 20 tags, none null or blank, each at most 50 characters.
  constraint gallery_images_tags_valid check (
    cardinality(tags) <= 20
    and array_position(tags, null) is null
    and not jsonb_path_exists(to_jsonb(tags), '$[*] ? (!(@ like_regex "\\S") || @ like_regex "^.{51}" flag "s")')
  )
);

-- year must be 2000 .. current year + 1. "Current year" moves, so it cannot be a CHECK
-- (a CHECK must give the same answer for the same row forever); a trigger raises the
-- same error class and names the rule like a constraint, so clients handle both alike.
create function public.check_gallery_year()
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

create trigger gallery_images_year_range
  before insert or update of year on public.gallery_images
  for each row execute function public.check_gallery_year();

-- ---------------------------------------------------------------------------------------
create table public.blog_posts (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  excerpt text not null,
  content text not null,
  author_name text not null,
  author_avatar text not null,
  author_role text not null,
  category text not null,
  tags text[] not null default '{}',
  image text not null,
  published_at date not null,
  read_time integer not null default 5,
  created_at timestamptz not null default now(),
  constraint blog_posts_title_required check (title ~ '\S'),
  constraint blog_posts_title_length check (char_length(title) <= 200),
  constraint blog_posts_excerpt_required check (excerpt ~ '\S'),
  constraint blog_posts_excerpt_length check (char_length(excerpt) <= 1000),
  constraint blog_posts_content_required check (content ~ '\S'),
  constraint blog_posts_content_length check (char_length(content) <= 50000),
  constraint blog_posts_author_name_required check (author_name ~ '\S'),
  constraint blog_posts_author_name_length check (char_length(author_name) <= 200),
  constraint blog_posts_author_avatar_url check (author_avatar ~* '^(https?://[^\s/?#]+[^\s]*|/[^/\s][^\s]*)$'),
  constraint blog_posts_author_avatar_length check (char_length(author_avatar) <= 2048),
  constraint blog_posts_author_role_required check (author_role ~ '\S'),
  constraint blog_posts_author_role_length check (char_length(author_role) <= 200),
  constraint blog_posts_category_known check (
    category in ('Industry Trends', 'Strategy', 'Event Marketing', 'Sustainability', 'Technology', 'Case Studies')
  ),
  constraint blog_posts_image_url check (image ~* '^(https?://[^\s/?#]+[^\s]*|/[^/\s][^\s]*)$'),
  constraint blog_posts_image_length check (char_length(image) <= 2048),
  constraint blog_posts_read_time_range check (read_time between 0 and 600),
  -- At most 20 tags, none null or blank, each at most 50 characters.
  constraint blog_posts_tags_valid check (
    cardinality(tags) <= 20
    and array_position(tags, null) is null
    and not jsonb_path_exists(to_jsonb(tags), '$[*] ? (!(@ like_regex "\\S") || @ like_regex "^.{51}" flag "s")')
  )
);

-- ---------------------------------------------------------------------------------------
-- Contact form submissions. Table and column names are docs/product.md §3, spaces included.
create table public."Contacts" (
  id uuid primary key default gen_random_uuid(),
  "Full name" text not null,
  "Email Address" text not null,
  "Phone Number" bigint not null,
  "Company Name" text not null default '',
  "Designation" text,
  "service of interest" text not null default '',
  message text not null,
  created_at timestamptz not null default now(),
  constraint contacts_full_name_required check ("Full name" ~ '\S'),
  constraint contacts_full_name_length check (char_length("Full name") <= 200),
  constraint contacts_email_address_format check ("Email Address" ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$'),
  constraint contacts_email_address_length check (char_length("Email Address") <= 254),
  -- Exactly 10 digits, stored as a number (docs/product.md §7), so no leading zero.
  constraint contacts_phone_number_format check ("Phone Number" between 1000000000 and 9999999999),
  constraint contacts_company_name_length check (char_length("Company Name") <= 200),
  constraint contacts_designation_length check (char_length("Designation") <= 200),
  constraint contacts_service_of_interest_length check (char_length("service of interest") <= 200),
  constraint contacts_message_required check (message ~ '\S'),
  constraint contacts_message_length check (char_length(message) <= 5000)
);

-- ---------------------------------------------------------------------------------------
create table public.festival_bookings (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  business_name text not null,
  phone text not null,
  email text not null,
  preferred_package text not null,
  message text,
  created_at timestamptz not null default now(),
  constraint festival_bookings_name_required check (name ~ '\S'),
  constraint festival_bookings_name_length check (char_length(name) <= 200),
  constraint festival_bookings_business_name_required check (business_name ~ '\S'),
  constraint festival_bookings_business_name_length check (char_length(business_name) <= 200),
  -- The booking form has no phone format rule (docs/product.md §5), so accept what people
  -- type for a phone ("+91 98400 12345", "044-2434 5678") but nothing else: digits with
  -- spaces, dots, dashes, brackets and a leading plus, 10 to 15 digits in all.
  constraint festival_bookings_phone_format check (
    phone ~ '^\+?[0-9 ().-]+$' and char_length(regexp_replace(phone, '\D', '', 'g')) between 10 and 15
  ),
  constraint festival_bookings_phone_length check (char_length(phone) <= 25),
  constraint festival_bookings_email_format check (email ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$'),
  constraint festival_bookings_email_length check (char_length(email) <= 254),
  constraint festival_bookings_preferred_package_known check (
    preferred_package in ('Festival Starter', 'Festival Pro', 'Festival Dominator')
  ),
  constraint festival_bookings_message_length check (char_length(message) <= 5000)
);

-- ---------------------------------------------------------------------------------------
-- Leads captured by the gated resource download (issue 4): details before the file.
create table public.resource_downloads (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  company text not null,
  designation text not null,
  mobile text not null,
  email text not null,
  service_id text not null,
  resource_title text not null,
  created_at timestamptz not null default now(),
  constraint resource_downloads_name_required check (name ~ '\S'),
  constraint resource_downloads_name_length check (char_length(name) <= 200),
  constraint resource_downloads_company_required check (company ~ '\S'),
  constraint resource_downloads_company_length check (char_length(company) <= 200),
  constraint resource_downloads_designation_required check (designation ~ '\S'),
  constraint resource_downloads_designation_length check (char_length(designation) <= 200),
  constraint resource_downloads_mobile_format check (mobile ~ '^[0-9]{10}$'),
  constraint resource_downloads_email_format check (email ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$'),
  constraint resource_downloads_email_length check (char_length(email) <= 254),
  constraint resource_downloads_service_id_format check (service_id ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  constraint resource_downloads_service_id_length check (char_length(service_id) <= 100),
  constraint resource_downloads_resource_title_required check (resource_title ~ '\S'),
  constraint resource_downloads_resource_title_length check (char_length(resource_title) <= 200)
);

-- ---------------------------------------------------------------------------------------
-- Newsletter sign-ups (issue 5). One row per address: a repeat sign-up is an
-- `insert ... on conflict (email) do nothing`, welcomed rather than refused.
create table public.newsletter_subscribers (
  id uuid primary key default gen_random_uuid(),
  email text not null,
  source text not null default 'website',
  created_at timestamptz not null default now(),
  constraint newsletter_subscribers_email_key unique (email),
  constraint newsletter_subscribers_email_format check (email ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$'),
  constraint newsletter_subscribers_email_length check (char_length(email) <= 254),
  -- where the form was: 'popup', 'blog', 'blog-post', ...
  constraint newsletter_subscribers_source_format check (source ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  constraint newsletter_subscribers_source_length check (char_length(source) <= 40)
);

-- Store addresses trimmed and lower-case, before the unique check runs, so
-- "Priya@Example.com " and "priya@example.com" are one subscriber.
-- It also notes, for this transaction only, which address is being inserted: `on conflict
-- (email)` makes Postgres check the new row against the SELECT policies, and the policy
-- newsletter_subscribers_select_own_new_row (next migration) lets a writer see that row
-- and no other.
create function public.normalize_newsletter_email()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.email := lower(btrim(new.email));
  if tg_op = 'INSERT' then
    perform set_config('app.newsletter_email', new.email, true);
  end if;
  return new;
end;
$$;

create trigger newsletter_subscribers_normalize_email
  before insert or update of email on public.newsletter_subscribers
  for each row execute function public.normalize_newsletter_email();

-- ---------------------------------------------------------------------------------------
create trigger user_profiles_set_updated_at before update on public.user_profiles
  for each row execute function public.set_updated_at();
create trigger clients_set_updated_at before update on public.clients
  for each row execute function public.set_updated_at();
create trigger testimonials_set_updated_at before update on public.testimonials
  for each row execute function public.set_updated_at();
create trigger success_stories_set_updated_at before update on public.success_stories
  for each row execute function public.set_updated_at();
create trigger gallery_images_set_updated_at before update on public.gallery_images
  for each row execute function public.set_updated_at();

-- Indexes for the orders and filters of docs/product.md §7.
create index clients_name_idx on public.clients (name);
create index testimonials_created_at_idx on public.testimonials (created_at desc);
create index success_stories_created_at_idx on public.success_stories (created_at desc);
create index gallery_images_sort_order_idx on public.gallery_images (sort_order, created_at desc);
create index blog_posts_published_at_idx on public.blog_posts (published_at desc);
create index blog_posts_created_at_idx on public.blog_posts (created_at desc);
create index contacts_created_at_idx on public."Contacts" (created_at desc);
