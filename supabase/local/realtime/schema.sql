-- Hosted Realtime's own `realtime` schema, as far as Realtime Authorization needs it, recreated for the
-- local stand-in (hosted projects already have it, made by supabase/realtime's tenant migrations, and the
-- platform owns it: supabase/migrations never creates or alters it, only adds policies on
-- realtime.messages). Applied with bootstrap.sql before the migrations, so a migration's policy on
-- realtime.messages finds the table; idempotent, it runs on every start.
-- docs/decisions/065-realtime-broadcast-and-presence.md

create schema if not exists realtime;
grant usage on schema realtime to postgres, anon, authenticated, service_role;

-- Columns as hosted's latest migrations leave them (20240523004032 … 20260514120000). Hosted partitions
-- the table by day on inserted_at; the stand-in only ever inserts authorization probes and rolls them
-- back, so one plain table with the same columns and primary key answers the same policies.
create table if not exists realtime.messages (
  topic text not null,
  extension text not null,
  payload jsonb,
  event text,
  private boolean default false,
  updated_at timestamp without time zone not null default now(),
  inserted_at timestamp without time zone not null default now(),
  id uuid not null default gen_random_uuid(),
  binary_payload bytea,
  primary key (id, inserted_at),
  constraint messages_payload_exclusive check (payload is null or binary_payload is null)
);
create index if not exists messages_topic_index on realtime.messages (topic);

-- As on hosted: row-level security with no policy, so nobody may use a private channel until a
-- migration says who may; the API roles have the privileges that policies then narrow.
alter table realtime.messages enable row level security;
grant select, insert, update on realtime.messages to postgres, anon, authenticated, service_role;

-- The topic a policy is asked about: Realtime sets `realtime.topic` in the probe's transaction.
create or replace function realtime.topic() returns text
language sql stable as $$
  select nullif(current_setting('realtime.topic', true), '')::text;
$$;
grant execute on function realtime.topic() to postgres, anon, authenticated, service_role;
