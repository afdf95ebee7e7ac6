import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/** How long typing must pause before the search runs. */
const TYPING_PAUSE_MS = 300;

export type RecordsBrowser = {
  /** What is in the search box. */
  input: string;
  setInput: (value: string) => void;
  /** Run the typed search now (Enter). */
  submit: () => void;
  /** The search that runs: the trimmed input once typing pauses. */
  search: string;
  /** 1-based. */
  page: number;
  setPage: (page: number) => void;
};

/**
 * Search and page of a lead screen, kept in the address (`?q=ann&page=2`) so a reload, a shared
 * link or Back shows the same rows. A new search starts again at page 1.
 */
export function useRecordsBrowser(): RecordsBrowser {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '', 10) || 1);
  const [input, setInput] = useState(search);
  // Back, Forward or a link can change the address's search: the box follows it.
  const [shownSearch, setShownSearch] = useState(search);
  if (search !== shownSearch) {
    setShownSearch(search);
    if (input.trim() !== search) setInput(search);
  }

  const applySearch = useCallback(
    (value: string) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (value) next.set('q', value);
          else next.delete('q');
          next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  useEffect(() => {
    const term = input.trim();
    if (term === search) return;
    const timer = setTimeout(() => applySearch(term), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [input, search, applySearch]);

  const setPage = useCallback(
    (target: number) =>
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        if (target > 1) next.set('page', String(target));
        else next.delete('page');
        return next;
      }),
    [setParams],
  );

  return { input, setInput, submit: () => applySearch(input.trim()), search, page, setPage };
}
