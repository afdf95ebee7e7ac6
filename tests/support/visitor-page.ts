import type { Page } from 'playwright-core';
import { VISITED_STORAGE_KEY } from '@/features/newsletter/visits';
import { newPage, watchProblems, type Viewport } from './browser';

/**
 * A page a client opens from a link we sent (a proposal, a proof report): signed out, as a visitor who has been here
 * before (no newsletter popup), with console errors and CSP refusals collected in `problems`. The page joins `pages`,
 * which the test file closes after each test.
 */
export async function openAsVisitor(pages: Page[], path: string, viewport: Viewport): Promise<{ page: Page; problems: string[] }> {
  const page = await newPage(viewport);
  pages.push(page);
  const problems = await watchProblems(page, { warnings: false });
  await page.addInitScript(([key, now]) => localStorage.setItem(key, now), [VISITED_STORAGE_KEY, String(Date.now())] as const);
  await page.goto(path);
  return { page, problems };
}

/** axe on a client's page (tests/support/page-audit.ts). */
export { expectNoViolations as expectNoAxeViolations } from './page-audit';
