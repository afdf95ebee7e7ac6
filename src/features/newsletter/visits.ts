/** docs/product.md §9: the popup shows 20 s after load on a first visit; a visit is remembered for 20 minutes. */
export const POPUP_DELAY_MS = 20_000;
export const VISIT_MEMORY_MS = 20 * 60_000;
export const VISITED_STORAGE_KEY = 'newsletter-popup-visited-at';

/** Storage can be unavailable (private modes, blocked cookies); then every visit counts as a first one. */
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** True when the popup was shown less than 20 minutes ago; an older mark is cleared. */
export function visitedRecently(now = Date.now()): boolean {
  const store = storage();
  const shownAt = Number(store?.getItem(VISITED_STORAGE_KEY));
  if (shownAt && now - shownAt < VISIT_MEMORY_MS) return true;
  store?.removeItem(VISITED_STORAGE_KEY);
  return false;
}

export function rememberVisit(now = Date.now()): void {
  try {
    storage()?.setItem(VISITED_STORAGE_KEY, String(now));
  } catch {
    // A full or blocked storage only means the popup may show again.
  }
}

/** How often a popup that would interrupt looks again for a better moment. */
export const RETRY_MS = 5_000;

/**
 * Whether the popup would interrupt: a buyer choosing sites or reading their plan (/sites, /media-plan) or a
 * client reading their proposal (/proposals/…), or
 * anyone part way through a form (a field focused, or one with something typed in it).
 */
export function wouldInterrupt(path: string, doc: Document): boolean {
  if (/^\/(sites|media-plan|proposals)(\/|$)/.test(path)) return true;
  if (doc.activeElement?.closest('form')) return true;
  const fields = doc.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('form input:not([type=hidden]):not([type=checkbox]):not([type=radio]), form textarea');
  // The honeypot sits in a part hidden from people; what a bot typed there is no one's work.
  return [...fields].some((field) => field.value.trim() !== '' && !field.closest('[aria-hidden="true"]'));
}
