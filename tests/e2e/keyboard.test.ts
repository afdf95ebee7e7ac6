import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { loadServiceDetail } from '@/catalogue';
import { VISITED_STORAGE_KEY } from '@/features/newsletter/visits';
import { closeBrowser, JOURNEY_TIMEOUT, newPage, type Viewport, viewports, visitHydrated } from '../support/browser';
import { DEMO_PASSWORD, serviceClient } from '../support/clients';

/**
 * Keyboard-only journeys: every step is a key press or typing (Tab, Enter, Space, arrows, Escape);
 * the mouse is never used. Each stop Tab reaches must show a visible focus indicator.
 */

const pages: Page[] = [];

afterEach(async () => {
  await Promise.all(pages.splice(0).map((page) => page.context().close()));
});
afterAll(closeBrowser);

function isHydrated(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const heading = document.querySelector('h1');
    return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber$'));
  });
}

async function open(path: string, viewport: Viewport, { returning = true } = {}): Promise<Page> {
  const page = await newPage(viewport);
  pages.push(page);
  if (returning) {
    await page.addInitScript(([key, now]) => localStorage.setItem(key, now), [VISITED_STORAGE_KEY, String(Date.now())] as const);
  }
  await visitHydrated(page, path);
  return page;
}

function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement);
}

/** What has focus, for failure messages. */
function focusedElement(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element) return 'nothing';
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    return `<${element.tagName.toLowerCase()}> "${name}"`;
  });
}

/** The focused element shows an outline or a ring. */
async function expectVisibleFocus(page: Page): Promise<void> {
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
async function tabTo(page: Page, target: Locator, { backwards = false, max = 80 } = {}): Promise<void> {
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await isFocused(target)) {
      await expectVisibleFocus(page);
      return;
    }
  }
  throw new Error(`Tab never reached the target; focus is on ${await focusedElement(page)}`);
}

async function expectFocusOn(page: Page, target: Locator): Promise<void> {
  expect(await isFocused(target), `focus is on ${await focusedElement(page)}`).toBe(true);
}

describe('keyboard-only journeys', () => {
  it('opens the header Services dropdown, closes it with Escape and follows a service link', async () => {
    const page = await open('/', viewports.desktop);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const services = nav.getByRole('button', { name: 'Services' });
    await tabTo(page, services);

    await page.keyboard.press('Enter');
    expect(await services.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    expect(await services.getAttribute('aria-expanded')).toBe('false');
    await expectFocusOn(page, services);

    await page.keyboard.press('ArrowDown');
    const airport = nav.getByRole('link', { name: 'Airport Advertising' });
    await airport.waitFor();
    await tabTo(page, airport);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/services/transport/airport-advertising');
    await page.getByRole('heading', { level: 1, name: 'Airport Advertising' }).waitFor();
    expect(await services.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens the phone menu, expands Services and follows a service link', async () => {
    const page = await open('/', viewports.mobile);
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
    const bus = menu.getByRole('link', { name: 'Bus Advertising' });
    await tabTo(page, bus);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/services/transport/bus-advertising');
    await page.getByRole('heading', { level: 1, name: 'Bus Advertising' }).waitFor();
    await menu.waitFor({ state: 'hidden' });
  });

  it('opens the gallery lightbox, steps with the arrows (wrapping), keeps Tab inside and closes with Escape', async () => {
    const page = await open('/gallery', viewports.desktop);
    const firstCard = page.getByRole('button', { name: /^View / }).first();
    await firstCard.waitFor();
    const total = await page.getByRole('button', { name: /^View / }).count();
    await tabTo(page, firstCard);
    await page.keyboard.press('Enter');

    const lightbox = page.getByRole('dialog');
    await lightbox.waitFor();
    const counter = lightbox.getByText(/^\d+ \/ \d+$/);
    expect(await counter.textContent()).toBe(`1 / ${total}`);
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
  });

  it('opens, switches and closes the FAQ accordion on a service page', async () => {
    const [first, second] = (await loadServiceDetail('outdoor', 'billboards'))?.service.faqs ?? [];
    const page = await open('/services/outdoor/billboards', viewports.desktop);
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
  });

  it('chats: opens the widget, sends a message, reads the reply and closes with Escape', async () => {
    const page = await open('/', viewports.desktop);
    const launcher = page.getByRole('button', { name: 'Chat with us' });
    await launcher.waitFor();
    await tabTo(page, launcher, { backwards: true });
    await page.keyboard.press('Enter');

    const chat = page.getByRole('dialog');
    await chat.waitFor();
    const input = chat.getByRole('textbox');
    await input.waitFor();
    await expectFocusOn(page, input);
    await page.keyboard.type('How much does a billboard cost?');
    await page.keyboard.press('Enter');
    const log = chat.getByRole('log');
    await log.getByText('How much does a billboard cost?').waitFor();
    // The greeting, then the canned pricing reply a second later.
    await page.waitForFunction(() => (document.querySelector('[role="log"]')?.textContent?.match(/Chennai Outdoor Media said:/g) ?? []).length >= 2);

    await page.keyboard.press('Escape');
    await chat.waitFor({ state: 'hidden' });
    await expectFocusOn(page, launcher);
  });

  it('subscribes through the newsletter popup 20 s after a first visit', { timeout: JOURNEY_TIMEOUT }, async () => {
    const page = await newPage(viewports.desktop);
    pages.push(page);
    await page.clock.install();
    await page.goto('/blog');
    // Timers are Playwright's now: run them until the page has hydrated and the widgets are idle-loaded.
    for (let step = 0; step < 100 && !(await isHydrated(page)); step++) await page.clock.runFor(100);
    await page.clock.runFor(3000);
    await page.clock.fastForward(20_000);

    const popup = page.getByRole('dialog', { name: 'Get Outdoor Advertising Insights' });
    await popup.waitFor();
    const email = popup.getByRole('textbox', { name: 'Email address' });
    if (!(await isFocused(email))) await tabTo(page, email);
    await page.keyboard.type('not-an-email');
    await page.keyboard.press('Enter');
    await popup.getByText('Please enter a valid email address').waitFor();

    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(`keyboard-${Date.now()}@example.com`);
    await page.keyboard.press('Enter');
    await popup.getByText(/Thank you for subscribing!/).waitFor();
    await page.clock.runFor(3500);
    await popup.waitFor({ state: 'hidden' });
  });

  it('adds a client as an editor: signs in and fills the form by keyboard only', async () => {
    const name = `Keyboard Client ${Date.now().toString(36)}`;
    const page = await open('/admin/login', viewports.desktop);
    try {
      await tabTo(page, page.getByLabel('Email'));
      await page.keyboard.type('editor@example.com');
      await tabTo(page, page.getByLabel('Password'));
      await page.keyboard.type(DEMO_PASSWORD);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/admin');

      const addClient = page.getByRole('link', { name: 'Add Client' });
      await addClient.waitFor();
      await tabTo(page, addClient);
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/admin/clients/new');

      const nameField = page.getByLabel(/^Client Name/);
      await tabTo(page, nameField);
      await page.keyboard.type(name);
      await tabTo(page, page.getByLabel(/^Logo URL/));
      await page.keyboard.type('https://example.com/keyboard-logo.png');
      const industry = page.getByLabel(/^Industry/);
      await tabTo(page, industry);
      await page.keyboard.type('Automotive');
      expect(await industry.inputValue()).toBe('Automotive');

      await tabTo(page, page.getByRole('button', { name: 'Add Client' }));
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => url.pathname === '/admin/clients');
      await page.getByText(name).waitFor();
    } finally {
      await serviceClient().from('clients').delete().eq('name', name);
    }
  });
});
