import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLoad, type Load } from '@/lib/use-load';

/** A read's state and hook without TanStack Query (src/lib/use-load.ts, docs/decisions/057, "The crew's pages"). */
export { useLoad, type Load };

/** A copy of a read's answer kept on the phone (src/features/crew/saved-pages.ts). */
export type SavedCopy<T> = {
  read: () => Promise<{ data: T; savedAt: number } | null>;
  write: (saved: { data: T; savedAt: number }) => Promise<void>;
};

/** A read that falls back on the phone's copy: `saved` is what an earlier read answered, at `savedAt`. */
export type SavedLoad<T> = Load<T> | { status: 'saved'; data: T; savedAt: number; checking: boolean };

/**
 * useLoad with the phone's copy of the answer (docs/decisions/058): each answer is kept; until one arrives, and
 * when the read fails (offline, a weak signal), the page shows the copy with when it was read (`checking` while a
 * read is under way). Without a copy it is useLoad's loading and error.
 */
export function useSavedLoad<T>(
  key: string | null,
  load: () => Promise<T>,
  copy: SavedCopy<T>,
  /** An answer already in hand as the page first renders (docs/decisions/098): shown at once, and kept as `load` answers. */
  initial?: T,
): { result: SavedLoad<T>; reload: () => void } {
  const loadRef = useRef(load);
  const copyRef = useRef(copy);
  useLayoutEffect(() => {
    loadRef.current = load;
    copyRef.current = copy;
  });
  const [version, setVersion] = useState(0);
  const [answer, setAnswer] = useState<{ key: string | null; version: number; result: Load<T> }>(() =>
    initial === undefined ? { key: null, version: -1, result: { status: 'loading' } } : { key, version: 0, result: { status: 'ready', data: initial } },
  );
  const [saved, setSaved] = useState<{ key: string | null; copy: { data: T; savedAt: number } | null }>({ key: null, copy: null });

  useEffect(() => {
    if (key === null) return;
    let current = true;
    copyRef.current
      .read()
      .catch(() => null)
      .then((found) => current && setSaved((known) => (known.key === key && known.copy ? known : { key, copy: found })));
    return () => {
      current = false;
    };
  }, [key]);

  useEffect(() => {
    if (key === null) return;
    let current = true;
    loadRef.current().then(
      (data) => {
        if (!current) return;
        const fresh = { data, savedAt: Date.now() };
        setAnswer({ key, version, result: { status: 'ready', data } });
        setSaved({ key, copy: fresh });
        copyRef.current.write(fresh).catch(() => undefined);
      },
      (error: unknown) => current && setAnswer({ key, version, result: { status: 'error', message: error instanceof Error ? error.message : String(error) } }),
    );
    return () => {
      current = false;
    };
  }, [key, version]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  const answered = answer.key === key;
  const checking = !answered || answer.version !== version;
  const copyShown = saved.key === key ? saved.copy : null;
  let result: SavedLoad<T>;
  if (answered && answer.result.status === 'ready') result = answer.result;
  else if (copyShown) result = { status: 'saved', data: copyShown.data, savedAt: copyShown.savedAt, checking };
  else result = answered && !checking ? answer.result : { status: 'loading' };
  return { result, reload };
}
