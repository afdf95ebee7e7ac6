import type { Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { closeContexts, newPage, viewports, waitForHydration, waitForQuietNetwork, type Viewport } from '../support/browser';
import { sendInChat } from '../support/chat';
import { sql } from '../support/db';
import { isFocused, tabTo } from '../support/keyboard';

/**
 * Browser journeys through the site-wide widgets: the newsletter popup (when it appears, saving, coming back)
 * at phone and desktop widths, and the chat widget (greeting, keyword replies without a server call, Escape) on a
 * phone, on the seeded stand-in.
 */

const pages: Page[] = [];

async function openPage(path: string, viewport: Viewport = viewports.desktop): Promise<Page> {
  const page = await newPage(viewport);
  pages.push(page);
  await page.goto(path);
  await waitForHydration(page);
  return page;
}

/** The accessible name of whatever has focus. */
function focusedLabel(page: Page): Promise<string | null> {
  return page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);
}

afterEach(async () => {
  await Promise.all(pages.splice(0).map((page) => page.context().close()));
});
afterAll(closeContexts);

describe('newsletter popup', () => {
  /** Runs the fake clock past the idle wait of the deferred widgets and returns once they are mounted. */
  async function widgetsMounted(page: Page): Promise<void> {
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.clock.runFor(2_500);
    await page.getByRole('button', { name: 'Chat with us' }).waitFor();
  }

  /** Fakes the page's clock, so 20 s pass in an instant. */
  async function openWithClock(path: string, viewport?: Viewport): Promise<Page> {
    const page = await newPage(viewport);
    pages.push(page);
    await page.clock.install();
    await page.goto(path);
    await widgetsMounted(page);
    return page;
  }

  async function reloadWithWidgets(page: Page): Promise<void> {
    await page.reload();
    await widgetsMounted(page);
  }

  const popup = (page: Page) => page.getByRole('dialog', { name: 'Get Outdoor Advertising Insights' });

  it('appears 20 s after load, saves the address (by keyboard alone on the desktop), thanks and closes after 3 s; a repeat is welcomed', async () => {
    const email = `popup-${Date.now()}@example.com`;
    for (const viewport of [viewports.desktop, viewports.mobile]) {
      const page = await openWithClock('/', viewport);
      await page.clock.runFor(17_000);
      expect(await popup(page).count()).toBe(0);
      await page.clock.runFor(3_500);
      await popup(page).waitFor();

      const field = popup(page).getByLabel('Email address');
      if (viewport === viewports.desktop) {
        // By keyboard alone: Tab reaches the field with a visible focus, Enter sends, the error is read and replaced.
        if (!(await isFocused(field))) await tabTo(page, field);
        await page.keyboard.type('not-an-address');
        await page.keyboard.press('Enter');
        await popup(page).getByText('Please enter a valid email address').waitFor();
        await page.keyboard.press('ControlOrMeta+A');
        await page.keyboard.type(email.toUpperCase());
        await page.keyboard.press('Enter');
      } else {
        await field.fill('not-an-address');
        await popup(page).getByRole('button', { name: 'Subscribe' }).click();
        await popup(page).getByText('Please enter a valid email address').waitFor();
        await field.fill(email.toUpperCase());
        await popup(page).getByRole('button', { name: 'Subscribe' }).click();
      }
      await popup(page).getByText('Thank you for subscribing!').waitFor();
      await page.clock.runFor(3_100);
      await popup(page).waitFor({ state: 'detached' });
    }
    const rows = await sql<{ source: string }>('select source from newsletter_subscribers where email = $1', [email]);
    expect(rows).toEqual([{ source: 'popup' }]);
  });

  it('does not come back within 20 minutes, and does after', async () => {
    const page = await openWithClock('/blog');
    await page.clock.runFor(20_000);
    await popup(page).waitFor();
    await page.keyboard.press('Escape');
    await popup(page).waitFor({ state: 'detached' });

    await reloadWithWidgets(page);
    await page.clock.runFor(30_000);
    expect(await popup(page).count()).toBe(0);

    await page.clock.fastForward('20:00');
    await reloadWithWidgets(page);
    await page.clock.runFor(20_000);
    await popup(page).waitFor();
    await popup(page).getByRole('button', { name: 'Close dialog' }).click();
    await popup(page).waitFor({ state: 'detached' });
  });
});

// On a phone: on a desktop the widget is opened, answers and closes by keyboard on the audit's visit of /contact, and its open
// state is audited on /contact at both widths (tests/support/page-audit.ts).
describe('chat widget', () => {
  it('greets, answers each keyword group without a server call, and closes on Escape (phone)', async () => {
    const page = await openPage('/', viewports.mobile);
    const launcher = page.getByRole('button', { name: 'Chat with us' });
    await launcher.click();
    const chat = page.getByRole('dialog', { name: 'Chat with us' });
    const log = chat.getByRole('log');
    await log.getByText(/^Hello! Welcome to Chennai Outdoor Media/).waitFor();
    // The page's own background refresh is not the chat's call.
    await waitForQuietNetwork(page);

    const calls: string[] = [];
    page.on('request', (request) => {
      if (/\/(rest|functions|auth)\/v1\//.test(request.url())) calls.push(request.url());
    });
    const questions: [string, RegExp][] = [
      ['How much does a hoarding cost?', /^Our pricing depends on/],
      ['Can I speak to your team?', /^You can call us on \+91/],
      ['Which advertising services do you offer?', /^We run outdoor/],
      ['Good morning', /we will get back to you/],
    ];
    for (const [question, reply] of questions) {
      await sendInChat(page, chat, question);
      await log.getByText(reply).waitFor();
    }
    expect(calls).toEqual([]);

    await page.keyboard.press('Escape');
    await chat.waitFor({ state: 'hidden' });
    expect(await focusedLabel(page)).toBe('Chat with us');
  });
});
