import type { Server as HttpServer } from 'node:http';
import type { Http2SecureServer } from 'node:http2';
import { join, resolve } from 'node:path';
import type { Connect, Logger, Plugin, ResolvedConfig } from 'vite';
import { defaultLocalDir, displayPath, PROJECT_ROOT, StandInError } from './context.ts';
import { isPortFree } from './ports.ts';
import { privateFileGuard } from './private-files.ts';
import type { StandIn } from './standin.ts';

/**
 * Starts the local Supabase stand-in inside the Vite dev and preview servers, on their own origin, unless
 * VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY are set (then the app talks to that hosted project).
 * Either way, neither server serves the stand-in's state, `.env*`, key files or `.git` (private-files.ts).
 */

export interface LocalSupabaseOptions {
  /** Serve an already started stand-in (the integration tests' global setup) instead of starting one; it is not stopped on close. */
  standIn?: StandIn;
}

interface ServerLike {
  config: ResolvedConfig;
  middlewares: Connect.Server;
  httpServer: HttpServer | Http2SecureServer | null;
  printUrls(): void;
}

/**
 * The stand-in this process runs, shared across Vite's in-process restarts (editing vite.config.ts
 * re-imports this module and creates the new server before closing the old one).
 */
interface Shared {
  standIn: Promise<StandIn>;
  users: number;
}
const SHARED = Symbol.for('chennai-outdoor-media.local-supabase');
const registry = globalThis as typeof globalThis & { [SHARED]?: Shared };

function usesHostedProject(config: ResolvedConfig): boolean {
  return Boolean(config.env.VITE_SUPABASE_URL && config.env.VITE_SUPABASE_ANON_KEY);
}

/** Vite reports a taken port with a stack trace; check first and say it in one sentence. */
async function assertPortFree(config: ResolvedConfig, kind: 'dev' | 'preview'): Promise<void> {
  const options = kind === 'dev' ? config.server : config.preview;
  const port = options.port ?? (kind === 'dev' ? 5173 : 4173);
  if (!options.strictPort) return;
  const host = typeof options.host === 'string' ? options.host : options.host ? undefined : 'localhost';
  if (!(await isPortFree(port, host))) {
    const command = kind === 'dev' ? 'npm start' : 'npm run preview';
    throw new StandInError(
      `Port ${port} is already in use (is \`${command}\` already running?). ` +
        `Stop the other server, or pick another port: \`${command} -- --port <port>\`.`,
    );
  }
}

async function acquire(logger: Logger): Promise<StandIn> {
  const shared = registry[SHARED];
  if (shared) {
    shared.users += 1;
    return shared.standIn;
  }
  const { startStandIn } = await import('./standin.ts');
  const standIn = startStandIn({ log: (msg) => logger.info(`  [supabase] ${msg}`) });
  registry[SHARED] = { standIn, users: 1 };
  try {
    await standIn;
  } catch (error) {
    delete registry[SHARED];
    throw error;
  }
  // Ctrl-C or a closed terminal: stop PostgreSQL and PostgREST before leaving (Vite itself handles SIGTERM).
  process.on('SIGINT', onSignal);
  process.on('SIGHUP', onSignal);
  return standIn;
}

let leaving = false;

function onSignal(signal: NodeJS.Signals): void {
  const code = signal === 'SIGINT' ? 130 : 129;
  // A second Ctrl-C while stopping leaves at once; the stand-in's exit hook still tells the servers to go.
  if (leaving) process.exit(code);
  leaving = true;
  void stopShared().finally(() => process.exit(code));
}

async function stopShared(): Promise<void> {
  const shared = registry[SHARED];
  if (!shared) return;
  delete registry[SHARED];
  await (await shared.standIn).stop();
}

/** The last server using the shared stand-in stops it. */
async function release(): Promise<void> {
  const shared = registry[SHARED];
  if (shared && --shared.users === 0) {
    process.off('SIGINT', onSignal);
    process.off('SIGHUP', onSignal);
    await stopShared();
  }
}

function banner(standIn: StandIn, origin: string): string {
  const pad = Math.max(...standIn.demoAccounts.map((account) => account.email.length), 5) + 2;
  const accounts = standIn.demoAccounts.length
    ? standIn.demoAccounts.map((account) => `       ${account.email.padEnd(pad)}${account.role}`).join('\n')
    : '       (none: supabase/seed.sql has no users)';
  const db = standIn.dbUrl.replace(/^postgresql:\/\/[^@]+@/, 'postgresql://postgres:postgres@');
  return [
    '',
    `  ➜  Site:     ${origin}  (Supabase API on the same origin: /rest/v1, /auth/v1, /realtime/v1, /functions/v1)`,
    `  ➜  Database: ${db}  (data in ${displayPath(standIn.localDir)})`,
    '  ➜  Demo accounts, password password123:',
    accounts,
    '',
  ].join('\n');
}

function originOf(server: ServerLike): string {
  const url = server.httpServer?.address();
  const port = typeof url === 'object' && url ? url.port : 0;
  const local = (server as { resolvedUrls?: { local: string[] } | null }).resolvedUrls?.local[0];
  return (local ?? `http://localhost:${port}`).replace(/\/+$/, '');
}

function mount(server: ServerLike, standIn: StandIn, isPreview: boolean): void {
  server.middlewares.use((req, res, next) => standIn.handle(req, res, next));
  // Edge functions answer their own CORS preflights (as on hosted Supabase): these must not stop at
  // Vite's CORS middleware, which runs before any plugin's. A preflight carries and returns no data.
  const preflight: Connect.NextHandleFunction = (req, res, next) =>
    req.method === 'OPTIONS' && req.url?.startsWith('/functions/v1/') ? standIn.handle(req, res, next) : next();
  server.middlewares.stack.unshift({ route: '', handle: preflight });
  const httpServer = server.httpServer;
  httpServer?.on('upgrade', (req, socket, head) => {
    // Other upgrades are Vite's (its HMR socket, dev only); preview has none, so close them.
    if (!standIn.handleUpgrade(req, socket, head) && isPreview) socket.destroy();
  });
  httpServer?.once('listening', () => standIn.setPublicUrl(originOf(server)));
  const printUrls = server.printUrls.bind(server);
  server.printUrls = () => {
    printUrls();
    const origin = originOf(server);
    standIn.setPublicUrl(origin);
    server.config.logger.info(banner(standIn, origin));
  };
}

/** Puts the private-file guard in front of every other middleware (Vite's own included). */
function guardPrivateFiles(server: ServerLike, localDir: string): void {
  const { root, publicDir, build } = server.config;
  const guard = privateFileGuard({
    // The project's .local/ always holds state (the cluster template, test runs), whatever SUPABASE_LOCAL_DIR says.
    privateDirs: [localDir, join(PROJECT_ROOT, '.local'), join(root, '.local')],
    servedRoots: [root, publicDir, resolve(root, build.outDir)].filter(Boolean),
  });
  server.middlewares.stack.unshift({ route: '', handle: guard });
}

export function localSupabase(options: LocalSupabaseOptions = {}): Plugin {
  const owned = !options.standIn;
  let acquired = false;

  async function attachStandIn(server: ServerLike, kind: 'dev' | 'preview'): Promise<void> {
    if (usesHostedProject(server.config)) {
      server.config.logger.info('  [supabase] VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY are set: using that hosted project.');
      return;
    }
    let standIn = options.standIn;
    if (!standIn) {
      if (!registry[SHARED]) await assertPortFree(server.config, kind);
      standIn = await acquire(server.config.logger);
      acquired = true;
    }
    mount(server, standIn, kind === 'preview');
  }

  async function attach(server: ServerLike, kind: 'dev' | 'preview'): Promise<void> {
    await attachStandIn(server, kind);
    // Added last so that it runs first, before the stand-in's middlewares and Vite's.
    guardPrivateFiles(server, options.standIn?.localDir ?? defaultLocalDir());
  }

  async function detach(): Promise<void> {
    if (!acquired) return;
    acquired = false;
    await release();
  }

  return {
    name: 'local-supabase',
    async configureServer(server) {
      // Vitest runs a Vite server of its own to transform test files; that one needs no database.
      if (owned && process.env.VITEST) return;
      await attach(server, 'dev');
    },
    async configurePreviewServer(server) {
      await attach(server, 'preview');
    },
    closeServer: detach,
    closePreviewServer: detach,
  };
}
