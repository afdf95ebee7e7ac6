import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { closeContexts, newPage, screenshot, viewports, type Viewport } from '../support/browser';
import { serviceClient } from '../support/clients';
import { createTestUser, type TestUser } from '../support/users';

/**
 * 'Your profile' and the blog's author (docs/decisions/052): a new editor without a title or portrait adds both
 * on their profile, reached from the greeting, and the post they start carries that byline; a scheduled post is
 * shown in India time. On a phone and on a desktop.
 */

const users: TestUser[] = [];
const pages: Page[] = [];
afterEach(async () => {
  await Promise.all(pages.splice(0).map((page) => page.context().close()));
});
afterAll(async () => {
  await serviceClient().from('blog_posts').delete().in('author_id', users.map((user) => user.id));
  await Promise.all(users.map((user) => user.remove()));
  await closeContexts();
});

async function signedInEditor(viewport: Viewport): Promise<{ page: Page; user: TestUser }> {
  const user = await createTestUser('editor', 'profile');
  users.push(user);
  const page = await newPage(viewport);
  pages.push(page);
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === '/admin');
  return { page, user };
}

describe.each([
  ['phone', viewports.mobile],
  ['desktop', viewports.desktop],
] as const)('on a %s', (name, viewport) => {
  it('an editor adds a title and portrait on their profile, and their new post carries them', async () => {
    const { page, user } = await signedInEditor(viewport);

    // Without a title or portrait, the form says what is missing and where to add it.
    await page.goto('/admin/blog-posts/new');
    const author = page.getByRole('combobox', { name: /^Author/ });
    await author.waitFor();
    expect(await author.getAttribute('aria-describedby')).toBeTruthy();
    await page.getByText('Test profile has no title or portrait in their profile yet.', { exact: false }).waitFor();

    await page.getByRole('link', { name: 'Welcome, Test profile' }).click();
    await page.getByRole('heading', { name: 'Your profile' }).waitFor();
    await page.getByRole('textbox', { name: 'Title' }).fill('Copy Chief');
    await page.getByRole('textbox', { name: 'Portrait URL' }).fill('/images/site/about/leader-3.svg');
    await page.getByRole('img', { name: 'Portrait preview' }).waitFor();
    await screenshot(page, `profile-${name}`);
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');

    await page.goto('/admin/blog-posts/new');
    const byline = page.getByRole('figure', { name: 'Byline' });
    await byline.getByText('Copy Chief').waitFor();
    expect(await page.getByRole('combobox', { name: 'Status' }).inputValue()).toBe('draft');
    await page.getByText('India time (IST).', { exact: false }).waitFor();
    await screenshot(page, `new-post-byline-${name}`);
    const { data } = await serviceClient().from('user_profiles').select('job_title, portrait_url').eq('id', user.id).single().throwOnError();
    expect(data).toEqual({ job_title: 'Copy Chief', portrait_url: '/images/site/about/leader-3.svg' });
  });
});
