-- Registers the careers page's two new types (docs/decisions/102-careers-openings-and-applications.md): openings as a
-- content type (revisions, the activity log, the content tables' policies) and applications as a lead kind (the spam
-- screen, the inbox row, limits, the notification and the lead tables' policies), and makes the private bucket the
-- CVs go into: PDF or Word, at most 5 MB.
insert into public.content_types (table_name, title_column, image_columns, has_publishing) values
  ('job_openings', 'title', '{}', true);

insert into public.lead_sources (kind, source_table, name_column, email_column, phone_column, summary_sql) values
  ('job_application', 'job_applications', 'name', 'email', 'phone',
   $$'Applied for ' || coalesce(nullif(lead ->> 'opening_title', ''), 'an opening')$$);

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('applications', 'applications', false, 5242880, array[
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document'
])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;
