/**
 * What the stand-in adds to the local database so realtime can see changes (never part of the
 * migrations, which run unchanged on hosted Supabase). See docs/decisions/004-realtime-on-the-stand-in.md.
 *
 * Every table in the `supabase_realtime` publication gets an AFTER ROW trigger that copies the
 * row images into `standin_realtime.changes` and sends the new change's id with NOTIFY (ids, not
 * rows: NOTIFY payloads stop at 8000 bytes). NOTIFY is delivered on commit only, so rolled-back
 * writes are never seen, like logical replication.
 */
export const CHANNEL = 'standin_realtime';
export const TRIGGER = 'standin_realtime_capture';

export const INSTALL_SQL = `
select pg_advisory_xact_lock(hashtext('standin_realtime'));
create schema if not exists standin_realtime;
revoke all on schema standin_realtime from public;
create unlogged table if not exists standin_realtime.changes (
  id bigint generated always as identity primary key,
  relid oid not null,
  action text not null,
  new_row json,
  old_row json,
  committed_at timestamptz not null default clock_timestamp()
);
revoke all on standin_realtime.changes from public;
-- Databases made before the queue kept json row images.
alter table standin_realtime.changes alter column new_row type json using new_row::json,
  alter column old_row type json using old_row::json;

-- security definer: writers (anon inserting a contact, say) cannot touch the queue themselves.
-- timezone UTC: row images render timestamptz the way hosted Realtime (a UTC session) does.
create or replace function standin_realtime.capture() returns trigger
language plpgsql security definer set search_path = '' set timezone = 'UTC' as $fn$
declare
  change_id bigint;
begin
  insert into standin_realtime.changes (relid, action, new_row, old_row)
  values (
    tg_relid,
    tg_op,
    -- json, not jsonb: json columns keep their key order, as PostgREST would return them.
    case when tg_op <> 'DELETE' then row_to_json(new) end,
    case when tg_op <> 'INSERT' then row_to_json(old) end
  )
  returning id into change_id;
  perform pg_notify('${CHANNEL}', change_id::text);
  return null;
end
$fn$;
revoke all on function standin_realtime.capture() from public;

-- Keeps exactly the published tables captured: adds missing triggers, drops stale ones.
create or replace function standin_realtime.sync_triggers() returns void
language plpgsql set search_path = '' as $fn$
declare
  r record;
begin
  for r in
    select format('%I.%I', p.schemaname, p.tablename) as rel
    from pg_catalog.pg_publication_tables p
    where p.pubname = 'supabase_realtime'
      and not exists (
        select 1 from pg_catalog.pg_trigger t
        where t.tgrelid = format('%I.%I', p.schemaname, p.tablename)::regclass
          and t.tgname = '${TRIGGER}'
      )
  loop
    execute format(
      'create trigger ${TRIGGER} after insert or update or delete on %s for each row execute function standin_realtime.capture()',
      r.rel
    );
  end loop;
  for r in
    select t.tgrelid::regclass::text as rel
    from pg_catalog.pg_trigger t
    where t.tgname = '${TRIGGER}'
      and not exists (
        select 1 from pg_catalog.pg_publication_tables p
        where p.pubname = 'supabase_realtime'
          and format('%I.%I', p.schemaname, p.tablename)::regclass = t.tgrelid
      )
  loop
    execute format('drop trigger ${TRIGGER} on %s', r.rel);
  end loop;
end
$fn$;
revoke all on function standin_realtime.sync_triggers() from public;
`;

export const SYNC_SQL = `
select pg_advisory_xact_lock(hashtext('standin_realtime'));
select standin_realtime.sync_triggers();
`;

/** Changes are read by id within moments; old ones are only kept for listeners catching up. */
export const PRUNE_SQL = `delete from standin_realtime.changes where committed_at < now() - interval '2 minutes'`;
