import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ListSort } from '@/lib/list-query';

/** How long typing must pause before the search runs. */
const TYPING_PAUSE_MS = 300;

/** Address parameters that are not filters. */
const OWN_PARAMS = new Set(['q', 'page', 'sort']);

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
  /** The sort the address asks for; absent means the list's default. */
  sort: ListSort | undefined;
  setSort: (sort: ListSort) => void;
  /** Filter values by name (`?package=Festival+Pro`); an absent name is 'all'. */
  filters: Readonly<Record<string, string>>;
  setFilter: (name: string, value: string) => void;
};

/** `?sort=name` is ascending, `?sort=-created_at` descending. */
function readSort(value: string | null): ListSort | undefined {
  if (!value) return undefined;
  return value.startsWith('-') ? { column: value.slice(1), direction: 'desc' } : { column: value, direction: 'asc' };
}

function writeSort({ column, direction }: ListSort): string {
  return direction === 'desc' ? `-${column}` : column;
}

/**
 * Search, filters, sort and page of a list screen, kept in the address
 * (`?q=ann&package=Festival+Pro&sort=-created_at&page=2`) so a reload, a shared link or Back shows
 * the same rows. A new search, filter or sort starts again at page 1.
 */
export function useRecordsBrowser(): RecordsBrowser {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '', 10) || 1);
  const sortParam = params.get('sort');
  const sort = useMemo(() => readSort(sortParam), [sortParam]);
  const filterEntries = [...params].filter(([name]) => !OWN_PARAMS.has(name));
  const filterKey = new URLSearchParams(filterEntries).toString();
  // Rebuilt only when the filters change, so query keys and effects built from it stay stable.
  const filters = useMemo(() => Object.fromEntries(new URLSearchParams(filterKey)), [filterKey]);
  const [input, setInput] = useState(search);
  // Back, Forward or a link can change the address's search: the box follows it.
  const [shownSearch, setShownSearch] = useState(search);
  if (search !== shownSearch) {
    setShownSearch(search);
    if (input.trim() !== search) setInput(search);
  }

  /** Sets (or, for '', removes) one parameter and goes back to page 1. */
  const setFromPageOne = useCallback(
    (name: string, value: string) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (value) next.set(name, value);
          else next.delete(name);
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
    const timer = setTimeout(() => setFromPageOne('q', term), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [input, search, setFromPageOne]);

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

  return {
    input,
    setInput,
    submit: () => setFromPageOne('q', input.trim()),
    search,
    page,
    setPage,
    sort,
    setSort: (target) => setFromPageOne('sort', writeSort(target)),
    filters,
    setFilter: (name, value) => setFromPageOne(name, value),
  };
}
