/**
 * The build-time renderer (scripts/prerender.ts builds this file for Node and calls it): renders the
 * public routes to HTML with the same routes and providers the browser uses (src/main.tsx hydrates
 * them), and lists the paths the sitemap holds. With `withData`, a data route's queries (its screen's
 * `prefetch`) run first and the page renders their results; the results travel in the page
 * (dehydrated) so hydration renders the same (docs/decisions/028-prerendering-with-data.md).
 */
import { dehydrate, hydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type HydrationState, type Params } from 'react-router';
import type { ScreenInAppQueries } from './app/app-queries';
import { AppProviders } from './app/providers';
import type { RoutePrefetch } from './app/route-data';
import { createRoutes } from './app/router';
import { serviceOutline } from './catalogue';
import { paths } from './config/paths';

export { siteUrl } from './lib/seo';
export { isHosted, supabaseAnonKey, supabaseUrl } from './lib/env';

const servicePaths = serviceOutline.flatMap((category) => category.services.map((service) => paths.service(category.id, service.id)));

/** Rendered to HTML at build: every public route whose address is known without the database. */
export const prerenderPaths: string[] = [
  paths.home,
  paths.about,
  paths.services,
  ...servicePaths,
  paths.gallery,
  paths.sites,
  paths.clients,
  paths.blog,
  paths.contact,
  paths.festival,
  paths.careers,
  paths.privacy,
  paths.terms,
  // Rendered while the visitor's plan (kept in the browser) is still being read; never indexed.
  paths.mediaPlan,
  // The sign-in screen, a light page of its own (docs/decisions/056-a-light-sign-in-page.md); never indexed.
  paths.admin.login,
];

/** Prerendered but kept out of search engines (`noindex`). */
const unlisted = new Set<string>([paths.mediaPlan, paths.admin.login]);

/** The sitemap's pages (blog posts and site pages are added by the build when the database answers). */
export const sitemapPaths: string[] = prerenderPaths.filter((path) => !unlisted.has(path));

/** Hoistable elements React 19 emits ahead of the body when the tree has no <html>: they belong in <head>. */
const LEADING_HEAD_ELEMENT = /^(?:<title>[\s\S]*?<\/title>|<(?:meta|link|base)\b[^>]*>|<style\b[\s\S]*?<\/style>|<script\b[^>]*\basync\b[^>]*><\/script>)/;

function splitHead(markup: string): { head: string; body: string } {
  let rest = markup;
  let head = '';
  for (let match = LEADING_HEAD_ELEMENT.exec(rest); match; match = LEADING_HEAD_ELEMENT.exec(rest)) {
    head += match[0];
    rest = rest.slice(match[0].length);
  }
  return { head, body: rest };
}

/** The module of the query cache that data screens render in (loaded by src/app/page-route.ts). */
const APP_QUERIES_MODULE = 'src/app/app-queries.tsx';

/** The lazy route modules, by source path, to tell which ones a page rendered. */
const routeModules = import.meta.glob<{ default: unknown; prefetch?: RoutePrefetch }>('./app/routes/public/*.tsx');

/** A route's component is its screen module's, or wraps it in the query cache (src/app/app-queries.tsx). */
async function moduleOf(component: unknown): Promise<{ source: string; prefetch?: RoutePrefetch } | undefined> {
  const screen = (component as Partial<ScreenInAppQueries> | undefined)?.screen ?? component;
  for (const [file, load] of Object.entries(routeModules)) {
    const loaded = await load();
    if (loaded.default === screen) return { source: `src/${file.slice(2)}`, prefetch: loaded.prefetch };
  }
  return undefined;
}

/**
 * Runs the page's queries and keeps only those that succeeded: a failed one is left out, so the page
 * renders (and the browser hydrates) its loading state and fetches it again.
 */
async function pageData(prefetches: Array<{ prefetch: RoutePrefetch; params: Params }>): Promise<DehydratedState | undefined> {
  if (prefetches.length === 0) return undefined;
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  await Promise.all(prefetches.flatMap(({ prefetch, params }) => prefetch(queryClient, params)));
  const state = dehydrate(queryClient);
  return state.queries.length > 0 ? state : undefined;
}

export interface RenderedPage {
  /** Title, meta and link elements for <head>. */
  head: string;
  /** The content of #root. */
  body: string;
  /** Source paths of the lazy route modules the page needs (their chunks are preloaded). */
  modules: string[];
  /** The queries the page was rendered with, for the browser's cache; none for a page without data. */
  data?: DehydratedState;
  /** The router's state (its loaders' data) for hydration; none when React Router writes it itself. */
  routerData?: HydrationState;
}

/** The app at `path` as HTML; `withData`: the database answers, so data routes render their content. */
export async function render(path: string, withData = false): Promise<RenderedPage> {
  // No query client for the loaders: the page's queries run below, awaited, before rendering.
  const handler = createStaticHandler(createRoutes());
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path}: the router answered ${context.status} instead of a page.`);
  const matched = await Promise.all(context.matches.map(async (match) => ({ params: match.params, module: await moduleOf(match.route.Component) })));
  const prefetches = withData ? matched.flatMap(({ params, module }) => (module?.prefetch ? [{ prefetch: module.prefetch, params }] : [])) : [];
  const data = await pageData(prefetches);
  // The page renders from exactly what the browser will hydrate its cache with.
  const queryClient = new QueryClient();
  if (data) hydrate(queryClient, data);
  const router = createStaticRouter(handler.dataRoutes, context);
  // The router's state travels as JSON (src/main.tsx reads it), not as React Router's inline script; a route
  // error (which needs React Router's own serialisation) keeps the script.
  const routerData = context.errors ? undefined : { loaderData: context.loaderData, actionData: context.actionData };
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={routerData === undefined} />
      </AppProviders>
    </StrictMode>,
    // The whole page is one response: every Suspense boundary (the lazy islands) in place. By default React
    // moves a boundary past the first 12.8 KB out of place, hidden until an inline script reveals it, up to
    // 300 ms after the first frame, and never without JavaScript (the footer, the home page below its hero).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  // A screen in the query cache loads the cache's module with it (src/app/page-route.ts): preload that too.
  const inAppQueries = context.matches.some(({ route }) => route.Component != null && 'screen' in route.Component);
  const modules = [...matched.flatMap(({ module }) => (module ? [module.source] : [])), ...(inAppQueries ? [APP_QUERIES_MODULE] : [])];
  return { ...splitHead(await new Response(prelude).text()), modules, data, routerData };
}
