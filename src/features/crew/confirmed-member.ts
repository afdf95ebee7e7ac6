/**
 * The crew member last confirmed on this phone (docs/decisions/058), kept in localStorage: their pages open at once,
 * from the phone's copies without a network, while the stored session is still theirs; the check that follows
 * corrects them. Read by the pages (./session.ts) and by crew.html's first script (./first-script.ts).
 */

const CONFIRMED_KEY = 'chennai-outdoor-media-crew-member';

export type ConfirmedMember = { userId: string; name: string };

export function confirmedMember(): ConfirmedMember | null {
  try {
    return JSON.parse(window.localStorage.getItem(CONFIRMED_KEY) ?? 'null') as ConfirmedMember | null;
  } catch {
    return null;
  }
}

/** Keeps `member` as the one confirmed, or forgets whoever was (null). */
export function rememberMember(member: ConfirmedMember | null): void {
  try {
    if (member) window.localStorage.setItem(CONFIRMED_KEY, JSON.stringify(member));
    else window.localStorage.removeItem(CONFIRMED_KEY);
  } catch {
    // Storage unavailable: the pages need a network to open, as before.
  }
}
