import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { PROJECT_ROOT } from './context.ts';

/**
 * The schema declared in supabase/schemas/ (docs/decisions/043-declarative-schema-files.md, 100): the tables of
 * `public` with their columns, constraints, indexes, grants, comments and publications; functions and views of
 * `public`; row-level-security policies on the tables of `public`, on `storage.objects` and on `realtime.messages`;
 * triggers on the tables of `public` and our own on `storage.objects` (those calling a function of `public`:
 * Storage's own call its schema's; decision 074). Data stays in the migrations.
 *
 * `compareWithSchemaFiles` answers whether the files define those objects exactly as the migrations made them:
 * in one transaction, always rolled back, it takes a snapshot of the managed objects, drops them all, runs every
 * schema file, takes the snapshot again and compares. tests/api/schema-drift.test.ts and scripts/db-diff.ts share it.
 */

export const SCHEMAS_DIR = fileURLToPath(new URL('../schemas/', import.meta.url));

export type ObjectKind = 'function' | 'view' | 'policy' | 'trigger' | 'table' | 'constraint' | 'index';

export interface ManagedObject {
  /** e.g. `function public.lead_fields(text, jsonb)`, `policy leads_update_can_manage_leads on public.leads`. */
  key: string;
  kind: ObjectKind;
  /** What is compared, part by part (definition, grants, comment, roles, using, …). */
  parts: Record<string, string>;
  /** The statement that removes it from a database. */
  drop: string;
}

export type Snapshot = Map<string, ManagedObject>;

// Catalog text depends on search_path (names visible on it are printed bare): the snapshot is taken with an empty
// one, so every name is schema-qualified. A role 0 is PUBLIC. Functions and views that an extension owns, and the
// triggers the stand-in's realtime puts on published tables (schema standin_realtime, decision 004), are not ours.
/** An object's grants as one comparable line (`anon select, authenticated execute`), from its ACL expression. */
const grantsOf = (acl: string) => `(select coalesce(pg_catalog.string_agg(g.grant, ', ' order by g.grant), '')
                    from (select pg_catalog.format('%s %s%s', case when a.grantee = 0 then 'public' else a.grantee::pg_catalog.regrole::text end,
                                                   pg_catalog.lower(a.privilege_type), case when a.is_grantable then ' with grant option' else '' end) as grant
                          from pg_catalog.aclexplode(${acl}) a) g)`;

const SNAPSHOT_SQL = `
with functions as (
  select p.oid, n.nspname, p.proname, p.proargtypes,
         coalesce(p.proacl, pg_catalog.acldefault('f', p.proowner)) as acl
  from pg_catalog.pg_proc p
  join pg_catalog.pg_namespace n on n.oid = p.pronamespace
  where n.nspname = 'public' and p.prokind in ('f', 'p')
    and not exists (select from pg_catalog.pg_depend d
                    where d.classid = 'pg_catalog.pg_proc'::pg_catalog.regclass and d.objid = p.oid and d.deptype = 'e')
), views as (
  select c.oid, n.nspname, c.relname, c.reloptions, coalesce(c.relacl, pg_catalog.acldefault('r', c.relowner)) as acl
  from pg_catalog.pg_class c
  join pg_catalog.pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relkind = 'v'
    and not exists (select from pg_catalog.pg_depend d
                    where d.classid = 'pg_catalog.pg_class'::pg_catalog.regclass and d.objid = c.oid and d.deptype = 'e')
)
select 'function' as kind,
       pg_catalog.format('%I.%I(%s)', f.nspname, f.proname, pg_catalog.oidvectortypes(f.proargtypes)) as name,
       pg_catalog.jsonb_build_object(
         'definition', pg_catalog.pg_get_functiondef(f.oid),
         'grants', ${grantsOf('f.acl')},
         'comment', coalesce(pg_catalog.obj_description(f.oid, 'pg_proc'), '')) as parts
from functions f
union all
select 'view',
       pg_catalog.format('%I.%I', v.nspname, v.relname),
       pg_catalog.jsonb_build_object(
         'definition', pg_catalog.pg_get_viewdef(v.oid, true),
         'options', coalesce(pg_catalog.array_to_string(v.reloptions, ', '), ''),
         'grants', ${grantsOf('v.acl')},
         'comment', coalesce(pg_catalog.obj_description(v.oid, 'pg_class'), ''))
from views v
union all
select 'policy',
       pg_catalog.format('%I on %I.%I', pol.polname, n.nspname, c.relname),
       pg_catalog.jsonb_build_object(
         'command', case pol.polcmd when 'r' then 'select' when 'a' then 'insert' when 'w' then 'update' when 'd' then 'delete' else 'all' end,
         'permissive', case when pol.polpermissive then 'permissive' else 'restrictive' end,
         'roles', (select pg_catalog.string_agg(r.name, ', ' order by r.name)
                   from (select case when role = 0 then 'public' else role::pg_catalog.regrole::text end as name
                         from pg_catalog.unnest(pol.polroles) as role) r),
         'using', coalesce(pg_catalog.pg_get_expr(pol.polqual, pol.polrelid), ''),
         'with check', coalesce(pg_catalog.pg_get_expr(pol.polwithcheck, pol.polrelid), ''))
from pg_catalog.pg_policy pol
join pg_catalog.pg_class c on c.oid = pol.polrelid
join pg_catalog.pg_namespace n on n.oid = c.relnamespace
where n.nspname = 'public' or (n.nspname = 'storage' and c.relname = 'objects') or (n.nspname = 'realtime' and c.relname = 'messages')
union all
select 'trigger',
       pg_catalog.format('%I on %s', t.tgname, t.tgrelid::pg_catalog.regclass),
       pg_catalog.jsonb_build_object('definition', pg_catalog.pg_get_triggerdef(t.oid))
from pg_catalog.pg_trigger t
join pg_catalog.pg_class c on c.oid = t.tgrelid
join pg_catalog.pg_namespace n on n.oid = c.relnamespace
join pg_catalog.pg_proc f on f.oid = t.tgfoid
join pg_catalog.pg_namespace fn on fn.oid = f.pronamespace
where (n.nspname = 'public' or (n.nspname = 'storage' and c.relname = 'objects' and fn.nspname = 'public'))
  and not t.tgisinternal and fn.nspname <> 'standin_realtime'
union all
select 'table',
       pg_catalog.format('%I.%I', n.nspname, c.relname),
       pg_catalog.jsonb_build_object(
         'columns', (select pg_catalog.string_agg(pg_catalog.format('%I %s%s%s%s', a.attname, pg_catalog.format_type(a.atttypid, a.atttypmod),
                                                     case when a.attcollation <> t.typcollation then pg_catalog.format(' collate %s', a.attcollation::pg_catalog.regcollation) else '' end,
                                                     case when a.attgenerated = 's' then pg_catalog.format(' generated always as (%s) stored', pg_catalog.pg_get_expr(d.adbin, d.adrelid))
                                                          when d.adbin is not null then ' default ' || pg_catalog.pg_get_expr(d.adbin, d.adrelid) else '' end,
                                                     case when a.attnotnull then ' not null' else '' end), E'\n' order by a.attnum)
                     from pg_catalog.pg_attribute a
                     join pg_catalog.pg_type t on t.oid = a.atttypid
                     left join pg_catalog.pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
                     where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped),
         'row level security', case when c.relforcerowsecurity then 'forced' when c.relrowsecurity then 'enabled' else 'disabled' end,
         'grants', ${grantsOf("coalesce(c.relacl, pg_catalog.acldefault('r', c.relowner))")},
         'column grants', (select coalesce(pg_catalog.string_agg(pg_catalog.format('%I: %s', a.attname, g.grants), E'\n' order by a.attnum), '')
                           from pg_catalog.pg_attribute a
                           cross join lateral (select pg_catalog.string_agg(pg_catalog.format('%s %s', case when x.grantee = 0 then 'public' else x.grantee::pg_catalog.regrole::text end,
                                                                                              pg_catalog.lower(x.privilege_type)), ', ' order by x.grantee::pg_catalog.regrole::text, x.privilege_type) as grants
                                               from pg_catalog.aclexplode(a.attacl) x) g
                           where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attacl is not null),
         'comment', coalesce(pg_catalog.obj_description(c.oid, 'pg_class'), ''),
         'column comments', (select coalesce(pg_catalog.string_agg(pg_catalog.format('%I: %s', a.attname, pg_catalog.col_description(c.oid, a.attnum)), E'\n' order by a.attnum), '')
                             from pg_catalog.pg_attribute a
                             where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and pg_catalog.col_description(c.oid, a.attnum) is not null),
         'publications', (select coalesce(pg_catalog.string_agg(p.pubname, ', ' order by p.pubname), '')
                          from pg_catalog.pg_publication_rel r join pg_catalog.pg_publication p on p.oid = r.prpubid where r.prrelid = c.oid),
         'replica identity', c.relreplident::text)
from pg_catalog.pg_class c
join pg_catalog.pg_namespace n on n.oid = c.relnamespace
where n.nspname = 'public' and c.relkind in ('r', 'p')
union all
select 'constraint',
       pg_catalog.format('%I on %I.%I', k.conname, n.nspname, c.relname),
       pg_catalog.jsonb_build_object('definition', pg_catalog.pg_get_constraintdef(k.oid))
from pg_catalog.pg_constraint k
join pg_catalog.pg_class c on c.oid = k.conrelid
join pg_catalog.pg_namespace n on n.oid = c.relnamespace
-- Not-null constraints are the columns' own (PostgreSQL 18 names them; hosted versions do not).
where n.nspname = 'public' and k.contype <> 'n'
union all
select 'index',
       pg_catalog.format('%I.%I', n.nspname, ic.relname),
       pg_catalog.jsonb_build_object('definition', pg_catalog.pg_get_indexdef(i.indexrelid))
from pg_catalog.pg_index i
join pg_catalog.pg_class ic on ic.oid = i.indexrelid
join pg_catalog.pg_namespace n on n.oid = ic.relnamespace
where n.nspname = 'public'
  and not exists (select from pg_catalog.pg_constraint k where k.conindid = i.indexrelid and k.conrelid = i.indrelid)
`;

const DROP: Record<ObjectKind, (name: string) => string> = {
  function: (name) => `drop function if exists ${name};`,
  view: (name) => `drop view if exists ${name};`,
  policy: (name) => `drop policy if exists ${name};`,
  trigger: (name) => `drop trigger if exists ${name};`,
  table: (name) => `drop table if exists ${name};`,
  constraint: (name) => {
    const [, constraint, table] = /^(.*) on (.*)$/.exec(name) ?? [];
    return `alter table if exists ${table} drop constraint if exists ${constraint};`;
  },
  index: (name) => `drop index if exists ${name};`,
};

/** The managed objects as the database has them now. */
export async function takeSnapshot(client: pg.ClientBase): Promise<Snapshot> {
  const { rows: saved } = await client.query<{ search_path: string }>(`select current_setting('search_path') as search_path`);
  await client.query(`select set_config('search_path', '', false)`);
  let rows: Array<{ kind: ObjectKind; name: string; parts: Record<string, string> }>;
  try {
    ({ rows } = await client.query(SNAPSHOT_SQL));
  } finally {
    // In a transaction the query failed, the rollback restores it anyway: this one must not hide the error.
    await client.query(`select set_config('search_path', $1, false)`, [saved[0]?.search_path ?? '']).catch(() => undefined);
  }
  const snapshot: Snapshot = new Map();
  for (const { kind, name, parts } of rows) {
    const key = `${kind} ${name}`;
    snapshot.set(key, { key, kind, parts, drop: DROP[kind](name) });
  }
  return snapshot;
}

// ---------------------------------------------------------------------------------------------------------------
// The schema files, statement by statement.

export interface Statement {
  /** The file, relative to the project root, e.g. supabase/schemas/05_leads.sql. */
  file: string;
  /** Line of the statement's first line of code. */
  line: number;
  /** The statement with the `--` comment lines directly above it, ending with its semicolon. */
  text: string;
}

export interface SchemaFile {
  path: string;
  statements: Statement[];
}

/** Length of a dollar-quote tag (`$$`, `$body$`) starting at `at`, or 0. */
function dollarTag(sql: string, at: number): number {
  if (at > 0 && /[\w$]/.test(sql[at - 1] ?? '')) return 0; // `$` inside an identifier or a `$1` parameter
  const match = /^\$(?:[A-Za-z_\u0080-\uffff][\w\u0080-\uffff]*)?\$/.exec(sql.slice(at, at + 64));
  return match ? match[0].length : 0;
}

/** Where the code of a chunk starts: after the whitespace and comments that lead it. */
function codeStart(chunk: string): number {
  let at = 0;
  for (;;) {
    const rest = chunk.slice(at);
    const space = /^\s+/.exec(rest);
    if (space) at += space[0].length;
    else if (rest.startsWith('--')) at += rest.includes('\n') ? rest.indexOf('\n') + 1 : rest.length;
    else if (rest.startsWith('/*')) at += rest.includes('*/') ? rest.indexOf('*/') + 2 : rest.length;
    else return at;
  }
}

/**
 * Splits SQL into statements at the semicolons that are code: not in a string, a quoted identifier, a dollar-quoted
 * body or a comment. Each statement keeps the `--` lines directly above it (up to a blank line), which say why.
 */
export function splitStatements(sql: string, file = ''): Statement[] {
  const statements: Statement[] = [];
  let start = 0;
  let at = 0;
  const finish = (end: number) => {
    const chunk = sql.slice(start, end);
    const code = codeStart(chunk);
    if (code < chunk.length) {
      const lead = chunk.slice(0, code).split('\n').slice(0, -1);
      const comments: string[] = [];
      for (let i = lead.length - 1; i >= 0 && /^\s*--/.test(lead[i] ?? ''); i--) comments.unshift(lead[i] as string);
      const line = sql.slice(0, start + code).split('\n').length;
      statements.push({ file, line, text: [...comments, chunk.slice(code).trimEnd()].join('\n') });
    }
    start = end;
  };
  while (at < sql.length) {
    const char = sql[at];
    const next = sql[at + 1];
    if (char === '-' && next === '-') {
      const end = sql.indexOf('\n', at);
      at = end === -1 ? sql.length : end + 1;
    } else if (char === '/' && next === '*') {
      let depth = 1;
      at += 2;
      while (at < sql.length && depth > 0) {
        const opens = sql.startsWith('/*', at);
        const closes = sql.startsWith('*/', at);
        depth += opens ? 1 : closes ? -1 : 0;
        at += opens || closes ? 2 : 1;
      }
    } else if (char === "'" || char === '"') {
      // E'…' strings take backslash escapes; elsewhere a doubled quote is the only escape.
      const escapes = char === "'" && /[eE]/.test(sql[at - 1] ?? '') && !/[\w$]/.test(sql[at - 2] ?? '');
      at++;
      while (at < sql.length) {
        if (escapes && sql[at] === '\\') at += 2;
        else if (sql[at] === char && sql[at + 1] === char) at += 2;
        else if (sql[at] === char) break;
        else at++;
      }
      at++;
    } else if (char === '$' && dollarTag(sql, at)) {
      const tag = sql.slice(at, at + dollarTag(sql, at));
      const end = sql.indexOf(tag, at + tag.length);
      at = end === -1 ? sql.length : end + tag.length;
    } else if (char === ';') {
      at++;
      finish(at);
    } else {
      at++;
    }
  }
  finish(sql.length);
  return statements;
}

/** Every .sql file of supabase/schemas/, in file-name order: the order they are applied in. */
export function readSchemaFiles(dir = SCHEMAS_DIR): SchemaFile[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => {
      const path = join(dir, name);
      return { path, statements: splitStatements(readFileSync(path, 'utf8'), relative(PROJECT_ROOT, path)) };
    });
}

// ---------------------------------------------------------------------------------------------------------------
// Comparing.

export interface Difference {
  key: string;
  /** changed: both define it, differently; undeclared: the database has it, supabase/schemas/ does not; new: the reverse. */
  change: 'changed' | 'undeclared' | 'new';
  /** For a changed object, the parts that differ (definition, grants, comment, roles, using, …). */
  parts: string[];
}

export function compareSnapshots(database: Snapshot, declared: Snapshot): Difference[] {
  const differences: Difference[] = [];
  for (const [key, object] of database) {
    const other = declared.get(key);
    if (!other) {
      differences.push({ key, change: 'undeclared', parts: [] });
      continue;
    }
    const names = [...new Set([...Object.keys(object.parts), ...Object.keys(other.parts)])];
    const parts = names.filter((name) => object.parts[name] !== other.parts[name]);
    if (parts.length) differences.push({ key, change: 'changed', parts });
  }
  for (const key of declared.keys()) if (!database.has(key)) differences.push({ key, change: 'new', parts: [] });
  return differences.sort((a, b) => a.key.localeCompare(b.key));
}

/** One line per difference, naming the object, for the test's message and the script's output. */
export function describeDifference({ key, change, parts }: Difference): string {
  if (change === 'undeclared') return `${key}: in the database, not in supabase/schemas/`;
  if (change === 'new') return `${key}: in supabase/schemas/, not in the database`;
  return `${key}: differs in ${parts.join(', ')}`;
}

// ---------------------------------------------------------------------------------------------------------------
// The comparison itself.

export interface AppliedStatement extends Statement {
  /** The managed objects this statement created or changed, when applied after every managed object was dropped. */
  keys: string[];
}

export interface Comparison {
  /** The managed objects as the migrations made them. */
  database: Snapshot;
  /** The managed objects as supabase/schemas/ makes them. */
  declared: Snapshot;
  differences: Difference[];
  /** With `attribute`: every statement of the schema files and the objects it made. */
  statements: AppliedStatement[];
}

export interface CompareOptions {
  /** The schema files to apply (default: those of supabase/schemas/). */
  files?: SchemaFile[];
  /** Note which objects each statement made (a snapshot after every statement: slower). */
  attribute?: boolean;
}

/** A failing statement as `file:line: message`, so the person at the terminal can go to it. */
export class SchemaFileError extends Error {
  constructor(statement: Statement, cause: unknown) {
    const { message, hint } = cause as pg.DatabaseError;
    super(`${statement.file}:${statement.line}: ${message}${hint ? ` (hint: ${hint})` : ''}`, { cause });
    this.name = 'SchemaFileError';
  }
}

async function dropManagedObjects(client: pg.ClientBase, snapshot: Snapshot): Promise<void> {
  const objects = [...snapshot.values()];
  const of = (kind: ObjectKind) => objects.filter((object) => object.kind === kind);
  // Dependents first. Cascade only removes what the comparison ignores (for example a column default that calls a
  // function), and the transaction is rolled back anyway.
  const drops = [
    ...of('trigger').map((object) => object.drop),
    ...of('policy').map((object) => object.drop),
    ...of('view').map((object) => object.drop.replace(/;$/, ' cascade;')),
    // The tables together: their constraints, indexes and the publication's hold on them go with them.
    ...(of('table').length ? [`drop table ${of('table').map((object) => object.key.slice('table '.length)).join(', ')} cascade;`] : []),
    ...of('function').map((object) => object.drop.replace(/;$/, ' cascade;')),
  ];
  if (drops.length) await client.query(drops.join('\n'));
}

/**
 * The registries whose rows make policies and triggers (decision 099): the rows are data, which the migrations
 * insert, so the comparison keeps them and puts them back as soon as the files have made their table again, before
 * the files' `select public.attach_…(…) from …` attaches what each row asks for.
 */
const REGISTRIES = ['lead_sources', 'content_types'];
const savedRows = (registry: string) => `pg_temp.saved_${registry}`;

/** Whether a statement removes something (`drop policy if exists …`): applied to a clean slate, it changes nothing. */
export const isDrop = (statement: Statement): boolean => /^drop\s/i.test(statement.text.slice(codeStart(statement.text)));

/**
 * Compares supabase/schemas/ with the database `client` is connected to (whose migrations are all applied), in one
 * transaction that is rolled back whatever happens: nothing is left behind, even when a statement fails.
 */
export async function compareWithSchemaFiles(client: pg.ClientBase, options: CompareOptions = {}): Promise<Comparison> {
  const files = options.files ?? readSchemaFiles();
  await client.query('begin');
  try {
    // Functions are created in file order, some before the functions they call; a lock held elsewhere fails the
    // comparison instead of hanging it.
    await client.query(`set local check_function_bodies = off; set local lock_timeout = '10s'`);
    const database = await takeSnapshot(client);
    for (const registry of REGISTRIES) await client.query(`create temporary table ${savedRows(registry)} on commit drop as select * from public.${registry}`);
    await dropManagedObjects(client, database);
    const statements: AppliedStatement[] = [];
    let before: Snapshot = new Map();
    for (const statement of files.flatMap((file) => file.statements)) {
      try {
        await client.query(statement.text);
        const registry = REGISTRIES.find((name) => new RegExp(`^create table public\\.${name} \\(`, 'm').test(statement.text));
        if (registry) await client.query(`insert into public.${registry} select * from ${savedRows(registry)}`);
      } catch (error) {
        throw new SchemaFileError(statement, error);
      }
      if (!options.attribute) continue;
      const after = await takeSnapshot(client);
      let keys = compareSnapshots(before, after).map((difference) => difference.key);
      // A statement that changed nothing (a grant the object already had) goes with the object defined just above.
      const previous = statements.at(-1);
      if (!keys.length && !isDrop(statement) && previous?.file === statement.file) keys = previous.keys;
      statements.push({ ...statement, keys });
      before = after;
    }
    // A `drop … if exists` (a no-op here, everything being dropped) goes with the statement that re-creates it.
    for (let i = statements.length - 2; i >= 0; i--) {
      const [statement, next] = [statements[i] as AppliedStatement, statements[i + 1] as AppliedStatement];
      if (!statement.keys.length && isDrop(statement) && next.file === statement.file) statement.keys = next.keys;
    }
    const declared = await takeSnapshot(client);
    return { database, declared, differences: compareSnapshots(database, declared), statements };
  } finally {
    await client.query('rollback');
  }
}
