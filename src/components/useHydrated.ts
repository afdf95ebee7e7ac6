import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while React hydrates a prerendered page (as the server rendered it), true right after and on every
 * render in the browser since; so markup that needs the app can differ from the HTML without a mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}
