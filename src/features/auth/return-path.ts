import { paths } from '@/config/paths';

/** Router state the access guard leaves for the login page: where the visitor was going. */
export type LoginRedirectState = { from: string };

/** The admin page to open after sign-in: the one first asked for, else the dashboard. */
export function returnPath(state: unknown): string {
  const from = (state as Partial<LoginRedirectState> | null)?.from;
  const isAdminPage =
    typeof from === 'string' && (from === paths.admin.root || from.startsWith(`${paths.admin.root}/`)) && !from.startsWith(paths.admin.login);
  return isAdminPage ? from : paths.admin.root;
}
