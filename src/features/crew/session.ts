import { useEffect, useState } from 'react';
import { hasStoredSession } from '@/lib/auth-storage';
import type { CrewSession } from './api/crew';

/**
 * Who is on the crew pages (docs/decisions/057). Without a stored session the answer is known at once, without the
 * Supabase client; with one, the client loads (after the first paint) to check it and read the role. One check per
 * page load, shared by both pages.
 */

export type SessionState = { status: 'loading' } | { status: 'error'; message: string } | CrewSession;

export const crewApi = () => import('./api/crew');

let checking: Promise<CrewSession> | null = null;

function checkSession(): Promise<CrewSession> {
  checking ??= crewApi()
    .then((api) => api.loadCrewSession())
    .catch((error: unknown) => {
      checking = null;
      throw error;
    });
  return checking;
}

export function useCrewSession(): { session: SessionState; retry: () => void; signOut: () => Promise<void> } {
  const [session, setSession] = useState<SessionState>(() => (hasStoredSession() ? { status: 'loading' } : { status: 'signed-out' }));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!hasStoredSession()) return;
    let current = true;
    checkSession().then(
      (found) => current && setSession(found),
      () => current && setSession({ status: 'error', message: 'Your jobs could not be loaded. Check the connection and try again.' }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  return {
    session,
    retry: () => {
      setSession({ status: 'loading' });
      setAttempt((value) => value + 1);
    },
    signOut: async () => {
      await (await crewApi()).signOut();
      checking = null;
      setSession({ status: 'signed-out' });
    },
  };
}
