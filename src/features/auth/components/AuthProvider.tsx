import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useSignOutWhenAccessRemoved } from '../api/use-sign-out-when-access-removed';
import { profileQueryOptions } from '../api/get-profile';
import { useSession } from '../api/session';
import { signInWithPassword } from '../api/sign-in';
import { signOut } from '../api/sign-out';
import { useProfileUpdates } from '../api/watch-profile';
import { AuthContext, type AuthState } from '../auth-context';

/** Tracks the session and the user's profile for the admin area (never mounted on the public site). */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { session, loading: sessionLoading } = useSession();
  const user = session?.user ?? null;
  const profileQuery = useQuery(profileQueryOptions(user?.id));
  useProfileUpdates(user?.id);

  const profile = user ? (profileQuery.data ?? null) : null;
  useSignOutWhenAccessRemoved(user?.id, profile?.role);
  const loading = sessionLoading || (user !== null && profileQuery.isPending);

  const value = useMemo<AuthState>(
    () => ({ session, user, profile, loading, signIn: signInWithPassword, signOut }),
    [session, user, profile, loading],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
