import type { Page } from 'playwright-core';
import { asReturningVisitor, newPage, visitHydrated, watchProblems, type Viewport } from './browser';

/**
 * A returning visitor browsing the public site with one tab per viewport for the test file (decision 081):
 * `visit(path, viewport)` loads `path` afresh in the viewport's tab and resolves once React owns it. The tabs close
 * with the file's browser. A test that needs a fresh browser (a session, a first visit, another address) makes its
 * own page.
 */
export function visitorTabs(): (path: string, viewport: Viewport) => Promise<Page> {
  const tabs = new Map<string, Promise<Page>>();
  return async (path, viewport) => {
    const key = `${viewport.width}x${viewport.height}`;
    const tab = tabs.get(key) ?? newPage(viewport).then(async (page) => (await asReturningVisitor(page), page));
    tabs.set(key, tab);
    const page = await tab;
    await visitHydrated(page, path);
    return page;
  };
}

/**
 * A page a client opens from a link we sent (a proposal, a proof report): signed out, as a visitor who has been here
 * before (no newsletter popup), with console errors and CSP refusals collected in `problems`. The page joins `pages`,
 * which the test file closes after each test.
 */
export async function openAsVisitor(pages: Page[], path: string, viewport: Viewport): Promise<{ page: Page; problems: string[] }> {
  const page = await newPage(viewport);
  pages.push(page);
  const problems = await watchProblems(page, { warnings: false });
  await asReturningVisitor(page);
  await page.goto(path);
  return { page, problems };
}

/** axe on a client's page (tests/support/page-audit.ts). */
export { expectNoViolations as expectNoAxeViolations } from './page-audit';
