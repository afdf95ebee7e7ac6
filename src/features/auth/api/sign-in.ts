/**
 * The sign-in page's calls. They bring the full Supabase client (about 50 KB gzipped), so the page imports this
 * module only when someone starts to sign in or a session is stored (docs/decisions/056-a-light-sign-in-page.md).
 */
import { isAuthRetryableFetchError } from '@supabase/supabase-js';
import { supabase } from '@/lib/supabase';

/** docs/product.md §8: a sign-in that fails without an error from the service. */
export const AUTH_FAILED_MESSAGE = 'Authentication failed - please try again';

/** Shown when the service refuses sign-ins for a while after too many failures (its rate limit, 429). */
export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many failed sign-in attempts. Please wait 15 minutes, then try again or reset your password.';

/** Shown to someone whose access an admin removed (the service says 'User is banned'). */
export const ACCESS_REMOVED_MESSAGE = 'Your access has been removed; ask an admin if you need it back.';

export type SignInResult = { error: { message: string } | null };

/** Whether this browser is signed in: the stored session, refreshed first if it has expired. */
export async function hasSession(): Promise<boolean> {
  const { data } = await supabase.auth.getSession();
  return data.session !== null;
}

/** The signed-in user's role (current_user_role()), which decides where sign-in leads; null if it cannot be read. */
export async function signedInRole(): Promise<string | null> {
  const { data, error } = await supabase.rpc('current_user_role');
  return error ? null : data;
}

/**
 * Password sign-in with both inputs trimmed. Resolves with the service's refusal (wrong password,
 * unconfirmed e-mail); throws when the service cannot be reached, so callers can say so instead.
 */
export async function signInWithPassword(email: string, password: string): Promise<SignInResult> {
  const { data, error } = await supabase.auth.signInWithPassword({ email: email.trim(), password: password.trim() });
  if (error && isAuthRetryableFetchError(error)) throw error;
  if (error?.code === 'over_request_rate_limit') return { error: { message: TOO_MANY_ATTEMPTS_MESSAGE } };
  if (error?.code === 'user_banned') return { error: { message: ACCESS_REMOVED_MESSAGE } };
  if (error) return { error };
  if (!data.session) return { error: { message: AUTH_FAILED_MESSAGE } };
  return { error: null };
}
