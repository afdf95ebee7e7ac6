import { dehydrate, QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_DATA_ID } from '../page-data-id';

const key = ['gallery-images', 'list'];

/**
 * A fresh module, so each test starts with no browser cache made yet. vi.resetModules() empties the worker's whole
 * module registry: in the unit project, which shares one registry across files (docs/decisions/069), the next file's
 * test then got a second, silent msw server and its requests met no handler. Hence *.isolated.
 */
const freshAppQueries = async () => {
  vi.resetModules();
  return import('../app-queries');
};

function writePageData(data: unknown) {
  const build = new QueryClient();
  build.setQueryData(key, data);
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = PAGE_DATA_ID;
  element.textContent = JSON.stringify(dehydrate(build));
  document.body.append(element);
}

function CachedTitles() {
  const data = useQueryClient().getQueryData<string[]>(key);
  return <p>{data ? data.join(', ') : 'nothing cached'}</p>;
}

beforeEach(() => document.getElementById(PAGE_DATA_ID)?.remove());
afterEach(() => document.getElementById(PAGE_DATA_ID)?.remove());

describe('the app query cache', () => {
  it('is made once, with the prerendered page’s data in it', async () => {
    writePageData(['Anna Salai unipole']);
    const { appQueryClient } = await freshAppQueries();
    expect(appQueryClient().getQueryData(key)).toEqual(['Anna Salai unipole']);
    expect(appQueryClient()).toBe(appQueryClient());
  });

  it('holds nothing when the page carries no data (src/main.tsx removes data that is not this page’s)', async () => {
    const { appQueryClient } = await freshAppQueries();
    expect(appQueryClient().getQueryCache().getAll()).toEqual([]);
  });

  it('wraps a screen in the app cache when nothing above provides one', async () => {
    writePageData(['Anna Salai unipole']);
    const { withAppQueries } = await freshAppQueries();
    const Screen = withAppQueries(CachedTitles);
    render(<Screen />);
    expect(screen.getByText('Anna Salai unipole')).toBeInTheDocument();
  });

  it('uses the cache given above it (the prerender’s, a test’s) instead of making its own', async () => {
    writePageData(['from the page']);
    const { withAppQueries } = await freshAppQueries();
    const given = new QueryClient();
    given.setQueryData(key, ['from the prerender']);
    const Screen = withAppQueries(CachedTitles);
    render(
      <QueryClientProvider client={given}>
        <Screen />
      </QueryClientProvider>,
    );
    expect(screen.getByText('from the prerender')).toBeInTheDocument();
  });
});
