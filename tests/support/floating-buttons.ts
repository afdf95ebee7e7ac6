import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * The floating call and chat buttons never cover the page's last lines and step aside while the mobile menu is open
 * (docs/product.md §10, Visitor and staff fixes): checked on the page audit's visits (tests/support/page-audit.ts)
 * and, for a media plan with sites in it, in tests/e2e/floating-buttons.test.ts.
 */

/** The floating call and chat buttons, once the deferred chat widget has arrived. */
export async function waitForFloatingButtons(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Chat with us' }).waitFor();
  await page.getByRole('link', { name: /^Call us at/ }).waitFor();
}

/**
 * Scrolls each visible control or paragraph inside `scopeSelector` into view (centred where the page
 * allows, so the page's last lines end up at its bottom) and returns those that are not themselves at
 * their centre or at either end of their first line, i.e. partly covered.
 */
export function coveredControls(page: Page, scopeSelector: string): Promise<string[]> {
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

/** Nothing clickable or readable in `scopeSelector` lies under the floating buttons. */
export async function expectNothingUnderFloatingButtons(page: Page, scopeSelector: string): Promise<void> {
  await waitForFloatingButtons(page);
  expect(await coveredControls(page, scopeSelector), `under the floating buttons in ${scopeSelector}`).toEqual([]);
}

/** The open mobile menu: the floating buttons step aside rather than sit over its lower links. */
export async function expectFloatingButtonsAsideOfMobileMenu(page: Page): Promise<void> {
  expect(await page.getByRole('button', { name: 'Chat with us' }).isVisible()).toBe(false);
  expect(await page.getByRole('link', { name: /^Call us at/ }).isVisible()).toBe(false);
  expect(await coveredControls(page, 'nav[aria-label="Mobile"]')).toEqual([]);
}
