import type { Session } from '@supabase/supabase-js';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { supabase } from '@/lib/supabase';
import { profileQueryKey } from './get-profile';

type SessionState = { session: Session | null; loading: boolean };

/** The current session, kept in step with sign-in, sign-out and token refresh. */
export function useSession(): SessionState {
  const queryClient = useQueryClient();
  const [state, setState] = useState<SessionState>({ session: null, loading: true });
  useEffect(() => {
    // The first event (INITIAL_SESSION) carries the stored session, refreshed if it had expired.
    const { data } = supabase.auth.onAuthStateChange((event, session) => {
      setState({ session, loading: false });
      // Nothing read with the old session (contact submissions, say) outlives it in the cache.
      if (event === 'SIGNED_OUT') queryClient.removeQueries();
      // Re-read the profile now and then, in case a live update was missed while the socket was down.
      if (event === 'SIGNED_IN' || event === 'TOKEN_REFRESHED') {
        void queryClient.invalidateQueries({ queryKey: profileQueryKey(session?.user.id) });
      }
    });
    return () => data.subscription.unsubscribe();
  }, [queryClient]);
  return state;
}
