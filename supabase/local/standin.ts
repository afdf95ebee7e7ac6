import { rmSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import type { Duplex } from 'node:stream';
import {
  defaultLocalDir,
  LOCAL_ANON_KEY,
  LOCAL_JWT_SECRET,
  LOCAL_SERVICE_ROLE_KEY,
  PROJECT_ROOT,
  StandInError,
} from './context.ts';
import { demoAccounts, prepareDatabase, type DatabaseReport, type DemoAccount } from './database.ts';
import { acquireLock, busyMessage, liveOwner } from './lock.ts';
import { freePort, PortInUseError } from './ports.ts';
import { startPostgres, stopOrphan, SUPERUSER_PASSWORD, type PostgresServer } from './postgres.ts';
import { startPostgrest, type Postgrest } from './rest/postgrest.ts';
import { serviceFor, type Service, type ServiceContext } from './service.ts';
import { SERVICES } from './services.ts';

/**
 * The local stand-in for Supabase: PostgreSQL and PostgREST, and the services of services.ts (PostgREST
 * behind /rest/v1, our GoTrue subset behind /auth/v1, realtime behind /realtime/v1/websocket, edge
 * functions behind /functions/v1), all answered by `handle` / `handleUpgrade` on whatever HTTP server
 * mounts them (the Vite dev and preview servers).
 */

export const DEFAULT_PG_PORT = 54322; // the Supabase CLI's database port

export interface StandInOptions {
  /** Where the stand-in keeps its state (the cluster is `<dataDir>/db`). Default: $SUPABASE_LOCAL_DIR or `.local`. */
  dataDir?: string;
  /** PostgreSQL port. Default: $SUPABASE_LOCAL_PG_PORT or 54322; 0 picks a free one. */
  pgPort?: number;
  /** Rebuild the database from scratch (migrations and seed) before starting. */
  reset?: boolean;
  /** false for throwaway clusters (tests): PostgreSQL skips fsync. Default true. */
  durable?: boolean;
  /** Repository root. Default: the root of this checkout. */
  rootDir?: string;
  /** Folder with migrations/ and seed.sql. Default: `<rootDir>/supabase`. */
  supabaseDir?: string;
  log?: (msg: string) => void;
}

export interface StandIn {
  /** Answers requests under a service's prefix; anything else goes to `next` (or 404). */
  handle(req: IncomingMessage, res: ServerResponse, next?: () => void): void;
  /** Takes WebSocket upgrades for services that have them (/realtime/v1); returns false for any other path (e.g. Vite's HMR socket). */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /** Superuser URL of the local database. */
  dbUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  jwtSecret: string;
  localDir: string;
  demoAccounts: DemoAccount[];
  /** Tells the stand-in the site origin once the server listens (JWT issuer, functions' SUPABASE_URL). */
  setPublicUrl(origin: string): void;
  stop(): Promise<void>;
}


function defaultPgPort(): number {
  const fromEnv = Number(process.env.SUPABASE_LOCAL_PG_PORT);
  return Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : DEFAULT_PG_PORT;
}

/** Starts something on a port; when we chose the port ourselves and it was taken meanwhile, tries another. */
async function withPort<T>(fixed: number, start: (port: number) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await start(fixed || (await freePort()));
    } catch (error) {
      if (fixed || !(error instanceof PortInUseError) || attempt === 3) throw error;
    }
  }
}

function notFound(res: ServerResponse): void {
  res.writeHead(404, { 'Content-Type': 'application/json' }).end(JSON.stringify({ message: 'Not found' }));
}

interface Resolved {
  rootDir: string;
  localDir: string;
  supabaseDir: string;
  log: (msg: string) => void;
}

function resolveOptions(options: StandInOptions): Resolved {
  const rootDir = options.rootDir ?? PROJECT_ROOT;
  return {
    rootDir,
    localDir: options.dataDir ? resolve(options.dataDir) : defaultLocalDir(rootDir),
    supabaseDir: options.supabaseDir ?? join(rootDir, 'supabase'),
    log: options.log ?? ((msg: string) => console.log(`[supabase] ${msg}`)),
  };
}

/** Starts PostgreSQL on the state directory's cluster (rebuilt first on reset) and brings the schema up to date. */
async function openDatabase(options: StandInOptions, resolved: Resolved, pgPort: number, onStarted: (pg: PostgresServer) => void) {
  const dataDir = join(resolved.localDir, 'db');
  if (options.reset) rmSync(dataDir, { recursive: true, force: true });
  const postgres = await withPort(pgPort, (port) =>
    startPostgres({
      dataDir,
      port,
      durable: options.durable ?? true,
      templateDir: join(resolved.rootDir, '.local', 'cluster-template'),
      logFile: join(resolved.localDir, 'postgres.log'),
      log: resolved.log,
    }),
  );
  onStarted(postgres);
  const report = await prepareDatabase({ url: postgres.url(), supabaseDir: resolved.supabaseDir, log: resolved.log });
  const applied = report.applied.length ? `applied ${report.applied.length} migration(s)` : 'migrations up to date';
  resolved.log(`Database on port ${postgres.port}: ${applied}${report.seeded ? ', seeded' : ''}.`);
  return { postgres, report };
}

/**
 * Runs `task` against the local database without the rest of the stand-in (for the CLI): the running dev
 * server's database if there is one, otherwise a PostgreSQL started for the occasion on a free port.
 * A reset refuses while a dev server uses the data.
 */
export async function withLocalDatabase<T>(
  options: StandInOptions,
  task: (db: { dbUrl: string; report?: DatabaseReport }) => Promise<T>,
): Promise<T> {
  const resolved = resolveOptions(options);
  const owner = liveOwner(resolved.localDir);
  if (owner?.dbUrl && !options.reset) return task({ dbUrl: owner.dbUrl });
  if (owner) throw new StandInError(`Cannot reset now. ${busyMessage(resolved.localDir, owner)}`);
  const lock = await acquireLock(resolved.localDir, resolved.log);
  let postgres: PostgresServer | undefined;
  const onExit = () => {
    postgres?.stopNow();
    lock.release();
  };
  process.on('exit', onExit);
  try {
    const opened = await openDatabase(options, resolved, options.pgPort ?? 0, (started) => {
      postgres = started;
      lock.update({ postgresPid: started.pid });
    });
    return await task({ dbUrl: opened.postgres.url(), report: opened.report });
  } finally {
    await postgres?.stop();
    lock.release();
    process.off('exit', onExit);
  }
}

/**
 * Removes a state directory nobody uses any more (a test run that died, or one kept for inspection),
 * stopping any PostgreSQL or PostgREST it left running. Returns false when a live process owns it.
 */
export async function removeAbandonedState(localDir: string, log: (msg: string) => void): Promise<boolean> {
  if (liveOwner(localDir)) return false;
  const lock = await acquireLock(localDir, log); // stops a dead owner's PostgREST
  try {
    await stopOrphan(join(localDir, 'db'), log);
  } finally {
    lock.release();
  }
  rmSync(localDir, { recursive: true, force: true });
  return true;
}

export async function startStandIn(options: StandInOptions = {}): Promise<StandIn> {
  const startedAt = performance.now();
  const resolved = resolveOptions(options);
  const { rootDir, localDir, log } = resolved;
  const lock = await acquireLock(localDir, log);

  let postgres: PostgresServer | undefined;
  let postgrest: Postgrest | undefined;
  const closers: Array<() => Promise<void>> = [];
  // A hard exit (process.exit, an uncaught error) cannot wait, but it can still ask the servers to go.
  const onExit = () => {
    postgrest?.stopNow();
    postgres?.stopNow();
    lock.release();
  };
  process.on('exit', onExit);

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      for (const close of closers.reverse()) await close().catch((error: Error) => log(`while stopping: ${error.message}`));
      await postgrest?.stop();
      await postgres?.stop();
      lock.release();
      process.off('exit', onExit);
    })());

  try {
    const opened = await openDatabase(options, resolved, options.pgPort ?? defaultPgPort(), (started) => {
      postgres = started;
      lock.update({ postgresPid: started.pid });
    });
    const dbUrl = opened.postgres.url();
    lock.update({ dbUrl });
    const dbPort = opened.postgres.port;
    postgrest = await withPort(0, (port) =>
      startPostgrest({
        rootDir,
        dbUri: `postgresql://authenticator:${SUPERUSER_PASSWORD}@127.0.0.1:${dbPort}/postgres`,
        jwtSecret: LOCAL_JWT_SECRET,
        port,
        logFile: join(localDir, 'postgrest.log'),
      }),
    );
    lock.update({ postgrestPid: postgrest.pid });

    let publicUrl = '';
    const ctx: ServiceContext = {
      dbUrl,
      jwtSecret: LOCAL_JWT_SECRET,
      anonKey: LOCAL_ANON_KEY,
      serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
      publicUrl: () => publicUrl,
      rootDir,
      localDir,
      log,
      postgrestPort: postgrest.port,
    };
    const services: Service[] = [];
    for (const start of SERVICES) {
      const service = await start(ctx);
      services.push(service);
      closers.push(() => service.close());
    }
    const accounts = await demoAccounts(dbUrl);
    log(`Stand-in ready in ${((performance.now() - startedAt) / 1000).toFixed(1)} s.`);

    return {
      handle(req, res, next) {
        const service = serviceFor(services, req.url ?? '/');
        if (service?.handle) return service.handle(req, res);
        if (next && !service) return next();
        notFound(res);
      },
      handleUpgrade(req, socket, head) {
        const service = serviceFor(services, req.url ?? '/');
        if (!service?.handleUpgrade) return false;
        service.handleUpgrade(req, socket, head);
        return true;
      },
      dbUrl,
      anonKey: LOCAL_ANON_KEY,
      serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
      jwtSecret: LOCAL_JWT_SECRET,
      localDir,
      demoAccounts: accounts,
      setPublicUrl(origin) {
        publicUrl = origin.replace(/\/+$/, '');
        lock.update({ url: publicUrl });
        for (const service of services) service.onPublicUrl?.(publicUrl);
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
