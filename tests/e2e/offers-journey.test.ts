import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { indiaDayAndTime } from '@/lib/india-time';
import { asReturningVisitor, closeContexts, JOURNEY_TIMEOUT, newPage, screenshot, signInAsDemo, type Viewport, viewports, waitForHydration } from '../support/browser';
import { sql } from '../support/db';

/**
 * Seasonal offers end to end (docs/decisions/061): an editor writes an offer that started yesterday and ends in about
 * ten minutes and publishes it; /festivaloffer2025 shows it with a countdown that counts; a visitor books a package and
 * the inbox names the offer and the package; at the end the open page turns to its ended state without a reload. The
 * visitor's clock is moved past the end rather than waited for (docs/testing.md).
 */

const tag = `j${Date.now().toString(36)}`;
const title = `Flash Offer ${tag}`;
const email = `offer-${tag}@example.in`;
const pages: Page[] = [];

/** The offer ends at a whole minute (the form's time has minutes), at least this far ahead: time for the booking. */
const RUN_LEFT_MS = 600_000;

afterEach(async () => {
  await Promise.all(pages.splice(0).map((page) => page.context().close()));
});
afterAll(async () => {
  await sql('delete from public.festival_bookings where email = $1', [email]);
  await sql('delete from public.offers where title = $1', [title]);
  await closeContexts();
});

async function opened(viewport: Viewport = viewports.desktop): Promise<Page> {
  const page = await newPage(viewport);
  pages.push(page);
  // Not a first visit: the newsletter popup stays away.
  await asReturningVisitor(page);
  return page;
}

/** A form control by its label; required labels end with a decorative asterisk. */
function field(on: Page | Locator, label: string): Locator {
  return on.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`));
}

/** The countdown's digits as shown ('00:01:38:12'). */
async function countdown(page: Page): Promise<string> {
  return (await page.getByTestId('offer-countdown').locator('span.tabular-nums').allTextContents()).join(':');
}

describe('a seasonal offer from the back office to its end', () => {
  it('is written, published, counted down, booked, named in the inbox and ends in place', { timeout: JOURNEY_TIMEOUT }, async () => {
    const yesterday = indiaDayAndTime(new Date(Date.now() - 86_400_000)).day;
    const endsAt = new Date(Math.ceil((Date.now() + RUN_LEFT_MS) / 60_000) * 60_000);
    const ends = indiaDayAndTime(endsAt);

    // The editor writes the offer and publishes it.
    const editor = await opened();
    await signInAsDemo(editor, 'editor@example.com', '/admin/offers/new');
    await waitForHydration(editor);
    await field(editor, 'Title').fill(title);
    await field(editor, 'Season').fill('Pongal');
    await field(editor, 'Lead Text').fill('Two minutes of Pongal prices on the highway hoardings.');
    await field(editor, 'Hero Image URL').fill('/images/site/festival/hero.svg');
    await field(editor, 'Valid From').fill(yesterday);
    await field(editor, 'Start Time').fill('00:00');
    await field(editor, 'Valid Until').fill(ends.day);
    await field(editor, 'End Time').fill(ends.time);
    await field(editor, 'Package Name').first().fill('Flash Pro');
    await field(editor, 'Duration').first().fill('7 days');
    await field(editor, 'Original Price (₹)').first().fill('100000');
    await field(editor, 'Offer Price (₹)').first().fill('70000');
    await field(editor, 'Features').first().fill('2 hoardings on GST Road\nPhoto proof of every site');
    await field(editor, 'Status').selectOption('published');
    await editor.getByRole('button', { name: 'Create Offer' }).click();
    await editor.waitForURL((url) => url.pathname === '/admin/offers');
    await editor.getByRole('heading', { name: title }).waitFor();

    // A visitor on a phone finds it on the festival page, counting down.
    const visitor = await opened(viewports.mobile);
    // The phone's clock runs from now, as the real one does, until the test moves it.
    await visitor.clock.install();
    await visitor.goto('/festivaloffer2025');
    await visitor.getByRole('heading', { level: 1, name: title }).waitFor();
    await visitor.waitForFunction(() => !document.querySelector('[data-testid="offer-countdown"]')?.textContent?.includes('--'));
    const first = await countdown(visitor);
    const secondsLeft = (endsAt.getTime() - Date.now()) / 1000;
    await expect.poll(() => countdown(visitor)).not.toBe(first);
    // Days, hours, minutes and seconds to the offer's real end, as the phone read them a moment ago.
    const [days, hours, minutes, seconds] = first.split(':').map(Number) as [number, number, number, number];
    expect(Math.abs(((days * 24 + hours) * 60 + minutes) * 60 + seconds - secondsLeft)).toBeLessThan(5);
    await visitor.evaluate(() => Object.assign(window, { openedOnce: true }));
    await screenshot(visitor, 'offer-running-phone');

    // The visitor books its package.
    await visitor.getByRole('button', { name: 'Book This Package: Flash Pro' }).click();
    const form = visitor.getByRole('form', { name: 'Festival booking' });
    await waitForHydration(visitor, 'form[aria-label="Festival booking"] button[type="submit"]');
    await expect.poll(() => form.getByLabel('Preferred Package').inputValue()).toBe('Flash Pro');
    await form.getByLabel('Full Name').fill('Lakshmi Narayanan');
    await form.getByLabel('Business Name').fill('Narayanan Textiles');
    await form.getByLabel('Phone Number').fill('+91 98400 77788');
    await form.getByLabel('Email Address').fill(email);
    await form.getByRole('button', { name: 'Submit Booking' }).click();
    await visitor.getByText('Booking Submitted Successfully!').waitFor();

    // The inbox names the offer and the package.
    const admin = await opened();
    await signInAsDemo(admin, 'admin@example.com', `/admin/festival-bookings?q=${encodeURIComponent(email)}`);
    const row = admin.getByRole('row').filter({ hasText: email });
    await row.waitFor();
    expect(await row.textContent()).toContain(title);
    expect(await row.textContent()).toContain('Flash Pro');

    // At its end the open page says so, without a reload, and points on.
    await visitor.clock.fastForward(endsAt.getTime() - Date.now() + 2_000);
    await visitor.getByRole('status').filter({ hasText: 'This offer has ended' }).waitFor();
    expect(await visitor.evaluate(() => (window as { openedOnce?: boolean }).openedOnce)).toBe(true);
    await expect(visitor.getByTestId('offer-countdown').count()).resolves.toBe(0);
    await visitor.getByRole('link', { name: 'See the Festival Season Offer' }).waitFor();
    await screenshot(visitor, 'offer-ended-phone');
  });
});
