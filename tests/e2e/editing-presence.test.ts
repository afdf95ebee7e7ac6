import type { Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { closeContexts, JOURNEY_TIMEOUT, newPage, screenshot, signInAsDemo, viewports, type Viewport } from '../support/browser';
import { serviceClient } from '../support/clients';

/**
 * Two staff on one blog post's edit screen (docs/decisions/066): each sees the other's name, the first saves,
 * and the second's save is refused with who saved and when, keeping what they typed.
 */

const run = Date.now().toString(36);
const pages: Page[] = [];
let postId: string | undefined;

async function editScreen(email: string, viewport: Viewport, id: string): Promise<Page> {
  const page = await newPage(viewport);
  pages.push(page);
  await signInAsDemo(page, email, `/admin/blog-posts/${id}/edit`);
  await page.getByLabel(/^Title\*?$/).waitFor();
  return page;
}

afterEach(async () => {
  await Promise.all(pages.splice(0).map((page) => page.context().close()));
});
afterAll(async () => {
  if (postId) await serviceClient().from('blog_posts').delete().eq('id', postId);
  await closeContexts();
});

describe('editing presence and stale saves', () => {
  it('shows who else is editing and refuses the later save of an older version', { timeout: JOURNEY_TIMEOUT }, async () => {
    const { data: post } = await serviceClient()
      .from('blog_posts')
      .insert({
        title: `Two editors ${run}`,
        excerpt: 'A post two people open at once.',
        content: 'First paragraph.',
        author_name: 'Meera Krishnan',
        author_role: 'Editor',
        author_avatar: '/images/seed/blog/festival-season-planning.svg',
        category: 'Strategy',
        tags: ['billboards'],
        image: '/images/seed/blog/festival-season-planning.svg',
        read_time: 4,
        status: 'draft',
        published_at: new Date().toISOString(),
      })
      .select('id')
      .single()
      .throwOnError();
    postId = post.id;

    const meera = await editScreen('editor@example.com', viewports.desktop, post.id);
    const arjun = await editScreen('admin@example.com', viewports.mobile, post.id);
    await meera.getByRole('status').filter({ hasText: 'Arjun Raghunathan is editing this blog post.' }).waitFor();
    await arjun.getByRole('status').filter({ hasText: 'Meera Krishnan is editing this blog post.' }).waitFor();
    await screenshot(meera, 'editing-presence-1280');
    await screenshot(arjun, 'editing-presence-390');

    await meera.getByLabel(/^Title\*?$/).fill(`Meera's title ${run}`);
    await meera.getByRole('button', { name: 'Update Post' }).click();
    await meera.waitForURL((url) => url.pathname === '/admin/blog-posts');

    await arjun.getByLabel(/^Title\*?$/).fill(`Arjun's title ${run}`);
    await arjun.getByRole('button', { name: 'Update Post' }).click();
    const refusal = arjun.getByText(/^Meera Krishnan saved this blog post at \d{1,2}:\d{2} [ap]m, after you opened it\./);
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain('Your changes are still here: copy what you need, then reload to see theirs.');
    expect(await arjun.getByLabel(/^Title\*?$/).inputValue()).toBe(`Arjun's title ${run}`);
    await screenshot(arjun, 'stale-save-390');

    const { data: stored } = await serviceClient().from('blog_posts').select('title').eq('id', post.id).single().throwOnError();
    expect(stored.title).toBe(`Meera's title ${run}`);
  });
});
