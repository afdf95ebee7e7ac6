import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Keyboard helpers of the browser tests: where focus is, whether it shows, and Tab until it reaches a control. */

export function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement);
}

/** What has focus, for failure messages. */
export function focusedElement(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element) return 'nothing';
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    return `<${element.tagName.toLowerCase()}> "${name}"`;
  });
}

/** The focused element shows an outline or a ring. */
export async function expectVisibleFocus(page: Page): Promise<void> {
  const indicator = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || !element.matches(':focus-visible')) return 'not :focus-visible';
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return outline || style.boxShadow !== 'none' ? 'visible' : 'no outline or ring';
  });
  expect(indicator, `focus indicator on ${await focusedElement(page)}`).toBe('visible');
}

/** Presses Tab (or Shift+Tab) until `target` has focus. */
export async function tabTo(page: Page, target: Locator, { backwards = false, max = 80 } = {}): Promise<void> {
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await isFocused(target)) {
      await expectVisibleFocus(page);
      return;
    }
  }
  throw new Error(`Tab never reached the target; focus is on ${await focusedElement(page)}`);
}
