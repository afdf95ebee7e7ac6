import type { Page } from 'playwright-core';
import { afterAll, afterEach, expect, it } from 'vitest';
import { closeContexts, newPage, screenshot, viewports, visitHydrated } from '../support/browser';

/**
 * The inventory on a phone (docs/product.md §11): the sites come first, the filters wait behind one button that
 * counts the active ones, the map is one tap away, and the newsletter popup never interrupts a buyer there.
 */

const pages: Page[] = [];
afterEach(async () => {
  await Promise.all(pages.splice(0).map((page) => page.context().close()));
});
afterAll(closeContexts);

it('shows the sites first, the filters behind a counting button, the map one tap away, and no popup', async () => {
  const page = await newPage(viewports.mobile);
  pages.push(page);
  await page.clock.install();
  await visitHydrated(page, '/sites?format=hoarding');

  const filters = page.getByRole('button', { name: 'Filters (1)' });
  const firstSite = page.getByRole('heading', { level: 2, name: /sites? match/ });
  await firstSite.waitFor();
  expect(await page.getByRole('form', { name: 'Filter sites' }).isVisible()).toBe(false);
  // Above the fold: the count of sites sits within the first screen.
  expect((await firstSite.boundingBox())?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(viewports.mobile.height);
  await screenshot(page, 'sites-phone-results-first');

  await filters.click();
  expect(await filters.getAttribute('aria-expanded')).toBe('true');
  const form = page.getByRole('form', { name: 'Filter sites' });
  await form.getByLabel('Lighting').selectOption('front_lit');
  await page.getByRole('button', { name: 'Filters (2)' }).waitFor();
  await form.getByRole('button', { name: 'Show sites' }).click();
  expect(await form.isVisible()).toBe(false);
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('sites-results');

  await page.getByRole('link', { name: 'Show the map' }).click();
  await page.getByRole('region', { name: 'Map of matching sites' }).getByRole('region', { name: /^Map of / }).waitFor();

  // Well past the popup's 20 s: a buyer choosing sites is not interrupted...
  await page.clock.runFor(60_000);
  await page.waitForLoadState('networkidle');
  expect(await page.getByRole('dialog').count()).toBe(0);
  // ...the popup was waiting, not gone: on a page that interrupts nobody it comes within its next look.
  await page.evaluate(() => window.history.pushState({}, '', '/about'));
  await page.clock.runFor(6_000);
  await page.getByRole('dialog').waitFor();
});
