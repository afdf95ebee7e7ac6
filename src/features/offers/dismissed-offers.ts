import { useSyncExternalStore } from 'react';

/** The offer a visitor closed the site's links to (docs/product.md §9): they stay closed; the next offer shows again. */
export const DISMISSED_OFFER_KEY = 'offer-link-dismissed';

const listeners = new Set<() => void>();

function readDismissed(): string | null {
  try {
    return window.localStorage.getItem(DISMISSED_OFFER_KEY);
  } catch {
    // Storage unavailable (private modes, blocked cookies): the link shows on every page, closable each time.
    return null;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Closed in another tab: closed here too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function dismissOffer(id: string): void {
  try {
    window.localStorage.setItem(DISMISSED_OFFER_KEY, id);
  } catch {
    // A full or blocked storage only means the link may show again on the next page.
  }
  listeners.forEach((notify) => notify());
}

/** The closed offer's id; none while a prerendered page hydrates (the HTML shows the link), then the visitor's. */
export function useDismissedOffer(): string | null {
  return useSyncExternalStore(subscribe, readDismissed, () => null);
}
