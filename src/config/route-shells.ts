import { paths } from './paths.ts';

/**
 * Pages whose address carries a client's secret (a link's token: docs/product.md §12 and §14) are never
 * prerendered with their content. The build prerenders their loading state instead, once per route, as a shell
 * the hosts serve for every such address, so the client sees the agency's letterhead at the first paint and the
 * page's code loads after it, as on the prerendered pages (docs/decisions/060-route-shells.md).
 */
export type RouteShell = {
  /** The router's pattern, `:param` for the secret part. */
  route: string;
  /** Where the build writes the shell, under dist/. */
  file: string;
};

export const routeShells: RouteShell[] = [
  { route: paths.proposal(':token'), file: 'shells/proposal.html' },
  { route: paths.proofReport(':token'), file: 'shells/proof-report.html' },
  { route: paths.invoice(':token'), file: 'shells/invoice.html' },
];

/** Whether `pathname` is an address of `route` (each `:param` one path segment). */
export function matchesRoute(route: string, pathname: string): boolean {
  const pattern = route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+');
  return new RegExp(`^${pattern}/?$`).test(pathname);
}
