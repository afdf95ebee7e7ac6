import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { displayPath, StandInError } from './context.ts';

/**
 * Brings the local database up to date: what hosted Supabase already has (bootstrap.sql), then every
 * migration not applied yet, in filename order, tracked like the CLI does in
 * supabase_migrations.schema_migrations, then the seed once (tracked in supabase_migrations.seed_files).
 */

// What hosted has before any migration: roles, auth (bootstrap.sql), then Storage's and Realtime's own schemas.
const BOOTSTRAP_FILES = ['./bootstrap.sql', './storage/schema.sql', './realtime/schema.sql'].map((file) =>
  fileURLToPath(new URL(file, import.meta.url)),
);

const TRACKING_SQL = `
  create schema if not exists supabase_migrations;
  create table if not exists supabase_migrations.schema_migrations (version text primary key, statements text[], name text);
  create table if not exists supabase_migrations.seed_files (path text primary key, hash text not null);
`;

export interface DatabaseReport {
  /** Migration files applied by this run. */
  applied: string[];
  seeded: boolean;
}

interface Options {
  /** Superuser URL of the database to prepare. */
  url: string;
  /** The folder holding migrations/ and seed.sql. */
  supabaseDir: string;
  log: (msg: string) => void;
}

interface SqlFile {
  path: string;
  sql: string;
}

/** Turns a PostgreSQL error into "file:line: message", pointing at the statement that failed. */
function sqlFileError(file: SqlFile, error: unknown): StandInError {
  const { message, position, hint } = error as pg.DatabaseError;
  const line = position ? file.sql.slice(0, Number(position) - 1).split('\n').length : undefined;
  const where = line ? `${displayPath(file.path)}:${line}` : displayPath(file.path);
  return new StandInError(`${where}: ${message}${hint ? ` (hint: ${hint})` : ''}`);
}

async function runFile(client: pg.Client, file: SqlFile, record: () => Promise<unknown>): Promise<void> {
  await client.query('begin');
  try {
    await client.query(file.sql);
  } catch (error) {
    await client.query('rollback');
    throw sqlFileError(file, error);
  }
  await record();
  await client.query('commit');
}

function migrationFiles(supabaseDir: string): SqlFile[] {
  const dir = join(supabaseDir, 'migrations');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort()
    .map((name) => ({ path: join(dir, name), sql: readFileSync(join(dir, name), 'utf8') }));
}

/** `20250101000000_init.sql` → version `20250101000000`, name `init` (the CLI's convention). */
function versionAndName(path: string): [string, string] {
  const base = path.slice(path.lastIndexOf('/') + 1, -'.sql'.length);
  const cut = base.indexOf('_');
  return cut === -1 ? [base, ''] : [base.slice(0, cut), base.slice(cut + 1)];
}

async function applyMigrations(client: pg.Client, options: Options): Promise<string[]> {
  const { rows } = await client.query<{ version: string; statements: string[] | null }>(
    'select version, statements from supabase_migrations.schema_migrations',
  );
  const applied = new Map(rows.map((row) => [row.version, row.statements?.[0]]));
  const done: string[] = [];
  for (const file of migrationFiles(options.supabaseDir)) {
    const [version, name] = versionAndName(file.path);
    if (applied.has(version)) {
      if (applied.get(version) !== file.sql) {
        options.log(`${displayPath(file.path)} changed after it was applied here; run \`npm run db:reset\` to rebuild.`);
      }
      continue;
    }
    await runFile(client, file, () =>
      client.query('insert into supabase_migrations.schema_migrations (version, statements, name) values ($1, $2, $3)', [
        version,
        [file.sql],
        name,
      ]),
    );
    done.push(displayPath(file.path));
  }
  return done;
}

async function applySeed(client: pg.Client, options: Options): Promise<boolean> {
  const path = join(options.supabaseDir, 'seed.sql');
  if (!existsSync(path)) return false;
  const file = { path, sql: readFileSync(path, 'utf8') };
  const hash = createHash('sha256').update(file.sql).digest('hex');
  const key = 'supabase/seed.sql';
  const { rows } = await client.query<{ hash: string }>('select hash from supabase_migrations.seed_files where path = $1', [key]);
  if (rows[0]) {
    if (rows[0].hash !== hash) options.log('supabase/seed.sql changed after it was applied here; run `npm run db:reset` to re-seed.');
    return false;
  }
  await runFile(client, file, () =>
    client.query('insert into supabase_migrations.seed_files (path, hash) values ($1, $2)', [key, hash]),
  );
  return true;
}

export async function prepareDatabase(options: Options): Promise<DatabaseReport> {
  const client = new pg.Client({ connectionString: options.url });
  await client.connect();
  try {
    for (const path of BOOTSTRAP_FILES) await runFile(client, { path, sql: readFileSync(path, 'utf8') }, async () => undefined);
    await client.query(TRACKING_SQL);
    const applied = await applyMigrations(client, options);
    const seeded = await applySeed(client, options);
    // PostgREST, if already running, picks up the new schema.
    await client.query(`notify pgrst, 'reload schema'`);
    return { applied, seeded };
  } finally {
    await client.end();
  }
}

export interface DemoAccount {
  email: string;
  role: string;
}

/** The seeded users with their user_profiles role, for the start-up banner. */
export async function demoAccounts(url: string): Promise<DemoAccount[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const hasProfiles = (await client.query(`select to_regclass('public.user_profiles') is not null as ok`)).rows[0].ok;
    const { rows } = await client.query<DemoAccount>(
      hasProfiles
        ? `select u.email, coalesce(p.role::text, '(no profile)') as role
             from auth.users u left join public.user_profiles p on p.id = u.id
            order by array_position(array['admin', 'editor', 'reviewer'], p.role::text), p.role is null, u.email`
        : `select email, '' as role from auth.users order by created_at, email`,
    );
    return rows;
  } finally {
    await client.end();
  }
}
