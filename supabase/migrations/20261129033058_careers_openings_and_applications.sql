-- careers_openings_and_applications: written by `npm run db:diff -- careers_openings_and_applications` from supabase/schemas/
-- (docs/decisions/043-declarative-schema-files.md). What supabase/schemas/ defines differently from the
-- migrations before this one:
--   constraint job_applications_cv_name_length on public.job_applications: in supabase/schemas/, not in the database
--   constraint job_applications_cv_name_required on public.job_applications: in supabase/schemas/, not in the database
--   constraint job_applications_cv_path_format on public.job_applications: in supabase/schemas/, not in the database
--   constraint job_applications_cv_path_unique on public.job_applications: in supabase/schemas/, not in the database
--   constraint job_applications_email_format on public.job_applications: in supabase/schemas/, not in the database
--   constraint job_applications_email_length on public.job_applications: in supabase/schemas/, not in the database
--   constraint job_applications_form_trap_length on public.job_applications: in supabase/schemas/, not in the database
--   constraint job_applications_name_length on public.job_applications: in supabase/schemas/, not in the database
--   constraint job_applications_name_required on public.job_applications: in supabase/schemas/, not in the database
--   constraint job_applications_note_length on public.job_applications: in supabase/schemas/, not in the database
--   constraint job_applications_opening_id_fkey on public.job_applications: in supabase/schemas/, not in the database
--   constraint job_applications_phone_format on public.job_applications: in supabase/schemas/, not in the database
--   constraint job_applications_phone_length on public.job_applications: in supabase/schemas/, not in the database
--   constraint job_applications_pkey on public.job_applications: in supabase/schemas/, not in the database
--   constraint job_openings_description_length on public.job_openings: in supabase/schemas/, not in the database
--   constraint job_openings_description_required on public.job_openings: in supabase/schemas/, not in the database
--   constraint job_openings_employment_type_known on public.job_openings: in supabase/schemas/, not in the database
--   constraint job_openings_location_length on public.job_openings: in supabase/schemas/, not in the database
--   constraint job_openings_location_required on public.job_openings: in supabase/schemas/, not in the database
--   constraint job_openings_pkey on public.job_openings: in supabase/schemas/, not in the database
--   constraint job_openings_slug_format on public.job_openings: in supabase/schemas/, not in the database
--   constraint job_openings_slug_length on public.job_openings: in supabase/schemas/, not in the database
--   constraint job_openings_slug_unique on public.job_openings: in supabase/schemas/, not in the database
--   constraint job_openings_status_known on public.job_openings: in supabase/schemas/, not in the database
--   constraint job_openings_title_length on public.job_openings: in supabase/schemas/, not in the database
--   constraint job_openings_title_required on public.job_openings: in supabase/schemas/, not in the database
--   function public.screen_job_application(): in supabase/schemas/, not in the database
--   index public.job_applications_created_at_idx: in supabase/schemas/, not in the database
--   index public.job_applications_opening_idx: in supabase/schemas/, not in the database
--   index public.job_openings_public_idx: in supabase/schemas/, not in the database
--   policy applications_delete_can_delete_leads on storage.objects: in supabase/schemas/, not in the database
--   policy applications_insert_everyone on storage.objects: in supabase/schemas/, not in the database
--   policy applications_select_can_manage_leads on storage.objects: in supabase/schemas/, not in the database
--   table public.job_applications: in supabase/schemas/, not in the database
--   table public.job_openings: in supabase/schemas/, not in the database
--   trigger job_openings_set_updated_at on public.job_openings: in supabase/schemas/, not in the database
--   trigger screen_opening_and_cv on public.job_applications: in supabase/schemas/, not in the database

-- Functions are created in the order of the schema files, some before the functions they call.
set check_function_bodies = off;

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

create or replace trigger job_openings_set_updated_at before update on public.job_openings
  for each row execute function public.set_updated_at();

create table public.job_applications (
  id uuid default gen_random_uuid() not null,
  opening_id uuid,
  opening_title text default ''::text not null,
  name text not null,
  phone text not null,
  email text not null,
  note text default ''::text not null,
  cv_path text not null,
  cv_name text not null,
  form_trap text,
  form_elapsed_ms integer,
  created_at timestamp with time zone default now() not null,
  constraint job_applications_pkey PRIMARY KEY (id),
  constraint job_applications_cv_path_unique UNIQUE (cv_path),
  constraint job_applications_opening_id_fkey FOREIGN KEY (opening_id) REFERENCES public.job_openings(id) ON DELETE SET NULL,
  constraint job_applications_cv_name_length CHECK ((char_length(cv_name) <= 200)),
  constraint job_applications_cv_name_required CHECK ((cv_name ~ '\S'::text)),
  constraint job_applications_cv_path_format CHECK ((cv_path ~ '^cvs/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(pdf|doc|docx)$'::text)),
  constraint job_applications_email_format CHECK ((email ~ '^[^\s@]+@[^\s@]+\.[^\s@]+$'::text)),
  constraint job_applications_email_length CHECK ((char_length(email) <= 254)),
  constraint job_applications_form_trap_length CHECK ((char_length(form_trap) <= 200)),
  constraint job_applications_name_length CHECK ((char_length(name) <= 200)),
  constraint job_applications_name_required CHECK ((name ~ '\S'::text)),
  constraint job_applications_note_length CHECK ((char_length(note) <= 1000)),
  constraint job_applications_phone_format CHECK (((phone ~ '^\+?[0-9 ().-]+$'::text) AND ((char_length(regexp_replace(phone, '\D'::text, ''::text, 'g'::text)) >= 10) AND (char_length(regexp_replace(phone, '\D'::text, ''::text, 'g'::text)) <= 15)))),
  constraint job_applications_phone_length CHECK ((char_length(phone) <= 25))
);

create index job_applications_created_at_idx ON public.job_applications using btree (created_at);

create index job_applications_opening_idx ON public.job_applications using btree (opening_id);

alter table public.job_applications enable row level security;
revoke all on table public.job_applications from anon, authenticated, service_role;
grant delete, select on table public.job_applications to authenticated;
grant delete, insert, select, update on table public.job_applications to service_role;
grant insert (id, opening_id, name, phone, email, note, cv_path, cv_name, form_trap, form_elapsed_ms) on table public.job_applications to anon;
grant insert (id, opening_id, name, phone, email, note, cv_path, cv_name, form_trap, form_elapsed_ms) on table public.job_applications to authenticated;
comment on table public.job_applications is 'Applications to the careers page''s openings, a lead kind (docs/decisions/102): the CV is a file of the private applications bucket.';

-- An application names an opening that takes applications (published, due and not past its closing date) and a
-- CV already uploaded into the applications bucket at its own path, within the bucket's 5 MB; the opening's title is
-- kept with it, so the inbox still says what was applied for after the opening is deleted (docs/decisions/102). Its
-- refusals are sentences for the visitor (PT422, as the public forms' other refusals of that kind).
-- A definer: visitors may not read the bucket's objects, nor an unpublished opening. Its trigger's name sorts after
-- screen_lead_submission's, so the spam screen drops a bot's row before this one says anything.
create or replace function public.screen_job_application()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  opening public.job_openings;
  cv_size bigint;
begin
  select * into opening from public.job_openings o where o.id = new.opening_id;
  if opening.id is null or opening.status <> 'published' or opening.published_at > now()
     or opening.closes_on < (now() at time zone 'Asia/Kolkata')::date then
    raise exception 'This opening is no longer taking applications.' using errcode = 'PT422';
  end if;
  new.opening_title := opening.title;
  -- A path of another shape is job_applications_cv_path_format's to refuse, by its name.
  if new.cv_path !~ '^cvs/[0-9a-f-]{36}\.(pdf|doc|docx)$' then
    return new;
  end if;
  select (o.metadata ->> 'size')::bigint into cv_size from storage.objects o where o.bucket_id = 'applications' and o.name = new.cv_path;
  if cv_size is null then
    raise exception 'The CV did not arrive: attach it again.' using errcode = 'PT422';
  end if;
  if cv_size > 5 * 1024 * 1024 then
    raise exception 'The CV is larger than 5 MB.' using errcode = 'PT422';
  end if;
  return new;
end;
$$;
revoke all on function public.screen_job_application() from public, anon, authenticated;

-- The applications bucket (docs/decisions/102): a visitor puts one CV in at a fresh random path of its own, PDF or Word
-- (the bucket's types and 5 MB); nothing is replaced, since there is no update or select for visitors. Staff who work
-- leads read the CVs (the inbox downloads one, never a lasting link), those who may delete leads delete them.
drop policy if exists applications_insert_everyone on storage.objects;
create policy applications_insert_everyone on storage.objects
  for insert to anon, authenticated
  with check (((bucket_id = 'applications'::text) AND (name ~ '^cvs/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(pdf|doc|docx)$'::text)));

drop policy if exists applications_select_can_manage_leads on storage.objects;
create policy applications_select_can_manage_leads on storage.objects
  for select to authenticated
  using (((bucket_id = 'applications'::text) AND ( SELECT public.can_manage_leads() AS can_manage_leads)));

drop policy if exists applications_delete_can_delete_leads on storage.objects;
create policy applications_delete_can_delete_leads on storage.objects
  for delete to authenticated
  using (((bucket_id = 'applications'::text) AND ( SELECT public.can_delete_leads() AS can_delete_leads)));

create or replace trigger screen_opening_and_cv before insert on public.job_applications
  for each row execute function public.screen_job_application();

reset check_function_bodies;
