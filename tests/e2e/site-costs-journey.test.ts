import type { Page } from 'playwright-core';
import { afterAll, afterEach, expect, it } from 'vitest';
import { closeContexts, screenshot, staffPage } from '../support/browser';
import { sql } from '../support/db';

/**
 * What a site costs and earns, as the owner meets it (docs/product.md §16, docs/decisions/115 and 116): the margins show
 * the seeded CHN-ANN-001 losing money; its lease's page shows the next escalation, and a month's rent is paid less its
 * TDS under section 194-I; a printing order is raised from a confirmed campaign, received and billed, the bill's
 * difference from the order flagged. The figures themselves are tests/api/site-costs.test.ts's and leases.test.ts's.
 */

const pages: Page[] = [];
const reference = `E2E-${Date.now().toString(36).toUpperCase()}`;

afterEach(async () => {
  await Promise.all(pages.splice(0).map((page) => page.context().close()));
});
afterAll(async () => {
  await closeContexts();
  await sql('delete from public.rent_payments where reference = $1', [reference]);
  await sql('delete from public.vendor_orders where bill_number = $1', [reference]);
});

it('the owner finds the site losing money, pays its lease\'s rent less TDS, and a printing order is raised, received and billed', async () => {
  const owner = await staffPage(pages, 'admin@example.com', '/admin/margins');
  const sites = owner.getByRole('region', { name: 'Margin by site' });
  await sites.getByRole('link', { name: "Lease loses money: CHN-ANN-001's lease" }).click();

  // Seeded 26 months ago at ₹60,000, up 5% a year: ₹66,150 now, ₹69,457.50 from the next anniversary.
  await owner.getByRole('heading', { level: 2, name: 'Next escalation' }).waitFor();
  await owner.getByText(/: ₹69,457\.50 a month$/).waitFor();
  await owner.getByRole('button', { name: 'Record rent payment' }).click();
  const payment = owner.getByRole('form', { name: 'Record rent payment for CHN-ANN-001' });
  // 10% of the rent before GST, above section 194-I's ₹50,000 a month.
  expect(await payment.getByLabel(/^TDS deducted/).inputValue()).toBe('6615');
  await payment.getByLabel(/^UTR or cheque number/).fill(reference);
  await payment.getByRole('button', { name: 'Record rent payment' }).click();
  await owner.getByRole('region', { name: 'Rent payments' }).getByText(reference).waitFor();
  await screenshot(owner, 'lease-rent-paid-desktop');

  await owner.goto('/admin/campaigns/c0a10004-5eed-4000-8000-000000000004');
  const panel = owner.getByRole('region', { name: 'Printing and mounting' });
  await panel.getByRole('button', { name: 'Order printing or mounting' }).click();
  const order = panel.getByRole('form', { name: 'Order printing or mounting' });
  await order.getByLabel('Vendor').selectOption({ label: 'Sri Murugan Flex Prints' });
  for (const field of await order.getByLabel('Material').all()) await field.fill('Frontlit flex, 13 oz');
  for (const field of await order.getByLabel('₹ per sq ft').all()) await field.fill('10');
  await order.getByRole('button', { name: 'Raise the order' }).click();
  await order.waitFor({ state: 'detached' });
  // The four sites: three of 40 x 20 ft and one of 60 x 8 ft, at ₹10 a square foot.
  const raised = panel.getByRole('article').filter({ hasText: 'ordered ₹28,800.00 before GST' });
  await raised.getByRole('button', { name: /^Mark received/ }).click();
  await raised.getByRole('button', { name: /^Record the bill/ }).click();
  const bill = raised.getByRole('form', { name: /^Record the bill for VO\// });
  await bill.getByLabel("Vendor's bill number").fill(reference);
  await bill.getByLabel(/^Taxable value/).fill('29300');
  await bill.getByLabel(/^GST/).fill('5274');
  await bill.getByRole('button', { name: 'Record bill' }).click();
  await raised.getByText('Billed ₹500.00 more than ordered.').waitFor();
  await screenshot(owner, 'printing-order-billed-desktop');
});
