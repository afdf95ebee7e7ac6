import type { ReactNode } from 'react';
import { describeDbError } from '@/lib/db-errors';

/** The dashboard's figures panels (docs/decisions/054): a titled panel with its loading and error states. */

export type Query<T> = { data?: T; isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };

/** A titled panel of the figures, with its loading and error states. */
export function Panel<T>({ id, title, query, children, wide = false }: { id: string; title: string; query: Query<T>; children: (data: T) => ReactNode; wide?: boolean }) {
  const headingId = `figures-${id}`;
  return (
    <section aria-labelledby={headingId} className={`rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5 ${wide ? 'md:col-span-2 xl:col-span-3' : ''}`}>
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-3 text-sm text-slate-700" aria-busy={query.isPending}>
        {query.isPending ? (
          <p className="text-slate-500">Loading...</p>
        ) : query.isError || query.data === undefined ? (
          <p className="text-red-700">
            Could not load this: {describeDbError(query.error)}{' '}
            <button type="button" className="font-semibold underline" onClick={() => void query.refetch()}>
              Retry
            </button>
          </p>
        ) : (
          children(query.data)
        )}
      </div>
    </section>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <p className="text-slate-600">{children}</p>;
}

export const rowLink = 'font-semibold text-brand-700 hover:text-brand-800 hover:underline';

/** Several queries as one, for a panel that shows them together: loaded, failed or retried together. */
export function together<T extends Record<string, unknown>>(queries: { [K in keyof T]: Query<T[K]> }): Query<T> {
  const all = Object.values(queries) as Query<unknown>[];
  const loaded = all.every((query) => query.data !== undefined);
  return {
    data: loaded ? (Object.fromEntries(Object.entries(queries).map(([key, query]) => [key, (query as Query<unknown>).data])) as T) : undefined,
    isPending: all.some((query) => query.isPending),
    isError: all.some((query) => query.isError),
    error: all.find((query) => query.isError)?.error ?? null,
    refetch: () => Promise.all(all.map((query) => query.refetch())),
  };
}
