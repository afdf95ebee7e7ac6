import { createBrowserRouter, type HydrationState, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { crewRoutes } from './crew-routes';
import { PublicLayout } from './layouts/PublicLayout';
import { pageRoute } from './page-route';
import { RouteErrorPage } from './RouteErrorPage';

/**
 * The public routes, every pattern taken from `paths`, and the sign-in page. Each screen is its own chunk
 * (src/app/page-route.ts): a visitor downloads only the page they open. The back office's routes are added on the
 * way to /admin.
 * `prefetching`: data routes start their queries as they load (the browser; the prerender runs them itself).
 */
export function createRoutes(prefetching = false): RouteObject[] {
  const page = pageRoute({ prefetching });

  const publicRoutes: RouteObject[] = [
    { index: true, ...page(() => import('./routes/public/HomePage')) },
    { path: paths.about, ...page(() => import('./routes/public/AboutPage')) },
    { path: paths.services, ...page(() => import('./routes/public/ServicesPage')) },
    { path: paths.service(':categoryId', ':serviceId'), ...page(() => import('./routes/public/ServiceDetailPage')) },
    { path: paths.gallery, ...page(() => import('./routes/public/GalleryPage')) },
    { path: paths.sites, ...page(() => import('./routes/public/SitesPage')) },
    { path: paths.site(':code'), ...page(() => import('./routes/public/SitePage')) },
    { path: paths.mediaPlan, ...page(() => import('./routes/public/MediaPlanPage')) },
    { path: paths.clients, ...page(() => import('./routes/public/ClientsPage')) },
    { path: paths.blog, ...page(() => import('./routes/public/BlogPage')) },
    { path: paths.blogPost(':postId'), ...page(() => import('./routes/public/BlogPostPage')) },
    { path: paths.contact, ...page(() => import('./routes/public/ContactPage')) },
    { path: paths.festival, ...page(() => import('./routes/public/FestivalOfferPage')) },
    { path: paths.offer(':slug'), ...page(() => import('./routes/public/OfferPage')) },
    { path: paths.careers, ...page(() => import('./routes/public/CareersPage')) },
    { path: paths.opening(':slug'), ...page(() => import('./routes/public/OpeningPage')) },
    { path: paths.privacy, ...page(() => import('./routes/public/PrivacyPolicyPage')) },
    { path: paths.terms, ...page(() => import('./routes/public/TermsOfServicePage')) },
    { path: paths.proposal(':token'), ...page(() => import('./routes/public/ProposalPage')) },
    { path: paths.proofReport(':token'), ...page(() => import('./routes/public/ProofReportPage')) },
    { path: paths.invoice(':token'), ...page(() => import('./routes/public/InvoicePage')) },
    // Before the admin routes are added, /admin and everything under it match here, with a parameter:
    // that makes the router ask patchRoutesOnNavigation (below) for more specific routes.
    { path: '*', ...page(() => import('./routes/public/NotFoundPage')) },
  ];

  // On a page that was not prerendered (a post published after the build), the router first asks
  // patchRoutesOnNavigation about a path with a parameter and shows `HydrateFallback` (nothing) meanwhile;
  // without one it warns.
  return [
    { path: paths.home, element: <PublicLayout />, errorElement: <RouteErrorPage />, HydrateFallback: NothingYet, children: publicRoutes },
    // The sign-in screen: a light page of its own, outside the public layout and prerendered like the public pages;
    // the back office's routes are added on the way from it (docs/decisions/056-a-light-sign-in-page.md).
    { path: paths.admin.login, errorElement: <RouteErrorPage />, ...page(() => import('./routes/public/AdminLoginPage')) },
    // The crew's phone pages, outside the public layout; crew.html serves them without this entry (src/app/crew-routes.tsx).
    ...crewRoutes(),
  ];
}

function NothingYet() {
  return null;
}

/** /admin and every path under it. */
export const isAdminPath = (path: string) => path === paths.admin.root || path.startsWith(`${paths.admin.root}/`);

/** The paths the back office's routes answer: every admin path but the sign-in page, which the public table holds. */
export const isBackOfficePath = (path: string) => isAdminPath(path) && path.replace(/\/+$/, '') !== paths.admin.login;

/** The back office's routes (src/app/admin-routes.tsx, their own chunk), each screen in the app's query cache. */
export async function loadAdminRoutes(): Promise<RouteObject[]> {
  return (await import('./admin-routes')).adminRoutes(pageRoute({ prefetching: true, everyScreenQueries: true }));
}

/**
 * Adds the back office's routes the first time a navigation reaches /admin, so their table and its chunk
 * list are not in the entry every visitor loads.
 */
function discoverAdminRoutes(): PatchRoutesOnNavigationFunction {
  let routes: Promise<RouteObject[]> | null = null;
  let added = false;
  return async ({ path, patch }) => {
    if (added || !isAdminPath(path)) return;
    routes ??= loadAdminRoutes();
    const adminRoutes = await routes;
    if (added) return;
    added = true;
    patch(null, adminRoutes);
  };
}

/**
 * `routes` already hold the admin routes when the page was opened under /admin (src/main.tsx adds them
 * before the router starts); otherwise, the sign-in page included, the router adds them on the way there.
 * `hydrationData`: the state a prerendered page was rendered with.
 */
export function createAppRouter(routes: RouteObject[], hydrationData?: HydrationState) {
  const hasAdminRoutes = routes.some((route) => route.path === paths.admin.root);
  return createBrowserRouter(routes, { hydrationData, patchRoutesOnNavigation: hasAdminRoutes ? undefined : discoverAdminRoutes() });
}
