import { useCallback, useEffect, useState } from 'react';
import { usePrefersReducedMotion } from '@/components/usePrefersReducedMotion';

type CarouselOptions = {
  count: number;
  /** Time between automatic advances. */
  intervalMs: number;
  /** How long a manual previous/next/go-to holds autoplay before it resumes; without it a manual move just restarts the wait. */
  pauseAfterManualMs?: number;
  /** Holds autoplay without changing the play/pause choice (e.g. while hovered or the tab is hidden); it restarts the wait when lifted. */
  paused?: boolean;
};

/**
 * Index and autoplay of a carousel. Autoplay is on unless the visitor prefers reduced motion or
 * pressed pause; the visitor's play/pause choice wins over the motion preference.
 */
export function useCarousel({ count, intervalMs, pauseAfterManualMs = 0, paused = false }: CarouselOptions) {
  const prefersReducedMotion = usePrefersReducedMotion();
  const [rawIndex, setRawIndex] = useState(0);
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  // Bumped by every manual move, so the autoplay effect restarts with a hold.
  const [manualMoves, setManualMoves] = useState(0);
  const isPlaying = playChoice ?? !prefersReducedMotion;
  const index = count > 0 ? rawIndex % count : 0;

  useEffect(() => {
    if (!isPlaying || paused || count < 2) return;
    let intervalId: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      intervalId = setInterval(() => setRawIndex((current) => (current + 1) % count), intervalMs);
    };
    const holdId = manualMoves > 0 && pauseAfterManualMs > 0 ? setTimeout(start, pauseAfterManualMs) : undefined;
    if (holdId === undefined) start();
    return () => {
      clearTimeout(holdId);
      clearInterval(intervalId);
    };
  }, [isPlaying, paused, count, intervalMs, pauseAfterManualMs, manualMoves]);

  const goTo = useCallback(
    (target: number) => {
      if (count === 0) return;
      setRawIndex(((target % count) + count) % count);
      setManualMoves((moves) => moves + 1);
    },
    [count],
  );

  return {
    index,
    isPlaying,
    goTo,
    next: () => goTo(index + 1),
    previous: () => goTo(index - 1),
    togglePlaying: () => setPlayChoice(!isPlaying),
  };
}

export type CarouselState = ReturnType<typeof useCarousel>;
