import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { closeBrowserAfterFile, describeViolations, expectNoViolations, newestId, newTrackedPage, settle } from '../support/a11y';
import { newPage, signInAsDemo, viewports } from '../support/browser';
import { DEMO_PASSWORD } from '../support/clients';

/** axe-core on every admin screen, signed in as an admin (tests/support/a11y.ts). */

closeBrowserAfterFile();

describe('admin screens, signed in as admin', () => {
  let admin: Page;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    for (const table of ['blog_posts', 'clients', 'testimonials', 'success_stories', 'gallery_images', 'sites'] as const) ids[table] = await newestId(table);
    admin = await newPage(viewports.desktop);
    await admin.emulateMedia({ reducedMotion: 'reduce' });
    await admin.goto('/admin/login');
    await settle(admin);
    await expectNoViolations(admin, '/admin/login');
    await admin.getByLabel('Email').fill('admin@example.com');
    await admin.getByLabel('Password').fill(DEMO_PASSWORD);
    await admin.getByRole('button', { name: 'Sign In' }).click();
    await admin.waitForURL((url) => url.pathname === '/admin');
  });
  afterAll(async () => {
    await admin?.context().close();
  });

  const screens = (): string[] => [
    '/admin',
    '/admin/blog-posts',
    '/admin/blog-posts/new',
    `/admin/blog-posts/${ids.blog_posts}/edit`,
    '/admin/clients',
    '/admin/clients/new',
    `/admin/clients/${ids.clients}/edit`,
    '/admin/testimonials',
    '/admin/testimonials/new',
    `/admin/testimonials/${ids.testimonials}/edit`,
    '/admin/success-stories',
    '/admin/success-stories/new',
    `/admin/success-stories/${ids.success_stories}/edit`,
    '/admin/gallery',
    '/admin/gallery/new',
    `/admin/gallery/${ids.gallery_images}/edit`,
    '/admin/contacts',
    '/admin/festival-bookings',
    '/admin/resource-downloads',
    '/admin/newsletter-subscribers',
    '/admin/staff',
    '/admin/activity',
    // The seeded draft on the public design, as staff preview it (docs/product.md §10, Publishing workflow).
    '/blog/5eedb109-0000-4000-8000-000000000010?preview',
  ];
  // The sites inventory's screens, in a test of their own so neither list runs into the test time limit.
  const siteScreens = (): string[] => [
    '/admin/sites',
    '/admin/sites/new',
    `/admin/sites/${ids.sites}/edit`,
    `/admin/sites/${ids.sites}/bookings`,
    '/admin/sites/board',
    '/admin/sites/import',
  ];

  async function expectScreensClean(paths: string[], page = admin): Promise<void> {
    const failures: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      await settle(page);
      const { violations } = await new AxeBuilder({ page }).analyze();
      if (violations.length) failures.push(`${path}:\n${describeViolations(violations)}`);
    }
    expect(failures.join('\n\n'), 'axe found violations on admin screens').toBe('');
  }

  // 21 screens one after another: on a busy shared machine this takes longer than the default minute.
  it('every admin screen has no axe violations', async () => {
    await expectScreensClean(screens());
  }, 180_000);

  it('every Sites screen has no axe violations', async () => {
    // A page of its own: an axe run still going on the shared page (a timed-out test) cannot collide.
    const page = await newTrackedPage(viewports.desktop, onTestFinished);
    await signInAsDemo(page, 'admin@example.com');
    await expectScreensClean(siteScreens(), page);
  });

  it('the delete confirmation has no axe violations', async () => {
    await admin.goto('/admin/testimonials');
    await settle(admin);
    await admin.getByRole('button', { name: /^Delete/ }).first().click();
    await admin.getByRole('dialog').waitFor();
    await expectNoViolations(admin, 'the delete confirmation');
    await admin.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  });
});
