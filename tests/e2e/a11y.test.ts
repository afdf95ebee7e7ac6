import AxeBuilder from '@axe-core/playwright';
import type { Result } from 'axe-core';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '@/catalogue';
import { VISITED_STORAGE_KEY } from '@/features/newsletter/visits';
import { closeBrowser, newPage, signInAsDemo, viewports, type Viewport, waitForHeaderMenus, waitForHydration } from '../support/browser';
import { anonClient, DEMO_PASSWORD, serviceClient } from '../support/clients';

/**
 * axe-core in Chromium on every public route (phone and desktop), the widgets' open states, and every
 * admin screen signed in as an admin. Any violation of any rule axe runs by default (WCAG 2.x A/AA and
 * best practices) fails the test, with the rule, the elements and what to fix printed.
 */

const pages: Page[] = [];

/** Readable axe output: one block per rule, up to five elements each. */
function describeViolations(violations: Result[]): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes.slice(0, 5).map((node) => {
        const summary = (node.failureSummary ?? '').replace(/\n/g, '\n        ');
        return `    at ${node.target.join(' ')}\n        ${summary}`;
      });
      const more = violation.nodes.length > 5 ? [`    ...and ${violation.nodes.length - 5} more`] : [];
      return [`${violation.id} (${violation.impact}): ${violation.help}. ${violation.helpUrl}`, ...nodes, ...more].join('\n');
    })
    .join('\n');
}

async function expectNoViolations(page: Page, what: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(describeViolations(violations), `axe found violations on ${what}`).toBe('');
}

/**
 * The page has rendered (prerendered markup is hydrated: React owns the h1), its data has arrived and
 * nothing is loading any more.
 */
async function settle(page: Page): Promise<void> {
  await waitForHydration(page);
  await waitForHeaderMenus(page);
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(
    () =>
      document.querySelectorAll('[aria-busy="true"]').length === 0 &&
      !/(^|\n)(Loading\b[^\n]*|Checking access\.\.\.)(\n|$)/.test(document.body.innerText),
  );
}

/** A returning visitor (no newsletter popup) who prefers reduced motion (no slide changing mid-check). */
async function open(path: string, viewport: Viewport): Promise<Page> {
  const page = await newPage(viewport);
  pages.push(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.addInitScript(([key, now]) => localStorage.setItem(key, now), [VISITED_STORAGE_KEY, String(Date.now())] as const);
  await page.goto(path);
  await settle(page);
  return page;
}

async function newestId(table: 'blog_posts' | 'clients' | 'testimonials' | 'success_stories' | 'gallery_images' | 'sites'): Promise<string> {
  const { data, error } = await serviceClient().from(table).select('id').limit(1).single();
  if (error || !data) throw new Error(`no row in ${table}: ${error?.message}`);
  return String(data.id);
}

afterEach(async () => {
  await Promise.all(pages.splice(0).map((page) => page.context().close()));
});
afterAll(closeBrowser);

const servicePaths = categories.flatMap((category) => category.services.map((service) => `/services/${category.id}/${service.id}`));
const pagePaths = ['/', '/about', '/services', '/gallery', '/clients', '/blog', '/contact', '/festivaloffer2025', '/privacy-policy', '/terms-of-service', '/no-such-page', '/services/outdoor/no-such-service', '/blog/no-such-post', '/sites', '/sites/CHN-OMR-001', '/sites/NO-SUCH-SITE', '/media-plan'];

describe.each([
  { name: 'phone', viewport: viewports.mobile },
  { name: 'desktop', viewport: viewports.desktop },
])('public routes on a $name', ({ viewport }) => {
  it.each(pagePaths)('%s has no axe violations', async (path) => {
    await expectNoViolations(await open(path, viewport), path);
  });

  it.each(servicePaths)('%s has no axe violations', async (path) => {
    await expectNoViolations(await open(path, viewport), path);
  });

  it('the newest blog post has no axe violations', async () => {
    // The newest post a visitor may read (drafts and scheduled posts answer 'Blog Post Not Found').
    const { data: newest } = await anonClient().from('blog_posts').select('id').order('published_at', { ascending: false }).limit(1).single().throwOnError();
    const path = `/blog/${newest.id}`;
    const page = await open(path, viewport);
    await page.getByRole('article').waitFor();
    await expectNoViolations(page, path);
  });

  it('the chat widget, opened and answered, has no axe violations', async () => {
    const page = await open('/contact', viewport);
    await page.getByRole('button', { name: 'Chat with us' }).click();
    const chat = page.getByRole('dialog');
    await chat.getByRole('textbox').fill('What does a billboard cost?');
    await chat.getByRole('textbox').press('Enter');
    await chat.getByText(/pric|cost|quote/i).last().waitFor();
    await expectNoViolations(page, 'the open chat widget');
  });

  it('the contact form showing its errors has no axe violations', async () => {
    const page = await open('/contact', viewport);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Name is required').waitFor();
    await expectNoViolations(page, 'the contact form with errors');
  });

  it('the gated download dialog has no axe violations', async () => {
    const page = await open('/services/transport/airport-advertising', viewport);
    await page.getByRole('button', { name: /^Download / }).first().click();
    await page.getByRole('dialog').waitFor();
    await expectNoViolations(page, 'the download dialog');
  });

  it('the gallery lightbox has no axe violations', async () => {
    const page = await open('/gallery', viewport);
    await page.getByRole('button', { name: /^View / }).first().click();
    await page.getByRole('dialog').waitFor();
    await expectNoViolations(page, 'the gallery lightbox');
  });
});

describe('navigation states', () => {
  it('the open phone menu with its services has no axe violations', async () => {
    const page = await open('/', viewports.mobile);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: 'Services' }).click();
    await expectNoViolations(page, 'the open phone menu');
  });

  it('the open desktop Services dropdown has no axe violations', async () => {
    const page = await open('/', viewports.desktop);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Airport Advertising' }).waitFor();
    await expectNoViolations(page, 'the open Services dropdown');
  });
});

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
    const page = await newPage(viewports.desktop);
    pages.push(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
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
