import { afterAll, describe, it } from 'vitest';
import { tabTo } from '../support/keyboard';
import { closeContexts, newPageForTest, viewports, visitHydrated } from '../support/browser';
import { DEMO_PASSWORD, serviceClient } from '../support/clients';

/**
 * Keyboard-only journeys: every step is a key press or typing (Tab, Enter, Space, arrows, Escape);
 * the mouse is never used. Each stop Tab reaches must show a visible focus indicator. The public widgets' journeys
 * (menus, lightbox, FAQ, chat) run on the page audits' one visit of their pages (tests/support/keyboard-journeys.ts).
 */

afterAll(closeContexts);

describe('keyboard-only journeys', () => {
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
