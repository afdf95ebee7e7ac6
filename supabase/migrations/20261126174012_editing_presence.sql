-- Two staff on one edit screen (docs/decisions/066-editing-presence-and-stale-saves.md): each sees who else has
-- the record open (Realtime presence on a private `editing:<table>:<id>` channel), and a save made after someone
-- else's is refused instead of silently replacing it (the update is conditional on the updated_at it loaded).

-- ---------------------------------------------------------------------------------------
-- blog_posts is the one content table without updated_at: the stale-save check needs it on every content type.
alter table public.blog_posts add column updated_at timestamptz;
update public.blog_posts set updated_at = created_at;
alter table public.blog_posts alter column updated_at set default now(), alter column updated_at set not null;

-- Keeps updated_at honest whatever the client sends, as on the other content tables (supabase/schemas/03_content.sql).
create or replace trigger blog_posts_set_updated_at before update on public.blog_posts
  for each row execute function public.set_updated_at();

-- ---------------------------------------------------------------------------------------
-- Who may use `editing:` channels (docs/decisions/065, "For the back office"): staff join, receive and track
-- presence there; members and visitors are refused. Hosted projects authorise private channels by policies on
-- realtime.messages, which the `postgres` role may create; the table itself is Realtime's and is left alone.
-- Not declared in supabase/schemas: the schema-drift check compares policies on public tables and
-- storage.objects only (supabase/local/schema-snapshot.ts).
drop policy if exists "Staff read editing channels" on realtime.messages;
create policy "Staff read editing channels"
  on realtime.messages for select to authenticated
  using (starts_with((select realtime.topic()), 'editing:') and (select public.has_admin_access()));

drop policy if exists "Staff write editing channels" on realtime.messages;
create policy "Staff write editing channels"
  on realtime.messages for insert to authenticated
  with check (starts_with((select realtime.topic()), 'editing:') and (select public.has_admin_access()));
