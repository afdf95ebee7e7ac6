import type { Saved } from './saved-pages';

/**
 * A crew member's last 'Your jobs' on this phone (docs/decisions/058, 103), in localStorage rather than with the
 * job pages in IndexedDB: crew.html's first script reads it as the page is parsed, so a later visit draws the list in
 * its first frame, before any network answer (opening IndexedDB took up to 100 ms, longer than a read of the list).
 */

const keyOf = (userId: string) => `chennai-outdoor-media-crew-jobs:${userId}`;

export function keptList<T>(userId: string): Saved<T> | null {
  try {
    const kept = JSON.parse(window.localStorage.getItem(keyOf(userId)) ?? 'null') as Saved<T> | null;
    return kept && typeof kept.savedAt === 'number' ? kept : null;
  } catch {
    return null;
  }
}

/** Keeps `saved`; a phone whose storage is full keeps none (the pages then need the network, as without a copy). */
export function keepList<T>(userId: string, saved: Saved<T>): void {
  try {
    window.localStorage.setItem(keyOf(userId), JSON.stringify(saved));
  } catch {
    window.localStorage.removeItem(keyOf(userId));
  }
}

export function forgetList(userId: string): void {
  try {
    window.localStorage.removeItem(keyOf(userId));
  } catch {
    // No storage: nothing was kept.
  }
}
