import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Connect, type Plugin, type ResolvedConfig } from 'vite';
import { robotsTxt, sitemapXml, type SitemapEntry } from './seo-files.ts';

/**
 * Prerendering at build (docs/decisions/prerender.md). After the client bundle is written, this builds
 * src/entry-prerender.tsx for Node, renders the static public routes into `<outDir>/<path>.html`
 * (the home page into index.html; the empty app shell is kept as spa.html, the fallback for every other
 * route), and writes robots.txt and sitemap.xml. src/main.tsx hydrates the prerendered pages.
 */

interface RenderedPage {
  head: string;
  body: string;
  /** Source paths of the lazy route modules the page rendered. */
  modules: string[];
}

/** What src/entry-prerender.tsx exports, as built for Node. */
interface PrerenderModule {
  prerenderPaths: string[];
  sitemapPaths: string[];
  siteUrl: string;
  isHosted: boolean;
  supabaseUrl: string;
  supabaseAnonKey: string;
  render(path: string): Promise<RenderedPage>;
}

/** The client bundle's chunks by file name, and which chunk import() of a module loads. */
interface ClientBundle {
  chunks: Map<string, { imports: string[]; css: string[] }>;
  fileByModule: Map<string, string>;
}

const ENTRY = 'src/entry-prerender.tsx';
/** The app shell as Vite built it: the fallback for routes that are not prerendered. */
export const SPA_SHELL = 'spa.html';
/** Where a local build looks for blog posts when no hosted project is configured: `npm start`'s origin. */
const LOCAL_SUPABASE_URL = 'http://localhost:5173';
const BLOG_LOOKUP_TIMEOUT_MS = 1500;

/** `/` -> index.html; `/services/transport/bus-advertising` -> services/transport/bus-advertising.html. */
export function htmlFileFor(path: string): string {
  return path === '/' ? 'index.html' : `${path.replace(/^\/+|\/+$/g, '')}.html`;
}

/** Builds the prerender entry for Node into a private folder inside the project (so its imports resolve). */
async function buildRenderer(config: ResolvedConfig, workDir: string): Promise<PrerenderModule> {
  await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    envDir: config.envDir,
    logLevel: 'warn',
    resolve: { alias: config.resolve.alias },
    plugins: [react()],
    build: { ssr: ENTRY, outDir: workDir, emptyOutDir: true, copyPublicDir: false, minify: false },
  });
  return (await import(pathToFileURL(join(workDir, 'entry-prerender.js')).href)) as PrerenderModule;
}

/** The chunks (and their CSS) that import() of the page's route modules loads, with their static imports. */
function routeAssets(modules: string[], bundle: ClientBundle): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const queue = modules.flatMap((module) => bundle.fileByModule.get(module) ?? []);
  while (queue.length) {
    const file = queue.pop() as string;
    if (scripts.has(file)) continue;
    scripts.add(file);
    const chunk = bundle.chunks.get(file);
    chunk?.css.forEach((css) => styles.add(css));
    queue.push(...(chunk?.imports ?? []));
  }
  return { scripts: [...scripts], styles: [...styles] };
}

/**
 * The stylesheets the shell links, inlined: the first paint then needs nothing but the HTML (one
 * ~10 KB gzipped stylesheet; no render-blocking request). Returns the template and the inlined files.
 */
function inlineStylesheets(shell: string, outDir: string, base: string): { template: string; inlined: string[] } {
  const inlined: string[] = [];
  const template = shell.replace(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (link, href: string) => {
    const file = join(outDir, href.startsWith(base) ? href.slice(base.length) : href);
    if (!existsSync(file)) return link;
    inlined.push(href);
    return `<style>${readFileSync(file, 'utf8').replace(/<\/style/gi, '<\\/style')}</style>`;
  });
  return { template, inlined };
}

/**
 * The page is readable without JavaScript, so the app's code starts loading once the page has loaded
 * and painted (or after 3 s at the latest): the first paint and the images above the fold never share
 * the network with it. The entry goes first, then the chunks of the page's route (preloaded, so they
 * download in parallel instead of after the entry).
 */
function loadScriptsAfterPaint(html: string, routeScripts: string[]): string {
  const scripts: string[] = [];
  const preloads: string[] = [];
  const stripped = html
    .replace(/\s*<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/g, (_tag, src: string) => (scripts.push(src), ''))
    .replace(/\s*<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g, (_tag, href: string) => (preloads.push(href), ''));
  const allPreloads = [...new Set([...routeScripts, ...preloads])].filter((href) => !scripts.includes(href));
  const add = (list: string[], element: string, setup: string) =>
    `${JSON.stringify(list)}.forEach(function(u){var e=document.createElement('${element}');${setup}e.crossOrigin='';document.head.appendChild(e)});`;
  const loader =
    '<script>(function(){var started=false;function start(){if(started)return;started=true;' +
    add(scripts, 'script', "e.type='module';e.src=u;") +
    add(allPreloads, 'link', "e.rel='modulepreload';e.href=u;") +
    '}function afterPaint(){requestAnimationFrame(function(){setTimeout(start,0)})}' +
    "if(document.readyState==='complete')afterPaint();else addEventListener('load',afterPaint);setTimeout(start,3000)})()</script>";
  return stripped.replace('</body>', () => `${loader}</body>`);
}

interface PageOptions {
  path: string;
  inlined: string[];
  bundle: ClientBundle;
  base: string;
}

/**
 * The template with the page's head elements in place of the generic <title>, its markup in #root,
 * and its scripts (with its route's chunks) loading after the first paint. `data-prerendered` tells
 * the client which path the markup is for; a small script hides it before the first paint when a host
 * serves this file for another path (an index.html SPA fallback), and main.tsx then renders the right page.
 */
function pageHtml(template: string, page: RenderedPage, { path, inlined, bundle, base }: PageOptions): string {
  const assets = routeAssets(page.modules, bundle);
  const linked = (href: string) => inlined.includes(href) || template.includes(`"${href}"`);
  const routeScripts = assets.scripts.map((file) => `${base}${file}`);
  const styles = assets.styles
    .map((file) => `${base}${file}`)
    .filter((href) => !linked(href))
    .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`)
    .join('');
  const guard =
    `<script>if((location.pathname.replace(/\\/+$/,'')||'/')!==${JSON.stringify(path)})` +
    `document.documentElement.setAttribute('data-spa-fallback','')</script>` +
    '<style>[data-spa-fallback] #root{visibility:hidden}</style>';
  const head = `${guard}<!--prerendered-head-->${page.head}${styles}<!--/prerendered-head-->`;
  // Replacer functions: the markup may contain `$` sequences String.replace would expand.
  const withHead = page.head.includes('<title>')
    ? template.replace(/<title>[\s\S]*?<\/title>/, () => head)
    : template.replace('</head>', () => `${head}</head>`);
  const withBody = withHead.replace('<div id="root"></div>', () => `<div id="root" data-prerendered="${path}">${page.body}</div>`);
  return loadScriptsAfterPaint(withBody, routeScripts);
}

/** Blog posts for the sitemap, when a database answers quickly; none otherwise. */
async function blogPostEntries(app: PrerenderModule): Promise<SitemapEntry[]> {
  const base = app.isHosted ? app.supabaseUrl : (process.env.SITEMAP_SUPABASE_URL ?? LOCAL_SUPABASE_URL);
  try {
    const response = await fetch(`${base}/rest/v1/blog_posts?select=id,published_at&order=published_at.desc`, {
      headers: { apikey: app.supabaseAnonKey, Authorization: `Bearer ${app.supabaseAnonKey}` },
      signal: AbortSignal.timeout(BLOG_LOOKUP_TIMEOUT_MS),
    });
    if (!response.ok) return [];
    const rows: unknown = await response.json();
    if (!Array.isArray(rows)) return [];
    return rows
      .filter((row): row is { id: string; published_at: string } => typeof row?.id === 'string' && typeof row?.published_at === 'string')
      .map((row) => ({ path: `/blog/${encodeURIComponent(row.id)}`, lastModified: row.published_at.slice(0, 10) }));
  } catch {
    return [];
  }
}

async function prerenderSite(config: ResolvedConfig, bundle: ClientBundle): Promise<void> {
  const startedAt = performance.now();
  const outDir = resolve(config.root, config.build.outDir);
  const workDir = join(config.root, 'node_modules', '.cache', 'prerender', randomUUID());
  try {
    const app = await buildRenderer(config, workDir);
    const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
    writeFileSync(join(outDir, SPA_SHELL), shell);
    const { template, inlined } = inlineStylesheets(shell, outDir, config.base);
    for (const path of app.prerenderPaths) {
      const file = join(outDir, htmlFileFor(path));
      mkdirSync(dirname(file), { recursive: true });
      const page = await app.render(path);
      writeFileSync(file, pageHtml(template, page, { path, inlined, bundle, base: config.base }));
    }
    const posts = await blogPostEntries(app);
    const entries: SitemapEntry[] = [...app.sitemapPaths.map((path) => ({ path })), ...posts];
    writeFileSync(join(outDir, 'sitemap.xml'), sitemapXml(app.siteUrl, entries));
    writeFileSync(join(outDir, 'robots.txt'), robotsTxt(app.siteUrl));
    const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
    config.logger.info(
      `prerendered ${app.prerenderPaths.length} pages; sitemap.xml with ${entries.length} URLs (${posts.length} blog posts) in ${seconds} s`,
    );
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

/**
 * `vite preview` serves about.html for /about by itself; its fallback for everything else is index.html,
 * which is the prerendered home page, so send those requests to the app shell instead.
 */
function spaShellFallback(outDir: string): Connect.NextHandleFunction {
  return (req, _res, next) => {
    const original = (req as Connect.IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? '/';
    const pathname = original.split(/[?#]/)[0];
    if (req.url === '/index.html' && pathname !== '/' && pathname !== '/index.html' && existsSync(join(outDir, SPA_SHELL))) {
      req.url = `/${SPA_SHELL}`;
    }
    next();
  };
}

export function prerender(): Plugin {
  let config: ResolvedConfig;
  const bundle: ClientBundle = { chunks: new Map(), fileByModule: new Map() };
  return {
    name: 'prerender',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, outputs) {
      for (const output of Object.values(outputs)) {
        if (output.type !== 'chunk') continue;
        const css = (output as { viteMetadata?: { importedCss?: Set<string> } }).viteMetadata?.importedCss;
        bundle.chunks.set(output.fileName, { imports: output.imports, css: [...(css ?? [])] });
        if (output.facadeModuleId) bundle.fileByModule.set(relative(config.root, output.facadeModuleId).split('\\').join('/'), output.fileName);
      }
    },
    async closeBundle(error?: Error) {
      if (error || config.command !== 'build' || config.build.ssr) return;
      await prerenderSite(config, bundle);
    },
    configurePreviewServer(server) {
      // Runs after Vite's own HTML fallback has chosen /index.html.
      return () => server.middlewares.use(spaShellFallback(resolve(config.root, config.build.outDir)));
    },
  };
}
