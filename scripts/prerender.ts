import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Connect, type Logger, type Plugin, type ResolvedConfig } from 'vite';
import { criticalCss } from './critical-css.ts';
import { openDataSource, type DataSource } from './prerender-data.ts';
import { robotsTxt, sitemapXml, type SitemapEntry } from './seo-files.ts';
import { headersFile, inlineHashes, parseHeadersFile, securityHeaders } from './security-headers.ts';
import { PAGE_DATA_ID, ROUTER_DATA_ID } from '../src/app/page-data-id.ts';
import { matchesRoute, routeShells } from '../src/config/route-shells.ts';

/**
 * Prerendering at build (docs/decisions/007-prerendering.md, 028-prerendering-with-data.md). After the client
 * bundle is written, this builds src/entry-prerender.tsx for Node, renders the public routes and every blog
 * post, with the content of the database (scripts/prerender-data.ts), into `<outDir>/<path>.html` (the home
 * page into index.html; the empty app shell is kept as spa.html, the fallback for every other route), with
 * the data each page was rendered with as JSON in the page, and writes robots.txt and sitemap.xml.
 * src/main.tsx hydrates the prerendered pages from that data.
 */

interface RenderedPage {
  head: string;
  body: string;
  /** Source paths of the lazy route modules the page rendered. */
  modules: string[];
  /** The page's queries (TanStack Query's dehydrated state), when it shows database content. */
  data?: unknown;
  /** The router's state for hydration, unless React Router wrote its own script into the body. */
  routerData?: unknown;
}

/** What src/entry-prerender.tsx exports, as built for Node. */
interface PrerenderModule {
  prerenderPaths: string[];
  sitemapPaths: string[];
  siteUrl: string;
  isHosted: boolean;
  supabaseUrl: string;
  render(path: string, withData: boolean): Promise<RenderedPage>;
}

/** The client bundle's chunks by file name, and which chunk import() of a module loads. */
interface ClientBundle {
  chunks: Map<string, { imports: string[]; css: string[] }>;
  fileByModule: Map<string, string>;
}

const ENTRY = 'src/entry-prerender.tsx';
/** The app shell as Vite built it: the fallback for routes that are not prerendered. */
export const SPA_SHELL = 'spa.html';
/** The production headers for every path (scripts/security-headers.ts), in Netlify / Cloudflare Pages format. */
export const HEADERS_FILE = '_headers';
const BLOG_LOOKUP_TIMEOUT_MS = 5000;

/** `/` -> index.html; `/services/transport/bus-advertising` -> services/transport/bus-advertising.html. */
export function htmlFileFor(path: string): string {
  return path === '/' ? 'index.html' : `${path.replace(/^\/+|\/+$/g, '')}.html`;
}

/** Builds the prerender entry for Node into a private folder inside the project (so its imports resolve). */
async function buildRendererFile(config: ResolvedConfig, workDir: string): Promise<void> {
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
}

async function loadRenderer(workDir: string): Promise<PrerenderModule> {
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
 * Each keeps its link, inside a <template> (never fetched: a disabled link is, by Chromium 150's preload scanner,
 * docs/decisions/049-full-stylesheet-in-a-template.md) that the app turns into the live link as it starts: the
 * entry's CSS is a preload dependency of every lazy chunk, and Vite's preloader, finding no link, fetched and
 * applied it again, restyling the whole page.
 */
function inlineStylesheets(shell: string, outDir: string, base: string): { template: string; inlined: InlinedStylesheet[] } {
  const inlined: InlinedStylesheet[] = [];
  const template = shell.replace(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (link, href: string) => {
    const file = join(outDir, href.startsWith(base) ? href.slice(base.length) : href);
    if (!existsSync(file)) return link;
    const css = readFileSync(file, 'utf8');
    inlined.push({ href, css });
    return `<style>${styleText(css)}</style><template data-full-stylesheet><link rel="stylesheet" href="${href}"></template>`;
  });
  return { template, inlined };
}

interface InlinedStylesheet {
  href: string;
  css: string;
}

/** CSS as the content of a <style> element. */
function styleText(css: string): string {
  return css.replace(/<\/style/gi, '<\\/style');
}

/**
 * The pages that share a screen (every blog post, every site, every service) share one critical stylesheet,
 * so the CSP lists one hash per screen rather than one per page: `/blog/x` -> `/blog/*`.
 */
function screenOf(path: string): string {
  const segments = path.split('/').filter(Boolean);
  return segments.length <= 1 ? path : `/${segments[0]}${'/*'.repeat(segments.length - 1)}`;
}

/**
 * Each page's inlined stylesheets cut down to what its screen's markup uses (scripts/critical-css.ts); the
 * whole stylesheet waits in a template for the app to link (src/lib/full-stylesheet.ts).
 */
function withCriticalCss(pages: Map<string, string>, inlined: InlinedStylesheet[]): Map<string, string> {
  const screens = new Map<string, string[]>();
  for (const path of pages.keys()) screens.set(screenOf(path), [...(screens.get(screenOf(path)) ?? []), path]);
  const result = new Map<string, string>();
  for (const paths of screens.values()) {
    const markup = paths.map((path) => pages.get(path) as string);
    const swaps = inlined.map(({ css }) => [`<style>${styleText(css)}</style>`, `<style>${styleText(criticalCss(css, markup))}</style>`]);
    for (const path of paths) {
      result.set(path, swaps.reduce((html, [full, critical]) => html.replace(full, () => critical), pages.get(path) as string));
    }
  }
  return result;
}

/** JSON, not a script that runs (no CSP hash); `<` escaped so no text in it can close the element. Empty for none. */
function jsonBlock(id: string, value: unknown): string {
  return value === undefined ? '' : `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
}

/** Module preloads the loader adds in one task (see loadScriptsAfterPaint). */
const PRELOADS_PER_TASK = 5;

/** `value` inside a double-quoted HTML attribute. */
function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * The page is readable without JavaScript, so the app's code starts loading once the page has loaded
 * and its first paint has reached the screen, with its priority picture when that is on the screen
 * (src/lib/priority-image.ts; Paint and Element Timing tell when), or after 3 s at the latest. Waiting for
 * the load alone was not enough: on a slow phone the frame that shows the page reaches the screen tens of
 * milliseconds after its main-thread work, and the code requested meanwhile shared the network with it.
 * The entry goes first, then the chunks of the page's route (preloaded, so they download in parallel
 * instead of after the entry). The lists are data attributes, so the script is the same on every page: one
 * hash in the Content-Security-Policy (scripts/security-headers.ts). The preloads are added a few per task:
 * each one costs the main thread a request (over 1 ms each on a slow machine, times four on a phone), and
 * a page names up to twenty.
 */
function loadScriptsAfterPaint(html: string, routeScripts: string[]): string {
  const scripts: string[] = [];
  const preloads: string[] = [];
  const stripped = html
    .replace(/\s*<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/g, (_tag, src: string) => (scripts.push(src), ''))
    .replace(/\s*<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g, (_tag, href: string) => (preloads.push(href), ''));
  const allPreloads = [...new Set([...routeScripts, ...preloads])].filter((href) => !scripts.includes(href));
  const add = (urls: string, element: string, setup: string) =>
    `${urls}.forEach(function(u){var e=document.createElement('${element}');${setup}e.crossOrigin='';document.head.appendChild(e)});`;
  const loader =
    `<script data-scripts="${attribute(JSON.stringify(scripts))}" data-preloads="${attribute(JSON.stringify(allPreloads))}">` +
    '(function(){var d=document.currentScript.dataset,started=false,preloads=JSON.parse(d.preloads);' +
    `function preload(){${add(`preloads.splice(0,${PRELOADS_PER_TASK})`, 'link', "e.rel='modulepreload';e.href=u;")}if(preloads.length)setTimeout(preload,0)}` +
    'function start(){if(started)return;started=true;' +
    add('JSON.parse(d.scripts)', 'script', "e.type='module';e.src=u;") +
    'preload()}' +
    // Once loaded: wait for the first paint's report and, when the priority picture loaded and is on
    // the screen, for its own; where the browser reports neither, one frame.
    'function afterPaint(){var P=window.PerformanceObserver,types=(P&&P.supportedEntryTypes)||[],' +
    "img=document.querySelector('img[elementtiming]'),r=img&&img.getBoundingClientRect()," +
    "waitPicture=!!(img&&img.naturalWidth&&r.bottom>0&&r.top<innerHeight&&types.indexOf('element')>=0),painted=false;" +
    "if(types.indexOf('paint')<0){requestAnimationFrame(function(){setTimeout(start,0)});return}" +
    "var o=new P(function(list){list.getEntries().forEach(function(e){if(e.entryType==='element')waitPicture=false;" +
    "else if(e.name==='first-contentful-paint')painted=true});if(painted&&!waitPicture){o.disconnect();setTimeout(start,0)}});" +
    "o.observe({type:'paint',buffered:true});if(waitPicture)o.observe({type:'element',buffered:true})}" +
    "if(document.readyState==='complete')afterPaint();else addEventListener('load',afterPaint);setTimeout(start,3000)})()</script>";
  return stripped.replace('</body>', () => `${loader}</body>`);
}

interface PageOptions {
  path: string;
  inlined: InlinedStylesheet[];
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
  const linked = (href: string) => inlined.some((sheet) => sheet.href === href) || template.includes(`"${href}"`);
  const routeScripts = assets.scripts.map((file) => `${base}${file}`);
  const styles = assets.styles
    .map((file) => `${base}${file}`)
    .filter((href) => !linked(href))
    .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`)
    .join('');
  // The path is an attribute, so the script is the same on every page (one CSP hash).
  // A route shell's path is its pattern (src/config/route-shells.ts): each `:param` stands for one path segment.
  const guard =
    `<script data-path="${attribute(path)}">(function(p){p=p.replace(/[.*+?^$|()[\\]\\\\]/g,'\\\\$&')` +
    `.replace(/:\\w+/g,'[^/]+');if(!new RegExp('^'+p+'$').test(location.pathname.replace(/\\/+$/,'')||'/'))` +
    `document.documentElement.setAttribute('data-spa-fallback','')})(document.currentScript.dataset.path)</script>` +
    '<style>[data-spa-fallback] #root{visibility:hidden}</style>';
  const head = `${guard}<!--prerendered-head-->${page.head}${styles}<!--/prerendered-head-->`;
  // Replacer functions: the markup may contain `$` sequences String.replace would expand.
  const withHead = page.head.includes('<title>')
    ? template.replace(/<title>[\s\S]*?<\/title>/, () => head)
    : template.replace('</head>', () => `${head}</head>`);
  const data = jsonBlock(PAGE_DATA_ID, page.data) + jsonBlock(ROUTER_DATA_ID, page.routerData);
  const withBody = withHead.replace('<div id="root"></div>', () => `<div id="root" data-prerendered="${path}">${page.body}</div>${data}`);
  return loadScriptsAfterPaint(withBody, routeScripts);
}

/** Rows of a REST query on the build's content source; none without one or when it fails. */
async function contentRows(source: DataSource | null, query: string): Promise<unknown[]> {
  if (!source) return [];
  try {
    const response = await fetch(`${source.url}/rest/v1/${query}`, {
      headers: { apikey: source.anonKey, Authorization: `Bearer ${source.anonKey}` },
      signal: AbortSignal.timeout(BLOG_LOOKUP_TIMEOUT_MS),
    });
    if (!response.ok) return [];
    const rows: unknown = await response.json();
    return Array.isArray(rows) ? rows : [];
  } catch {
    return [];
  }
}

/**
 * Every published blog post's page and date, from the build's content source; none without one. Row-level
 * security already hides drafts and future posts from the anon key; the filter keeps them out even when a key
 * that sees them is configured (docs/decisions/029-publishing-state.md).
 */
async function blogPostEntries(source: DataSource | null): Promise<SitemapEntry[]> {
  const visible = `status=eq.published&published_at=lte.${encodeURIComponent(new Date().toISOString())}`;
  return (await contentRows(source, `blog_posts?select=id,published_at&${visible}&order=published_at.desc`))
    .filter((row): row is { id: string; published_at: string } => typeof (row as { id?: unknown })?.id === 'string' && typeof (row as { published_at?: unknown })?.published_at === 'string')
    .map((row) => ({ path: `/blog/${encodeURIComponent(row.id)}`, lastModified: row.published_at.slice(0, 10) }));
}

/**
 * Every visible offer's page (docs/decisions/061-seasonal-offers.md): all are prerendered, ended ones too (a shared
 * link still opens), but the sitemap lists only those not yet over.
 */
async function offerPageEntries(source: DataSource | null): Promise<Array<SitemapEntry & { current: boolean }>> {
  const now = new Date().toISOString();
  const visible = `status=eq.published&published_at=lte.${encodeURIComponent(now)}`;
  return (await contentRows(source, `offers?select=slug,valid_until,updated_at&${visible}&order=valid_from.desc`))
    .filter((row): row is { slug: string; valid_until: string; updated_at: string } =>
      typeof (row as { slug?: unknown })?.slug === 'string' && typeof (row as { valid_until?: unknown })?.valid_until === 'string')
    .map((row) => ({ path: `/offers/${encodeURIComponent(row.slug)}`, lastModified: row.updated_at.slice(0, 10), current: row.valid_until > now }));
}

/**
 * Every visible job opening's page and its last change (docs/product.md, "Careers"): closed ones too, whose pages say
 * so (a shared link still opens), but only those taking applications go in the sitemap, as search engines ask of job
 * postings. Row-level security shows visitors only published and due openings.
 */
async function openingPageEntries(source: DataSource | null): Promise<Array<SitemapEntry & { current: boolean }>> {
  const visible = `status=eq.published&published_at=lte.${encodeURIComponent(new Date().toISOString())}`;
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  type Row = { slug: string; updated_at: string; closes_on: string | null };
  return (await contentRows(source, `job_openings?select=slug,updated_at,closes_on&${visible}&order=published_at.desc`))
    .filter((row): row is Row => typeof (row as Partial<Row>)?.slug === 'string' && typeof (row as Partial<Row>)?.updated_at === 'string')
    .map((row) => ({ path: `/careers/${encodeURIComponent(row.slug)}`, lastModified: row.updated_at.slice(0, 10), current: !row.closes_on || row.closes_on >= today }));
}

/** Every published site's page and its last change; row-level security shows visitors only published sites. */
async function sitePageEntries(source: DataSource | null): Promise<SitemapEntry[]> {
  return (await contentRows(source, 'sites?select=code,updated_at&order=code'))
    .filter((row): row is { code: string; updated_at: string } => typeof (row as { code?: unknown })?.code === 'string' && typeof (row as { updated_at?: unknown })?.updated_at === 'string')
    .map((row) => ({ path: `/sites/${encodeURIComponent(row.code)}`, lastModified: row.updated_at.slice(0, 10) }));
}

async function prerenderSite(config: ResolvedConfig, bundle: ClientBundle): Promise<void> {
  const startedAt = performance.now();
  const outDir = resolve(config.root, config.build.outDir);
  const workDir = join(config.root, 'node_modules', '.cache', 'prerender', randomUUID());
  const warn = (msg: string) => config.logger.warn(msg);
  const sourceOpening = openDataSource({ root: config.root, env: config.env, log: (msg) => config.logger.info(msg), warn });
  let source: DataSource | null = null;
  try {
    [source] = await Promise.all([sourceOpening, buildRendererFile(config, workDir)]);
    // Before the app's modules load: src/lib/env.ts reads it when its Supabase client is created.
    globalThis.__prerenderSupabase = source ? { url: source.url, anonKey: source.anonKey } : undefined;
    const app = await loadRenderer(workDir);
    const [posts, sitePages, offerPages, openingPages] = await Promise.all([blogPostEntries(source), sitePageEntries(source), offerPageEntries(source), openingPageEntries(source)]);
    const paths = [...app.prerenderPaths, ...posts.map((post) => post.path), ...sitePages.map((page) => page.path), ...offerPages.map((page) => page.path), ...openingPages.map((page) => page.path)];
    const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
    writeFileSync(join(outDir, SPA_SHELL), shell);
    const { template, inlined } = inlineStylesheets(shell, outDir, config.base);
    const rendered = new Map<string, string>();
    for (const path of paths) {
      rendered.set(path, pageHtml(template, await app.render(path, source !== null), { path, inlined, bundle, base: config.base }));
    }
    // A secret address's page in its loading state, without data (src/config/route-shells.ts).
    for (const { route } of routeShells) {
      rendered.set(route, pageHtml(template, await app.render(route, false), { path: route, inlined, bundle, base: config.base }));
    }
    const shellFiles = new Map(routeShells.map(({ route, file }) => [route, file]));
    // The crew pages' shell has a script of its own (decision 098).
    const emitted = [shell, ...(existsSync(join(outDir, CREW_SHELL)) ? [readFileSync(join(outDir, CREW_SHELL), 'utf8')] : [])];
    for (const [path, html] of withCriticalCss(rendered, inlined)) {
      const file = join(outDir, shellFiles.get(path) ?? htmlFileFor(path));
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, html);
      emitted.push(html);
    }
    const headers = securityHeaders({ ...inlineHashes(emitted), supabaseUrl: app.isHosted ? app.supabaseUrl : undefined });
    writeFileSync(join(outDir, HEADERS_FILE), headersFile(headers));
    const currentOffers = offerPages.filter((page) => page.current).map(({ path, lastModified }) => ({ path, lastModified }));
    const openOpenings = openingPages.filter((page) => page.current).map(({ path, lastModified }) => ({ path, lastModified }));
    const entries: SitemapEntry[] = [...app.sitemapPaths.map((path) => ({ path })), ...posts, ...sitePages, ...currentOffers, ...openOpenings];
    writeFileSync(join(outDir, 'sitemap.xml'), sitemapXml(app.siteUrl, entries));
    writeFileSync(join(outDir, 'robots.txt'), robotsTxt(app.siteUrl));
    const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
    config.logger.info(
      `prerendered ${paths.length} pages (${source ? `content from ${source.url}` : 'without content'}); sitemap.xml with ${entries.length} URLs (${posts.length} blog posts, ${sitePages.length} sites, ${currentOffers.length} current offers, ${openOpenings.length} open job openings); ${HEADERS_FILE} in ${seconds} s`,
    );
  } finally {
    globalThis.__prerenderSupabase = undefined;
    await (source ?? (await sourceOpening.catch(() => null)))?.close();
    rmSync(workDir, { recursive: true, force: true });
  }
}

/** The crew pages' own entry (docs/decisions/057): /crew and every path under it. */
export const CREW_SHELL = 'crew.html';

/**
 * `vite preview` serves about.html for /about (and crew.html for /crew) by itself; its fallback for everything
 * else is index.html, which is the prerendered home page, so send those requests to the app shell instead, and
 * those under /crew/ to the crew pages' shell, as the hosts do (docs/deployment.md).
 */
function spaShellFallback(outDir: string): Connect.NextHandleFunction {
  return (req, _res, next) => {
    const original = (req as Connect.IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? '/';
    const pathname = original.split(/[?#]/)[0];
    const routeShell = routeShells.find(({ route }) => matchesRoute(route, pathname));
    if (req.url === '/index.html' && pathname.startsWith('/crew/') && existsSync(join(outDir, CREW_SHELL))) {
      req.url = `/${CREW_SHELL}`;
    } else if (req.url === '/index.html' && routeShell && existsSync(join(outDir, routeShell.file))) {
      req.url = `/${routeShell.file}`;
    } else if (req.url === '/index.html' && pathname !== '/' && pathname !== '/index.html' && existsSync(join(outDir, SPA_SHELL))) {
      req.url = `/${SPA_SHELL}`;
    }
    next();
  };
}

/**
 * Sends the headers the build wrote to `_headers` with every response the preview server makes itself
 * (pages and assets; the stand-in's API answers before this runs), and like the static hosts does not
 * serve that file. The dev server sends none: Vite's dev client needs inline and eval'd code.
 */
function productionHeaders(outDir: string, logger: Logger): Connect.NextHandleFunction {
  const file = join(outDir, HEADERS_FILE);
  const headers = existsSync(file) ? parseHeadersFile(readFileSync(file, 'utf8')) : {};
  if (!existsSync(file)) logger.warn(`  ${HEADERS_FILE} is missing from the build: serving without security headers (run npm run build).`);
  return (req, res, next) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    if ((req.url ?? '').split(/[?#]/)[0] === `/${HEADERS_FILE}`) {
      res.statusCode = 404;
      res.end();
      return;
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
      const outDir = resolve(config.root, config.build.outDir);
      server.middlewares.use(productionHeaders(outDir, config.logger));
      // Runs after Vite's own HTML fallback has chosen /index.html.
      return () => server.middlewares.use(spaShellFallback(outDir));
    },
  };
}
