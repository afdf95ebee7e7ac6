import type { Page } from 'playwright-core';
import { afterAll, afterEach, expect, it } from 'vitest';
import { closeContexts, screenshot, viewports } from '../support/browser';
import { expectNoAxeViolations, openAsVisitor } from '../support/visitor-page';

/**
 * The tax invoice a client opens from our link (docs/product.md §16, docs/decisions/104), the seed's: 'Year-end sale,
 * four sites' invoiced by the demo accountant. What the database numbers, taxes and totals is tests/api/invoices.test.ts's;
 * here, what a browser shows: the document on a phone, without the site's marketing, not indexed, with nothing refused
 * by the Content-Security-Policy and no axe violations.
 */

const pages: Page[] = [];

afterEach(async () => {
  await Promise.all(pages.splice(0).map((page) => page.context().close()));
});
afterAll(closeContexts);

it('on a phone: the invoice with its place of supply, taxes and total in words, not indexed, no axe violations', async () => {
  const { page, problems } = await openAsVisitor(pages, '/invoices/DemoInvoiceMarinaMartYearEnd01', viewports.mobile);
  await page.getByRole('heading', { level: 1, name: 'Tax invoice' }).waitFor();
  await page.getByText(/^No\. COM\/\d{2}-\d{2}\/\d{4}$/).waitFor();
  const facts = page.getByRole('definition');
  expect(await facts.allTextContents()).toEqual(expect.arrayContaining(['Tamil Nadu (33)', 'No', 'Sale of advertising space (the right to use the sites)']));
  await page.getByRole('columnheader', { name: 'CGST + SGST' }).waitFor();
  expect(await page.locator('p', { hasText: /^In words:/ }).textContent()).toMatch(/^In words: [A-Z][a-z -]+ rupees( and [a-z -]+ paise)? only$/);
  expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
  // A document sent by link carries none of the site's marketing (docs/product.md §12).
  expect(await page.getByRole('complementary', { name: 'Quick contact' }).count()).toBe(0);
  await screenshot(page, 'invoice-phone');
  await expectNoAxeViolations(page, 'the invoice on a phone');
  expect(problems).toEqual([]);
});

it('on a desktop: an IGST invoice to a Maharashtra client, with the credit note issued against it, no axe violations', async () => {
  const { page, problems } = await openAsVisitor(pages, '/invoices/DemoInvoiceAshaMotorsMonsoon01', viewports.desktop);
  await page.getByRole('heading', { level: 1, name: 'Tax invoice' }).waitFor();
  expect(await page.getByRole('definition').allTextContents()).toEqual(expect.arrayContaining(['Maharashtra (27)', 'Display of advertisements (a service)']));
  const note = page.getByRole('region', { name: /^Credit note CN\/\d\d-\d\d\/\d{4}$/ });
  expect(await note.textContent()).toMatch(/against tax invoice COM\/\d\d-\d\d\/\d{4} of .+\. Reason: The site was dark two days in the June rains/);
  expect(await note.getByRole('columnheader', { name: 'IGST' }).count()).toBe(1);
  await screenshot(page, 'invoice-with-credit-note-desktop');
  await expectNoAxeViolations(page, 'an invoice with its credit note');
  expect(problems).toEqual([]);
});
