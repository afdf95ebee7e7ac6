import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, RouterProvider, type HydrationState, type RouteObject } from 'react-router';
import { PAGE_DATA_ID, ROUTER_DATA_ID } from './app/page-data-id';
import { createAppRouter, createRoutes, isBackOfficePath, loadAdminRoutes } from './app/router';
import { enableFullStylesheets } from './lib/full-stylesheet';
import './index.css';

declare global {
  interface Window {
    /** Written by React Router's StaticRouterProvider into a prerendered page that has a route error. */
    __staticRouterHydrationData?: HydrationState;
  }
}

/** The router's state the page was prerendered with (scripts/prerender.ts writes it as JSON). */
function prerenderedRouterData(): HydrationState | undefined {
  const block = document.getElementById(ROUTER_DATA_ID);
  return block?.textContent ? (JSON.parse(block.textContent) as HydrationState) : window.__staticRouterHydrationData;
}

/**
 * Hydration must render what the server rendered, so the current route's lazy modules load first.
 * A module that fails to load stays lazy: the router then retries it and shows its error page.
 */
async function loadMatchedRoutes(routeList: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routeList, window.location) ?? [];
  await Promise.allSettled(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy(), { lazy: undefined });
    }),
  );
}

/** A prerendered page served for another path (an index.html SPA fallback): drop its markup and head tags. */
function discardForeignMarkup(rootElement: HTMLElement): void {
  rootElement.replaceChildren();
  // And its data, before the first screen that reads data makes the query cache from it (src/app/app-queries.tsx).
  document.getElementById(PAGE_DATA_ID)?.remove();
  document.getElementById(ROUTER_DATA_ID)?.remove();
  const head = document.head.childNodes;
  let inside = false;
  for (const node of Array.from(head)) {
    const marker = node.nodeType === Node.COMMENT_NODE ? (node as Comment).data : null;
    if (marker === 'prerendered-head') inside = true;
    if (inside) node.remove();
    if (marker === '/prerendered-head') inside = false;
  }
  document.documentElement.removeAttribute('data-spa-fallback');
}

/**
 * The markup is this address's: its own page, or the shell of its route (src/config/route-shells.ts). The path guard
 * in the page's head (scripts/prerender.ts) has already compared the two, and marks a page served for another address.
 */
function prerenderedHere(): boolean {
  return !document.documentElement.hasAttribute('data-spa-fallback');
}

async function start(rootElement: HTMLElement): Promise<void> {
  const fullStylesheets = enableFullStylesheets();
  const prerenderedPath = rootElement.dataset.prerendered;
  // The query cache is not here: the screens that read data bring it (src/app/app-queries.tsx).
  const routes = createRoutes(true);
  // Opened under /admin: its routes are there from the start, like the public ones (src/app/router.tsx). Not on the
  // sign-in page, a light page of the public table: the back office loads after sign-in (decision 056).
  if (isBackOfficePath(window.location.pathname)) routes.push(...(await loadAdminRoutes()));
  const app = (router: ReturnType<typeof createAppRouter>) => (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );

  // Either way the router starts on a loaded route: no empty first render, no hydration fallback.
  await loadMatchedRoutes(routes);
  // As a transition, the first render yields to the browser every few milliseconds instead of blocking
  // the main thread for the whole tree (Total Blocking Time); the prerendered page is visible meanwhile.
  if (prerenderedPath !== undefined && prerenderedHere()) {
    startTransition(() => {
      hydrateRoot(rootElement, app(createAppRouter(routes, prerenderedRouterData())));
    });
    return;
  }
  if (prerenderedPath !== undefined) {
    discardForeignMarkup(rootElement);
    // The inlined rules were cut for the page discarded, not for the one about to render.
    await fullStylesheets;
  }
  // The app shell's generic <title> (there for crawlers without JavaScript): React adds each
  // screen's own next to it instead of adopting it, and a page has one title.
  document.head.querySelectorAll('title').forEach((title) => title.remove());
  const root = createRoot(rootElement);
  startTransition(() => root.render(app(createAppRouter(routes))));
}

const rootElement = document.getElementById('root');
if (!rootElement) {
  console.error('Root element not found');
} else {
  void start(rootElement);
}
