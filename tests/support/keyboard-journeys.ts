import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { loadServiceDetail } from '@/catalogue';
import { focusedElement, isFocused, tabTo } from './keyboard';

/**
 * The public widgets used by keyboard alone (Tab, Enter, Space, arrows, Escape; never the mouse), each stop Tab reaches
 * showing its focus. They run on the audit's one visit of their page (tests/support/page-audit.ts), and `audit`
 * checks the open state with axe.
 */
export type Audit = (what: string) => Promise<void>;

async function expectFocusOn(page: Page, target: Locator): Promise<void> {
  expect(await isFocused(target), `focus is on ${await focusedElement(page)}`).toBe(true);
}

/** The header's Services dropdown: Enter opens it, Escape closes it onto its button, ArrowDown opens it on its first link, Enter follows one. */
export async function servicesDropdown(page: Page, audit: Audit): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  const services = nav.getByRole('button', { name: 'Services' });
  await tabTo(page, services);
  await page.keyboard.press('Enter');
  expect(await services.getAttribute('aria-expanded')).toBe('true');
  await page.keyboard.press('Escape');
  expect(await services.getAttribute('aria-expanded')).toBe('false');
  await expectFocusOn(page, services);

  await page.keyboard.press('ArrowDown');
  await page.waitForFunction(() => document.activeElement?.textContent === 'Outdoor Advertising');
  expect(await services.getAttribute('aria-expanded')).toBe('true');
  await audit('the open Services dropdown');
  await tabTo(page, nav.getByRole('link', { name: 'Airport Advertising' }));
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/services/transport/airport-advertising');
  await page.getByRole('heading', { level: 1, name: 'Airport Advertising' }).waitFor();
  expect(await services.getAttribute('aria-expanded')).toBe('false');
}

/** The phone menu: Enter opens it, Escape closes it, Enter on its Services expands them, Enter follows a service link. */
export async function phoneMenu(page: Page, audit: Audit, whileOpen: () => Promise<void>): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Open menu' });
  await tabTo(page, toggle);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await menu.waitFor();
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'hidden' });

  await page.keyboard.press('Enter');
  const servicesToggle = menu.getByRole('button', { name: 'Services' });
  await tabTo(page, servicesToggle);
  await page.keyboard.press('Enter');
  expect(await servicesToggle.getAttribute('aria-expanded')).toBe('true');
  await audit('the open phone menu');
  await whileOpen();
  await tabTo(page, menu.getByRole('link', { name: 'Bus Advertising' }));
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/services/transport/bus-advertising');
  await page.getByRole('heading', { level: 1, name: 'Bus Advertising' }).waitFor();
  await menu.waitFor({ state: 'hidden' });
}

/** The gallery's lightbox: Enter on a picture opens it, the arrows step (wrapping), Tab stays inside, Escape closes it onto the picture. */
export async function galleryLightbox(page: Page, audit: Audit): Promise<void> {
  const firstCard = page.getByRole('button', { name: /^View / }).first();
  const total = await page.getByRole('button', { name: /^View / }).count();
  await tabTo(page, firstCard);
  await page.keyboard.press('Enter');

  const lightbox = page.getByRole('dialog');
  await lightbox.waitFor();
  const counter = lightbox.getByText(/^\d+ \/ \d+$/);
  expect(await counter.textContent()).toBe(`1 / ${total}`);
  await audit('the gallery lightbox');
  await page.keyboard.press('ArrowRight');
  expect(await counter.textContent()).toBe(`2 / ${total}`);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  expect(await counter.textContent()).toBe(`${total} / ${total}`);
  for (let presses = 0; presses < 8; presses++) {
    await page.keyboard.press('Tab');
    expect(await lightbox.evaluate((dialog) => dialog.contains(document.activeElement)), 'focus stays in the lightbox').toBe(true);
  }
  await page.keyboard.press('Escape');
  await lightbox.waitFor({ state: 'hidden' });
  await expectFocusOn(page, firstCard);
}

/** A service page's FAQ: Enter opens a question, Space on another switches to it, Enter closes it. */
export async function serviceFaq(page: Page, category: string, service: string): Promise<void> {
  const [first, second] = (await loadServiceDetail(category, service))?.service.faqs ?? [];
  const firstQuestion = page.getByRole('button', { name: first.question });
  const secondQuestion = page.getByRole('button', { name: second.question });
  await tabTo(page, firstQuestion);
  await page.keyboard.press('Enter');
  expect(await firstQuestion.getAttribute('aria-expanded')).toBe('true');
  await page.getByRole('region', { name: first.question }).getByText(first.answer).waitFor();

  await tabTo(page, secondQuestion);
  await page.keyboard.press('Space');
  expect(await secondQuestion.getAttribute('aria-expanded')).toBe('true');
  expect(await firstQuestion.getAttribute('aria-expanded')).toBe('false');
  await page.keyboard.press('Enter');
  expect(await secondQuestion.getAttribute('aria-expanded')).toBe('false');
}

/** The chat: Enter on its button opens it with focus in the message box, Enter sends, the reply comes, Escape closes it onto the button. */
export async function chat(page: Page, audit: Audit): Promise<void> {
  const launcher = page.getByRole('button', { name: 'Chat with us' });
  await tabTo(page, launcher, { backwards: true });
  await page.keyboard.press('Enter');
  const widget = page.getByRole('dialog');
  const input = widget.getByRole('textbox');
  await input.waitFor();
  await expectFocusOn(page, input);
  await page.keyboard.type('How much does a billboard cost?');
  await page.keyboard.press('Enter');
  await widget.getByRole('log').getByText('How much does a billboard cost?').waitFor();
  // The greeting, then the canned pricing reply a second later.
  await page.waitForFunction(() => (document.querySelector('[role="log"]')?.textContent?.match(/Chennai Outdoor Media said:/g) ?? []).length >= 2);
  await audit('the open chat widget');
  await page.keyboard.press('Escape');
  await widget.waitFor({ state: 'hidden' });
  await expectFocusOn(page, launcher);
}
