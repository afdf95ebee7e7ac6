import { useEffect, useRef, useState } from 'react';
import { AUTH_STORAGE_KEY, hasStoredSession } from '@/lib/auth-storage';
import type { CrewSession } from './api/crew';
import { confirmedMember, rememberMember } from './confirmed-member';
import { crewSessionOf, type CrewProfile } from './crew-member';
import { settledEarlyRead, takeEarlyRead } from './early-read';
import { setQueueOwner } from './photos';
import { forgetSaved } from './saved-pages';

/**
 * Who is on the crew pages (docs/decisions/057). Without a stored session the answer is known at once, without the
 * Supabase client; with one, the client loads (after the first paint) to check it and read the role. One check per
 * page load, shared by both pages. The crew member last confirmed on this phone is taken at their word while the
 * stored session is still theirs (docs/decisions/058): their pages show at once, from the phone's copies without a
 * network, and the check that follows corrects them; the server checks everything they read and send.
 */

export type SessionState = { status: 'loading' } | { status: 'error'; message: string } | CrewSession;

export const crewApi = () => import('./api/crew');

function rememberConfirmed(session: CrewSession): void {
  rememberMember(session.status === 'crew' ? { userId: session.userId, name: session.name } : null);
}

/** The user whose session the Supabase client stores on this phone (unchecked), or null. */
function storedUser(): { id: string; email?: string } | null {
  try {
    const stored = JSON.parse(window.localStorage.getItem(AUTH_STORAGE_KEY) ?? 'null') as { user?: { id?: string; email?: string } } | null;
    return stored?.user?.id ? { id: stored.user.id, email: stored.user.email } : null;
  } catch {
    return null;
  }
}

const storedUserId = (): string | null => storedUser()?.id ?? null;

/** Who `user` is on the crew pages by the profile crew.html's first script read (null: it read none). */
const sessionByProfile = (user: { id: string; email?: string }, profiles: CrewProfile[] | null | undefined): CrewSession | null =>
  profiles ? crewSessionOf(user, profiles[0]) : null;

/**
 * Who the stored session's user is, from the profile crew.html's first script read with that session
 * (docs/decisions/098): the server checked the session to answer. Null when it read nothing (the client checks).
 */
async function earlySession(): Promise<CrewSession | null> {
  const user = storedUser();
  return user && sessionByProfile(user, await takeEarlyRead<CrewProfile[]>('profile', user.id));
}

/** earlySession's answer when it is already in as the page first renders. */
function settledEarlySession(): CrewSession | null {
  const user = storedUser();
  return user && sessionByProfile(user, settledEarlyRead<CrewProfile[]>('profile', user.id));
}

/** The confirmed crew member when the session stored on the phone is still theirs. */
function confirmedOnPhone(): CrewSession | null {
  const confirmed = confirmedMember();
  return confirmed && storedUserId() === confirmed.userId ? { status: 'crew', userId: confirmed.userId, name: confirmed.name } : null;
}

/**
 * The session check under way or answered, for the session stored when it began: a page asks the server once, and
 * again only when the phone's stored session is another's since (signed out and in again, in another tab too).
 */
let checking: { userId: string | null; answer: Promise<CrewSession> } | null = null;

function checkSession(): Promise<CrewSession> {
  const userId = storedUserId();
  if (checking?.userId === userId) return checking.answer;
  const answer = earlySession()
    .then(async (early) => early ?? (await crewApi()).loadCrewSession())
    .then(
      (session) => {
        // A check that answers after its session was signed out confirms nobody.
        if (session.status !== 'crew' || storedUserId() === session.userId) rememberConfirmed(session);
        return session;
      },
      (error: unknown) => {
        // Not kept: the next page asks the server again.
        if (checking?.answer === answer) checking = null;
        throw error;
      },
    );
  checking = { userId, answer };
  return answer;
}

export function useCrewSession(): { session: SessionState; retry: () => void; signOut: () => Promise<void> } {
  const [session, setSession] = useState<SessionState>(() =>
    hasStoredSession() ? (confirmedOnPhone() ?? settledEarlySession() ?? { status: 'loading' }) : { status: 'signed-out' },
  );
  const [attempt, setAttempt] = useState(0);
  // Signing out makes a check still under way stale: the page may sign out before it answers (it shows the confirmed crew member meanwhile).
  const signOuts = useRef(0);

  useEffect(() => {
    if (!hasStoredSession()) return;
    let current = true;
    const before = signOuts.current;
    const answered = () => current && before === signOuts.current;
    checkSession().then(
      (found) => answered() && setSession(found),
      // Without a network, the crew member confirmed on this phone stays.
      () =>
        answered() && setSession((shown) => (shown.status === 'crew' ? shown : { status: 'error', message: 'Your jobs could not be loaded. Check the connection and try again.' })),
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  // The photo queue sends the signed-in crew member's photos only (docs/decisions/058).
  useEffect(() => {
    if (session.status === 'crew') setQueueOwner({ id: session.userId, name: session.name });
    else if (session.status !== 'loading') setQueueOwner(null);
  }, [session]);

  return {
    session,
    retry: () => {
      setSession({ status: 'loading' });
      setAttempt((value) => value + 1);
    },
    signOut: async () => {
      signOuts.current += 1;
      await (await crewApi()).signOut();
      checking = null;
      // The jobs this phone kept for them go with them; their photos stay until they are sent.
      if (session.status === 'crew') {
        rememberConfirmed({ status: 'signed-out' });
        await forgetSaved(session.userId).catch(() => undefined);
      }
      setSession({ status: 'signed-out' });
    },
  };
}
