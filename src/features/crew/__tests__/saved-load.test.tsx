import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSavedLoad, type SavedCopy } from '../use-load';

/**
 * A crew page's read with the phone's copy (docs/decisions/058): the copy shows, with when it was loaded, while the
 * read is under way or when it fails; a fresh answer replaces it and is kept in its place.
 */

type Deferred<T> = { promise: Promise<T>; resolve: (value: T) => void; reject: (error: Error) => void };

function deferred<T>(): Deferred<T> {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

function memoryCopy(initial: { data: string[]; savedAt: number } | null) {
  const copy = { saved: initial, writes: [] as Array<{ data: string[]; savedAt: number }> };
  const access: SavedCopy<string[]> = {
    read: async () => copy.saved,
    write: async (saved) => {
      copy.writes.push(saved);
      copy.saved = saved;
    },
  };
  return { copy, access };
}

describe('useSavedLoad', () => {
  it('shows the phone’s copy while the read is under way, then the fresh answer, which it keeps', async () => {
    const read = deferred<string[]>();
    const { copy, access } = memoryCopy({ data: ['yesterday’s job'], savedAt: 1_000 });
    const { result } = renderHook(() => useSavedLoad('crew-1', () => read.promise, access));
    await waitFor(() => expect(result.current.result).toEqual({ status: 'saved', data: ['yesterday’s job'], savedAt: 1_000, checking: true }));
    await act(async () => read.resolve(['today’s job']));
    expect(result.current.result).toEqual({ status: 'ready', data: ['today’s job'] });
    expect(copy.writes).toMatchObject([{ data: ['today’s job'] }]);
  });

  it('falls back on the copy when the read fails, and on the last fresh answer when a later read fails', async () => {
    let answer = deferred<string[]>();
    const { access } = memoryCopy({ data: ['yesterday’s job'], savedAt: 1_000 });
    const { result } = renderHook(() => useSavedLoad('crew-1', () => answer.promise, access));
    await act(async () => answer.reject(new Error('Failed to fetch')));
    await waitFor(() => expect(result.current.result).toEqual({ status: 'saved', data: ['yesterday’s job'], savedAt: 1_000, checking: false }));

    answer = deferred();
    act(() => result.current.reload());
    expect(result.current.result).toMatchObject({ status: 'saved', checking: true });
    await act(async () => answer.resolve(['today’s job']));
    expect(result.current.result).toEqual({ status: 'ready', data: ['today’s job'] });

    answer = deferred();
    act(() => result.current.reload());
    await act(async () => answer.reject(new Error('Failed to fetch')));
    expect(result.current.result).toMatchObject({ status: 'saved', data: ['today’s job'], checking: false });
  });

  it('is an error without a copy, and loading while the first read is under way', async () => {
    const read = deferred<string[]>();
    const { access } = memoryCopy(null);
    const { result } = renderHook(() => useSavedLoad('crew-1', () => read.promise, access));
    expect(result.current.result).toEqual({ status: 'loading' });
    await act(async () => read.reject(new Error('Failed to fetch')));
    expect(result.current.result).toEqual({ status: 'error', message: 'Failed to fetch' });
  });
});
