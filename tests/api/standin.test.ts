import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY, LOCAL_JWT_SECRET, LOCAL_SERVICE_ROLE_KEY, StandInError } from '../../supabase/local/context.ts';
import { signJwt } from '../../supabase/local/jwt.ts';
import type { LockOwner } from '../../supabase/local/lock.ts';
import { isAlive } from '../../supabase/local/processes.ts';
import { startStandIn, type StandIn, type StandInOptions } from '../../supabase/local/standin.ts';
import { runDir } from '../support/stack';

/**
 * How the stand-in behaves as a process: migrations tracked across restarts, the seed applied once, one
 * owner per data directory, nothing left running after stop or after its owner is killed, clear errors.
 * Each test uses its own data directory and a tiny schema of its own (not the app's).
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const workDir = join(runDir(), 'stand-in-tests');
const running: StandIn[] = [];

afterAll(async () => {
  await Promise.all(running.map((standIn) => standIn.stop()));
});

function fixture(name: string, files: Record<string, string>): string {
  const dir = join(workDir, name, 'supabase');
  mkdirSync(dir, { recursive: true });
  for (const [path, sql] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), sql);
  }
  return dir;
}

async function start(name: string, supabaseDir: string, extra: StandInOptions = {}): Promise<StandIn> {
  const standIn = await startStandIn({ dataDir: join(workDir, name, 'state'), supabaseDir, pgPort: 0, durable: false, log: () => undefined, ...extra });
  running.push(standIn);
  return standIn;
}

async function stop(standIn: StandIn): Promise<void> {
  running.splice(running.indexOf(standIn), 1);
  await standIn.stop();
}

async function query<T>(standIn: StandIn, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: standIn.dbUrl });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

function lockOf(name: string): LockOwner {
  return JSON.parse(readFileSync(join(workDir, name, 'state', 'stand-in.lock.json'), 'utf8')) as LockOwner;
}

const numbers = (standIn: StandIn) => query<{ n: number }>(standIn, 'select n from public.numbers order by n').then((rows) => rows.map((row) => row.n));

describe('database lifecycle', () => {
  it('applies only new migrations on restart, seeds once, and rebuilds everything on reset', async () => {
    const supabaseDir = fixture('lifecycle', {
      'migrations/20260101000000_numbers.sql': 'create table public.numbers (n int primary key);\ninsert into public.numbers values (1);',
      'seed.sql': 'insert into public.numbers values (100);',
    });
    let standIn = await start('lifecycle', supabaseDir);
    expect(await numbers(standIn)).toEqual([1, 100]);
    await query(standIn, 'insert into public.numbers values (7)');
    await stop(standIn);

    writeFileSync(join(supabaseDir, 'migrations/20260102000000_two.sql'), 'insert into public.numbers values (2);');
    standIn = await start('lifecycle', supabaseDir);
    expect(await numbers(standIn)).toEqual([1, 2, 7, 100]);
    expect(await query(standIn, 'select version, name from supabase_migrations.schema_migrations order by version')).toEqual([
      { version: '20260101000000', name: 'numbers' },
      { version: '20260102000000', name: 'two' },
    ]);
    await stop(standIn);

    standIn = await start('lifecycle', supabaseDir, { reset: true });
    expect(await numbers(standIn)).toEqual([1, 2, 100]);
    await stop(standIn);
  });

  it('creates what hosted Supabase has before the migrations run', async () => {
    const standIn = await start('bootstrap', fixture('bootstrap', {}));

    const [row] = await query<Record<string, unknown>>(
      standIn,
      `select (select array_agg(rolname::text order by rolname) from pg_roles
                where rolname in ('anon', 'authenticated', 'service_role', 'authenticator')) as roles,
              (select rolbypassrls from pg_roles where rolname = 'service_role') as service_bypasses_rls,
              (select count(*)::int from pg_publication where pubname = 'supabase_realtime') as publications,
              (select extnamespace::regnamespace::text from pg_extension where extname = 'pgcrypto') as pgcrypto_schema`,
    );
    const [uid] = await query<{ uid: string }>(
      standIn,
      `select set_config('request.jwt.claims', '{"sub":"5eed0000-0000-4000-8000-0000000000aa","role":"authenticated"}', false),
              auth.uid()::text as uid`,
    );

    expect(row).toEqual({
      roles: ['anon', 'authenticated', 'authenticator', 'service_role'],
      service_bypasses_rls: true,
      publications: 1,
      pgcrypto_schema: 'extensions',
    });
    expect(uid?.uid).toBe('5eed0000-0000-4000-8000-0000000000aa');
    await stop(standIn);
  });

  it('names the file and line of a failing migration, and leaves nothing running', async () => {
    const supabaseDir = fixture('broken', { 'migrations/20260101000000_bad.sql': 'create table public.ok (n int);\n\ncreate tabel public.oops (n int);' });

    const failure = start('broken', supabaseDir);

    await expect(failure).rejects.toBeInstanceOf(StandInError);
    await expect(failure).rejects.toThrow(/20260101000000_bad\.sql:3: syntax error at or near "tabel"/);
    const fixed = fixture('broken', { 'migrations/20260101000000_bad.sql': 'create table public.ok (n int);' });
    await stop(await start('broken', fixed));
  });
});

describe('one owner per data directory', () => {
  it('refuses a second stand-in, and `db:reset`, while one runs', async () => {
    const supabaseDir = fixture('owner', {});
    const first = await start('owner', supabaseDir);

    await expect(start('owner', supabaseDir)).rejects.toThrow(/is in use by .*\(pid \d+.*\)\. Stop that first/);
    const reset = spawnSync(process.execPath, [join(ROOT, 'supabase/local/cli.ts'), 'reset'], {
      env: { ...process.env, SUPABASE_LOCAL_DIR: join(workDir, 'owner', 'state') },
      encoding: 'utf8',
    });

    expect(reset.status).toBe(1);
    expect(reset.stderr.trim()).toMatch(/^Cannot reset now\. The local Supabase data in .* is in use by .*\. Stop that first.*\.$/);
    await stop(first);
  });

  it('after its owner is killed outright, the next start stops the leftovers and starts cleanly', async () => {
    const supabaseDir = fixture('killed', {});
    const script = join(workDir, 'killed', 'owner.ts');
    writeFileSync(
      script,
      `import { startStandIn } from ${JSON.stringify(join(ROOT, 'supabase/local/standin.ts'))};
       await startStandIn({ dataDir: ${JSON.stringify(join(workDir, 'killed', 'state'))}, supabaseDir: ${JSON.stringify(supabaseDir)},
                            pgPort: 0, durable: false, log: () => undefined });
       console.log('ready');
       setInterval(() => undefined, 1000);`,
    );
    const owner = spawn(process.execPath, [script], { stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise((resolve, reject) => {
      owner.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve(undefined));
      owner.once('exit', () => reject(new Error('the owner process exited before it was ready')));
    });
    const { postgresPid, postgrestPid } = lockOf('killed');
    owner.kill('SIGKILL');
    await new Promise((resolve) => owner.once('exit', resolve));
    expect(isAlive(Number(postgresPid)) && isAlive(Number(postgrestPid))).toBe(true);

    const next = await start('killed', supabaseDir);

    expect(isAlive(Number(postgresPid))).toBe(false);
    expect(isAlive(Number(postgrestPid))).toBe(false);
    const { postgresPid: newPostgres, postgrestPid: newPostgrest } = lockOf('killed');
    await stop(next);
    expect(isAlive(Number(newPostgres))).toBe(false);
    expect(isAlive(Number(newPostgrest))).toBe(false);
  });
});

describe('keys', () => {
  it('the demo anon and service_role keys are the Supabase CLI’s, signed with the local JWT secret', () => {
    expect(signJwt({ iss: 'supabase-demo', role: 'anon', exp: 1983812996 }, LOCAL_JWT_SECRET)).toBe(LOCAL_ANON_KEY);
    expect(signJwt({ iss: 'supabase-demo', role: 'service_role', exp: 1983812996 }, LOCAL_JWT_SECRET)).toBe(LOCAL_SERVICE_ROLE_KEY);
  });
});
