import type { Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { closeContexts, staffPage } from '../support/browser';
import { serviceClient } from '../support/clients';

/**
 * Admin forms in the browser: one save per burst of clicks, and no form for a reviewer who opens one by its
 * address (docs/product.md §10, Visitor and staff fixes).
 */

const run = Date.now().toString(36);
const pages: Page[] = [];

afterEach(async () => {
  await Promise.all(pages.splice(0).map((page) => page.context().close()));
});
afterAll(async () => {
  await serviceClient().from('clients').delete().like('name', `%${run}%`);
  await closeContexts();
});

describe('a save happens once', () => {
  it("stores one client for a burst of clicks on 'Add Client'", async () => {
    const page = await staffPage(pages, 'editor@example.com', '/admin/clients/new');
    const name = `Burst Silks ${run}`;
    await page.getByRole('heading', { name: 'Add New Client' }).waitFor();
    await page.getByLabel(/^Client Name\*?$/).fill(name);
    await page.getByLabel(/^Logo URL\*?$/).fill('/images/seed/blog/festival-season-planning.svg');
    await page.getByLabel(/^Industry\*?$/).selectOption({ index: 1 });
    const submit = page.locator('button[type=submit]');
    // Clicks through the save and its pause before leaving; force skips waiting for the button to be enabled.
    for (let click = 0; click < 12; click += 1) {
      await submit.click({ force: true, timeout: 200 }).catch(() => undefined);
      await page.waitForTimeout(50);
    }
    await page.waitForURL((url) => url.pathname === '/admin/clients');
    await page.getByText(name).first().waitFor();
    const { data, error } = await serviceClient().from('clients').select('id').eq('name', name);
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
  });
});

describe('reviewers get no form they cannot use', () => {
  const forms = [
    ['/admin/blog-posts/new', 'Create New Blog Post', 'You do not have permission to update posts.', 'Back to Blog Posts'],
    ['/admin/clients/new', 'Add New Client', 'You do not have permission to update clients.', 'Back to Clients'],
    ['/admin/testimonials/new', 'Add New Testimonial', 'You do not have permission to update testimonials.', 'Back to Testimonials'],
    ['/admin/success-stories/new', 'Add New Success Story', 'You do not have permission to update success stories.', 'Back to Success Stories'],
    ['/admin/gallery/new', 'Upload New Image', 'You do not have permission to update images.', 'Back to Gallery'],
  ];

  it("shows the permission message and no form on each 'new' form opened by its address", async () => {
    const page = await staffPage(pages, 'reviewer@example.com');
    for (const [path, title, message, back] of forms) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      expect(await page.getByRole('alert').textContent(), path).toContain(message);
      expect(await page.getByRole('link', { name: back }).isVisible(), path).toBe(true);
      expect(await page.locator('main form, main input, main textarea').count(), path).toBe(0);
    }
  });
});
