import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * A read's state for the pages that load no query cache: TanStack Query is a 10 KB chunk before the page is
 * interactive, for pages that read one thing (the crew's phone pages, docs/decisions/057; a client's proposal and
 * proof report, docs/decisions/060).
 */
export type Load<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; message: string };

/**
 * Runs `load` for `key` (null: not yet) and again for each new key; `reload()` reads again keeping what is shown
 * until the new answer arrives, and so does a new key with `keepPrevious`. An answer for a key that is no longer
 * current is dropped.
 */
export function useLoad<T>(key: string | null, load: () => Promise<T>, { keepPrevious = false } = {}): { result: Load<T>; reload: () => void } {
  const loadRef = useRef(load);
  useLayoutEffect(() => {
    loadRef.current = load;
  });
  const [version, setVersion] = useState(0);
  const [state, setState] = useState<{ key: string | null; result: Load<T> }>({ key: null, result: { status: 'loading' } });

  useEffect(() => {
    if (key === null) return;
    let current = true;
    loadRef.current().then(
      (data) => current && setState({ key, result: { status: 'ready', data } }),
      (error: unknown) => current && setState({ key, result: { status: 'error', message: error instanceof Error ? error.message : String(error) } }),
    );
    return () => {
      current = false;
    };
  }, [key, version]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  const current = state.key === key || (keepPrevious && state.result.status === 'ready');
  return { result: current ? state.result : { status: 'loading' }, reload };
}
