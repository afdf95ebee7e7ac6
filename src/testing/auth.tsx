import type { Session, User } from '@supabase/supabase-js';
import type { ReactElement } from 'react';
import { AuthContext, type AuthState, type Profile } from '@/features/auth';
import { AUTH_STORAGE_KEY } from '@/lib/supabase';

export type DemoRole = 'admin' | 'editor' | 'reviewer' | 'member';

const userIds: Record<DemoRole, string> = {
  admin: '00000000-0000-4000-8000-00000000000a',
  editor: '00000000-0000-4000-8000-00000000000e',
  reviewer: '00000000-0000-4000-8000-00000000000f',
  member: '00000000-0000-4000-8000-00000000000b',
};

export function demoProfile(role: DemoRole): Profile {
  const name = role[0].toUpperCase() + role.slice(1);
  return {
    id: userIds[role],
    email: `${role}@example.com`,
    full_name: `Demo ${name}`,
    job_title: null,
    portrait_url: null,
    role,
    created_at: '2025-01-01T00:00:00Z',
    updated_at: '2025-01-01T00:00:00Z',
  };
}

export function demoUser(id: string, email: string): User {
  return { id, email, aud: 'authenticated', role: 'authenticated', app_metadata: {}, user_metadata: {}, created_at: '2025-01-01T00:00:00Z' };
}

/** A session shaped as GoTrue returns it (the access token is an unsigned JWT with real-looking claims). */
export function demoSession(user: User): Session {
  const now = Math.floor(Date.now() / 1000);
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  const claims = { sub: user.id, email: user.email, role: 'authenticated', aud: 'authenticated', iat: now, exp: now + 3600 };
  return {
    access_token: `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`,
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: now + 3600,
    refresh_token: 'demo-refresh-token',
    user,
  };
}

/** Puts a signed-in session where the app's Supabase client looks for it (the setup clears localStorage after each test). */
export function storeSession(session: Session): void {
  localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(session));
}

/** A settled auth state for `role` (null role = signed in without a profile), for rendering screens without the network. */
export function authStateFor(role: DemoRole | null, overrides: Partial<AuthState> = {}): AuthState {
  const profile = role ? demoProfile(role) : null;
  const user = demoUser(profile?.id ?? '00000000-0000-4000-8000-000000000000', profile?.email ?? 'noprofile@example.com');
  return {
    session: demoSession(user),
    user,
    profile,
    loading: false,
    signIn: async () => ({ error: null }),
    signOut: async () => {},
    ...overrides,
  };
}

/** Wraps `ui` in a fixed auth state (what `useAuth()` and `usePermissions()` read). */
export function withAuth(ui: ReactElement, state: AuthState): ReactElement {
  return <AuthContext.Provider value={state}>{ui}</AuthContext.Provider>;
}
