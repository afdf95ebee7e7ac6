import { isAuthRetryableFetchError } from '@supabase/supabase-js';
import { useEffect } from 'react';
import { canEnterAdminPanel } from '@/lib/permissions';
import { supabase } from '@/lib/supabase';

/**
 * When the profile shows no staff role (on load, or live when an admin removes access), asks the auth
 * service whether the session still stands by refreshing it. An account whose access was removed is
 * banned, so the refresh is refused and the session ends here and now (supabase-js would otherwise keep
 * it until the access token expires). A plain member's refresh works and they see 'Access Denied'.
 */
export function useSignOutWhenAccessRemoved(userId: string | undefined, role: string | undefined): void {
  useEffect(() => {
    if (!userId || role === undefined || canEnterAdminPanel(role)) return;
    void supabase.auth.refreshSession().then(async ({ error }) => {
      if (error && !isAuthRetryableFetchError(error)) await supabase.auth.signOut({ scope: 'local' });
    });
  }, [userId, role]);
}
