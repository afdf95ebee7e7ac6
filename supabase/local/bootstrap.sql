-- What a hosted Supabase database already has before the project's migrations run, recreated for the
-- local stand-in. Idempotent: it runs before the migrations on every start. Shapes follow
-- supabase/postgres (init scripts) and supabase/auth (GoTrue migrations); see
-- ../shared/research/supabase-local.md sections 2.1 to 2.5.

-- Roles (2.1). PostgREST logs in as authenticator and switches to anon / authenticated / service_role.
do $$
begin
  if not exists (select from pg_roles where rolname = 'anon') then
    create role anon nologin;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin;
  end if;
  if not exists (select from pg_roles where rolname = 'service_role') then
    create role service_role nologin bypassrls;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticator') then
    -- The password is the well-known local one (the CLI's is the same); this database only listens on loopback.
    create role authenticator login noinherit password 'postgres';
  end if;
end
$$;

grant anon, authenticated, service_role to authenticator;
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
alter role authenticator set statement_timeout = '8s';

-- Extensions live in their own schema, as on hosted projects.
create schema if not exists extensions;
create extension if not exists pgcrypto with schema extensions;
create extension if not exists "uuid-ossp" with schema extensions;

-- As on hosted projects and the CLI's image, the postgres role finds extensions unqualified (seed SQL calls
-- crypt() and gen_salt()); this session too, which goes on to run the migrations and the seed (decision 063).
alter role postgres set search_path = "$user", public, extensions;
select set_config('search_path', '"$user", public, extensions', false);

-- Usage grants (2.2). Deliberately none of the CLI image's default privileges in public (all on new
-- tables, sequences and functions to anon, authenticated, service_role): the migrations grant table by
-- table, as newer hosted projects require (decisions 001 and 063).
grant usage on schema public to postgres, anon, authenticated, service_role;
grant usage on schema extensions to postgres, anon, authenticated, service_role;

create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;

-- auth.users: the columns GoTrue reads and writes (2.3), with the same names and types.
create table if not exists auth.users (
  instance_id uuid default '00000000-0000-0000-0000-000000000000',
  id uuid primary key default gen_random_uuid(),
  aud varchar(255) default 'authenticated',
  role varchar(255) default 'authenticated',
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255),
  confirmation_sent_at timestamptz,
  recovery_token varchar(255),
  recovery_sent_at timestamptz,
  email_change_token_new varchar(255),
  email_change varchar(255),
  email_change_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb default '{"provider": "email", "providers": ["email"]}',
  raw_user_meta_data jsonb default '{}',
  is_super_admin boolean,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  phone text unique,
  phone_confirmed_at timestamptz,
  phone_change text default '',
  phone_change_token varchar(255) default '',
  phone_change_sent_at timestamptz,
  confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  email_change_token_current varchar(255) default '',
  email_change_confirm_status smallint default 0,
  banned_until timestamptz,
  reauthentication_token varchar(255) default '',
  reauthentication_sent_at timestamptz,
  is_sso_user boolean not null default false,
  deleted_at timestamptz,
  is_anonymous boolean not null default false
);
create unique index if not exists users_email_partial_key on auth.users (email) where (is_sso_user = false);

-- Sessions and rotating refresh tokens of the stand-in's GoTrue subset (shaped like GoTrue's own).
create table if not exists auth.sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  refreshed_at timestamptz,
  aal text not null default 'aal1',
  user_agent text,
  ip text
);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);

create table if not exists auth.refresh_tokens (
  id bigint generated always as identity primary key,
  token varchar(255) not null unique,
  user_id uuid not null references auth.users (id) on delete cascade,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  parent varchar(255),
  revoked boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists refresh_tokens_session_id_idx on auth.refresh_tokens (session_id);

-- Claim helpers (2.4): the versions GoTrue's migrations install. PostgREST 12 and Realtime set only
-- request.jwt.claims, so the per-claim settings are a fallback.
create or replace function auth.uid() returns uuid language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;
comment on function auth.uid() is 'Deprecated. Use auth.jwt() -> ''sub'' instead.';

create or replace function auth.role() returns text language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;
comment on function auth.role() is 'Deprecated. Use auth.jwt() -> ''role'' instead.';

create or replace function auth.email() returns text language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;
comment on function auth.email() is 'Deprecated. Use auth.jwt() -> ''email'' instead.';

create or replace function auth.jwt() returns jsonb language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

-- Realtime streams only the tables a migration adds to this publication (2.5).
do $$
begin
  if not exists (select from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end
$$;

-- pg_cron's surface, which a hosted project gets from the extension (Database → Extensions): migrations call
-- cron.schedule(name, schedule, command), and the stand-in's scheduler (supabase/local/cron) runs cron.job's
-- rows each minute their schedule names. Only where the real extension is absent.
do $$
begin
  if not exists (select from pg_extension where extname = 'pg_cron') then
    create schema if not exists cron;
    create table if not exists cron.job (
      jobid bigserial primary key,
      jobname text unique,
      schedule text not null,
      command text not null,
      active boolean not null default true
    );
    create or replace function cron.schedule(job_name text, schedule text, command text)
    returns bigint
    language sql
    as $f$
      insert into cron.job (jobname, schedule, command) values (job_name, schedule, command)
      on conflict (jobname) do update set schedule = excluded.schedule, command = excluded.command
      returning jobid
    $f$;
    create or replace function cron.unschedule(job_name text)
    returns boolean
    language sql
    as $f$
      with gone as (delete from cron.job where jobname = job_name returning 1) select exists (select from gone)
    $f$;
    revoke all on schema cron from public;
  end if;
end
$$;

-- pg_net's surface, which a hosted project gets from the extension (supabase/pg_net, sql/pg_net.sql): net.http_post
-- queues a request in net.http_request_queue and wakes the worker; the stand-in's worker (supabase/local/net) sends it
-- and keeps the answer in net._http_response, as pg_net's does. Only POST without `params`: what the migrations' jobs
-- call. Only where the real extension is absent.
do $$
begin
  if not exists (select from pg_extension where extname = 'pg_net') then
    create schema if not exists net;
    create unlogged table if not exists net.http_request_queue (
      id bigserial,
      method text not null,
      url text not null,
      headers jsonb,
      body bytea,
      timeout_milliseconds integer not null
    );
    create unlogged table if not exists net._http_response (
      id bigint,
      status_code integer,
      content_type text,
      headers jsonb,
      content text,
      timed_out boolean,
      error_msg text,
      created timestamptz not null default now()
    );
    -- pg_net signals its background worker; the stand-in's listens for this notification.
    create or replace function net.wake()
    returns void
    language sql
    as $f$ select pg_notify('stand_in_net_wake', '') $f$;
    create or replace function net.http_post(
      url text,
      body jsonb default '{}'::jsonb,
      params jsonb default '{}'::jsonb,
      headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
      timeout_milliseconds integer default 5000
    )
    returns bigint
    language plpgsql
    as $f$
    declare
      request_id bigint;
      content_type text;
    begin
      select value into content_type from jsonb_each_text(coalesce(headers, '{}'::jsonb)) where lower(key) = 'content-type' limit 1;
      if content_type is null then
        headers := coalesce(headers, '{}'::jsonb) || '{"Content-Type": "application/json"}'::jsonb;
      elsif content_type <> 'application/json' then
        raise exception 'Content-Type header must be "application/json"';
      end if;
      if coalesce(params, '{}'::jsonb) <> '{}'::jsonb then
        raise exception 'The stand-in''s net.http_post takes no params: put them in the url.';
      end if;
      insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
      values ('POST', url, headers, convert_to(body::text, 'UTF8'), timeout_milliseconds)
      returning id into request_id;
      perform net.wake();
      return request_id;
    end;
    $f$;
    revoke all on schema net from public;
  end if;
end
$$;

-- Vault's surface (supabase/vault): secrets by name, read through vault.decrypted_secrets and made with
-- vault.create_secret. Hosted encrypts them; the stand-in keeps its local values (supabase/local/net writes the project
-- URL and the service role key) in plain text, in a database that listens only on loopback. Only where the real
-- extension is absent.
do $$
begin
  if not exists (select from pg_extension where extname = 'supabase_vault') then
    create schema if not exists vault;
    create table if not exists vault.secrets (
      id uuid primary key default gen_random_uuid(),
      name text unique,
      description text not null default '',
      secret text not null,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    );
    create or replace view vault.decrypted_secrets as
      select id, name, description, secret, secret as decrypted_secret, created_at, updated_at from vault.secrets;
    create or replace function vault.create_secret(new_secret text, new_name text default null, new_description text default '', new_key_id uuid default null)
    returns uuid
    language sql
    as $f$ insert into vault.secrets (secret, name, description) values (new_secret, new_name, new_description) returning id $f$;
    revoke all on schema vault from public;
  end if;
end
$$;
