import type { Session, User } from '@supabase/supabase-js';
import { createContext, useContext, useMemo } from 'react';
import { permissionsFor, type Permissions } from '@/lib/permissions';
import type { Profile } from './api/get-profile';
import type { SignInResult } from './api/sign-in';

export type AuthState = {
  session: Session | null;
  user: User | null;
  /** The user's row in user_profiles; null when signed out or when the account has none. */
  profile: Profile | null;
  /** True until the session is known and, for a signed-in user, the profile has loaded. */
  loading: boolean;
  signIn: (email: string, password: string) => Promise<SignInResult>;
  signOut: () => Promise<void>;
};

export const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used inside <AuthProvider>');
  return auth;
}

/** The signed-in user's flags (docs/product.md §6); every admin screen reads them from here. */
export function usePermissions(): Permissions {
  const role = useAuth().profile?.role;
  return useMemo(() => permissionsFor(role), [role]);
}
