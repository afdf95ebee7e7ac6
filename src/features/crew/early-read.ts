/**
 * 'Your jobs' read as crew.html opens (docs/decisions/098). On a weak signal the list waited for the page's code,
 * then the Supabase client's, then the role, then the jobs, one after another. crew.html's first script, inlined by
 * the build (scripts/crew-first-script.ts), sends the role's and the list's reads at once with the session stored on the
 * phone, while the code is still on its way; the page takes each answer once, and reads through the client as
 * before when there is none (no session, one about to expire, a failed read).
 */

import type { FirstPaintIcons } from './job-look.ts';

/** A read of ./api/list-queries.ts as a URL whose `__USER__` and `__SINCE__` the script fills in. */
export type EarlyReadConfig = {
  /** The Supabase project's URL; null for the local stand-in on the page's own origin. */
  url: string | null;
  anonKey: string;
  storageKey: string;
  doneDays: number;
  reads: Record<EarlyReadName, string>;
};

export type EarlyReadName = 'profile' | 'jobs';

/** crew.html's whole first script's settings (./first-script.ts, docs/decisions/103). */
export type FirstScriptConfig = EarlyReadConfig & {
  icons: FirstPaintIcons;
  /** The crew entry and its preloads, which the build took out of crew.html; null in dev, where the page loads them. */
  code: { entry: string; preloads: string[] } | null;
};

/** `settled`: the answers already in when the page first renders, which then shows them at once. */
type EarlyReads = { userId: string; answers: Partial<Record<EarlyReadName, Promise<unknown>>>; settled: Partial<Record<EarlyReadName, unknown>> };

declare global {
  interface Window {
    __crewEarlyReads?: EarlyReads;
  }
}

/**
 * The session stored on the phone, unless it is within a minute of its end (the client renews it first) or there is
 * none.
 */
export function usableSession(config: Pick<EarlyReadConfig, 'storageKey'>): { userId: string; token: string } | null {
  try {
    const session = JSON.parse(window.localStorage.getItem(config.storageKey) ?? 'null') as { access_token?: string; expires_at?: number; user?: { id?: string } } | null;
    const userId = session?.user?.id;
    const token = session?.access_token;
    return userId && token && session.expires_at && session.expires_at * 1000 - Date.now() >= 60_000 ? { userId, token } : null;
  } catch {
    return null;
  }
}

/**
 * The role's and the list's reads, sent at once with the stored session (usableSession) by crew.html's first script
 * (./first-script.ts); without one, nothing.
 */
export function startEarlyReads(config: EarlyReadConfig): void {
  try {
    const session = usableSession(config);
    if (!session) return;
    const { userId, token } = session;
    const since = encodeURIComponent(new Date(Date.now() - config.doneDays * 86_400_000).toISOString());
    const origin = config.url ?? window.location.origin;
    const reads: EarlyReads = { userId, answers: {}, settled: {} };
    for (const name of Object.keys(config.reads) as EarlyReadName[]) {
      const url = origin + config.reads[name].replaceAll('__USER__', encodeURIComponent(userId)).replaceAll('__SINCE__', since);
      reads.answers[name] = fetch(url, { headers: { apikey: config.anonKey, Authorization: `Bearer ${token}` } })
        .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
        .then((answer) => {
          if (answer !== null && reads.answers[name]) reads.settled[name] = answer;
          return answer;
        })
        .catch(() => null);
    }
    window.__crewEarlyReads = reads;
  } catch {
    // No storage or no fetch: the page reads as it always did.
  }
}

/**
 * The answer crew.html's script read for `userId`, once (a later read asks the server again); null when it read
 * nothing for them, and a promise of null when its read failed.
 */
export function takeEarlyRead<T>(name: EarlyReadName, userId: string): Promise<T | null> | null {
  const reads = earlyReadsOf(userId);
  const answer = reads?.answers[name];
  if (!answer || !reads) return null;
  delete reads.answers[name];
  delete reads.settled[name];
  return answer as Promise<T | null>;
}

/** The answer crew.html's script has already received for `userId`, without taking it; undefined when none yet. */
export function settledEarlyRead<T>(name: EarlyReadName, userId: string): T | undefined {
  return earlyReadsOf(userId)?.settled[name] as T | undefined;
}

function earlyReadsOf(userId: string): EarlyReads | undefined {
  const reads = typeof window === 'undefined' ? undefined : window.__crewEarlyReads;
  return reads?.userId === userId ? reads : undefined;
}
