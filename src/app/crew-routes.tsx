import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { RouteErrorPage } from './RouteErrorPage';

/**
 * The crew's phone pages in the main router (docs/decisions/057), for a navigation that starts elsewhere (after
 * sign-in) or a host that answers /crew/jobs/… with the main app. A phone opening /crew gets them from crew.html's
 * own entry instead (src/app/crew-app.tsx), without this router or the public layout. Each screen is its own chunk,
 * without the query cache (the pages read with src/features/crew/use-load.ts). New objects on every call: a router
 * resolves its lazy routes into them.
 */
export function crewRoutes(): RouteObject[] {
  return [
    { path: paths.crew, errorElement: <RouteErrorPage />, lazy: async () => ({ Component: (await import('./routes/crew/CrewJobsPage')).default }) },
    {
      path: paths.crewJob(':jobId'),
      errorElement: <RouteErrorPage />,
      lazy: async () => ({ Component: (await import('./routes/crew/CrewJobPage')).default }),
    },
  ];
}
