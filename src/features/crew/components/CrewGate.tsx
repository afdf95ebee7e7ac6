import { useEffect, type ReactNode } from 'react';
import { paths } from '@/config/paths';
import type { CrewSession } from '../api/crew';
import { resumeQueue } from '../photos';
import { useCrewSession } from '../session';
import { CrewFrame } from './CrewFrame';
import { LoadFailed, LoadingJobs } from './LoadStates';
import { QueueStatus } from './QueueStatus';
import { primaryButton, textLink } from './ui';

type Crew = Extract<CrewSession, { status: 'crew' }>;

/** Where the sign-in page sends a crew member back to (the login page reads `redirect`; see src/features/auth). */
export const SIGN_IN_HREF = `${paths.admin.login}?redirect=${encodeURIComponent(paths.crew)}`;

/**
 * The crew pages for crew only (docs/decisions/057): signed out, a link to sign in; signed in as anyone else, a
 * sentence and the back office; a crew member gets the page, with 'Sign out'. Links out are full page loads: the
 * crew pages are an app of their own (crew.html). Photos kept on the phone are shown whoever is signed in: those of
 * someone else wait for them (docs/decisions/058).
 */
export function CrewGate({ title, back, children }: { title: string; back?: boolean; children: (crew: Crew) => ReactNode }) {
  const { session, retry, signOut } = useCrewSession();
  const onSignOut = () => void signOut();
  // What an earlier visit left in the queue: sent once its taker is signed in, shown meanwhile.
  useEffect(resumeQueue, []);

  if (session.status === 'crew') {
    return (
      <CrewFrame title={title} back={back} onSignOut={onSignOut}>
        {children(session)}
      </CrewFrame>
    );
  }
  return (
    <CrewFrame title={title} onSignOut={session.status === 'not-crew' ? onSignOut : undefined}>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{title}</h1>
      {session.status === 'loading' && <LoadingJobs />}
      {session.status === 'error' && <LoadFailed message={session.message} onRetry={retry} />}
      {session.status === 'signed-out' && (
        <div className="mt-4 rounded-xl bg-white p-4 shadow-sm">
          <p className="text-slate-800">Sign in to see the mounting jobs assigned to you.</p>
          <a href={SIGN_IN_HREF} className={`${primaryButton} mt-4 w-full`}>
            Sign in
          </a>
        </div>
      )}
      {session.status === 'not-crew' && (
        <div className="mt-4 rounded-xl bg-white p-4 shadow-sm">
          <p className="text-slate-800">These pages are for the field crew: they list the mounting jobs assigned to each of them. Your work is in the back office.</p>
          <p className="mt-3">
            <a href={paths.admin.root} className={textLink}>
              Go to the back office
            </a>
          </p>
        </div>
      )}
      {(session.status === 'signed-out' || session.status === 'not-crew') && <QueueStatus />}
    </CrewFrame>
  );
}
