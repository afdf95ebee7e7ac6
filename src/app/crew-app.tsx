import { lazy, startTransition, Suspense, useCallback, useEffect, useState } from 'react';
import { paths } from '@/config/paths';
import { CrewJobs, CrewNavigation, loadCrewJob } from '@/features/crew';

/**
 * The crew pages as crew.html's app (docs/decisions/057, "The crew's pages"): two pages, so a few lines of
 * history.pushState instead of React Router (about 30 KB gzipped), which with React DOM would already fill the
 * 100 KB a crew member's phone may load before /crew is interactive. 'Your jobs' is in the entry; a job's page is
 * its own chunk. The main router serves the same pages with its own navigate (src/app/crew-routes.tsx).
 */

export type CrewRoute = { page: 'jobs' } | { page: 'job'; jobId: string } | { page: 'elsewhere' };

/** Which crew page a path is. */
export function crewRoute(pathname: string): CrewRoute {
  const path = pathname.replace(/\/+$/, '');
  if (path === paths.crew) return { page: 'jobs' };
  const match = /^\/crew\/jobs\/([^/]+)$/.exec(path);
  if (!match) return { page: 'elsewhere' };
  try {
    return { page: 'job', jobId: decodeURIComponent(match[1]) };
  } catch {
    return { page: 'elsewhere' };
  }
}

const CrewJobScreen = lazy(() => loadCrewJob().then((CrewJob) => ({ default: CrewJob })));

/** An address crew.html was served for that is not a crew page (a host's rewrite gone wide). */
function NotCrewPage() {
  return (
    <main className="mx-auto max-w-xl px-4 py-16 text-center">
      <title>Page not found</title>
      <h1 className="text-2xl font-bold text-slate-900">Page not found</h1>
      <p className="mt-4">
        <a href={paths.crew} className="font-semibold text-brand-800 underline underline-offset-2">
          Your jobs
        </a>
      </p>
    </main>
  );
}

export function CrewApp() {
  const [pathname, setPathname] = useState(() => window.location.pathname);

  useEffect(() => {
    const onPopState = () => setPathname(window.location.pathname);
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  // A transition: the page shown stays until the next one's code has arrived.
  const navigate = useCallback((to: string) => {
    const url = new URL(to, window.location.href);
    if (url.origin !== window.location.origin || crewRoute(url.pathname).page === 'elsewhere') {
      window.location.assign(url.href);
      return;
    }
    window.history.pushState(null, '', url.href);
    startTransition(() => setPathname(url.pathname));
  }, []);

  const route = crewRoute(pathname);
  return (
    <CrewNavigation navigate={navigate}>
      <Suspense fallback={null}>
        {route.page === 'jobs' && <CrewJobs />}
        {route.page === 'job' && <CrewJobScreen key={route.jobId} jobId={route.jobId} />}
        {route.page === 'elsewhere' && <NotCrewPage />}
      </Suspense>
    </CrewNavigation>
  );
}
