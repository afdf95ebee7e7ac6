/**
 * Where the Supabase client keeps the session in this browser (src/lib/supabase.ts). Product-specific so two
 * Supabase apps on one origin never share a session. A module of its own: the sign-in page asks whether a
 * session is stored before it loads the client (docs/decisions/056-a-light-sign-in-page.md).
 */
export const AUTH_STORAGE_KEY = 'chennai-outdoor-media-auth';

/** Whether this browser holds a session, valid or not; false where storage cannot be read. */
export function hasStoredSession(): boolean {
  try {
    return window.localStorage.getItem(AUTH_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}
