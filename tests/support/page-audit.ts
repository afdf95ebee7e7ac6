import axe, { type Result, type RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { categories } from '@/catalogue';
import { asReturningVisitor, closeContexts, newPage, type TestFinished, type Viewport, waitForHeaderMenus, waitForHydration, waitForQuietNetwork, watchProblems } from './browser';
import { anonClient, serviceClient } from './clients';
import { expectFloatingButtonsAsideOfMobileMenu, expectNothingUnderFloatingButtons } from './floating-buttons';
import * as keyboard from './keyboard-journeys';
import { siteUrl } from './stack';

/**
 * One visit per page (docs/testing.md): each public page is opened once on a phone, and once on a desktop unless its
 * layout is another page's there (phoneOnly), and every check a page owes
 * runs on that visit: axe-core (any violation of a rule axe runs by default, WCAG 2.x A/AA and best practices, with
 * the rule, the elements and what to fix printed), nothing logged or refused by the Content-Security-Policy,
 * hydration that adopts the server's markup, one <title>, and on a desktop, for one page of each kind of title, the
 * title after a client-side navigation. The widgets' open states, and what the floating call and chat buttons must never cover
 * (tests/support/floating-buttons.ts), are checked on the visit of the page they belong to, and so are the widgets'
 * keyboard-only journeys (tests/support/keyboard-journeys.ts): the menus, the lightbox and the chat on one width, the FAQ on both. The files:
 * tests/e2e/public-pages-phone.test.ts, public-pages-desktop.test.ts and admin-screens.test.ts.
 */

/** Closes the browser after the file: call once per test file. */
export function closeContextsAfterFile(): void {
  afterAll(async () => {
    idleTabs.clear();
    await closeContexts();
  });
}

/** Readable axe output: one block per rule, up to five elements each. */
export function describeViolations(violations: Result[]): string {
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

/**
 * Every rule axe runs by default, on the page. Run in the page itself (no second blank page to merge frame results
 * in) and reporting violations alone (no details built for passing nodes): the same rules and violations in about
 * 40% of the time (docs/decisions/068). axe's code is put in a page once, however many states of it are checked:
 * @axe-core/playwright put it in twice a check, a third of each check's time (docs/decisions/072).
 */
export async function axeViolations(page: Page): Promise<Result[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_IN_PAGE);
  // Not into frames: the only frame a page has is the contact page's map, another origin's (and unreachable here).
  return page.evaluate((options) => window.axe.run(document, options).then((results) => results.violations), AXE_OPTIONS);
}

const AXE_IN_PAGE = `${axe.source};axe.configure({ allowedOrigins: ['<same_origin>'] });`;
const AXE_OPTIONS: RunOptions = { resultTypes: ['violations'], iframes: false };

declare global {
  interface Window {
    axe: typeof axe;
  }
}

export async function expectNoViolations(page: Page, what: string): Promise<void> {
  expect(describeViolations(await axeViolations(page)), `axe found violations on ${what}`).toBe('');
}

/**
 * The page has rendered (prerendered markup is hydrated: React owns the h1), its data has arrived and
 * nothing is loading any more.
 */
export async function settle(page: Page): Promise<void> {
  await waitForHydration(page);
  await waitForHeaderMenus(page);
  await page.waitForLoadState('networkidle');
  await nothingLoading(page);
}

/** Nothing on the page is loading: no busy region, no line saying 'Loading…' or 'Checking access...'. */
function nothingLoading(page: Page): Promise<unknown> {
  return page.waitForFunction(
    () =>
      document.querySelectorAll('[aria-busy="true"]').length === 0 &&
      !/(^|\n)(Loading\b[^\n]*|Checking access\.\.\.)(\n|$)/.test(document.body.innerText),
  );
}

/**
 * Opens `path` in the app already running in `page`, as a link does (a history entry and the router's popstate, no
 * reload), and waits as settle() does: the screen's heading has replaced the last one's, the router is idle, the
 * network quiet and nothing loading. A whole page load per screen costs the app's start again (its code parsed and
 * run, the session read) for what a person never sees in the back office, where screens open from the sidebar.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  const { pathname, search } = new URL(page.url());
  if (pathname + search === path) return nothingLoading(page).then(() => undefined);
  // Listening before the navigation starts, so its first request counts.
  const quiet = waitForQuietNetwork(page, 500);
  const before = await page.evaluate((to) => {
    const heading = document.querySelector('h1');
    if (heading) heading.dataset.before = 'yes';
    // The entry as React Router writes its own (its history's index and key): a form's guard against leaving
    // with unsaved changes (a blocker) then sees a forward step it can weigh, as after the browser's Forward button.
    const state = { usr: null, key: Math.random().toString(36).slice(2, 10), idx: ((history.state as { idx?: number } | null)?.idx ?? 0) + 1 };
    history.pushState(state, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state }));
    return heading?.textContent ?? '';
  }, path);
  const target = new URL(path, 'http://x').pathname;
  await page.waitForFunction(
    ([pathname, previous]) => {
      const heading = document.querySelector('h1');
      const replaced = heading !== null && (heading.dataset.before !== 'yes' || heading.textContent !== previous);
      // The admin layout's progress bar (AdminLayout) shows while the router loads a route.
      return location.pathname === pathname && replaced && !document.querySelector('.fixed.animate-pulse');
    },
    [target, before] as const,
  );
  await quiet;
  await nothingLoading(page);
}

/** A page opened for one test and watched: what it logs or has refused collects in `problems`. */
export type AuditedPage = { page: Page; problems: string[] };

/**
 * The tabs the file's visits take turns in, one per visit under way: an idle one is reused for the next visit.
 * A tab's context, its watchers and its cache outlive a visit, as a returning visitor's browser does; a fresh
 * context per visit cost a third of each visit (a new renderer, the app's code fetched and compiled again), and
 * what a visit checks is its own load, which `goto` starts afresh (docs/decisions/081).
 */
const idleTabs = new Map<string, AuditedPage[]>();

async function newTab(viewport: Viewport): Promise<AuditedPage> {
  const page = await newPage(viewport);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const problems = await watchProblems(page);
  await markServerMarkup(page);
  await asReturningVisitor(page);
  // axe-core in every document of the tab from its start, given once rather than sent with each visit.
  await page.addInitScript({ content: AXE_IN_PAGE });
  return { page, problems };
}

/**
 * A returning visitor (no newsletter popup) who prefers reduced motion (no slide changing mid-check) opens `path`
 * and waits for it to settle; whatever the page logs or has refused from the start is in `problems`, and a
 * prerendered page's server heading is marked (markServerMarkup) to tell whether hydration adopted it. The tab
 * goes back to the file's idle ones when the test finishes.
 */
export async function open(path: string, viewport: Viewport, finished: TestFinished): Promise<AuditedPage> {
  const key = `${viewport.width}x${viewport.height}`;
  const tabs = idleTabs.get(key) ?? [];
  idleTabs.set(key, tabs);
  const tab = tabs.pop() ?? (await newTab(viewport));
  finished(async () => void tabs.push(tab));
  tab.problems.splice(0);
  await tab.page.goto(path);
  await settle(tab.page);
  return tab;
}

/**
 * Marks, before any script runs, the server's h1 and the first picture of the page's content: after hydration they
 * are still marked only if React adopted the server's markup instead of replacing it (a mismatch). Not /sites'
 * picture: its list is read again after load, and files that ran before on the stack add, move and hide sites, so
 * its first card may rightly be another site's (the pagination's adoption is prerender-data.test.ts's).
 */
async function markServerMarkup(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const picture = location.pathname === '/sites' ? null : document.querySelector('main img');
      const marked = [document.querySelector('h1'), picture].filter((element) => element instanceof HTMLElement);
      for (const element of marked) element.dataset.fromServer = 'yes';
      document.documentElement.dataset.markedFromServer = String(marked.length);
    });
  });
}

/** The checks every page owes on its one visit; the caller then checks its open states on the same page. */
async function expectSoundPage({ page, problems }: AuditedPage, path: string): Promise<void> {
  // Served prerendered for this very address (not the home page answering an unknown one): hydration adopts it.
  const adopted = await page.evaluate(() => ({
    prerendered: document.getElementById('root')?.dataset.prerendered === location.pathname,
    heading: document.querySelector('h1')?.getAttribute('data-from-server') === 'yes',
    marked: Number(document.documentElement.dataset.markedFromServer),
    kept: document.querySelectorAll('[data-from-server="yes"]').length,
  }));
  if (adopted.prerendered) expect({ heading: adopted.heading, kept: adopted.kept }, `${path} replaced its server markup`).toEqual({ heading: true, kept: adopted.marked });
  expect(await titles(page)).toEqual([await page.title()]);
  await expectNoViolations(page, path);
  expect(problems.splice(0)).toEqual([]);
}

const titles = (page: Page) => page.evaluate(() => [...document.querySelectorAll('title')].map((title) => title.textContent));

/** After a client-side navigation the head still has one title, the new page's. */
async function expectOneTitleAfterNavigation({ page, problems }: AuditedPage): Promise<void> {
  const target = new URL(page.url()).pathname === '/contact' ? '/about' : '/contact';
  const before = await page.title();
  await page.locator(`a[href="${target}"]:visible`).first().click();
  await page.waitForURL((url) => url.pathname === target);
  await page.waitForFunction((previous) => document.title !== previous, before);
  expect(await titles(page)).toEqual([await page.title()]);
  expect(problems.splice(0)).toEqual([]);
}

export async function newestId(table: 'blog_posts' | 'clients' | 'testimonials' | 'success_stories' | 'gallery_images' | 'job_openings' | 'sites'): Promise<string> {
  const { data, error } = await serviceClient().from(table).select('id').limit(1).single();
  if (error || !data) throw new Error(`no row in ${table}: ${error?.message}`);
  return String(data.id);
}

/** The newest post the build prerendered (the sitemap lists them; other files add and remove posts meanwhile). */
async function newestPostPath(): Promise<string> {
  const sitemap = await (await fetch(`${siteUrl()}/sitemap.xml`)).text();
  const ids = [...sitemap.matchAll(/<loc>[^<]*\/blog\/([^<]+)<\/loc>/g)].map((match) => match[1] as string);
  const { data } = await anonClient().from('blog_posts').select('id').in('id', ids).order('published_at', { ascending: false }).limit(1).single().throwOnError();
  return `/blog/${data.id}`;
}

/**
 * One service page of each category, on one of the two widths in turn: the service pages share one template and differ
 * in data, not in layout, so each category's first service is opened on the phone or on the desktop, the next
 * category on the other (the desktop also opens transport's airport page, for its download dialog); prerender.test.ts reads
 * every one's HTML, html-validity.test.ts checks every one's markup.
 */
const servicePaths = (viewport: 'phone' | 'desktop') =>
  categories.flatMap((category, index) => ((index % 2 === 1) === (viewport === 'desktop') ? [`/services/${category.id}/${category.services[0]?.id}`] : []));

/**
 * The pages whose one title is checked again after a client-side navigation away, on a desktop: every page's head
 * comes from PageMeta, so one page per kind of title (fixed, from a catalogue, from the database, not found) proves it.
 */
const titleNavigationRoutes = new Set(['/', '/services/transport/airport-advertising', '/sites/CHN-OMR-001', '{the newest blog post}', '/no-such-page']);
const pagePaths = ['/about', '/services', '/clients', '/blog', '/festivaloffer2025', '/offers/diwali-lights', '/privacy-policy', '/terms-of-service', '/no-such-page', '/services/outdoor/no-such-service', '/blog/no-such-post', '/sites', '/sites/CHN-OMR-001', '/sites/NO-SUCH-SITE', '/media-plan', '/careers', '/careers/field-mounting-crew'];

/**
 * The pages left to the phone (docs/decisions/105): every page is audited on a phone, where most visitors are; on a
 * desktop, one page of each layout and every page with widgets or checks of its own there. These share a layout with
 * a page the desktop audits (a grid of cards as /blog, a text page as /about, the not-found page of /no-such-page, an
 * opening as /careers/field-mounting-crew) and differ from it in words only.
 */
const phoneOnly = new Set(['/clients', '/offers/diwali-lights', '/privacy-policy', '/terms-of-service', '/services/outdoor/no-such-service', '/blog/no-such-post', '/sites/NO-SUCH-SITE', '/careers']);

/**
 * A field the browser focuses for a failed check (the booking form's e-mail, sent from the top of the page) comes
 * into view whole, below the sticky header and above the floating buttons (the page's scroll padding, src/index.css).
 */
async function expectFailedFieldInView(page: Page): Promise<void> {
  // The booking form hydrates apart, when its own code arrives (decision 061).
  await waitForHydration(page, 'form[aria-label="Festival booking"] button[type="submit"]');
  const form = page.getByRole('form', { name: 'Festival booking' });
  await form.getByLabel('Full Name').fill('Ravi Kumar');
  await form.getByLabel('Business Name').fill('Ravi Silks');
  await form.getByLabel('Phone Number').fill('+91 98400 55566');
  await form.getByLabel('Email Address').fill('not-an-email');
  await page.evaluate(() => window.scrollTo(0, 0));
  await form.getByRole('button', { name: 'Submit Booking' }).click();
  const where = () =>
    page.evaluate(() => {
      const field = document.activeElement as HTMLElement;
      const box = field.getBoundingClientRect();
      const below = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
      const above = Math.min(innerHeight, ...[...document.querySelectorAll('.floating-control')].map((button) => button.getBoundingClientRect().top));
      return `${field.getAttribute('name')} ${box.top >= below && box.bottom <= above ? 'in view' : `at ${Math.round(box.top)} to ${Math.round(box.bottom)}, clear between ${Math.round(below)} and ${Math.round(above)}`}`;
    });
  await expect.poll(where).toBe('email in view');
}

/** The page's own widgets, opened on its one visit after the page's checks (each state checked by axe), and the floating buttons' room. */
type OpenStates = (page: Page, viewport: 'phone' | 'desktop') => Promise<void>;

/** The dialog the first button named `button` opens, checked open; Escape then closes it, so the page can be used again. */
function dialogOpenedBy(button: RegExp, what: string): OpenStates {
  return async (page) => {
    await page.getByRole('button', { name: button }).first().click();
    await page.getByRole('dialog').waitFor();
    await expectNoViolations(page, what);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
  };
}

const withOpenStates: Array<[string, OpenStates]> = [
  [
    '/',
    async (page, viewport) => {
      await expectNothingUnderFloatingButtons(page, 'footer');
      const audit = (what: string) => expectNoViolations(page, what);
      if (viewport === 'phone') await keyboard.phoneMenu(page, audit, () => expectFloatingButtonsAsideOfMobileMenu(page));
      else await keyboard.servicesDropdown(page, audit);
    },
  ],
  [
    '/contact',
    async (page, viewport) => {
      if (viewport === 'desktop') {
        // The map's frame is allowed by the policy (frame-src): the problems are checked after it is in the page.
        await page.getByRole('button', { name: 'Show Interactive Map' }).click();
        await page.locator('iframe[src^="https://www.openstreetmap.org/"]').waitFor({ state: 'attached' });
      }
      await page.getByRole('button', { name: 'Send Message' }).click();
      await page.getByText('Name is required').waitFor();
      await expectNoViolations(page, 'the contact form with errors');
      if (viewport === 'desktop') return keyboard.chat(page, (what) => expectNoViolations(page, what));
      await page.getByRole('button', { name: 'Chat with us' }).click();
      const chat = page.getByRole('dialog');
      await chat.getByRole('textbox').fill('What does a billboard cost?');
      await chat.getByRole('textbox').press('Enter');
      await chat.getByText(/pric|cost|quote/i).last().waitFor();
      await expectNoViolations(page, 'the open chat widget');
      await chat.getByRole('textbox').press('Escape');
    },
  ],
  [
    '/services/transport/airport-advertising',
    async (page, viewport) => {
      await keyboard.serviceFaq(page, 'transport', 'airport-advertising');
      await dialogOpenedBy(/^Download /, 'the download dialog')(page, viewport);
    },
  ],
  [
    '/gallery',
    async (page, viewport) => {
      await expectNothingUnderFloatingButtons(page, 'main ul:has(button[aria-label^="View "])');
      if (viewport === 'desktop') await keyboard.galleryLightbox(page, (what) => expectNoViolations(page, what));
      else await dialogOpenedBy(/^View /, 'the gallery lightbox')(page, viewport);
    },
  ],
  [
    '/festivaloffer2025',
    async (page) => {
      await expectNothingUnderFloatingButtons(page, 'section:has(button[aria-label^="Book This Package"])');
      await expectFailedFieldInView(page);
    },
  ],
  ['/sites', (page) => expectNothingUnderFloatingButtons(page, 'main section:has(article)')],
];

/** A test per public route on one viewport, and the widgets' open states on their pages' visits. */
export function describePublicPagesOn(viewport: 'phone' | 'desktop', size: Viewport): void {
  // Two pages at a time (the project's maxConcurrency), each in a context of its own: while one waits for its data
  // and a quiet network, axe (mostly CPU) runs on the other. A page with open states runs axe up to three times.
  describe.concurrent(`public pages on a ${viewport}`, () => {
    const openStates = new Map(withOpenStates);
    const paths = [...new Set([...openStates.keys(), ...pagePaths, ...servicePaths(viewport)]), '{the newest blog post}'].filter(
      (path) => viewport === 'phone' || !phoneOnly.has(path),
    );
    it.for(paths)('%s is accessible, hydrates in place and logs or has refused nothing', { timeout: 120_000 }, async (route, { onTestFinished }) => {
      const path = route === '{the newest blog post}' ? await newestPostPath() : route;
      const audited = await open(path, size, onTestFinished);
      if (route === '{the newest blog post}') await audited.page.getByRole('article').waitFor();
      await expectSoundPage(audited, path);
      await openStates.get(route)?.(audited.page, viewport);
      expect(audited.problems.splice(0)).toEqual([]);
      if (viewport === 'desktop' && titleNavigationRoutes.has(route)) await expectOneTitleAfterNavigation(audited);
    });
  });
}
