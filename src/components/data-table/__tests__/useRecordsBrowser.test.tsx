import { act, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useRecordsBrowser, type RecordsBrowser } from '../useRecordsBrowser';

/** Runs the hook inside a memory router and exposes the router to move through history. */
function setup(initialEntry: string) {
  let current: RecordsBrowser | undefined;
  function Probe() {
    current = useRecordsBrowser();
    return null;
  }
  const router = createMemoryRouter([{ path: '/admin/contacts', element: <Probe /> }], { initialEntries: [initialEntry] });
  render(<RouterProvider router={router} />);
  return { router, browser: () => current as RecordsBrowser };
}

describe('useRecordsBrowser', () => {
  it('reads the search and page from the address', () => {
    const { browser } = setup('/admin/contacts?q=ann&page=3');
    expect(browser()).toMatchObject({ input: 'ann', search: 'ann', page: 3 });
  });

  it('treats a missing or broken page as page 1', () => {
    expect(setup('/admin/contacts?page=abc').browser().page).toBe(1);
    expect(setup('/admin/contacts?page=-4').browser().page).toBe(1);
  });

  it('runs the typed search after a pause, trimmed, back on page 1', async () => {
    const { router, browser } = setup('/admin/contacts?page=2');
    act(() => browser().setInput('  kavitha '));
    expect(browser().search).toBe('');
    await waitFor(() => expect(browser().search).toBe('kavitha'));
    expect(router.state.location.search).toBe('?q=kavitha');
    expect(browser().page).toBe(1);
  });

  it('runs the search at once on submit', () => {
    const { browser } = setup('/admin/contacts');
    act(() => browser().setInput('irfan'));
    act(() => browser().submit());
    expect(browser().search).toBe('irfan');
  });

  it('keeps page 1 out of the address and other pages in it', () => {
    const { router, browser } = setup('/admin/contacts?q=a');
    act(() => browser().setPage(4));
    expect(router.state.location.search).toBe('?q=a&page=4');
    act(() => browser().setPage(1));
    expect(router.state.location.search).toBe('?q=a');
  });

  it('follows the address when Back changes the search', async () => {
    const { router, browser } = setup('/admin/contacts?q=first');
    await act(() => router.navigate('/admin/contacts?q=second'));
    expect(browser().input).toBe('second');
    await act(() => router.navigate(-1));
    expect(browser()).toMatchObject({ input: 'first', search: 'first' });
  });

  it('reads the sort from the address: a leading minus is descending', () => {
    expect(setup('/admin/contacts?sort=-created_at').browser().sort).toEqual({ column: 'created_at', direction: 'desc' });
    expect(setup('/admin/contacts?sort=name').browser().sort).toEqual({ column: 'name', direction: 'asc' });
    expect(setup('/admin/contacts').browser().sort).toBeUndefined();
  });

  it('keeps a new sort in the address and starts again at page 1', () => {
    const { router, browser } = setup('/admin/contacts?q=a&page=3');
    act(() => browser().setSort({ column: 'name', direction: 'desc' }));
    expect(router.state.location.search).toBe('?q=a&sort=-name');
    expect(browser().page).toBe(1);
  });

  it('reads every other parameter as a filter, and sets or clears one back on page 1', () => {
    const { router, browser } = setup('/admin/contacts?q=a&package=Festival+Pro&page=2&sort=name');
    expect(browser().filters).toEqual({ package: 'Festival Pro' });
    act(() => browser().setFilter('source', 'popup'));
    expect(browser().filters).toEqual({ package: 'Festival Pro', source: 'popup' });
    expect(browser().page).toBe(1);
    act(() => browser().setFilter('package', ''));
    expect(router.state.location.search).toBe('?q=a&sort=name&source=popup');
  });
});
