/** The offer a visitor closed the site's link to (docs/product.md §9): it stays closed; the next offer shows again. */
export const DISMISSED_OFFER_KEY = 'offer-link-dismissed';

export function dismissedOffer(): string | null {
  try {
    return window.localStorage.getItem(DISMISSED_OFFER_KEY);
  } catch {
    // Storage unavailable (private modes, blocked cookies): the link shows on every page, closable each time.
    return null;
  }
}

export function dismissOffer(id: string): void {
  try {
    window.localStorage.setItem(DISMISSED_OFFER_KEY, id);
  } catch {
    // A full or blocked storage only means the link may show again.
  }
}
