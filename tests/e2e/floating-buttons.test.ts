import type { Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { VISITED_STORAGE_KEY } from '@/features/newsletter/visits';
import { closeBrowser, newPage, viewports, type Viewport, visitHydrated } from '../support/browser';

/**
 * The floating call and chat buttons never cover the page's last lines and step aside while the mobile menu
 * is open (docs/product.md §10, Visitor and staff fixes). On a phone (390 px) and a common laptop (1366 px).
 */

const laptop: Viewport = { width: 1366, height: 768 };
const widths: [string, Viewport][] = [
  ['phone', viewports.mobile],
  ['laptop', laptop],
];

const pages: Page[] = [];

async function open(path: string, viewport: Viewport): Promise<Page> {
  const page = await newPage(viewport);
  pages.push(page);
  // A returning visitor: the newsletter popup (20 s after load) stays away and cannot take focus.
  await page.addInitScript(([key, now]) => localStorage.setItem(key, now), [VISITED_STORAGE_KEY, String(Date.now())] as const);
  await visitHydrated(page, path);
  return page;
}

afterEach(async () => {
  await Promise.all(pages.splice(0).map((page) => page.context().close()));
});
afterAll(closeBrowser);

/** The floating call and chat buttons, once the deferred chat widget has arrived. */
async function waitForFloatingButtons(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Chat with us' }).waitFor();
  await page.getByRole('link', { name: /^Call us at/ }).waitFor();
}

/**
 * Scrolls each visible control or paragraph inside `scopeSelector` into view (centred where the page
 * allows, so the page's last lines end up at its bottom) and returns those that are not themselves at
 * their centre or at either end of their first line, i.e. partly covered.
 */
function coveredControls(page: Page, scopeSelector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const scopes = [...document.querySelectorAll(selector)];
    if (scopes.length === 0) throw new Error(`nothing matches ${selector}`);
    const targets = scopes.flatMap((scope) => [...scope.querySelectorAll<HTMLElement>('a, button, input, select, textarea, p')]);
    const covered: string[] = [];
    for (const target of targets) {
      if (target.getClientRects().length === 0) continue; // not rendered (a collapsed part)
      target.scrollIntoView({ block: 'center', behavior: 'instant' });
      const [box] = target.getClientRects(); // a link wrapping over lines: its first line
      const middle = box.top + box.height / 2;
      const points = [box.left + 3, box.left + box.width / 2, box.right - 3].map((x) => document.elementFromPoint(x, middle));
      const hit = points.find((element) => !element || !target.contains(element));
      if (hit !== undefined) covered.push(`${target.textContent?.trim() || target.getAttribute('aria-label')} under ${hit?.outerHTML.slice(0, 80)}`);
    }
    return covered;
  }, scopeSelector);
}

describe.each(widths)('nothing clickable or readable under the floating buttons (%s)', (_, viewport) => {
  it.each([
    ['the footer', '/', 'footer'],
    ['the gallery grid', '/gallery', 'main ul:has(button[aria-label^="View "])'],
    ['the festival packages', '/festivaloffer2025', 'section:has(button[aria-label^="Book This Package"])'],
    ['the sites list', '/sites', 'main section:has(article)'],
    // Its sites, dates and estimate (the quote form's fields are the contact form's, checked on /contact).
    ['a media plan', '/media-plan', 'ul[aria-label="Sites in your plan"], form[aria-label="Same dates for every site"], section[aria-labelledby="plan-estimate"]'],
  ])('%s', async (_label, path, scope) => {
    const page = await open(path, viewport);
    if (path === '/media-plan') {
      await page.evaluate(() => localStorage.setItem('media-plan.v1', JSON.stringify([
        { code: 'CHN-ADY-001', name: 'LB Road hoarding', locality: 'Adyar', monthlyRate: 90000, from: '2099-01-01', to: '2099-01-31' },
        { code: 'CHN-OMR-001', name: 'Tidel Park hoarding', locality: 'OMR', monthlyRate: 220000, from: '2099-01-01', to: '2099-01-31' },
      ])));
      await visitHydrated(page, path);
      await page.getByRole('form', { name: 'Request a quote' }).waitFor();
    }
    await waitForFloatingButtons(page);
    expect(await coveredControls(page, scope)).toEqual([]);
  });

  it.runIf(viewport.width < 1024)('the open mobile menu', async () => {
    const page = await open('/', viewport);
    await waitForFloatingButtons(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: 'Services' }).click();
    // They step aside rather than sit over the menu's lower links.
    expect(await page.getByRole('button', { name: 'Chat with us' }).isVisible()).toBe(false);
    expect(await page.getByRole('link', { name: /^Call us at/ }).isVisible()).toBe(false);
    expect(await coveredControls(page, 'nav[aria-label="Mobile"]')).toEqual([]);
    await page.getByRole('button', { name: 'Close menu' }).click();
    await page.getByRole('button', { name: 'Chat with us' }).waitFor();
  });
});
