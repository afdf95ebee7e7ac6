import { supabase } from '@/lib/supabase';

/** Ends this browser's session only; the same account stays signed in on other devices. */
export async function signOut(): Promise<void> {
  await supabase.auth.signOut({ scope: 'local' });
}
