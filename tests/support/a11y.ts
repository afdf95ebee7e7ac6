import AxeBuilder from '@axe-core/playwright';
import type { Result } from 'axe-core';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { categories } from '@/catalogue';
import { VISITED_STORAGE_KEY } from '@/features/newsletter/visits';
import { closeBrowser, newPageForTest, type TestFinished, type Viewport, waitForHeaderMenus, waitForHydration } from './browser';
import { anonClient, serviceClient } from './clients';

/**
 * axe-core in Chromium (tests/e2e/a11y-*.test.ts): any violation of any rule axe runs by default (WCAG 2.x A/AA
 * and best practices) fails the test, with the rule, the elements and what to fix printed. The checks are in
 * three files (public pages on a phone, on a desktop, and the back office) so two workers share them.
 */

/** Closes the browser after the file: call once per test file. */
export function closeBrowserAfterFile(): void {
  afterAll(closeBrowser);
}


/** Readable axe output: one block per rule, up to five elements each. */
export function describeViolations(violations: Result[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes.slice(0, 5).map((node) => {
        const summary = (node.failureSummary ?? '').replace(/\n/g, '\n        ');
        return `    at ${node.target.join(' ')}\n        ${summary}`;
      });
      const more = violation.nodes.length > 5 ? [`    ...and ${violation.nodes.length - 5} more`] : [];
      return [`${violation.id} (${violation.impact}): ${violation.help}. ${violation.helpUrl}`, ...nodes, ...more].join('\n');
    })
    .join('\n');
}

export async function expectNoViolations(page: Page, what: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(describeViolations(violations), `axe found violations on ${what}`).toBe('');
}

/**
 * The page has rendered (prerendered markup is hydrated: React owns the h1), its data has arrived and
 * nothing is loading any more.
 */
export async function settle(page: Page): Promise<void> {
  await waitForHydration(page);
  await waitForHeaderMenus(page);
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    () =>
      document.querySelectorAll('[aria-busy="true"]').length === 0 &&
      !/(^|\n)(Loading\b[^\n]*|Checking access\.\.\.)(\n|$)/.test(document.body.innerText),
  );
}

/** A returning visitor (no newsletter popup) who prefers reduced motion (no slide changing mid-check). */
export async function open(path: string, viewport: Viewport, finished: TestFinished): Promise<Page> {
  const page = await newTrackedPage(viewport, finished);
  await page.addInitScript(([key, now]) => localStorage.setItem(key, now), [VISITED_STORAGE_KEY, String(Date.now())] as const);
  await page.goto(path);
  await settle(page);
  return page;
}

export async function newestId(table: 'blog_posts' | 'clients' | 'testimonials' | 'success_stories' | 'gallery_images' | 'sites'): Promise<string> {
  const { data, error } = await serviceClient().from(table).select('id').limit(1).single();
  if (error || !data) throw new Error(`no row in ${table}: ${error?.message}`);
  return String(data.id);
}

/** A page of its own for a test, closed when the test finishes (as `open`'s), without visiting anything yet. */
async function newTrackedPage(viewport: Viewport, finished: TestFinished): Promise<Page> {
  const page = await newPageForTest(finished, viewport);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  return page;
}

const servicePath = (categoryId: string, serviceId: string) => `/services/${categoryId}/${serviceId}`;
/** Every service page, or the first of each category: the pages share one template and differ in data, not in layout. */
const servicePaths = (scope: 'every service' | 'one per category') =>
  categories.flatMap((category) => (scope === 'every service' ? category.services : category.services.slice(0, 1)).map((service) => servicePath(category.id, service.id)));
const pagePaths = ['/', '/about', '/services', '/gallery', '/clients', '/blog', '/contact', '/festivaloffer2025', '/offers/diwali-lights', '/privacy-policy', '/terms-of-service', '/no-such-page', '/services/outdoor/no-such-service', '/blog/no-such-post', '/sites', '/sites/CHN-OMR-001', '/sites/NO-SUCH-SITE', '/media-plan'];

/**
 * Every public route and the widgets' open states on one viewport: a describe block for the calling file.
 * One page at a time: axe is mostly CPU (about 3 s a page on an idle core), and with two checks per worker
 * beside the other worker's browser a CI machine's two cores were shared four ways and a page could take
 * over 30 s to hydrate.
 */
export function describePublicRoutesOn(name: string, viewport: Viewport, services: 'every service' | 'one per category'): void {
  describe(`public routes on a ${name}`, () => {
    it.for(pagePaths)('%s has no axe violations', async (path, { onTestFinished }) => {
      await expectNoViolations(await open(path, viewport, onTestFinished), path);
    });

    it.for(servicePaths(services))('%s has no axe violations', async (path, { onTestFinished }) => {
      await expectNoViolations(await open(path, viewport, onTestFinished), path);
    });

    it('the newest blog post has no axe violations', async ({ onTestFinished }) => {
      // The newest post a visitor may read (drafts and scheduled posts answer 'Blog Post Not Found').
      const { data: newest } = await anonClient().from('blog_posts').select('id').order('published_at', { ascending: false }).limit(1).single().throwOnError();
      const path = `/blog/${newest.id}`;
      const page = await open(path, viewport, onTestFinished);
      await page.getByRole('article').waitFor();
      await expectNoViolations(page, path);
    });

    it('the chat widget, opened and answered, has no axe violations', async ({ onTestFinished }) => {
      const page = await open('/contact', viewport, onTestFinished);
      await page.getByRole('button', { name: 'Chat with us' }).click();
      const chat = page.getByRole('dialog');
      await chat.getByRole('textbox').fill('What does a billboard cost?');
      await chat.getByRole('textbox').press('Enter');
      await chat.getByText(/pric|cost|quote/i).last().waitFor();
      await expectNoViolations(page, 'the open chat widget');
    });

    it('the contact form showing its errors has no axe violations', async ({ onTestFinished }) => {
      const page = await open('/contact', viewport, onTestFinished);
      await page.getByRole('button', { name: 'Send Message' }).click();
      await page.getByText('Name is required').waitFor();
      await expectNoViolations(page, 'the contact form with errors');
    });

    it('the gated download dialog has no axe violations', async ({ onTestFinished }) => {
      const page = await open('/services/transport/airport-advertising', viewport, onTestFinished);
      await page.getByRole('button', { name: /^Download / }).first().click();
      await page.getByRole('dialog').waitFor();
      await expectNoViolations(page, 'the download dialog');
    });

    it('the gallery lightbox has no axe violations', async ({ onTestFinished }) => {
      const page = await open('/gallery', viewport, onTestFinished);
      await page.getByRole('button', { name: /^View / }).first().click();
      await page.getByRole('dialog').waitFor();
      await expectNoViolations(page, 'the gallery lightbox');
    });
  });
}
