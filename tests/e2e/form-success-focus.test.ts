import type { Locator } from 'playwright-core';
import { afterAll, describe, it } from 'vitest';
import { visitorTabs } from '../support/visitor-page';
import { closeContexts, expectFocusedInView, viewports, waitForHydration, type Viewport } from '../support/browser';

/**
 * A public form's success message replaces the form, scrolls into view and takes focus (docs/product.md §10, Visitor
 * and staff fixes), on a phone (390 px) and a common laptop (1366 px): About's contact form and the newsletter.
 */

const widths: [string, Viewport][] = [
  ['phone', viewports.mobile],
  ['laptop', viewports.laptop],
];
const stamp = Date.now().toString(36);

afterAll(closeContexts);

/** Public pages in one tab per viewport, as a returning visitor (decision 081); the forms sent are of two kinds. */
const open = visitorTabs();

async function fillContactForm(form: Locator, email: string): Promise<void> {
  await form.getByLabel('Full Name').fill('Lakshmi Narayanan');
  await form.getByLabel('Email Address').fill(email);
  await form.getByLabel('Phone Number').fill('9840011122');
  await form.getByLabel('Message').fill('Ten hoardings on OMR for our store opening.');
}

// The contact form on /contact, the festival booking and the download's code step are checked where their journeys send
// them (tests/e2e/public-navigation-and-forms.test.ts); here the forms no journey sends.
describe.each(widths)('success messages are in view and focused (%s)', (name, viewport) => {
  it('after sending the contact form on /about', async () => {
    const page = await open('/about', viewport);
    // On /about the form is a lazy island: it hydrates when its own code arrives.
    await waitForHydration(page, 'form[aria-label="Send Us a Message"] button[type="submit"]');
    const form = page.getByRole('form', { name: 'Send Us a Message' });
    await fillContactForm(form, `visitor-${stamp}-${name}@example.in`);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expectFocusedInView(page, 'Message Sent Successfully!');
  });

  it('after subscribing to the newsletter on the blog', async () => {
    const page = await open('/blog', viewport);
    // The newsletter band is a lazy island too.
    await waitForHydration(page, 'input[placeholder="Enter your email"]');
    await page.getByPlaceholder('Enter your email').fill(`news-${stamp}-${name}@example.in`);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expectFocusedInView(page, 'Thank you for subscribing!');
  });
});
