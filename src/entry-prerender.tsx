/**
 * The build-time renderer (scripts/prerender.ts builds this file for Node and calls it): renders the
 * static public routes to HTML with the same routes and providers the browser uses (src/main.tsx
 * hydrates them), and lists the paths the sitemap holds. Data-driven sections render their loading state:
 * queries never run on the server.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createRoutes } from './app/router';
import { categories } from './catalogue';
import { paths } from './config/paths';

export { siteUrl } from './lib/seo';
export { isHosted, supabaseAnonKey, supabaseUrl } from './lib/env';

const servicePaths = categories.flatMap((category) => category.services.map((service) => paths.service(category.id, service.id)));

/** Rendered to HTML at build: every public route whose address is known without the database. */
export const prerenderPaths: string[] = [
  paths.home,
  paths.about,
  paths.services,
  ...servicePaths,
  paths.gallery,
  paths.clients,
  paths.blog,
  paths.contact,
  paths.festival,
  paths.privacy,
  paths.terms,
];

/** The sitemap's pages (blog posts are added by the build when the database answers). */
export const sitemapPaths: string[] = prerenderPaths;

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

/** The lazy route modules, by source path, to tell which ones a page rendered. */
const routeModules = import.meta.glob<{ default: unknown }>('./app/routes/public/*.tsx');

async function sourceOf(component: unknown): Promise<string | undefined> {
  for (const [file, load] of Object.entries(routeModules)) {
    if ((await load()).default === component) return `src/${file.slice(2)}`;
  }
  return undefined;
}

export interface RenderedPage {
  /** Title, meta and link elements for <head>. */
  head: string;
  /** The content of #root. */
  body: string;
  /** Source paths of the lazy route modules the page needs (their chunks are preloaded). */
  modules: string[];
}

/** The app at `path` as HTML. */
export async function render(path: string): Promise<RenderedPage> {
  // No query client: the route loaders fetch nothing at build time.
  const handler = createStaticHandler(createRoutes());
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response) throw new Error(`${path}: the router answered ${context.status} instead of a page.`);
  const modules = await Promise.all(context.matches.map((match) => sourceOf(match.route.Component)));
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders>
        <StaticRouterProvider router={router} context={context} />
      </AppProviders>
    </StrictMode>,
  );
  return { ...splitHead(await new Response(prelude).text()), modules: modules.filter((file) => file !== undefined) };
}
