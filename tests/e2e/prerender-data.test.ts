import type { Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { anonClient, serviceClient } from '../support/clients';
import { closeContexts, collectErrors, newPage, viewports, visitHydrated, waitForHydration, type Viewport } from '../support/browser';
import { siteUrl } from '../support/stack';

/**
 * Pages prerendered with the database's content (scripts/prerender.ts, docs/decisions/028-prerendering-with-data.md):
 * the content, a post's share tags and JSON-LD in the HTML itself; the data travels in the page, so hydration
 * matches; the browser then revalidates and shows what changed after the build.
 */

async function html(path: string): Promise<string> {
  const response = await fetch(`${siteUrl()}${path}`, { headers: { Accept: 'text/html' } });
  expect(response.status).toBe(200);
  return response.text();
}

/** Text as React writes it into HTML. */
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

function jsonLd(markup: string): Array<Record<string, unknown>> {
  return [...markup.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]));
}

/** The blog posts the build prerendered: the sitemap lists each with its date. */
async function sitemapPosts(): Promise<Array<{ id: string; lastModified: string }>> {
  const sitemap = await (await fetch(`${siteUrl()}/sitemap.xml`)).text();
  return [...sitemap.matchAll(/<loc>[^<]*\/blog\/([^<]+)<\/loc>\s*<lastmod>([^<]+)<\/lastmod>/g)].map((match) => ({ id: match[1], lastModified: match[2] }));
}

/** The posts the build prerendered (other test files add and remove their own meanwhile). */
async function prerenderedPosts() {
  const ids = (await sitemapPosts()).map((post) => post.id);
  const { data } = await anonClient().from('blog_posts').select('*').in('id', ids).order('published_at', { ascending: false }).throwOnError();
  expect(data?.length).toBeGreaterThan(0);
  return data ?? [];
}

async function newestPrerenderedPost() {
  return (await prerenderedPosts())[0];
}

const pages: Page[] = [];
afterEach(async () => {
  await Promise.all(pages.splice(0).map((page) => page.context().close()));
});
afterAll(closeContexts);

async function trackedPage(): Promise<{ page: Page; errors: string[] }> {
  const page = await newPage(viewports.mobile);
  pages.push(page);
  return { page, errors: collectErrors(page) };
}

const hydrated = waitForHydration;

describe('content in the HTML (no JavaScript)', () => {
  it('serves each blog post as its own page: title, description, image, date, JSON-LD and full text', async () => {
    const post = await newestPrerenderedPost();
    const markup = await html(`/blog/${post.id}`);
    expect(markup).toContain(`<div id="root" data-prerendered="/blog/${post.id}"><`);
    expect(markup).toMatch(new RegExp(`<title>${escaped(post.title).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\|`));
    expect(markup).toContain(`<meta name="description" content="${escaped(post.excerpt)}"/>`);
    expect(markup).toContain(`<link rel="canonical" href="https://www.chennaioutdoormedia.in/blog/${post.id}"/>`);
    expect(markup).toContain('<meta property="og:type" content="article"/>');
    expect(markup).toContain(`<meta property="og:image" content="https://www.chennaioutdoormedia.in${post.image}"/>`);
    expect(markup).toContain(`<meta property="article:published_time" content="${post.published_at}"/>`);
    expect(markup).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    const posting = jsonLd(markup).find((data) => data['@type'] === 'BlogPosting');
    expect(posting).toMatchObject({ headline: post.title, datePublished: expect.stringContaining(post.published_at) });
    expect(JSON.stringify(posting?.author)).toContain(post.author_name);
    expect(String(posting?.image)).toContain(post.image);
    for (const paragraph of post.content.split(/\n+/).filter((line) => line.trim())) expect(markup).toContain(escaped(paragraph.trim()));
  });

  it('lists every post in the sitemap with its date, and prerenders each', async () => {
    const listed = await sitemapPosts();
    const posts = await prerenderedPosts();
    expect(posts).toHaveLength(listed.length);
    for (const post of posts) {
      expect(listed).toContainEqual({ id: post.id, lastModified: post.published_at.slice(0, 10) });
      expect(await html(`/blog/${post.id}`)).toContain(`data-prerendered="/blog/${post.id}"`);
    }
  });

  it('renders the running offer on /festivaloffer2025 and each visible offer at /offers/{slug}; the sitemap lists those not over', async () => {
    const festival = await html('/festivaloffer2025');
    // The seeded offer running now (supabase/seed.sql, docs/decisions/061), with its packages and its end day.
    expect(festival).toContain('Festival Season Offer</h1>');
    for (const name of ['Festival Starter', 'Festival Pro', 'Festival Dominator']) expect(festival).toContain(`>${name}</h3>`);
    expect(festival).toMatch(/Offer valid till [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    // The countdown's digits wait for the browser's clock: the HTML cannot know them.
    expect(festival).toContain('>--</span>');
    expect(await html('/offers/diwali-lights')).toContain('data-prerendered="/offers/diwali-lights"');
    const sitemap = await (await fetch(`${siteUrl()}/sitemap.xml`)).text();
    const offers = [...sitemap.matchAll(/<loc>[^<]*(\/offers\/[^<]+)<\/loc>/g)].map((match) => match[1]);
    // The ended offer has its page but is not listed; the scheduled one is neither (visitors cannot see it yet).
    expect(offers).toEqual(['/offers/festival-season']);
    const scheduled = await fetch(`${siteUrl()}/offers/pongal-harvest`, { headers: { Accept: 'text/html' } });
    expect(await scheduled.text()).not.toContain('data-prerendered="/offers/pongal-harvest"');
  });

  it('renders /gallery with its images: titles, image tags, only the first one high priority (and preloaded), later ones lazy and low', async () => {
    // The seed's gallery photos live in Storage: pages ask for them through the render endpoint.
    const { data: images } = await anonClient().from('gallery_images').select('title, image_url').like('image_url', '/storage/v1/object/public/media/gallery/%').throwOnError();
    expect(images?.length).toBeGreaterThan(0);
    const markup = await html('/gallery');
    expect(markup).not.toContain('aria-busy="true"');
    for (const image of images ?? []) {
      expect(markup).toContain(escaped(image.title));
      expect(markup).toContain(`src="${image.image_url.replace('/object/public/', '/render/image/public/')}?width=`);
    }
    const tags = [...markup.matchAll(/<img\b[^>]*>/g)].map((match) => match[0]).filter((tag) => tag.includes('/media/gallery/'));
    expect(tags[0]).toMatch(/fetchPriority="high"/);
    // The page's loader waits until the browser reports this one painted (Element Timing).
    expect(tags[0]).toContain('elementtiming="priority"');
    // Only the first: more high-priority pictures would share a phone's bandwidth with the largest one.
    expect(tags.slice(1).filter((tag) => !tag.includes('fetchPriority="low"') || !tag.includes('loading="lazy"'))).toEqual([]);
    expect(markup.match(/<link rel="preload" as="image"/g)).toHaveLength(1);
    expect(tags[0]).toMatch(/width="\d+"/);
    expect(tags[0]).toMatch(/height="\d+"/);
  });

  it('renders /blog with the post titles and the data it was rendered with', async () => {
    const posts = await prerenderedPosts();
    const markup = await html('/blog');
    for (const post of posts) expect(markup).toContain(escaped(post.title));
    const data = /<script type="application\/json" id="prerendered-data">([\s\S]*?)<\/script>/.exec(markup);
    const rendered = JSON.parse(data?.[1] ?? 'null');
    expect(rendered).toMatchObject({ queries: expect.arrayContaining([expect.objectContaining({ state: expect.objectContaining({ status: 'success' }) })]) });
    // The list's cards show excerpts: the posts' texts stay on their own pages, out of the list's bytes.
    const listed = rendered.queries.flatMap((query: { state: { data: unknown } }) => query.state.data);
    expect(listed).toHaveLength(posts.length);
    for (const post of listed) expect(post).not.toHaveProperty('content');
  });
});

describe('in the browser', () => {
  // Each page's heading and first picture adopted from the server's markup: its one visit (tests/support/page-audit.ts).

  describe('pictures below a phone\'s first screen wait for the app (decision 039)', () => {
    const cardPictures = 'main ul > li article > div.relative img';
    const pictureState = (page: Page, index: number) =>
      page
        .locator(cardPictures)
        .nth(index)
        .evaluate((image: HTMLImageElement) => {
          const box = image.getBoundingClientRect();
          const shown = image.complete && image.naturalWidth > 0 && image.currentSrc.startsWith('http');
          const pending = image.currentSrc.startsWith('data:');
          return { src: image.getAttribute('src'), current: new URL(image.currentSrc || 'about:blank').pathname, pending, shown, width: box.width, height: box.height };
        });

    /** The prerendered page as a visitor has it before its code arrives (here it never does). */
    async function beforeTheCode(viewport: Viewport, path = '/blog'): Promise<{ page: Page; pictures: string[] }> {
      const page = await newPage(viewport);
      pages.push(page);
      await page.route((url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'), (route) => route.abort());
      const pictures: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'image' && request.url().startsWith('http')) pictures.push(new URL(request.url()).pathname);
      });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      return { page, pictures };
    }

    it('a phone fetches the first card\'s picture alone; the others keep their boxes and arrive with the app', async () => {
      const { page, pictures } = await beforeTheCode(viewports.mobile);
      const first = await pictureState(page, 0);
      expect(first.shown).toBe(true);
      // Later cards and the portraits would share a phone's network with the largest picture and the code.
      expect(pictures).toEqual([first.current]);
      const second = await pictureState(page, 1);
      // A transparent pixel (no request) fills its grey box until then; the <img> keeps its address for crawlers.
      expect(second.pending).toBe(true);
      expect(second.src).toMatch(/^\/storage\/v1\/render\/image\/public\/media\//);
      expect(second.shown).toBe(false);
      expect(second.height).toBeCloseTo((second.width * 9) / 16, 0);

      const app = await newPage(viewports.mobile);
      pages.push(app);
      await visitHydrated(app, '/blog');
      await app.locator(cardPictures).nth(1).scrollIntoViewIfNeeded();
      await expect.poll(() => pictureState(app, 1).then((state) => state.shown)).toBe(true);
      const loaded = await pictureState(app, 1);
      expect(loaded.pending).toBe(false);
      expect(loaded.current).toMatch(/^\/storage\/v1\/render\/image\/public\/media\//);
      // The same box before and after: nothing below it moves.
      expect({ width: loaded.width, height: loaded.height }).toEqual({ width: second.width, height: second.height });
    });

    // The same for the other lists with pictures further down (decision 039): their first picture at most.
    it.each([
      ['/', ['/images/site/hero/slide-1.svg']],
      ['/gallery', [expect.stringMatching(/^\/storage\/v1\/render\/image\/public\/media\/gallery\//)]],
      ['/services', ['/images/site/services/billboards.svg']],
      ['/clients', [expect.stringMatching(/^\/storage\/v1\/render\/image\/public\/media\/logos\//)]],
      ['/contact', []],
    ])('%s on a phone asks for no picture below its first screen before its code runs', async (path, expected) => {
      const { pictures } = await beforeTheCode(viewports.mobile, path);
      expect(pictures).toEqual(expected);
    });

    it('a desktop, whose first row holds three cards, gets them all from the HTML', async () => {
      const { page, pictures } = await beforeTheCode(viewports.desktop);
      for (const index of [0, 1, 2]) {
        const state = await pictureState(page, index);
        expect(state.shown).toBe(true);
        expect(pictures).toContain(state.current);
      }
    });
  });

  it('/sites hydrates its pagination (a part with code of its own) without replacing the server markup', async () => {
    const { page, errors } = await trackedPage();
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const pagination = document.querySelector('nav[aria-label="Pagination"]');
        if (pagination instanceof HTMLElement) pagination.dataset.fromServer = 'yes';
      });
    });
    await page.goto('/sites');
    await hydrated(page);
    // After load the list refreshes: the page re-renders while the pagination's code may still be on its way.
    await page.waitForLoadState('networkidle');
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    expect(await pagination.getAttribute('data-from-server')).toBe('yes');
    await pagination.getByRole('button', { name: 'Next page' }).click();
    await page.waitForURL(/[?&]page=2/);
    await page.getByText(/^Showing 13–/).waitFor();
    // The map's tiles cannot load without a network: failed resource loads are expected, nothing else is.
    expect(errors.filter((error) => !error.startsWith('Failed to load resource'))).toEqual([]);
  });

  it.each([
    ['/sites', 'Error Loading Sites', 'Our Sites'],
    ['/gallery', 'Error Loading Gallery', 'Project Gallery'],
  ])('%s keeps its content when the refresh after load fails', async (path, errorTitle, heading) => {
    const { page } = await trackedPage();
    // The page's clock is moved past the retries' pauses (up to 15 s in all) instead of waiting for them, and the
    // page counts its reads that were started and that came back, so the test knows when none is left to try.
    await page.clock.install();
    await page.addInitScript(() => {
      const reads = { started: 0, settled: 0 };
      Object.assign(window, { restReads: reads });
      const fetchOnce = window.fetch.bind(window);
      window.fetch = (input, init) => {
        if (!String(input instanceof Request ? input.url : input).includes('/rest/v1/')) return fetchOnce(input, init);
        reads.started += 1;
        return fetchOnce(input, init).finally(() => (reads.settled += 1));
      };
    });
    await page.route('**/rest/v1/**', (route) => route.abort());
    await page.goto(path);
    await hydrated(page);
    // The content's pictures (not the map's tiles and markers, which come and go).
    const pictures = page.locator('main img:not([class*="leaflet"])');
    const shown = await pictures.count();
    expect(shown).toBeGreaterThan(0);
    // The refresh after load fails, and so do its retries (the REST client's and the query's): once every read has
    // come back and a minute of the page's time starts no other, every query has ended in error, its data kept.
    const reads = () => page.evaluate(() => ({ ...(window as unknown as { restReads: { started: number; settled: number } }).restReads }));
    await expect
      .poll(
        async () => {
          const before = await reads();
          if (before.started === 0 || before.settled < before.started) return false;
          await page.clock.runFor(60_000);
          return (await reads()).started === before.started;
        },
        { timeout: 20_000, interval: 20 },
      )
      .toBe(true);
    // React renders what the queries' end changed in a task of its own, queued before this one.
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve(null);
          channel.port2.postMessage(null);
        }),
    );
    expect((await reads()).started).toBeGreaterThan(1);
    expect(await page.getByRole('heading', { name: errorTitle }).count()).toBe(0);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    expect(await pictures.count()).toBe(shown);
  });

  it('shows a post published after the build on /blog after load, opens it, and shows it gone once deleted', async () => {
    const title = `Published after the build ${Date.now()}`;
    const seed = await newestPrerenderedPost();
    const { id: _id, created_at: _created, ...fields } = seed;
    const service = serviceClient();
    const { data: added } = await service
      .from('blog_posts')
      // Published a moment ago: the newest post visitors may read (a future one would stay hidden, decision 029).
      .insert({ ...fields, title, published_at: new Date().toISOString() })
      .select('id')
      .single()
      .throwOnError();
    try {
      expect(await html('/blog')).not.toContain(title);
      const { page, errors } = await trackedPage();
      await page.goto('/blog');
      await hydrated(page);
      await page.getByRole('heading', { name: title }).waitFor();

      await page.goto(`/blog/${added.id}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();

      await service.from('blog_posts').delete().eq('id', added.id).throwOnError();
      await page.reload();
      await page.getByRole('heading', { name: 'Blog Post Not Found' }).waitFor();
      expect(errors.filter((error) => !error.includes('Error fetching'))).toEqual([]);
    } finally {
      await service.from('blog_posts').delete().eq('id', added.id);
    }
  });
});
