import { PostgrestClient } from '@supabase/postgrest-js';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import type { Database } from '../src/lib/database.types.ts';
import { LOCAL_ANON_KEY } from '../supabase/local/context.ts';
import { AUTH_STORAGE_KEY } from '../src/lib/auth-storage.ts';
import { crewJobsQuery, crewProfileQuery, DONE_DAYS, type QueryClient } from '../src/features/crew/api/list-queries.ts';
import type { EarlyReadName, FirstScriptConfig } from '../src/features/crew/early-read.ts';
import type { FirstPaintIcons } from '../src/features/crew/job-look.ts';
import { firstPaintIcons } from './crew-first-paint-icons.ts';

/**
 * Writes crew.html's first script (docs/decisions/098, 103): src/features/crew/first-script.ts, bundled on its own
 * into the page's head, with its settings. It asks for the role and the jobs at once, draws 'Your jobs' when they
 * answer, then starts the page's code, which the build takes out of crew.html for it. The reads are the app's own
 * queries (list-queries.ts) built with placeholders, so the script asks for exactly what the page would.
 */

const ORIGIN = 'http://placeholder.invalid';
const SOURCE = fileURLToPath(new URL('../src/features/crew/first-script.ts', import.meta.url));
const SRC = fileURLToPath(new URL('../src', import.meta.url));
/** The global the bundle's IIFE defines, local to the page's script (it is wrapped in a function). */
const BUNDLE_NAME = 'crewFirstScript';

/** A query's path and search with `__USER__` and `__SINCE__` where the user's id and the oldest approval go. */
function readPath(query: { url: URL } | object): string {
  const url = (query as { url: URL }).url;
  if (!(url instanceof URL)) throw new Error('crew-first-script: a PostgREST query without its URL (postgrest-js changed?)');
  return url.href.slice(ORIGIN.length);
}

/** The script's settings for a build with `env`; `code`: the entry and preloads it starts, null when the page does. */
export function firstScriptConfig(env: Record<string, string | undefined>, code: FirstScriptConfig['code'], icons: FirstPaintIcons): FirstScriptConfig {
  const hosted = Boolean(env.VITE_SUPABASE_URL && env.VITE_SUPABASE_ANON_KEY);
  const client: QueryClient = new PostgrestClient<Database>(`${ORIGIN}/rest/v1`);
  const reads: Record<EarlyReadName, string> = {
    profile: readPath(crewProfileQuery(client, '__USER__')),
    jobs: readPath(crewJobsQuery(client, '__USER__', '__SINCE__')),
  };
  return {
    url: hosted ? (env.VITE_SUPABASE_URL as string).replace(/\/+$/, '') : null,
    anonKey: hosted ? (env.VITE_SUPABASE_ANON_KEY as string) : LOCAL_ANON_KEY,
    storageKey: AUTH_STORAGE_KEY,
    doneDays: DONE_DAYS,
    reads,
    icons,
    code,
  };
}

/** first-script.ts as one minified IIFE, built with the page's mode and env (its image URLs follow them). */
export async function bundleFirstScript(config: Pick<ResolvedConfig, 'mode' | 'envDir' | 'root'>): Promise<string> {
  const output = await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    envDir: config.envDir,
    publicDir: false,
    logLevel: 'warn',
    resolve: { alias: { '@': SRC } },
    build: {
      write: false,
      minify: true,
      emptyOutDir: false,
      lib: {
        entry: SOURCE,
        formats: ['iife'],
        name: BUNDLE_NAME,
        fileName: () => 'crew-first-script.js',
      },
    },
  });
  const chunk = (Array.isArray(output) ? output : [output as Rolldown.RolldownOutput]).flatMap((result) => result.output).find((file) => file.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('crew-first-script: the bundle has no code.');
  return chunk.code;
}

/** The page's script: the bundle and its start, in a function (no global), `<` in the settings written as \u003c. */
export function firstScript(bundle: string, config: FirstScriptConfig): string {
  if (/<\/script|<!--/i.test(bundle)) throw new Error('crew-first-script: the bundle holds text that would end or change its script element.');
  return `(function(){${bundle};${BUNDLE_NAME}.startCrewPage(${JSON.stringify(config).replaceAll('<', '\\u003c')})})();`;
}

/** crew.html without the module script and preloads Vite wrote into it, and what they named. */
export function takeCode(html: string): {
  html: string;
  code: NonNullable<FirstScriptConfig['code']>;
} {
  let entry: string | null = null;
  const preloads: string[] = [];
  const stripped = html
    .replace(/\s*<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/g, (_tag, src: string) => ((entry = src), ''))
    .replace(/\s*<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g, (_tag, href: string) => (preloads.push(href), ''));
  if (!entry) throw new Error('crew-first-script: crew.html has no module script to start.');
  return { html: stripped, code: { entry, preloads } };
}

export function crewFirstScript(): Plugin {
  let resolved: ResolvedConfig;
  let bundle: Promise<string> | null = null;
  let icons: Promise<FirstPaintIcons> | null = null;
  return {
    name: 'crew-first-script',
    configResolved(config) {
      resolved = config;
    },
    transformIndexHtml: {
      // After Vite has written the entry's script and preloads into the page (a build), which this takes out.
      order: 'post',
      async handler(html, context) {
        if (!context.filename.endsWith('crew.html')) return;
        bundle ??= bundleFirstScript(resolved);
        icons ??= firstPaintIcons();
        const taken = context.server ? { html, code: null } : takeCode(html);
        const script = firstScript(await bundle, firstScriptConfig(resolved.env, taken.code, await icons));
        // Right after the charset (which must come within the first 1,024 bytes), before the stylesheet's link: a
        // script after it would wait for the stylesheet before sending the reads.
        const charset = /<meta charset="[^"]+"\s*\/?>/i;
        if (!charset.test(taken.html)) throw new Error('crew-first-script: crew.html has no <meta charset> to follow.');
        return taken.html.replace(charset, (meta) => `${meta}<script>${script}</script>`);
      },
    },
  };
}
