import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { closeContexts, JOURNEY_TIMEOUT, newPage, signInAsDemo, waitForHydration } from '../support/browser';
import { serviceClient } from '../support/clients';
import { siteUrl } from '../support/stack';

/**
 * The publishing workflow end to end: the editor saves a draft and previews it, the reviewer reads it in the back office,
 * the editor publishes it and it appears on /blog, changes the title and restores the previous revision, and
 * the admin finds all of it in the activity log with names and times. Plus: the build never ships a draft or
 * a future post (docs/product.md §10, Publishing workflow; docs/decisions/029 and 030).
 */

const SEEDED_DRAFT = { id: '5eedb109-0000-4000-8000-000000000010', title: 'Pongal 2027: Which Sites to Book, and When' };
const SEEDED_SCHEDULED = { id: '5eedb109-0000-4000-8000-000000000011', title: 'What Our Monsoon Survey Found' };

const pages: Page[] = [];
const created: string[] = [];

async function page(): Promise<Page> {
  const opened = await newPage();
  pages.push(opened);
  return opened;
}

async function signedIn(email: string): Promise<Page> {
  const opened = await page();
  await signInAsDemo(opened, email);
  return opened;
}

/** A form control by its label; required labels end with a decorative asterisk. */
function field(on: Page, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return on.getByLabel(new RegExp(`^${escaped}\\*?$`));
}

async function fillPost(on: Page, title: string): Promise<void> {
  await field(on, 'Title').fill(title);
  await field(on, 'Category').selectOption('Strategy');
  await field(on, 'Excerpt').fill('Where the Pongal crowds will be, and which sites to book.');
  await field(on, 'Content').fill('First paragraph of the draft.\n\nSecond paragraph of the draft.');
  await field(on, 'Featured Image URL').fill('/images/seed/blog/festival-season-planning.svg');
  await field(on, 'Status').selectOption('draft');
}

/** The admin list row of the post titled `title`. */
function listRow(on: Page, title: string): Locator {
  return on.getByRole('listitem').filter({ has: on.getByRole('heading', { name: title, exact: true }) });
}

async function html(path: string): Promise<string> {
  const response = await fetch(`${siteUrl()}${path}`, { headers: { Accept: 'text/html' } });
  return response.text();
}

afterEach(async () => {
  await Promise.all(pages.splice(0).map((opened) => opened.context().close()));
});
afterAll(async () => {
  if (created.length > 0) await serviceClient().from('blog_posts').delete().in('id', created);
  await closeContexts();
});

describe('safe publishing journey', () => {
  it('draft, preview, review, publish, edit, restore, and the activity log', { timeout: JOURNEY_TIMEOUT }, async () => {
    const title = `Pongal sites ${Date.now().toString(36)}`;
    const editor = await signedIn('editor@example.com');

    // 1. The editor saves a draft.
    await editor.goto('/admin/blog-posts/new');
    await fillPost(editor, title);
    await editor.getByRole('button', { name: 'Create Post' }).click();
    await editor.waitForURL((url) => url.pathname === '/admin/blog-posts');
    await expect.poll(() => listRow(editor, title).textContent()).toContain('Draft');
    const { data: saved } = await serviceClient().from('blog_posts').select('id, status').eq('title', title).single().throwOnError();
    created.push(saved.id);
    expect(saved.status).toBe('draft');

    // 2. ...and previews it on the public design; a visitor with the same link sees 'Blog Post Not Found'.
    await listRow(editor, title).getByRole('link', { name: `Preview ${title}` }).click();
    await editor.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await editor.getByRole('status').filter({ hasText: 'Preview.' }).textContent()).toContain('This is a draft: visitors cannot see it.');
    const visitor = await page();
    await visitor.goto(`/blog/${saved.id}?preview`);
    await visitor.getByRole('heading', { name: 'Blog Post Not Found' }).waitFor();
    await visitor.goto('/blog');
    await waitForHydration(visitor);
    await visitor.waitForLoadState('networkidle');
    expect(await visitor.getByRole('heading', { name: title }).count()).toBe(0);

    // 3. The reviewer reads it in the back office.
    const reviewer = await signedIn('reviewer@example.com');
    await reviewer.getByRole('link', { name: 'Review Blog Posts' }).click();
    await expect.poll(() => listRow(reviewer, title).textContent()).toContain('Draft');
    expect(await listRow(reviewer, title).getByRole('link', { name: `Edit ${title}` }).count()).toBe(0);
    await listRow(reviewer, title).getByRole('link', { name: `Preview ${title}` }).click();
    await reviewer.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await reviewer.getByText('Second paragraph of the draft.').count()).toBe(1);

    // 4. The editor publishes it, and it appears on /blog.
    await editor.goto(`/admin/blog-posts/${saved.id}/edit`);
    await field(editor, 'Status').selectOption('published');
    await editor.getByRole('button', { name: 'Update Post' }).click();
    await editor.waitForURL((url) => url.pathname === '/admin/blog-posts');
    await visitor.goto('/blog');
    await visitor.getByRole('heading', { name: title }).waitFor();

    // 5. The editor changes the title, then restores the previous revision.
    await editor.goto(`/admin/blog-posts/${saved.id}/edit`);
    await field(editor, 'Title').fill(`${title} (changed)`);
    await editor.getByRole('button', { name: 'Update Post' }).click();
    await editor.waitForURL((url) => url.pathname === '/admin/blog-posts');
    await editor.goto(`/admin/blog-posts/${saved.id}/edit`);
    const revisions = editor.getByRole('region', { name: 'Revisions' });
    const newest = revisions.getByRole('listitem').first();
    await newest.waitFor();
    expect(await newest.textContent()).toContain('by Meera Krishnan');
    // Each line says what its save changed, without a click: the title now, publishing the draft before.
    expect(await newest.textContent()).toContain('Changed the title only');
    expect(await revisions.getByRole('listitem').nth(1).textContent()).toContain('Changed the publishing only');
    await newest.getByRole('button', { name: 'Compare with current' }).click();
    const comparison = newest.getByRole('table');
    expect(await comparison.getByRole('row', { name: /^Title/ }).textContent()).toBe(`Title${title}${title} (changed)`);
    await newest.getByRole('button', { name: /^Restore this version/ }).click();
    await editor.getByRole('dialog').getByRole('button', { name: 'Restore' }).click();
    await revisions.getByRole('status').waitFor();
    expect(await field(editor, 'Title').inputValue()).toBe(title);
    const { data: restored } = await serviceClient().from('blog_posts').select('title, status').eq('id', saved.id).single().throwOnError();
    expect(restored).toEqual({ title, status: 'published' });

    // 6. The admin finds all of it in the activity log, with names and times.
    const admin = await signedIn('admin@example.com');
    await admin.getByRole('link', { name: 'Activity', exact: true }).click();
    await admin.getByRole('heading', { name: 'Activity', level: 1 }).waitFor();
    await admin.getByLabel('Search activity').fill(title);
    await admin.getByLabel('Search activity').press('Enter');
    const table = admin.getByRole('table', { name: 'Activity' });
    // Created, published, retitled, restored: four entries by the editor, newest first.
    await expect.poll(() => table.getByRole('row').count(), { timeout: 15_000 }).toBe(5);
    const rows = await table.getByRole('row').allTextContents();
    for (const row of rows.slice(1)) {
      expect(row).toContain('Meera Krishnan');
      expect(row).toMatch(/[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M/);
    }
    expect(rows.slice(1).map((row) => (row.includes('Created') ? 'Created' : 'Changed'))).toEqual(['Changed', 'Changed', 'Changed', 'Created']);
    await table.getByRole('button', { name: new RegExp(`^View details for Changed blog post ${title} \\(changed\\)`) }).first().click();
    const details = admin.getByRole('dialog', { name: 'Activity Details' });
    expect(await details.textContent()).toContain(`Title: ${title} → ${title} (changed)`);
  });

  it('an edit form with unsaved changes asks before leaving', async () => {
    const editor = await signedIn('editor@example.com');
    await editor.goto('/admin/blog-posts/new');
    await field(editor, 'Title').fill('Not saved yet');
    await editor.getByRole('link', { name: 'Cancel' }).click();
    const dialog = editor.getByRole('dialog', { name: 'Leave without saving?' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Stay on this page' }).click();
    expect(await field(editor, 'Title').inputValue()).toBe('Not saved yet');
    // The browser kept the draft: a fresh load of the form offers it back. Reloading gets the browser's own warning first.
    await expect.poll(() => editor.evaluate(() => localStorage.getItem('admin-form-draft:/admin/blog-posts/new'))).toContain('Not saved yet');
    const warnings: string[] = [];
    editor.on('dialog', (browserDialog) => {
      warnings.push(browserDialog.type());
      void browserDialog.accept();
    });
    await editor.reload();
    expect(warnings).toEqual(['beforeunload']);
    await editor.getByRole('button', { name: 'Restore unsaved changes' }).click();
    expect(await field(editor, 'Title').inputValue()).toBe('Not saved yet');
  });
});

describe('the build never ships a draft or a future post', () => {
  it('keeps the seeded draft and scheduled post out of the sitemap, /blog and their own pages', async () => {
    // Both exist (staff read them), so their absence below is the rule at work, not missing data.
    const { data: hidden } = await serviceClient().from('blog_posts').select('id').in('id', [SEEDED_DRAFT.id, SEEDED_SCHEDULED.id]).throwOnError();
    expect(hidden).toHaveLength(2);
    const sitemap = await html('/sitemap.xml');
    expect(sitemap).toContain('/blog/');
    const blog = await html('/blog');
    for (const post of [SEEDED_DRAFT, SEEDED_SCHEDULED]) {
      expect(sitemap).not.toContain(post.id);
      expect(blog).not.toContain(post.title);
      const own = await html(`/blog/${post.id}`);
      expect(own).not.toContain(post.title);
    }
  });
});
