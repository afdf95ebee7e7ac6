import { PostgrestClient } from '@supabase/postgrest-js';
import type { Plugin } from 'vite';
import type { Database } from '../src/lib/database.types.ts';
import { LOCAL_ANON_KEY } from '../supabase/local/context.ts';
import { AUTH_STORAGE_KEY } from '../src/lib/auth-storage.ts';
import { crewJobsQuery, crewProfileQuery, DONE_DAYS, type QueryClient } from '../src/features/crew/api/list-queries.ts';
import { startEarlyReads, type EarlyReadConfig, type EarlyReadName } from '../src/features/crew/early-read.ts';

/**
 * Writes crew.html's first script (docs/decisions/098): startEarlyReads and its settings, so that the role and the
 * jobs are asked for while the page's code loads. The reads are the app's own queries (list-queries.ts) built with
 * placeholders, so the script asks for exactly what the page would.
 */

const ORIGIN = 'http://placeholder.invalid';

/** A query's path and search with `__USER__` and `__SINCE__` where the user's id and the oldest approval go. */
function readPath(query: { url: URL } | object): string {
  const url = (query as { url: URL }).url;
  if (!(url instanceof URL)) throw new Error('crew-early-read: a PostgREST query without its URL (postgrest-js changed?)');
  return url.href.slice(ORIGIN.length);
}

export function earlyReadsScript(env: Record<string, string | undefined>): string {
  const hosted = Boolean(env.VITE_SUPABASE_URL && env.VITE_SUPABASE_ANON_KEY);
  const client: QueryClient = new PostgrestClient<Database>(`${ORIGIN}/rest/v1`);
  const reads: Record<EarlyReadName, string> = {
    profile: readPath(crewProfileQuery(client, '__USER__')),
    jobs: readPath(crewJobsQuery(client, '__USER__', '__SINCE__')),
  };
  const config: EarlyReadConfig = {
    url: hosted ? (env.VITE_SUPABASE_URL as string).replace(/\/+$/, '') : null,
    anonKey: hosted ? (env.VITE_SUPABASE_ANON_KEY as string) : LOCAL_ANON_KEY,
    storageKey: AUTH_STORAGE_KEY,
    doneDays: DONE_DAYS,
    reads,
  };
  // `<` written as \u003c: nothing in the settings can close the script element.
  return `(${startEarlyReads.toString()})(${JSON.stringify(config).replaceAll('<', '\\u003c')});`;
}

export function crewEarlyRead(): Plugin {
  let env: Record<string, string | undefined> = {};
  return {
    name: 'crew-early-read',
    configResolved(config) {
      env = config.env;
    },
    transformIndexHtml: {
      order: 'pre',
      handler(_html, context) {
        if (!context.filename.endsWith('crew.html')) return;
        return [{ tag: 'script', children: earlyReadsScript(env), injectTo: 'head' }];
      },
    },
  };
}
