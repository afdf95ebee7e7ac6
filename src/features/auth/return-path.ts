import { paths } from '@/config/paths';

/** Router state the access guard leaves for the login page: where the visitor was going. */
export type LoginRedirectState = { from: string };

const isUnder = (path: string, root: string) => path === root || path.startsWith(`${root}/`);

/** A page sign-in may lead to: the back office's (not the login itself) or the crew's (docs/decisions/057). */
function isReturnable(path: unknown): path is string {
  if (typeof path !== 'string' || path.startsWith('//')) return false;
  return (isUnder(path, paths.admin.root) && !path.startsWith(paths.admin.login)) || isUnder(path, paths.crew);
}

/**
 * The page to open after sign-in: the one first asked for (the access guard's router state, or `?redirect=` from the
 * crew's pages, which are not in the router), else the crew's jobs for crew and the dashboard for everyone else.
 */
export function returnPath(state: unknown, search = '', role: string | null = null): string {
  const from = (state as Partial<LoginRedirectState> | null)?.from;
  if (isReturnable(from)) return from;
  const asked = new URLSearchParams(search).get('redirect');
  if (isReturnable(asked)) return asked;
  return role === 'crew' ? paths.crew : paths.admin.root;
}

/** The crew's pages are an app of their own (crew.html): reached by loading it, not through the router. */
export const isCrewPath = (path: string) => isUnder(path.split(/[?#]/)[0] ?? path, paths.crew);
