import { QueryClient } from '@tanstack/react-query';
import { removeListRow, updateListRow } from '../cache';
import { describeListError } from '../errors';
import type { ListPage } from '../types';

describe('describeListError', () => {
  it('names a timeout and an unreadable filter or sort in words', () => {
    expect(describeListError({ code: '57014', message: 'canceling statement due to statement timeout' })).toBe('The list took too long to load. Try a narrower search or filter.');
    expect(describeListError({ code: 'PGRST100', message: '"failed to parse filter"' })).toBe('The list cannot be read with this search, filter or sort order.');
    expect(describeListError({ code: '42703', message: 'column x.y does not exist' })).toBe('The list cannot be read with this search, filter or sort order.');
  });

  it('reads any other error as a database error', () => {
    expect(describeListError({ code: '42501', message: 'permission denied' })).toBe('You do not have permission to make this change.');
    expect(describeListError({ message: 'connection reset' })).toBe('connection reset');
  });
});

type Lead = { id: string; status: string };

function cachedPages() {
  const queryClient = new QueryClient();
  const first = ['leads', 'list', { page: 1 }];
  const second = ['leads', 'list', { page: 2 }];
  queryClient.setQueryData<ListPage<Lead>>(first, { rows: [{ id: 'a', status: 'new' }, { id: 'b', status: 'new' }], total: 3 });
  queryClient.setQueryData<ListPage<Lead>>(second, { rows: [{ id: 'c', status: 'new' }], total: 3 });
  return { queryClient, first, second };
}

describe('list cache updates', () => {
  it('removes a deleted row from the page that holds it, lowers that total and marks every page stale', () => {
    const { queryClient, first, second } = cachedPages();
    removeListRow(queryClient, ['leads'], 'b');
    expect(queryClient.getQueryData(first)).toEqual({ rows: [{ id: 'a', status: 'new' }], total: 2 });
    expect(queryClient.getQueryData(second)).toEqual({ rows: [{ id: 'c', status: 'new' }], total: 3 });
    expect(queryClient.getQueryState(first)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(second)?.isInvalidated).toBe(true);
  });

  it('shows an updated row with its new values and keeps the total', () => {
    const { queryClient, second } = cachedPages();
    updateListRow<Lead>(queryClient, ['leads'], 'c', { status: 'won' });
    expect(queryClient.getQueryData(second)).toEqual({ rows: [{ id: 'c', status: 'won' }], total: 3 });
    expect(queryClient.getQueryState(second)?.isInvalidated).toBe(true);
  });

  it('leaves a single record cached under the same resource alone (a lead opened from a link)', () => {
    const { queryClient, second } = cachedPages();
    const detail = ['leads', 'detail', 'c'];
    queryClient.setQueryData<Lead>(detail, { id: 'c', status: 'new' });
    updateListRow<Lead>(queryClient, ['leads'], 'c', { status: 'won' });
    expect(queryClient.getQueryData(detail)).toEqual({ id: 'c', status: 'new' });
    expect(queryClient.getQueryData(second)).toEqual({ rows: [{ id: 'c', status: 'won' }], total: 3 });
  });
});
