import { rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { LOCAL_ANON_KEY } from '../supabase/local/context.ts';
import { startStandIn, type StandIn } from '../supabase/local/standin.ts';

/**
 * Where the build reads the content it prerenders (docs/decisions/028-prerendering-with-data.md):
 * 1. the hosted project, when VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY are set;
 * 2. PRERENDER_SUPABASE_URL (and PRERENDER_SUPABASE_ANON_KEY, default the local anon key): a running stand-in
 *    whose data the build should show, as the integration tests and the bench give theirs;
 * 3. otherwise a throwaway stand-in of its own (own data directory, free ports), so a fresh clone has data.
 * A source that does not answer is a warning, and the pages keep their loading state.
 */
export interface DataSource {
  url: string;
  anonKey: string;
  close(): Promise<void>;
}

declare global {
  /** Read by src/lib/env.ts when the renderer loads: the build's content source (declared there for the app). */
  var __prerenderSupabase: { url: string; anonKey: string } | undefined;
}

const PROBE_TIMEOUT_MS = 5000;

/** The stand-in's HTTP API (REST, functions…) on a free loopback port, without a site around it. */
export async function serveStandInApi(standIn: StandIn): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => standIn.handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  standIn.setPublicUrl(url);
  return { url, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

async function ownStandIn(root: string, log: (msg: string) => void): Promise<DataSource> {
  const dataDir = join(root, '.local', `build-${process.pid}-${Date.now()}`);
  const standIn = await startStandIn({ dataDir, pgPort: 0, reset: true, durable: false, log: () => undefined });
  const api = await serveStandInApi(standIn);
  log(`prerender: reading content from a throwaway local stand-in (${api.url})`);
  return {
    url: api.url,
    anonKey: standIn.anonKey,
    async close() {
      await api.close();
      await standIn.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** True when PostgREST answers at `url` with this key. */
async function answers({ url, anonKey }: { url: string; anonKey: string }): Promise<boolean> {
  try {
    const response = await fetch(`${url}/rest/v1/blog_posts?select=id&limit=1`, {
      headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` },
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    return response.ok;
  } catch {
    return false;
  }
}

/** The build's content source, or null (with a warning) when none can be reached. */
export async function openDataSource(options: {
  root: string;
  env: Record<string, string | undefined>;
  log: (msg: string) => void;
  warn: (msg: string) => void;
}): Promise<DataSource | null> {
  const { env, warn } = options;
  const noop = async () => undefined;
  let source: DataSource;
  if (env.VITE_SUPABASE_URL && env.VITE_SUPABASE_ANON_KEY) {
    source = { url: env.VITE_SUPABASE_URL, anonKey: env.VITE_SUPABASE_ANON_KEY, close: noop };
  } else if (process.env.PRERENDER_SUPABASE_URL) {
    source = { url: process.env.PRERENDER_SUPABASE_URL, anonKey: process.env.PRERENDER_SUPABASE_ANON_KEY ?? LOCAL_ANON_KEY, close: noop };
  } else {
    try {
      source = await ownStandIn(options.root, options.log);
    } catch (error) {
      warn(`prerender: could not start a local stand-in for the content (${(error as Error).message}): data pages keep their loading state.`);
      return null;
    }
  }
  if (await answers(source)) return source;
  warn(`prerender: the database at ${source.url} does not answer: data pages keep their loading state.`);
  await source.close();
  return null;
}
