import { isAuthRetryableFetchError } from '@supabase/supabase-js';
import { paths } from '@/config/paths';
import { supabase } from '@/lib/supabase';

/**
 * Asks for a password-reset e-mail. Every answer of the service (sent, unknown address, too soon again)
 * ends the same way for the person asking, so nobody learns which addresses have accounts; only a
 * service that cannot be reached throws.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  const { error } = await supabase.auth.resetPasswordForEmail(email.trim(), {
    redirectTo: `${window.location.origin}${paths.admin.resetPassword}`,
  });
  if (error && isAuthRetryableFetchError(error)) throw error;
}
