import { dehydrate, QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { adoptPageData } from '../page-data';
import { createQueryClient } from '../providers';

const key = ['blog-posts', 'list', { view: 'public' }];

/** What the build writes into a page: a snapshot taken just now, well inside the cache's staleTime. */
function snapshotJson(data: unknown): string {
  const build = new QueryClient();
  build.setQueryData(key, data);
  return JSON.stringify(dehydrate(build));
}

describe('adoptPageData', () => {
  it('renders from the snapshot at once and, on a loaded page, still refetches it on mount, however fresh the build', async () => {
    const client = createQueryClient();
    adoptPageData(client, snapshotJson(['from the build']));
    expect(client.getQueryData(key)).toEqual(['from the build']);

    const queryFn = vi.fn(async () => ['from the database']);
    const observer = new QueryObserver(client, { queryKey: key, queryFn });
    expect(observer.getCurrentResult().data).toEqual(['from the build']);
    const unsubscribe = observer.subscribe(() => {});
    await vi.waitFor(() => expect(client.getQueryData(key)).toEqual(['from the database']));
    expect(queryFn).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('holds the refetch until the page has loaded, so it does not compete with the page’s images', async () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const client = createQueryClient();
    adoptPageData(client, snapshotJson(['from the build']));
    const queryFn = vi.fn(async () => ['from the database']);
    const observer = new QueryObserver(client, { queryKey: key, queryFn });
    const unsubscribe = observer.subscribe(() => {});
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(queryFn).not.toHaveBeenCalled();
    expect(client.getQueryData(key)).toEqual(['from the build']);

    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(client.getQueryData(key)).toEqual(['from the database']));
    expect(queryFn).toHaveBeenCalledTimes(1);
    unsubscribe();
    readyState.mockRestore();
  });

  it('ignores a page without data or with unreadable data', () => {
    const client = createQueryClient();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    adoptPageData(client, undefined);
    adoptPageData(client, '{not json');
    expect(client.getQueryCache().getAll()).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
