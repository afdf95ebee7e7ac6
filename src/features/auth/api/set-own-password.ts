import { isAuthRetryableFetchError } from '@supabase/supabase-js';
import { supabase } from '@/lib/supabase';

/** Sets the signed-in person's password; resolves with the service's refusal message, if any. */
export async function setOwnPassword(password: string): Promise<string | null> {
  const { error } = await supabase.auth.updateUser({ password });
  if (error && isAuthRetryableFetchError(error)) throw error;
  return error ? error.message : null;
}
