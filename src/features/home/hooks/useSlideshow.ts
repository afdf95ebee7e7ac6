import { useCallback, useEffect, useState } from 'react';

/**
 * Index of the current slide, advancing every `intervalMs` while `running`. Any move (automatic or
 * manual) restarts the wait, so a visitor who just clicked "next" gets a full interval.
 */
export function useSlideshow(count: number, intervalMs: number, running: boolean) {
  const [index, setIndex] = useState(0);

  useEffect(() => {
    if (!running || count < 2) return;
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % count), intervalMs);
    return () => window.clearTimeout(timer);
  }, [index, running, count, intervalMs]);

  const goTo = useCallback((target: number) => setIndex(((target % count) + count) % count), [count]);
  const next = useCallback(() => setIndex((current) => (current + 1) % count), [count]);
  const previous = useCallback(() => setIndex((current) => (current - 1 + count) % count), [count]);

  return { index, goTo, next, previous };
}
