import { useEffect, useState } from 'react';

/** A flag that turns itself off `ms` after it is raised, e.g. a form's success view before the empty form returns. */
export function useTimedFlag(ms: number) {
  const [on, setOn] = useState(false);
  useEffect(() => {
    if (!on) return;
    const timer = window.setTimeout(() => setOn(false), ms);
    return () => window.clearTimeout(timer);
  }, [on, ms]);
  return [on, () => setOn(true)] as const;
}
