import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { closeContexts, newPage, realtimeChannelJoined, screenshot, signInAsDemo, staffPage, viewports } from '../support/browser';
import { staffTabs } from '../support/staff-tabs';
import { visitorTabs } from '../support/visitor-page';
import { serviceClient } from '../support/clients';

/**
 * Browser journeys through the admin content screens: blog posts, clients, testimonials and success
 * stories, with the public site and live updates. Each role's controls and the deletes' questions are the
 * screens' component tests (content-pages-role-controls.test.tsx, each type's list test), what the database
 * allows each role is tests/api/rls.test.ts: a journey walks a capability once (docs/testing.md). The gallery's are in
 * admin-gallery.test.ts.
 */

const run = Date.now().toString(36);
const pages: Page[] = [];

/** The public site, as one returning visitor's tab (decision 081). */
const visit = visitorTabs();

/** The editor's one signed-in tab for the content journeys and the blog list (decision 081). */
const staffTab = staffTabs();
const editorOn = (path: string) => staffTab('editor@example.com', path);

/** A form control by its label; required labels end with a decorative asterisk. */
function field(page: Page, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByLabel(new RegExp(`^${escaped}\\*?$`));
}

async function fill(page: Page, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) {
    const control = field(page, label);
    if ((await control.evaluate((el) => el.tagName)) === 'SELECT') await control.selectOption(value);
    else await control.fill(value);
  }
}

/** Waits for the list at `path` (ignoring a ?refresh flag) to show a heading `name`. */
async function backOnList(page: Page, path: string, name: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === path);
  await page.getByRole('heading', { name, exact: true }).waitFor();
}

const image = '/images/seed/blog/festival-season-planning.svg';

afterEach(async () => {
  await Promise.all(pages.splice(0).map((page) => page.context().close()));
});
afterAll(async () => {
  const service = serviceClient();
  await service.from('blog_posts').delete().like('title', `%${run}%`);
  await service.from('clients').delete().like('name', `%${run}%`);
  await service.from('testimonials').delete().like('name', `%${run}%`);
  await service.from('success_stories').delete().like('title', `%${run}%`);
  await closeContexts();
});

describe('the editor runs the content', () => {
  it('creates and edits a blog post and sees it on /blog', async () => {
    const page = await editorOn('/admin/blog-posts');
    const title = `Monsoon hoardings ${run}`;
    await page.getByRole('link', { name: 'New Post' }).click();
    await page.getByRole('heading', { name: 'Create New Blog Post' }).waitFor();
    expect(await field(page, 'Read Time (minutes)').inputValue()).toBe('5');
    // A new post starts as a draft, by the person writing it: Meera's profile gives the byline.
    expect(await field(page, 'Status').inputValue()).toBe('draft');
    await page.getByRole('figure', { name: 'Byline' }).getByText('Creative Director').waitFor();
    await fill(page, {
      Title: title,
      Category: 'Strategy',
      Excerpt: 'How rain changes site choice.',
      Content: 'First paragraph.\n\nSecond paragraph.',
      'Read Time (minutes)': '4',
      'Featured Image URL': image,
      Tags: 'monsoon, hoardings, ,',
      'Published Date': '2025-06-01',
      'Publish Time': '09:00',
      Status: 'published',
    });
    await page.getByRole('button', { name: 'Create Post' }).click();
    await backOnList(page, '/admin/blog-posts', title);
    expect(new URL(page.url()).search).toBe('');

    const { data: stored } = await serviceClient().from('blog_posts').select('*').eq('title', title).single();
    expect(stored).toMatchObject({ read_time: 4, tags: ['monsoon', 'hoardings'], category: 'Strategy', status: 'published' });
    // The byline is the editor's profile's (decision 052), portrait included.
    const { data: profile } = await serviceClient().from('user_profiles').select('portrait_url').eq('email', 'editor@example.com').single().throwOnError();
    expect(stored).toMatchObject({ author_name: 'Meera Krishnan', author_role: 'Creative Director', author_avatar: profile?.portrait_url });
    // 09:00 that day in India, whatever the browser's zone (docs/product.md §10, Publishing workflow).
    expect(new Date(stored!.published_at).toISOString()).toBe('2025-06-01T03:30:00.000Z');

    await page.getByRole('link', { name: `Edit ${title}` }).click();
    await page.getByRole('heading', { name: 'Edit Blog Post' }).waitFor();
    await field(page, 'Title').fill(`${title} revised`);
    await page.getByRole('button', { name: 'Update Post' }).click();
    await backOnList(page, '/admin/blog-posts', `${title} revised`);

    const visitor = await visit('/blog', viewports.desktop);
    await visitor.getByRole('heading', { name: `${title} revised` }).waitFor();
  });

  it('creates and edits a client and sees it on /clients', async () => {
    const page = await editorOn('/admin/clients');
    const name = `Aavin Outlets ${run}`;
    await page.getByRole('link', { name: 'Add Client' }).click();
    await page.getByRole('heading', { name: 'Add New Client' }).waitFor();
    await page.getByRole('button', { name: 'Add Client' }).click();
    await page.getByText('Client name is required').waitFor();
    await fill(page, { 'Client Name': `  ${name}  `, 'Logo URL': '/images/seed/logos/kanchi-loom-house.svg', Industry: 'FMCG' });
    await page.getByRole('img', { name: 'Logo preview' }).waitFor();
    await page.getByRole('button', { name: 'Add Client' }).click();
    await backOnList(page, '/admin/clients', name);

    await page.getByRole('link', { name: `Edit ${name}` }).click();
    await page.getByRole('heading', { name: 'Edit Client' }).waitFor();
    await field(page, 'Client Name').fill(`${name} Ltd`);
    await page.getByRole('button', { name: 'Update Client' }).click();
    await backOnList(page, '/admin/clients', `${name} Ltd`);

    const visitor = await visit('/clients', viewports.desktop);
    await visitor.getByText(`${name} Ltd`, { exact: true }).waitFor();
  });

  it('creates and edits a testimonial and sees it on /clients', async () => {
    const page = await editorOn('/admin/testimonials');
    const name = `Revathi ${run}`;
    await page.getByRole('link', { name: 'Add Testimonial' }).click();
    await fill(page, {
      Name: name,
      Position: 'Brand Manager',
      Company: 'Aachi Masala',
      'Photo URL': '/images/seed/people/karthik-subramanian.svg',
      Testimonial: 'The auto-rickshaw branding reached every street in Madurai.',
    });
    await page.getByRole('button', { name: 'Add Testimonial' }).click();
    await backOnList(page, '/admin/testimonials', name);
    expect(await page.getByText('Brand Manager at Aachi Masala').first().isVisible()).toBe(true);

    await page.getByRole('link', { name: `Edit testimonial from ${name}` }).click();
    await field(page, 'Position').fill('Head of Brand');
    await page.getByRole('button', { name: 'Update Testimonial' }).click();
    await backOnList(page, '/admin/testimonials', name);
    await page.getByText('Head of Brand at Aachi Masala').waitFor();

    const visitor = await visit('/clients', viewports.desktop);
    await visitor.getByText(name, { exact: true }).waitFor();
  });

  it('creates and edits a success story, features it, and sees it on /clients', async () => {
    const page = await editorOn('/admin/success-stories');
    const title = `Pongal van tour ${run}`;
    await page.getByRole('link', { name: 'Add Success Story' }).click();
    await fill(page, {
      Title: title,
      Category: 'BTL & Transport',
      Description: 'Twelve branded vans across the delta districts.',
      'Image URL': image,
      'Client Name': 'Aachi Masala',
      'Campaign Duration': '6 weeks',
      'Key Metrics': 'Villages: 140\n\nno colon line\nSamples : 52,000\nRecall: 61%\nLeads: 900',
    });
    await page.getByRole('button', { name: 'Add Success Story' }).click();
    await backOnList(page, '/admin/success-stories', title);

    const { data: stored } = await serviceClient().from('success_stories').select('metrics').eq('title', title).single();
    // Stored as json, so the labels keep the order the editor typed them in.
    expect(Object.entries(stored?.metrics as Record<string, string>)).toEqual([
      ['Villages', '140'],
      ['Samples', '52,000'],
      ['Recall', '61%'],
      ['Leads', '900'],
    ]);
    const firstThree = ['140', '52,000', '61%'];
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
    expect(await card.getByRole('list', { name: 'Key metrics' }).getByRole('listitem').allTextContents()).toEqual(firstThree);
    expect(await card.getByText('Client: Aachi Masala').isVisible()).toBe(true);
    const feature = card.getByRole('button', { name: 'Feature', exact: true });
    expect(await feature.getAttribute('title')).toBe('Mark as featured');
    await feature.click();
    const unfeature = card.getByRole('button', { name: 'Featured', exact: true });
    await unfeature.waitFor();
    expect(await unfeature.getAttribute('title')).toBe('Remove from featured');

    await card.getByRole('link', { name: `Edit ${title}` }).click();
    const lines = (await field(page, 'Key Metrics').inputValue()).split('\n');
    expect(lines).toEqual(['Villages: 140', 'Samples: 52,000', 'Recall: 61%', 'Leads: 900']);
    expect(await page.getByRole('checkbox', { name: 'Featured (show on homepage and top of list)' }).isChecked()).toBe(true);
    await field(page, 'Title').fill(`${title} revised`);
    await page.getByRole('button', { name: 'Update Success Story' }).click();
    await backOnList(page, '/admin/success-stories', `${title} revised`);

    const visitor = await visit('/clients', viewports.desktop);
    await visitor.getByRole('heading', { name: `${title} revised` }).first().waitFor();
  });
});

// What each role's screens offer is src/app/routes/admin/__tests__/content-pages-role-controls.test.tsx's, and what
// the database refuses each role is tests/api/rls.test.ts's; here, the form a reviewer opens directly and an admin's deletes.
describe('the blog list', () => {
  it('searches title, excerpt and author, filters by category and state (draft, scheduled, published), and counts the posts', async () => {
    const post = { content: 'x', author_avatar: image, author_role: 'Planner', image };
    // Other tests' posts carry `run` too: this test's posts carry `tag`, which holds it (so afterAll deletes them).
    const tag = `list${run}`;
    const titles = { draft: `Ward-level sampling ${tag}`, scheduled: `Diwali hoardings ${tag}`, published: `Metro pillars ${run}` };
    const { error } = await serviceClient()
      .from('blog_posts')
      .insert([
        { ...post, title: titles.draft, excerpt: 'Door to door.', author_name: `Kavya ${tag}`, category: 'Event Marketing', status: 'draft', published_at: '2025-01-01' },
        { ...post, title: titles.scheduled, excerpt: 'Festive season.', author_name: 'Meera Krishnan', category: 'Strategy', status: 'published', published_at: '2099-10-01T09:00:00Z' },
        { ...post, title: titles.published, excerpt: `Pillar wraps ${tag} on the metro.`, author_name: 'Meera Krishnan', category: 'Strategy', status: 'published', published_at: '2025-02-01' },
      ]);
    expect(error).toBeNull();
    const page = await editorOn('/admin/blog-posts');
    const headings = () => page.getByRole('list', { name: 'Blog posts' }).getByRole('heading').allTextContents();
    await page.getByRole('list', { name: 'Blog posts' }).waitFor();
    // Titles, not ids.
    expect(await page.getByText(/^ID /).count()).toBe(0);

    await page.getByRole('searchbox', { name: 'Search posts' }).fill(tag);
    await page.getByText('Total: 3 posts').waitFor();
    expect((await headings()).sort()).toEqual(Object.values(titles).sort());
    await screenshot(page, 'blog-list-search-desktop');

    await page.getByRole('combobox', { name: 'State' }).selectOption('scheduled');
    await page.getByText('Total: 1 post').waitFor();
    expect(await headings()).toEqual([titles.scheduled]);
    expect(new URL(page.url()).searchParams.get('state')).toBe('scheduled');

    await page.getByRole('combobox', { name: 'State' }).selectOption('published');
    await page.getByRole('heading', { name: titles.published }).waitFor();
    expect(await headings()).toEqual([titles.published]);

    await page.getByRole('combobox', { name: 'Category' }).selectOption('Event Marketing');
    await page.getByText('No blog posts found.').waitFor();
    expect(await page.getByRole('link', { name: 'Create your first post' }).count()).toBe(0);

    await page.getByRole('combobox', { name: 'State' }).selectOption('draft');
    await page.getByRole('heading', { name: titles.draft }).waitFor();
    expect(await headings()).toEqual([titles.draft]);

    // The author's name finds the post too, with the filters taken off.
    await page.getByRole('combobox', { name: 'State' }).selectOption('');
    await page.getByRole('combobox', { name: 'Category' }).selectOption('');
    await page.getByRole('searchbox', { name: 'Search posts' }).fill(`Kavya ${tag}`);
    await page.getByText('Total: 1 post').waitFor();
    expect(await headings()).toEqual([titles.draft]);

    const phone = await staffPage(pages, 'editor@example.com', `/admin/blog-posts?q=${tag}`, viewports.mobile);
    await phone.getByText('Total: 3 posts').waitFor();
    // Nothing wider than the phone's screen.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewports.mobile.width);
    await screenshot(phone, 'blog-list-search-390');
  });
});

describe('live updates', () => {
  it("shows a change made in one browser in another's list without a reload", async () => {
    const watcher = await newPage(viewports.desktop);
    pages.push(watcher);
    const clientsJoined = realtimeChannelJoined(watcher, 'clients-changes');
    await signInAsDemo(watcher, 'admin@example.com', '/admin/clients');
    const editor = await staffPage(pages, 'editor@example.com', '/admin/clients/new');
    await watcher.getByRole('list').getByRole('heading').first().waitFor();
    await clientsJoined;
    // Survives only if the page is never reloaded.
    await watcher.evaluate(() => ((window as unknown as { liveMarker: string }).liveMarker = 'still here'));

    const name = `AAA Live ${run}`;
    await fill(editor, { 'Client Name': name, 'Logo URL': '/images/seed/logos/kanchi-loom-house.svg', Industry: 'Retail' });
    await editor.getByRole('button', { name: 'Add Client' }).click();
    await backOnList(editor, '/admin/clients', name);

    // Inserted in name order: "AAA ..." sorts first.
    await watcher.getByRole('heading', { name }).waitFor();
    expect(await watcher.getByRole('list').getByRole('heading').first().textContent()).toBe(name);

    await editor.getByRole('link', { name: `Edit ${name}` }).click();
    await field(editor, 'Client Name').fill(`${name} renamed`);
    await editor.getByRole('button', { name: 'Update Client' }).click();
    await watcher.getByRole('heading', { name: `${name} renamed` }).waitFor();
    expect(await watcher.evaluate(() => (window as unknown as { liveMarker?: string }).liveMarker)).toBe('still here');

    const testimonialsJoined = realtimeChannelJoined(watcher, 'testimonials-changes');
    await watcher.goto('/admin/testimonials');
    await watcher.getByRole('heading', { name: 'Testimonials' }).waitFor();
    await testimonialsJoined;
    await watcher.evaluate(() => ((window as unknown as { liveMarker: string }).liveMarker = 'still here'));
    const person = `Live person ${run}`;
    await serviceClient().from('testimonials').insert({ name: person, position: 'COO', company: 'Live Co', testimonial: 'Instant.', image });
    await watcher.getByRole('heading', { name: person }).waitFor();
    expect(await watcher.getByRole('list').getByRole('heading').first().textContent()).toBe(person);
    expect(await watcher.evaluate(() => (window as unknown as { liveMarker?: string }).liveMarker)).toBe('still here');
  });
});
