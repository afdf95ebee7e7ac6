import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { canEnterAdminPanel } from '@/lib/permissions';
import { useAuth } from '../auth-context';
import type { LoginRedirectState } from '../return-path';
import { AccessProblem } from './AccessProblem';
import { AuthStatusScreen } from './AuthStatusScreen';

/** The admin access check (docs/product.md §4): loading, then login, no profile, wrong role, or the admin area. */
export function RequireAdminAccess({ children }: { children: ReactNode }) {
  const { session, profile, loading } = useAuth();
  const location = useLocation();

  if (loading) {
    return (
      <AuthStatusScreen>
        <p role="status" className="flex items-center justify-center gap-3 text-slate-600">
          <span aria-hidden="true" className="h-5 w-5 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600" />
          Checking access...
        </p>
      </AuthStatusScreen>
    );
  }
  if (!session) {
    const state: LoginRedirectState = { from: `${location.pathname}${location.search}${location.hash}` };
    return <Navigate to={paths.admin.login} replace state={state} />;
  }
  if (!profile) return <AccessProblem kind="no-profile" />;
  if (!canEnterAdminPanel(profile.role)) return <AccessProblem kind="wrong-role" />;
  return children;
}
