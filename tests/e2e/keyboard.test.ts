import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { focusedElement, isFocused, tabTo } from '../support/keyboard';
import { loadServiceDetail } from '@/catalogue';
import { closeContexts, newPageForTest, viewports, visitHydrated } from '../support/browser';
import { visitorTabs } from '../support/visitor-page';
import { DEMO_PASSWORD, serviceClient } from '../support/clients';

/**
 * Keyboard-only journeys: every step is a key press or typing (Tab, Enter, Space, arrows, Escape);
 * the mouse is never used. Each stop Tab reaches must show a visible focus indicator.
 */

afterAll(closeContexts);

/** Public pages in one tab per viewport, as a returning visitor (the newsletter popup's journey by keyboard is newsletter-popup-and-chat.test.ts's). */
const open = visitorTabs();

async function expectFocusOn(page: Page, target: Locator): Promise<void> {
  expect(await isFocused(target), `focus is on ${await focusedElement(page)}`).toBe(true);
}

describe('keyboard-only journeys', () => {
  it('opens the header Services dropdown (Enter, or ArrowDown onto its first link), closes it with Escape and follows a service link', async () => {
    const page = await open('/', viewports.desktop);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const services = nav.getByRole('button', { name: 'Services' });
    await tabTo(page, services);

    await page.keyboard.press('Enter');
    expect(await services.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    expect(await services.getAttribute('aria-expanded')).toBe('false');
    await expectFocusOn(page, services);

    // ArrowDown opens the menu on its first link.
    await page.keyboard.press('ArrowDown');
    await page.waitForFunction(() => document.activeElement?.textContent === 'Outdoor Advertising');
    expect(await services.getAttribute('aria-expanded')).toBe('true');
    const airport = nav.getByRole('link', { name: 'Airport Advertising' });
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

  it('adds a client as an editor: signs in and fills the form by keyboard only', async ({ onTestFinished }) => {
    const name = `Keyboard Client ${Date.now().toString(36)}`;
    // A browser of its own: it signs in.
    const page = await newPageForTest(onTestFinished, viewports.desktop);
    await visitHydrated(page, '/admin/login');
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
