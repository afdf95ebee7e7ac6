import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { visitorTabs } from '../support/visitor-page';
import { closeContexts, expectFocusedInView, screenshot, viewports, waitForHydration } from '../support/browser';
import { sql } from '../support/db';

/**
 * Browser journeys through the public site: the header's and the footer's navigation on a phone and on a desktop, and
 * the forms that save leads (contact, festival offer, gated downloads), each on one of them. The Services dropdown
 * by keyboard, and a service's FAQ, are the page audits' (tests/support/keyboard-journeys.ts) and ServiceDetailView.test.tsx's; the
 * not-found pages' words and links are their components' tests', and each not-found page is audited on both widths
 * (public-pages-*.test.ts).
 */

const phone = { name: 'phone', width: 390, height: 844 };
// A common laptop: a success message must come into view within its 768 px.
const desktop = { name: 'desktop', ...viewports.laptop };

/**
 * Public pages in one tab per viewport, as one visitor browsing (decision 081): each test opens its page afresh in it.
 * The forms it sends are of three kinds, each well within one address's limit.
 */
const open = visitorTabs();

/** Waits for a route change, then checks the page has its own title ending in the tagline. */
async function expectPage(page: Page, pathname: string, heading: string | RegExp): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  expect(await page.title()).toMatch(new RegExp(`${site.tagline}$`));
}

/** A unique marker per test run and viewport, so rows from other tests never match. */
function marker(viewport: typeof phone): string {
  return `${viewport.name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
}

afterAll(closeContexts);

describe.each([phone, desktop])('public site on a $name', (viewport) => {
  const isPhone = viewport === phone;

  /** Follows a link of the main navigation: the desktop bar, or the phone's menu. */
  async function followHeaderLink(page: Page, name: string): Promise<void> {
    if (isPhone) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name, exact: true }).click();
    } else {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click();
    }
  }

  it('opens About, Contact, Festival Offer and Home from the header, each with its own title', async () => {
    const page = await open('/', viewport);
    expect(await page.title()).toBe(`${site.name} - ${site.tagline}`);
    const targets: [string, string, string | RegExp][] = [
      ['About', '/about', 'About Us'],
      ['Contact', '/contact', 'Contact Us'],
      ['Festival Offer', '/festivaloffer2025', /Festival Season Offer/],
      ['Home', '/', /Chennai can’t miss/],
    ];
    for (const [link, pathname, heading] of targets) {
      await followHeaderLink(page, link);
      await expectPage(page, pathname, heading);
    }
    await screenshot(page, `public-p1-home-${viewport.name}`);
  });

  it('opens the services and their categories from the header', async () => {
    const page = await open('/about', viewport);
    if (isPhone) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await menu.getByRole('button', { name: 'Services' }).click();
      await menu.getByRole('link', { name: 'Train Advertising' }).click();
    } else {
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' }).hover();
      await page.getByRole('link', { name: 'Train Advertising' }).click();
    }
    await expectPage(page, '/services/transport/train-advertising', 'Train Advertising');
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Services' }).click();
    await expectPage(page, '/services', 'Our Services');
  });

  it('opens pages from the footer and starts each at the top', async () => {
    const page = await open('/', viewport);
    const footer = page.getByRole('contentinfo');
    const targets: [string, string, string | RegExp][] = [
      ['About Us', '/about', 'About Us'],
      ['Contact Us', '/contact', 'Contact Us'],
      ['Festival Offer', '/festivaloffer2025', /Festival Season Offer/],
      ['Services', '/services', 'Our Services'],
      ['Privacy Policy', '/privacy-policy', 'Privacy Policy'],
      ['Terms of Service', '/terms-of-service', 'Terms of Service'],
    ];
    for (const [link, pathname, heading] of targets) {
      await footer.getByRole('link', { name: link, exact: true }).click();
      await expectPage(page, pathname, heading);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    }

    // A category link scrolls its section into view below the sticky header.
    await footer.getByRole('link', { name: 'Ambient Advertising' }).click();
    await page.waitForURL((url) => url.pathname === '/services' && url.hash === '#ambient');
    await page.waitForFunction(() => {
      const top = document.getElementById('ambient')?.getBoundingClientRect().top ?? -1;
      return top >= 0 && top < 200;
    });
  });
});

// Each form is sent once, on one of the two widths: what it saves does not depend on the width, and each form's
// success message coming into view is checked there (about's contact form and the newsletter on both widths in
// form-success-focus.test.ts; the festival form's failed field on both in the page audits).
describe('the forms that save leads', () => {
  it('saves a contact message in "Contacts" with the docs/product.md §3 columns (phone)', async () => {
    const viewport = phone;
    const page = await open('/contact', viewport);
    const id = marker(viewport);
    const email = `${id}@example.in`;
    const form = page.getByRole('form', { name: 'Send Us a Message' });
    await form.getByLabel('Full Name').fill('Deepa Srinivasan');
    await form.getByLabel('Email Address').fill(email);
    await form.getByLabel('Phone Number').fill('9840011122');
    await form.getByLabel('Company Name').fill('Marina Motors');
    await form.getByLabel('Designation').fill('Brand Manager');
    await form.getByLabel('Service of Interest').selectOption('Transport - Bus');
    await form.getByLabel('Message').fill(`Bus wraps for our Pongal launch (${id}).`);
    await form.getByRole('button', { name: 'Send Message' }).click();
    // The success message replaces the form, in view and focused (docs/product.md §10, Visitor and staff fixes).
    await expectFocusedInView(page, 'Message Sent Successfully!');
    await screenshot(page, `public-p1-contact-sent-${viewport.name}`);

    const rows = await sql(
      `select "Full name", "Email Address", "Phone Number"::text as phone, "Company Name", "Designation", "service of interest", message
         from public."Contacts" where "Email Address" = $1`,
      [email],
    );
    expect(rows).toEqual([
      {
        'Full name': 'Deepa Srinivasan',
        'Email Address': email,
        phone: '9840011122',
        'Company Name': 'Marina Motors',
        Designation: 'Brand Manager',
        'service of interest': 'Transport - Bus',
        message: `Bus wraps for our Pongal launch (${id}).`,
      },
    ]);

    // After the success view the form is back, empty.
    await form.getByRole('button', { name: 'Send Message' }).waitFor({ timeout: 10_000 });
    expect(await form.getByLabel('Full Name').inputValue()).toBe('');
  });

  it('books a festival package into festival_bookings (laptop)', async () => {
    const viewport = desktop;
    const page = await open('/festivaloffer2025', viewport);
    const id = marker(viewport);
    const email = `${id}@example.in`;
    // The booking form hydrates apart, when its own code arrives (a lazy island, decision 061).
    await waitForHydration(page, 'form[aria-label="Festival booking"] button[type="submit"]');
    await page.getByRole('button', { name: 'Book This Package: Festival Dominator' }).click();
    const form = page.getByRole('form', { name: 'Festival booking' });
    expect(await form.getByLabel('Preferred Package').inputValue()).toBe('Festival Dominator');
    await form.getByLabel('Full Name').fill('Ravi Kumar');
    await form.getByLabel('Business Name').fill('Ravi Silks');
    await form.getByLabel('Phone Number').fill('+91 98400 55566');
    await form.getByLabel('Email Address').fill(email);
    await form.getByLabel('Message').fill('Deepavali, T. Nagar');
    await form.getByRole('button', { name: 'Submit Booking' }).click();
    await expectFocusedInView(page, 'Booking Submitted Successfully!');

    const rows = await sql(
      'select name, business_name, phone, email, preferred_package, message from public.festival_bookings where email = $1',
      [email],
    );
    expect(rows).toEqual([
      {
        name: 'Ravi Kumar',
        business_name: 'Ravi Silks',
        phone: '+91 98400 55566',
        email,
        preferred_package: 'Festival Dominator',
        message: 'Deepavali, T. Nagar',
      },
    ]);
  });

  it('saves a lead and starts the file for a gated download (phone)', async () => {
    const viewport = phone;
    const page = await open('/services/btl/store-launch', viewport);
    const id = marker(viewport);
    const email = `${id}@example.in`;
    await page.getByRole('button', { name: 'Download Store Launch Checklist' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Full Name').fill('Anitha Rao');
    await dialog.getByLabel('Company Name').fill('Kaapi Co.');
    await dialog.getByLabel('Designation').fill('Retail Head');
    await dialog.getByLabel('Mobile Number').fill('9876543210');
    await dialog.getByLabel('Email Address').fill(email);
    // Sent by keyboard: the code step focuses its box and is announced.
    await dialog.getByRole('button', { name: 'Send OTP' }).focus();
    await page.keyboard.press('Enter');
    await dialog.getByText('For testing purposes, use OTP: 123456').waitFor();
    expect(await dialog.getByText(/^We have sent .* ending in 3210/).isVisible()).toBe(true);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('one-time-code');
    expect(await dialog.getByRole('status').textContent()).toBe('OTP sent to your mobile number ending in 3210. Enter it below.');
    await page.keyboard.type('123456');
    expect(await dialog.getByLabel('Enter OTP').inputValue()).toBe('123456');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Verify & Download' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('store-launch-checklist.pdf');
    const file = await download.path();
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    await dialog.waitFor({ state: 'detached' });

    const rows = await sql(
      'select name, company, designation, mobile, email, service_id, resource_title from public.resource_downloads where email = $1',
      [email],
    );
    expect(rows).toEqual([
      {
        name: 'Anitha Rao',
        company: 'Kaapi Co.',
        designation: 'Retail Head',
        mobile: '9876543210',
        email,
        service_id: 'store-launch',
        resource_title: 'Store Launch Checklist',
      },
    ]);
  });
});
