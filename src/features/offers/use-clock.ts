import { useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();
let timer: number | undefined;

/** One timer for every clock on the page, ticking while something shows the time. */
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  timer ??= window.setInterval(() => listeners.forEach((notify) => notify()), 1000);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      window.clearInterval(timer);
      timer = undefined;
    }
  };
}

/** The current second: the same value for every read within it, as useSyncExternalStore requires. */
const currentSecond = () => Math.floor(Date.now() / 1000) * 1000;
const notYet = () => null;

/**
 * The time an offer's page reckons with. While a prerendered page hydrates, `renderedAt` (when its data was read:
 * at build), so hydration renders what the server did; then the browser's clock, every second, so the countdown
 * counts and the page turns to its ended state without a reload. `ticking` is false until then, so the countdown's
 * digits, which the HTML cannot know, show only once they are right.
 */
export function useClock(renderedAt: number): { now: number; ticking: boolean } {
  const now = useSyncExternalStore(subscribe, currentSecond, notYet);
  return { now: now ?? renderedAt, ticking: now !== null };
}
