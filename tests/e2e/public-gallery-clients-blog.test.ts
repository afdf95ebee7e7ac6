import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { visitorTabs } from '../support/visitor-page';
import { closeContexts, viewports, type Viewport } from '../support/browser';
import { sql, sqlValue } from '../support/db';

/**
 * Browser journeys through the gallery (category filter, lightbox by keyboard), the clients page and the blog
 * (list, post, related posts, not found, its newsletter form), on the seeded stand-in, at phone and desktop
 * widths.
 */

const labels: Record<string, string> = {
  outdoor: 'Outdoor Advertising',
  mobile: 'Mobile Advertising',
  transport: 'Transport Advertising',
  ambient: 'Ambient Advertising',
  btl: 'BTL Activations',
  digital: 'Digital Campaigns',
  events: 'Event Marketing',
};

/** Public pages in one tab per viewport, as a returning visitor (decision 081). */
const open = visitorTabs();
const openPage = (path: string, viewport: Viewport = viewports.desktop) => open(path, viewport);

/** The accessible name of whatever has focus. */
function focusedLabel(page: Page): Promise<string | null> {
  return page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);
}

afterAll(closeContexts);

describe('gallery', () => {
  it.each([
    ['desktop', viewports.desktop],
    ['phone', viewports.mobile],
  ])('filters by category and walks the lightbox by keyboard (%s)', async (_, viewport) => {
    const category = 'transport';
    const stored = await sql<{ title: string }>('select title from gallery_images where category = $1', [category]);
    const page = await openPage('/gallery', viewport);

    const filter = page.getByRole('group', { name: 'Filter projects by category' }).getByRole('button', { name: labels[category] });
    await filter.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: labels[category], pressed: true }).waitFor();
    const cards = page.getByRole('list').getByRole('button', { name: /^View / });
    await expect.poll(() => cards.count()).toBe(stored.length);
    const titles = (await cards.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')))).map((label) =>
      String(label).replace(/^View /, ''),
    );
    expect([...titles].sort()).toEqual(stored.map((row) => row.title).sort());

    await cards.first().focus();
    await page.keyboard.press('Enter');
    const lightbox = page.getByRole('dialog');
    for (const [index, title] of titles.entries()) {
      await lightbox.getByRole('heading', { name: title }).waitFor();
      await lightbox.getByText(`${index + 1} / ${titles.length}`).waitFor();
      expect(await lightbox.getByText(labels[category], { exact: true }).isVisible()).toBe(true);
      await page.keyboard.press('ArrowRight');
    }
    // Past the last one it wraps to the first; left goes back round to the last.
    await lightbox.getByRole('heading', { name: titles[0] }).waitFor();
    await page.keyboard.press('ArrowLeft');
    await lightbox.getByRole('heading', { name: titles.at(-1) as string }).waitFor();

    // Tab stays inside the modal lightbox.
    for (let step = 0; step < 6; step += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
    }

    await page.keyboard.press('Escape');
    await lightbox.waitFor({ state: 'detached' });
    expect(await focusedLabel(page)).toBe(`View ${titles[0]}`);
  });
});

describe('clients', () => {
  it('lists every client under its industry heading', async () => {
    const rows = await sql<{ industry: string; name: string }>('select industry, name from clients order by name');
    const page = await openPage('/clients');
    for (const industry of new Set(rows.map((row) => row.industry))) {
      const heading = page.getByRole('heading', { level: 3, name: industry, exact: true });
      await heading.waitFor();
      const group = heading.locator('xpath=ancestor::section[1]');
      const names = rows.filter((row) => row.industry === industry).map((row) => row.name);
      expect(await group.getByRole('listitem').allTextContents()).toEqual(names);
    }
  });
});

describe('blog', () => {
  it('opens a post from the list and a related post from it', async () => {
    // The newest post of a category with at least two posts has a related post.
    const [post] = await sql<{ id: string; title: string; category: string }>(
      `select id, title, category from blog_posts
        where (status = 'published' and published_at <= now())
          and category in (select category from blog_posts where (status = 'published' and published_at <= now()) group by category having count(*) > 1)
        order by published_at desc limit 1`,
    );
    const related = await sql<{ id: string; title: string }>(
      `select id, title from blog_posts where category = $1 and id <> $2 and (status = 'published' and published_at <= now())
        order by published_at desc limit 3`,
      [post.category, post.id],
    );
    const page = await openPage('/blog');
    await page.getByRole('group', { name: 'Filter posts by category' }).getByRole('button', { name: post.category }).click();
    await page.getByRole('article').filter({ has: page.getByRole('heading', { name: post.title }) }).getByRole('link', { name: /^Read More/ }).click();
    await page.waitForURL(`**/blog/${post.id}`);
    await page.getByRole('heading', { level: 1, name: post.title }).waitFor();

    const share = page.getByRole('link', { name: /^(Facebook|X|LinkedIn)/ });
    expect(await share.count()).toBe(3);
    for (const link of await share.all()) {
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toContain('noopener');
      expect(await link.getAttribute('href')).toContain(encodeURIComponent(page.url()));
    }

    const sidebar = page.getByRole('region', { name: 'Related Articles' });
    const links = sidebar.getByRole('link');
    await links.first().waitFor();
    expect(await links.count()).toBe(related.length);
    await links.first().click();
    await page.waitForURL(`**/blog/${related[0].id}`);
    await page.getByRole('heading', { level: 1, name: related[0].title }).waitFor();
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'not-a-post-id'])('shows Blog Post Not Found for %s', async (id) => {
    const page = await openPage(`/blog/${id}`, viewports.mobile);
    await page.getByRole('heading', { level: 1, name: 'Blog Post Not Found' }).waitFor();
    await page.getByText("The blog post you're looking for doesn't exist or has been moved.").waitFor();
    await page.getByRole('link', { name: 'Back to Blog' }).click();
    await page.waitForURL('**/blog');
    await page.getByRole('heading', { level: 1, name: 'Blog' }).waitFor();
  });

  it('saves a subscription from the blog newsletter form', async () => {
    const email = `blog-reader-${Date.now()}@example.com`;
    const page = await openPage('/blog');
    const form = page.getByRole('region', { name: 'Subscribe to Our Newsletter' });
    await form.getByLabel('Email address').fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await form.getByRole('status').getByText('Thank you for subscribing!').waitFor();
    expect(await sqlValue<string>('select source from newsletter_subscribers where email = $1', [email])).toBe('blog');
  });
});
