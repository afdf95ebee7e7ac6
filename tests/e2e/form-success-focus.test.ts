import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { VISITED_STORAGE_KEY } from '@/features/newsletter/visits';
import { closeBrowser, newPage, viewports, waitForHydration, type Viewport, visitHydrated } from '../support/browser';

/**
 * A public form's success message replaces the form, scrolls into view and takes focus (contact, About,
 * festival booking, newsletter), and the download's OTP step focuses the code box and is announced
 * (docs/product.md §10, Visitor and staff fixes). On a phone (390 px) and a common laptop (1366 px).
 */

const laptop: Viewport = { width: 1366, height: 768 };
const widths: [string, Viewport][] = [
  ['phone', viewports.mobile],
  ['laptop', laptop],
];
const stamp = Date.now().toString(36);

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

/** Waits until the focused element contains `text` and lies wholly inside the viewport. */
async function expectFocusedInView(page: Page, text: string): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate((wanted) => {
          const focused = document.activeElement;
          if (!focused || !focused.textContent?.includes(wanted)) return 'focus elsewhere';
          const box = focused.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= window.innerHeight ? 'in view' : `out of view (${Math.round(box.top)})`;
        }, text),
      { timeout: 15_000 },
    )
    .toBe('in view');
}

async function fillContactForm(form: Locator, email: string): Promise<void> {
  await form.getByLabel('Full Name').fill('Lakshmi Narayanan');
  await form.getByLabel('Email Address').fill(email);
  await form.getByLabel('Phone Number').fill('9840011122');
  await form.getByLabel('Message').fill('Ten hoardings on OMR for our store opening.');
}

describe.each(widths)('success messages are in view and focused (%s)', (name, viewport) => {
  it.each(['/contact', '/about'])('after sending the contact form on %s', async (path) => {
    const page = await open(path, viewport);
    // On /about the form is a lazy island: it hydrates when its own code arrives.
    await waitForHydration(page, 'form[aria-label="Send Us a Message"] button[type="submit"]');
    const form = page.getByRole('form', { name: 'Send Us a Message' });
    await fillContactForm(form, `visitor-${stamp}-${name}@example.in`);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expectFocusedInView(page, 'Message Sent Successfully!');
  });

  it('after booking a festival package', async () => {
    const page = await open('/festivaloffer2025', viewport);
    // The booking form hydrates apart, when its own code arrives (a lazy island, decision 061).
    await waitForHydration(page, 'form[aria-label="Festival booking"] button[type="submit"]');
    await page.getByRole('button', { name: 'Book This Package: Festival Dominator' }).click();
    const form = page.getByRole('form', { name: 'Festival booking' });
    await form.getByLabel('Full Name').fill('Ravi Kumar');
    await form.getByLabel('Business Name').fill('Ravi Silks');
    await form.getByLabel('Phone Number').fill('9840055566');
    await form.getByLabel('Email Address').fill(`booking-${stamp}-${name}@example.in`);
    await form.getByRole('button', { name: 'Submit Booking' }).click();
    await expectFocusedInView(page, 'Booking Submitted Successfully!');
  });

  it('after subscribing to the newsletter on the blog', async () => {
    const page = await open('/blog', viewport);
    // The newsletter band is a lazy island too.
    await waitForHydration(page, 'input[placeholder="Enter your email"]');
    await page.getByPlaceholder('Enter your email').fill(`news-${stamp}-${name}@example.in`);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expectFocusedInView(page, 'Thank you for subscribing!');
  });

  it('after the download details: focus in the OTP box and the step announced', async () => {
    const page = await open('/services/btl/store-launch', viewport);
    await page.getByRole('button', { name: 'Download Store Launch Checklist' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Full Name').fill('Anitha Rao');
    await dialog.getByLabel('Company Name').fill('Kaapi Co.');
    await dialog.getByLabel('Designation').fill('Retail Head');
    await dialog.getByLabel('Mobile Number').fill('9876543210');
    await dialog.getByLabel('Email Address').fill(`download-${stamp}-${name}@example.in`);
    await dialog.getByRole('button', { name: 'Send OTP' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('one-time-code');
    expect(await dialog.getByRole('status').textContent()).toBe('OTP sent to your mobile number ending in 3210. Enter it below.');
    await page.keyboard.type('123456');
    expect(await dialog.getByLabel('Enter OTP').inputValue()).toBe('123456');
  });
});
