import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { axeViolations, closeContextsAfterFile, describeViolations, expectNoViolations, newestId, openInApp, settle, type AuditedPage } from '../support/page-audit';
import { newPage, viewports, watchProblems } from '../support/browser';
import { DEMO_PASSWORD } from '../support/clients';
import { sql } from '../support/db';

/**
 * Every back-office screen once, signed in as an admin, with the checks a page owes on its visit
 * (tests/support/page-audit.ts): axe-core, and nothing logged or refused by the Content-Security-Policy.
 */

closeContextsAfterFile();

/** Screens by path; `{table}` is the newest row of that table (its edit screen). */
const screens = [
  '/admin',
  '/admin/blog-posts',
  '/admin/blog-posts/new',
  '/admin/blog-posts/{blog_posts}/edit',
  '/admin/clients',
  '/admin/clients/new',
  '/admin/clients/{clients}/edit',
  '/admin/testimonials',
  '/admin/testimonials/new',
  '/admin/testimonials/{testimonials}/edit',
  '/admin/success-stories',
  '/admin/success-stories/new',
  '/admin/success-stories/{success_stories}/edit',
  '/admin/gallery',
  '/admin/gallery/new',
  '/admin/gallery/{gallery_images}/edit',
  '/admin/offers',
  '/admin/offers/new',
  '/admin/offers/{offers}/edit',
  // A simple type's screens come from its description (docs/decisions/102): its list, and its form as edited.
  '/admin/job-openings',
  '/admin/job-openings/{job_openings}/edit',
  '/admin/contacts',
  '/admin/festival-bookings',
  '/admin/resource-downloads',
  '/admin/newsletter-subscribers',
  '/admin/staff',
  '/admin/profile',
  '/admin/media',
  '/admin/activity',
  // The seeded draft on the public design, as staff preview it (docs/product.md §10, Publishing workflow).
  '/blog/5eedb109-0000-4000-8000-000000000010?preview',
  '/admin/sites',
  '/admin/sites/new',
  '/admin/sites/{sites}/edit',
  '/admin/sites/{sites}/bookings',
  '/admin/sites/board',
  '/admin/sites/import',
  // Sales (docs/decisions/053): the seeded sent campaign, read-only once sent.
  '/admin/customers',
  '/admin/customers/new',
  '/admin/campaigns',
  '/admin/campaigns/new',
  '/admin/sales-settings',
  '/admin/campaigns/c0a10001-5eed-4000-8000-000000000001',
  // Proof of display (docs/decisions/057): the jobs, and the seeded job whose four photos await approval.
  '/admin/jobs',
  '/admin/jobs/10b00001-5eed-4000-8000-000000000001',
  // Billing (docs/decisions/104 to 108): the invoices, the seed's part-paid invoice with its actions, payments and
  // credit notes, what clients owe, and the seed's Marina Mart statement.
  '/admin/invoices',
  '/admin/invoices/{invoices}',
  '/admin/receivables',
  '/admin/customers/5eedc057-0000-4000-8000-000000000004/statement',
  // What the sites cost and earn (docs/decisions/115, 116): the leases and the seeded escalating lease, the costs and
  // meters, the margins, and a printing order as it prints.
  '/admin/leases',
  '/admin/leases/1ea5e000-5eed-4000-8000-000000000001',
  '/admin/site-costs',
  '/admin/margins',
  '/admin/vendor-orders/{vendor_orders}',
  // Marina Mart's confirmed campaign with its printing billed above the order and its mounting by the own crew.
  '/admin/campaigns/c0a10004-5eed-4000-8000-000000000004',
];

describe('admin screens, signed in as admin', () => {
  /** The signed-in page; the other screens' pages are of its context, which shares its session. */
  let admin: Page;
  const ids: Record<string, string> = {};
  /** Two pages with the back office running, each watched (what it logs or has refused), lent to one test at a time. */
  const idle: AuditedPage[] = [];
  const waiting: Array<(audited: AuditedPage) => void> = [];

  async function runningApp(): Promise<AuditedPage> {
    const page = await admin.context().newPage();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const problems = await watchProblems(page);
    await page.goto('/admin');
    await settle(page);
    return { page, problems };
  }
  const borrow = () => idle.pop() ?? new Promise<AuditedPage>((resolve) => waiting.push(resolve));
  const giveBack = (audited: AuditedPage) => {
    const next = waiting.shift();
    if (next) next(audited);
    else idle.push(audited);
  };
  const withIds = (path: string) => path.replace(/\{(\w+)\}/g, (_, table: string) => ids[table] ?? table);

  beforeAll(async () => {
    for (const table of ['blog_posts', 'clients', 'testimonials', 'success_stories', 'gallery_images', 'job_openings', 'sites'] as const) ids[table] = await newestId(table);
    const [order] = await sql<{ id: string }>('select id from public.vendor_orders order by number limit 1');
    ids.vendor_orders = order!.id;
    const [offer] = await sql<{ id: string }>('select id from public.offers order by created_at desc limit 1');
    ids.offers = offer!.id;
    // The seed's part-paid Marina Mart invoice: every panel and form an issued invoice has.
    const [invoice] = await sql<{ id: string }>("select id from public.invoices where campaign_id = 'c0a10004-5eed-4000-8000-000000000004'");
    ids.invoices = invoice!.id;
    admin = await newPage(viewports.desktop);
    await admin.emulateMedia({ reducedMotion: 'reduce' });
    await admin.goto('/admin/login');
    await settle(admin);
    await expectNoViolations(admin, '/admin/login');
    await admin.getByLabel('Email').fill('admin@example.com');
    await admin.getByLabel('Password').fill(DEMO_PASSWORD);
    await admin.getByRole('button', { name: 'Sign In' }).click();
    await admin.waitForURL((url) => url.pathname === '/admin');
    idle.push(...(await Promise.all([runningApp(), runningApp()])));
  });
  afterAll(async () => {
    await admin?.context().close();
  });

  // Two screens at a time (the project's maxConcurrency), each in one of the two running apps, opened as the
  // sidebar opens them (openInApp): while one waits for its data and a quiet network, axe runs on the other. Each
  // test's expect is its own, so a failure names its screen; a problem a screen logs late shows in the next one's.
  describe.concurrent('every screen', () => {
    it.for(screens)('%s is accessible and logs or has refused nothing', async (path, { onTestFinished, expect }) => {
      const audited = await borrow();
      onTestFinished(() => giveBack(audited));
      await openInApp(audited.page, withIds(path));
      expect(describeViolations(await axeViolations(audited.page)), `axe found violations on ${path}`).toBe('');
      expect(audited.problems.splice(0)).toEqual([]);
    });
  });

  it('the delete confirmation has no axe violations', async () => {
    const audited = await borrow();
    try {
      await openInApp(audited.page, '/admin/testimonials');
      await audited.page.getByRole('button', { name: /^Delete/ }).first().click();
      await audited.page.getByRole('dialog').waitFor();
      await expectNoViolations(audited.page, 'the delete confirmation');
      await audited.page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    } finally {
      giveBack(audited);
    }
  });
});
