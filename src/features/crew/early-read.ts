/**
 * 'Your jobs' read as crew.html opens (docs/decisions/098). On a weak signal the list waited for the page's code,
 * then the Supabase client's, then the role, then the jobs, one after another. crew.html's first script, inlined by
 * the build (scripts/crew-early-read.ts), sends the role's and the list's reads at once with the session stored on the
 * phone, while the code is still on its way; the page takes each answer once, and reads through the client as
 * before when there is none (no session, one about to expire, a failed read).
 */

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

/** `settled`: the answers already in when the page first renders, which then shows them at once. */
type EarlyReads = { userId: string; answers: Partial<Record<EarlyReadName, Promise<unknown>>>; settled: Partial<Record<EarlyReadName, unknown>> };

declare global {
  interface Window {
    __crewEarlyReads?: EarlyReads;
  }
}

/**
 * crew.html's first script. The build writes its source into the page, so it refers to nothing outside itself. A
 * session within a minute of its end is left to the client, which renews it first.
 */
export function startEarlyReads(config: EarlyReadConfig): void {
  try {
    const session = JSON.parse(window.localStorage.getItem(config.storageKey) ?? 'null') as { access_token?: string; expires_at?: number; user?: { id?: string } } | null;
    const userId = session?.user?.id;
    const token = session?.access_token;
    if (!userId || !token || !session.expires_at || session.expires_at * 1000 - Date.now() < 60_000) return;
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
