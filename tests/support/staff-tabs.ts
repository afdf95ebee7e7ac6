import type { Page } from 'playwright-core';
import { staffPage, viewports, type Viewport } from './browser';
import { openInApp } from './page-audit';

/**
 * A test file's signed-in tabs, one per person and viewport (decision 081): the first test to ask signs the person in
 * on its screen; the next ones open theirs in the running app, as the sidebar does (`openInApp`), or reload the screen
 * a test already stands on, so each test reads its rows afresh. The tabs close with the file's contexts. A test that
 * signs out, changes a role or leaves a form with unsaved changes takes a page of its own (`staffPage`).
 */
export function staffTabs(): (email: string, path: string, viewport?: Viewport) => Promise<Page> {
  const tabs = new Map<string, Page>();
  return async (email, path, viewport = viewports.desktop) => {
    const key = `${email} ${viewport.width}x${viewport.height}`;
    const tab = tabs.get(key);
    if (!tab) {
      const page = await staffPage([], email, path, viewport);
      tabs.set(key, page);
      return page;
    }
    const { pathname, search } = new URL(tab.url());
    if (pathname + search === path) await tab.reload();
    else await openInApp(tab, path);
    return tab;
  };
}
