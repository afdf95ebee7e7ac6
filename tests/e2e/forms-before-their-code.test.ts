import type { Route } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { asReturningVisitor, closeContexts, newPageForTest, screenshot, viewports, waitForHydration } from '../support/browser';
import { sql } from '../support/db';

/**
 * A prerendered form shows before its code has arrived (a part that loads apart, decision 037). What a visitor on a
 * slow phone types meanwhile stays, and sending cannot happen before the code can do it: pressed earlier, the browser
 * would send the form itself as a GET, the typed name and number in the address and nothing saved
 * (docs/product.md §5).
 */

afterAll(closeContexts);

const FORM = 'form[aria-label="Send Us a Message"]';

describe('a form used before its code has arrived', () => {
  it('keeps what was typed, sends nothing meanwhile, and sends it all once the code is in', async ({ onTestFinished }) => {
    const page = await newPageForTest(onTestFinished, viewports.mobile);
    await asReturningVisitor(page);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest()) documents.push(request.url());
    });
    // The contact page's form code is held, as on a slow connection, until the visitor has typed.
    const held: Route[] = [];
    await page.route(/\/assets\/ContactForm-[\w-]+\.js$/, (route) => void held.push(route));
    await page.goto('/contact');
    await expect.poll(() => held.length).toBe(1);

    const email = `before-code-${Date.now().toString(36)}@example.in`;
    const form = page.locator(FORM);
    await form.getByLabel('Full Name').fill('Revathi Srinivasan');
    await form.getByLabel('Email Address').fill(email);
    await form.getByLabel('Phone Number').fill('9840055566');
    await form.getByLabel('Message').fill('Two unipoles near Tidel Park for March.');
    const send = form.getByRole('button', { name: 'Send Message' });
    expect(await send.isDisabled()).toBe(true);
    await form.getByLabel('Full Name').press('Enter');

    await page.unroute(/\/assets\/ContactForm-/);
    await Promise.all(held.map((route) => route.continue()));
    await waitForHydration(page, `${FORM} button[type="submit"]`);
    await expect.poll(() => send.isEnabled()).toBe(true);
    expect(await form.getByLabel('Full Name').inputValue()).toBe('Revathi Srinivasan');
    expect(await form.getByLabel('Message').inputValue()).toBe('Two unipoles near Tidel Park for March.');
    await screenshot(page, 'contact-form-after-its-code-arrived-phone');

    await send.click();
    await page.getByText('Message Sent Successfully!').waitFor();
    const saved = await sql<{ name: string; phone: string }>('select "Full name" as name, "Phone Number"::text as phone from public."Contacts" where "Email Address" = $1', [email]);
    expect(saved).toEqual([{ name: 'Revathi Srinivasan', phone: '9840055566' }]);
    // The one document loaded is the page itself: Enter sent nothing of what was typed in an address.
    expect(documents.map((url) => new URL(url).pathname + new URL(url).search)).toEqual(['/contact']);
  });
});
