import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeShells } from '@/config/route-shells';
import { categories } from '@/catalogue';
import { headersFile, inlineHashes, parseHeadersFile, securityHeaders } from '../../scripts/security-headers';
import { anonClient } from '../support/clients';
import { distDir, siteUrl } from '../support/stack';

/**
 * The production security headers (scripts/security-headers.ts, docs/decisions/018-security-headers-csp.md):
 * the build's `_headers`, sent as they are by the preview server for pages and assets. The pages under that
 * policy in a browser, nothing refused: see the note at the end.
 */

const servicePaths = categories.flatMap((category) => category.services.map((service) => `/services/${category.id}/${service.id}`));
const prerendered = ['/', '/about', '/services', ...servicePaths, '/gallery', '/clients', '/blog', '/contact', '/festivaloffer2025', '/careers', '/privacy-policy', '/terms-of-service', '/media-plan'];

let built: Record<string, string>;
let blogPostPath: string;

beforeAll(async () => {
  built = parseHeadersFile(readFileSync(join(distDir(), '_headers'), 'utf8'));
  const { data, error } = await anonClient().from('blog_posts').select('id').limit(1).single();
  if (error) throw error;
  blogPostPath = `/blog/${data.id}`;
});


async function get(path: string): Promise<Response> {
  const response = await fetch(`${siteUrl()}${path}`, { headers: { Accept: 'text/html,*/*' } });
  expect(response.status, path).toBe(200);
  return response;
}

function sentHeaders(response: Response): Record<string, string | null> {
  return Object.fromEntries(Object.keys(built).map((name) => [name, response.headers.get(name)]));
}

function directive(csp: string, name: string): string[] {
  const found = csp.split(';').map((part) => part.trim().split(/\s+/)).find(([directiveName]) => directiveName === name);
  return found?.slice(1) ?? [];
}

describe('dist/_headers', () => {
  it('holds the production headers', () => {
    expect(Object.keys(built)).toEqual([
      'Content-Security-Policy',
      'Referrer-Policy',
      'X-Content-Type-Options',
      'X-Frame-Options',
      'Permissions-Policy',
      'Strict-Transport-Security',
    ]);
    expect(built['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(built['X-Content-Type-Options']).toBe('nosniff');
    // Geolocation for the site's own pages: the crew pages record where each proof photo was taken (decision 057).
    expect(built['Permissions-Policy']).toMatch(/camera=\(\), microphone=\(\), geolocation=\(self\)/);
    expect(built['Strict-Transport-Security']).toMatch(/^max-age=\d{8,}/);
  });

  it('has a policy that refuses inline code, framing, plugins and foreign forms', () => {
    const csp = built['Content-Security-Policy'];
    expect(directive(csp, 'default-src')).toEqual(["'self'"]);
    expect(directive(csp, 'script-src')[0]).toBe("'self'");
    expect(csp).not.toMatch(/unsafe-(inline|eval)/);
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
    expect(directive(csp, 'base-uri')).toEqual(["'self'"]);
    expect(directive(csp, 'form-action')).toEqual(["'self'"]);
    expect(directive(csp, 'frame-src')).toEqual(['https://www.openstreetmap.org']);
    expect(directive(csp, 'connect-src')).toContain("'self'");
  });

  it('lists the hash of every inline script and style the served pages carry', async () => {
    // Every prerendered page, the sign-in page (decision 056), the crew pages' shell (decision 098), the blog posts, the
    // job openings and the sites inventory the build found included (the sitemap lists them). The sign-in page's journey under the
    // policy is the back office's, below.
    const sitemap = await (await get('/sitemap.xml')).text();
    const posts = [...sitemap.matchAll(/<loc>[^<]*(\/blog\/[^<]+)<\/loc>/g)].map((match) => match[1]);
    const sites = [...sitemap.matchAll(/<loc>[^<]*(\/sites(?:\/[^<]+)?)<\/loc>/g)].map((match) => match[1]);
    // Each offer's page (decision 061): those the sitemap lists, and an ended one, which has its page but no entry.
    const offers = [...[...sitemap.matchAll(/<loc>[^<]*(\/offers\/[^<]+)<\/loc>/g)].map((match) => match[1]), '/offers/diwali-lights'];
    // Each job opening's page the sitemap lists (decision 102).
    const openings = [...sitemap.matchAll(/<loc>[^<]*(\/careers\/[^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(posts.length).toBeGreaterThan(0);
    expect(sites.length).toBeGreaterThan(1);
    expect(openings.length).toBeGreaterThan(0);
    // And the route shells (decision 060), served for any address of their routes.
    const shells = routeShells.map(({ route }) => route.replace(/:\w+/g, 'AnyTokenAtAll'));
    const served = await Promise.all([...prerendered, '/admin/login', '/crew', ...posts, ...sites, ...offers, ...openings, ...shells].map(async (path) => (await get(path)).text()));
    const { scripts, styles } = inlineHashes(served);
    expect(scripts.length).toBeGreaterThan(0);
    expect(new Set(directive(built['Content-Security-Policy'], 'script-src'))).toEqual(new Set(["'self'", ...scripts]));
    expect(new Set(directive(built['Content-Security-Policy'], 'style-src'))).toEqual(new Set(["'self'", ...styles]));
  });
});

describe('the header set', () => {
  it('lets a hosted build talk to its Supabase project over https and wss, and show its Storage images', () => {
    const csp = securityHeaders({ scripts: [], styles: [], supabaseUrl: 'https://abcd.supabase.co' })['Content-Security-Policy'];
    expect(directive(csp, 'connect-src')).toEqual(["'self'", 'https://abcd.supabase.co', 'wss://abcd.supabase.co']);
    expect(directive(csp, 'img-src')).toContain('https://abcd.supabase.co');
  });

  it('hashes the scripts that run, not JSON-LD data or external scripts', () => {
    const html = '<script>run()</script><script type="application/ld+json">{}</script><script type="module" src="/a.js"></script><style>p{}</style>';
    const { scripts, styles } = inlineHashes([html, html]);
    expect(scripts).toEqual(["'sha256-" + createHash('sha256').update('run()').digest('base64') + "'"]);
    expect(styles).toHaveLength(1);
  });

  it('refuses to write a _headers line longer than Cloudflare Pages accepts', () => {
    const scripts = Array.from({ length: 40 }, (_, index) => `'sha256-${String(index).padStart(44, 'x')}'`);
    expect(() => headersFile(securityHeaders({ scripts, styles: [] }))).toThrow(/at most 2000/);
  });
});

describe('the preview server', () => {
  it('sends exactly the built headers with prerendered pages, the app shell, assets and other files', async () => {
    const home = await get('/');
    const script = /data-scripts="\[&quot;([^&]+)&quot;/.exec(await home.clone().text())?.[1];
    expect(script).toMatch(/^\/assets\/.+\.js$/);
    const responses = [home, await get('/about'), await get('/admin'), await get(blogPostPath), await get(script as string), await get('/favicon.svg'), await get('/robots.txt')];
    for (const response of responses) expect(sentHeaders(response), response.url).toEqual(built);
  });

  it('does not serve the _headers file itself, as the static hosts do not', async () => {
    const response = await fetch(`${siteUrl()}/_headers`);
    expect(response.status).toBe(404);
  });
});

// The pages under the policy, nothing refused or logged: each public page's one visit (tests/support/page-audit.ts)
// and each back-office screen's (tests/e2e/admin-screens.test.ts).
