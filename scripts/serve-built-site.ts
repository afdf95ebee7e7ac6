import { fileURLToPath } from 'node:url';
import { preview, type PreviewServer } from 'vite';
import { freePort } from '../supabase/local/ports.ts';
import type { StandIn } from '../supabase/local/standin.ts';
import { localSupabase } from '../supabase/local/vite-plugin.ts';
import { prerender } from './prerender.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * Serves a finished build with a running stand-in on one free loopback port, as `npm run preview`
 * does (prerendered pages, the spa.html fallback, the Supabase API on the same origin). Used by the
 * integration tests and the bench, so both measure what visitors get.
 */
export async function serveBuiltSite(options: { outDir: string; envDir: string; standIn: StandIn }): Promise<{ server: PreviewServer; siteUrl: string }> {
  const port = await freePort();
  const server = await preview({
    configFile: false,
    root: ROOT,
    envDir: options.envDir,
    logLevel: 'warn',
    build: { outDir: options.outDir },
    preview: { host: '127.0.0.1', port, strictPort: true },
    plugins: [localSupabase({ standIn: options.standIn }), prerender()],
  });
  const siteUrl = `http://127.0.0.1:${port}`;
  options.standIn.setPublicUrl(siteUrl);
  return { server, siteUrl };
}
