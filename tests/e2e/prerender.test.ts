import type { Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { categories } from '@/catalogue';
import { closeContexts, collectErrors, markServerHeading, newPage, viewports, visitHydrated } from '../support/browser';
import { siteUrl } from '../support/stack';

/**
 * The prerendered pages (scripts/prerender.ts): content, metadata and JSON-LD in the HTML itself, for
 * crawlers and a first paint without JavaScript; hydrated in the browser without a mismatch; and the
 * robots.txt and sitemap.xml of the build.
 */

const servicePaths = categories.flatMap((category) => category.services.map((service) => `/services/${category.id}/${service.id}`));
const prerendered = ['/', '/about', '/services', ...servicePaths, '/gallery', '/clients', '/blog', '/contact', '/festivaloffer2025', '/careers', '/careers/field-mounting-crew'];

async function html(path: string): Promise<string> {
  const response = await fetch(`${siteUrl()}${path}`, { headers: { Accept: 'text/html' } });
  expect(response.status).toBe(200);
  return response.text();
}

function jsonLd(markup: string): Array<Record<string, unknown>> {
  return [...markup.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]));
}

const pages: Page[] = [];
afterEach(async () => {
  await Promise.all(pages.splice(0).map((page) => page.context().close()));
});
afterAll(closeContexts);

describe('prerendered HTML', () => {
  it.each(prerendered)('%s carries its content, title, description, canonical URL and share tags', async (path) => {
    const markup = await html(path);
    expect(markup).toContain(`<div id="root" data-prerendered="${path}"><`);
    expect(markup).toMatch(/<h1[^>]*>[^<]+/);
    expect(markup.match(/<title>/g)).toHaveLength(1);
    expect(markup).toMatch(/<meta name="description" content="[^"]{20,}"/);
    expect(markup).toContain(`<link rel="canonical" href="https://www.chennaioutdoormedia.in${path === '/' ? '/' : path}"/>`);
    for (const tag of ['og:title', 'og:description', 'og:url', 'og:image', 'twitter:card']) expect(markup).toContain(`"${tag}"`);
    // The stylesheet is inlined: nothing blocks the first paint. Its link waits in a template (never fetched) for
    // the app to put it in the page, so Vite's preloader, which lazy chunks ask for it, finds it there.
    expect(markup.replace(/<template data-full-stylesheet>[\s\S]*?<\/template>/g, '')).not.toContain('<link rel="stylesheet"');
    // Two inline scripts run, the same on every page (the path guard and the loader): two hashes in the CSP.
    // The router's state and the queries travel as JSON blocks, which never run.
    expect(markup.match(/<script(?![^>]*\b(?:src|type)=)[^>]*>/g)).toHaveLength(2);
    expect(markup).toMatch(/<style>[^<]*tailwindcss[\s\S]*?<\/style><template data-full-stylesheet><link rel="stylesheet" href="\/assets\/[\w-]+\.css"><\/template>/);
  });

  /** One tab without JavaScript for the three pages, each loaded afresh (decision 081). */
  let withoutScripts: Promise<Page> | undefined;
  it.each(['/', '/about', '/blog'])('%s shows every part in place without JavaScript, the footer and the parts that hydrate apart included', async (path) => {
    withoutScripts ??= newPage(viewports.mobile, { javaScriptEnabled: false });
    const page = await withoutScripts;
    await page.goto(path);
    await expect.poll(() => page.locator('footer').last().isVisible()).toBe(true);
    expect(await page.locator('footer').last().getByRole('link', { name: 'Privacy Policy' }).isVisible()).toBe(true);
    // Nothing waits for a script to move it into place (React's out-of-order segments and their inline reveal).
    expect(await page.locator('[hidden][id^="S:"]').count()).toBe(0);
  });

  it('gives every prerendered page its own title', async () => {
    const titles = await Promise.all(prerendered.map(async (path) => /<title>([^<]*)<\/title>/.exec(await html(path))?.[1]));
    expect(new Set(titles).size).toBe(prerendered.length);
  });

  it('renders a service page in full, FAQ included', async () => {
    const markup = await html('/services/transport/airport-advertising');
    const airport = categories.find((category) => category.id === 'transport')?.services.find((service) => service.id === 'airport-advertising');
    expect(markup).toContain('>Airport Advertising</h1>');
    for (const faq of airport?.faqs ?? []) expect(markup).toContain(faq.question.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));
  });

  it.each(['/', '/contact'])('describes the agency as a LocalBusiness on %s', async (path) => {
    const business = jsonLd(await html(path)).find((data) => data['@type'] === 'LocalBusiness');
    expect(business).toMatchObject({ name: 'Chennai Outdoor Media', telephone: '+919840012345', address: { postalCode: '600018' } });
    expect(business?.openingHoursSpecification).toHaveLength(2);
  });
});

describe("a job opening's page", () => {
  it('describes the opening as a JobPosting, hired by the agency in Tamil Nadu, valid to its closing day in India', async () => {
    const posting = jsonLd(await html('/careers/sales-executive-omr')).find((data) => data['@type'] === 'JobPosting');
    expect(posting).toMatchObject({
      title: 'Sales executive, OMR and ECR',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Chennai Outdoor Media' },
      jobLocation: { address: { '@type': 'PostalAddress', addressLocality: 'Chennai (Guindy)', addressRegion: 'Tamil Nadu', addressCountry: 'IN' } },
    });
    expect(posting?.description).toMatch(/^<p>Sell outdoor media/);
    expect(posting?.validThrough).toMatch(/^\d{4}-\d{2}-\d{2}T23:59:59\+05:30$/);
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('lets crawlers in everywhere but the back office and points them to the sitemap', async () => {
    const robots = await (await fetch(`${siteUrl()}/robots.txt`)).text();
    expect(robots).toContain('User-agent: *\nDisallow: /admin\n');
    expect(robots).toContain('Sitemap: https://www.chennaioutdoormedia.in/sitemap.xml');
  });

  it('lists every static public route and every service, and no admin screen', async () => {
    const sitemap = await (await fetch(`${siteUrl()}/sitemap.xml`)).text();
    const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1].replace('https://www.chennaioutdoormedia.in', ''));
    expect(locations).toEqual(expect.arrayContaining([...prerendered, '/privacy-policy', '/terms-of-service']));
    expect(locations.filter((path) => path.startsWith('/admin'))).toEqual([]);
    // Prerendered, but a visitor's own page: never indexed.
    expect(locations).not.toContain('/media-plan');
  });
});

describe('the media plan, prerendered while the plan kept in the browser is read', () => {
  it('paints its heading from the HTML, hydrates without a mismatch, then shows the plan kept in the browser', async () => {
    const markup = await html('/media-plan');
    expect(markup).toContain('<div id="root" data-prerendered="/media-plan"><');
    expect(markup).toContain('Opening your plan…');
    expect(markup).toContain('<meta name="robots" content="noindex"');

    const page = await newPage(viewports.mobile);
    pages.push(page);
    const errors = collectErrors(page);
    await markServerHeading(page);
    await page.addInitScript(() => {
      const plan = [{ code: 'CHN-ADY-001', name: 'LB Road hoarding', locality: 'Adyar', monthlyRate: 90000, from: '2099-01-01', to: '2099-01-31' }];
      window.localStorage.setItem('media-plan.v1', JSON.stringify(plan));
    });
    await page.goto('/media-plan');
    await page.getByRole('list', { name: 'Sites in your plan' }).getByText('LB Road hoarding').waitFor();
    expect(await page.locator('h1').getAttribute('data-from-server')).toBe('yes');
    expect(await page.getByText('Opening your plan…').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe('critical CSS (scripts/critical-css.ts)', () => {
  /** The styles that place and paint each element of the page, in document order. */
  const paintedStyles = (page: Page) =>
    page.evaluate(() => {
      const properties = ['display', 'position', 'top', 'left', 'width', 'height', 'margin', 'padding', 'color', 'background-color', 'background-image', 'font-size', 'font-weight', 'line-height', 'border-width', 'border-color', 'border-radius', 'opacity', 'transform', 'box-shadow', 'grid-template-columns', 'flex-direction', 'gap', 'visibility', 'z-index', 'object-fit', 'overflow'];
      return [...document.body.querySelectorAll('*')].map((element) => {
        const style = getComputedStyle(element);
        return `${element.tagName} ${properties.map((property) => style.getPropertyValue(property)).join('|')}`;
      });
    });

  /**
   * One tab per viewport for its nine pages, each loaded afresh: what is checked is the HTML's own styles against the
   * whole stylesheet, which a context's cache does not change (a fresh context per page cost a third of each check).
   */
  const tabs = new Map<string, Promise<Page>>();
  const tab = (viewport: 'mobile' | 'desktop') => {
    const opened =
      tabs.get(viewport) ??
      newPage(viewports[viewport]).then(async (page) => {
        // The page as it first paints: the app's code never arrives.
        await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
        return page;
      });
    tabs.set(viewport, opened);
    return opened;
  };

  // Every page on a phone; on a desktop the pages whose layout changes most with the width (docs/decisions/105): the
  // inlined rules are chosen by the markup, whatever the media query they sit in.
  const stylePages = ['/', '/about', '/services', servicePaths[0], '/gallery', '/clients', '/blog', '/contact', '/festivaloffer2025'];
  const desktopStylePages = ['/', '/services', servicePaths[0], '/contact', '/festivaloffer2025'];
  it.each([...stylePages.map((path) => [path, 'mobile'] as const), ...desktopStylePages.map((path) => [path, 'desktop'] as const)])(
    '%s on %s inlines a fraction of the stylesheet, and the whole one changes nothing on it',
    async (path, viewport) => {
      const page = await tab(viewport);
      await page.goto(path);
      // Pictures in view load lazily after the load event; one arriving between the two readings would move the page.
      await page.waitForLoadState('networkidle');
      const inlined = await page.evaluate(() => Math.max(...[...document.querySelectorAll('style')].map((style) => style.textContent?.length ?? 0)));
      const before = await paintedStyles(page);
      // What src/lib/full-stylesheet.ts does when the app starts; without the app, by hand.
      const full = await page.evaluate(async () => {
        const template = document.querySelector<HTMLTemplateElement>('template[data-full-stylesheet]');
        const link = template?.content.querySelector('link');
        if (!template || !link) return 0;
        await new Promise((resolve) => {
          link.addEventListener('load', resolve, { once: true });
          template.replaceWith(link);
        });
        return [...(link.sheet?.cssRules ?? [])].reduce((total, rule) => total + rule.cssText.length, 0);
      });
      expect(full).toBeGreaterThan(0);
      expect(inlined).toBeLessThan(full * 0.7);
      const after = await paintedStyles(page);
      expect(after.length).toBe(before.length);
      expect(after.filter((style, index) => style !== before[index])).toEqual([]);
    },
  );

  it('styles what the app renders later: the phone menu\'s Services chevron, turned by a class no prerendered /about has', async () => {
    expect(await html('/about')).not.toContain('rotate-180');
    const page = await newPage(viewports.mobile);
    pages.push(page);
    await visitHydrated(page, '/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const services = page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: 'Services' });
    await services.click();
    await expect.poll(() => services.locator('svg').evaluate((chevron) => getComputedStyle(chevron).rotate)).toBe('180deg');
  });
});

// Hydration without a mismatch and one <title> after a client-side navigation are checked on each page's one visit
// (tests/support/page-audit.ts).
describe('hydration in the browser', () => {
  it.each(['/', '/blog', '/about'])(
    '%s requests its code only after its first paint, and its priority picture, have reached the screen, and fetches the whole stylesheet once, through the link it was served with',
    async (path) => {
      const page = await newPage(viewports.mobile);
      pages.push(page);
      const stylesheets: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
      });
      await visitHydrated(page, path);
      const timeline = await page.evaluate(async () => {
        const reported = (type: string) =>
          new Promise<PerformanceEntry[]>((resolve) => new PerformanceObserver((list) => resolve(list.getEntries())).observe({ type, buffered: true }));
        const painted = await reported('paint');
        const picture = document.querySelector('img[elementtiming]') ? await reported('element') : [];
        const code = performance.getEntriesByType('resource').filter((entry) => new URL(entry.name).pathname.startsWith('/assets/'));
        return {
          firstPaint: painted.find((entry) => entry.name === 'first-contentful-paint')?.startTime ?? Infinity,
          picture: picture.map((entry) => (entry as PerformanceEntry & { renderTime: number }).renderTime),
          firstCodeRequest: Math.min(...code.map((entry) => entry.startTime)),
        };
      });
      expect(timeline.firstCodeRequest).toBeGreaterThanOrEqual(timeline.firstPaint);
      // The home page and the blog open on a picture; About on text (its pictures are further down).
      expect(timeline.picture).toHaveLength(path === '/about' ? 0 : 1);
      for (const renderTime of timeline.picture) expect(timeline.firstCodeRequest).toBeGreaterThanOrEqual(renderTime);

      await page.waitForLoadState('networkidle');
      const links = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => ({
          href: new URL(link.href).pathname,
          disabled: link.disabled,
          rules: link.sheet?.cssRules.length ?? 0,
        })),
      );
      // One link, turned on by the app (src/lib/full-stylesheet.ts); Vite's preloader finds it and adds no other.
      expect(links).toHaveLength(1);
      expect(links[0]).toMatchObject({ disabled: false });
      expect(links[0].rules).toBeGreaterThan(0);
      expect(stylesheets).toEqual([links[0].href]);
    },
  );

  it('renders the right page when a host answers another path with the prerendered home page', async () => {
    const page = await newPage(viewports.desktop);
    pages.push(page);
    await page.goto('/no-such-page');
    await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor();
    const head = await page.evaluate(() => ({
      canonical: document.querySelectorAll('link[rel="canonical"]').length,
      robots: document.querySelector('meta[name="robots"]')?.getAttribute('content'),
      localBusiness: document.querySelectorAll('script[type="application/ld+json"]').length,
      hidden: document.documentElement.hasAttribute('data-spa-fallback'),
    }));
    expect(head).toEqual({ canonical: 0, robots: 'noindex', localBusiness: 0, hidden: false });
  });
});
