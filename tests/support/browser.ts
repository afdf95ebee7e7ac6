import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { DEMO_PASSWORD } from './clients';
import { VISITED_STORAGE_KEY } from '@/features/newsletter/visits';
import { AUTH_STORAGE_KEY } from '@/lib/auth-storage';
import { startVisitorProxy, visitorAddress, type VisitorProxy } from './visitors';
import { anonKey, runDir, siteUrl } from './stack';

/**
 * Headless Chromium (the system one: never a downloaded browser) against the run's built site. One browser per test
 * worker, started by the first file that asks for one; each file closes the contexts it opened in afterAll
 * (`closeContexts()`), and the browser stays for the worker's next file (docs/decisions/081).
 */

/**
 * The time limit of a journey through many screens, often in two or three browsers: one took 41 of the default
 * 60 s on a CI machine whose two cores also run the other worker's browser and stack.
 */
export const JOURNEY_TIMEOUT = 150_000;

export const viewports = {
  mobile: { width: 390, height: 844 },
  tablet: { width: 820, height: 1180 },
  desktop: { width: 1280, height: 800 },
  /** A common laptop: what its 768 px show is where floating buttons and success messages must fit. */
  laptop: { width: 1366, height: 768 },
} as const;

export type Viewport = { width: number; height: number };

let browser: Promise<Browser> | undefined;
const proxies = new Set<VisitorProxy>();

/**
 * Debian's headless shell when it is installed (.ci/run installs it): Chromium's engine without the browser's
 * window machinery, the build Playwright itself runs headless. A page loads in about half the CPU time of the full
 * browser's headless mode, which on two cores shared with the stacks is most of a browser test's time
 * (docs/testing.md). The full browser stays the fallback, and the bench's (bench/lighthouse.ts).
 */
const CHROMIUM = existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  browser ??= chromium
    .launch({
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    })
    .then((launched) => {
      // A browser that crashed or was closed is started afresh for the next file.
      launched.on('disconnected', () => (browser = undefined));
      return launched;
    });
  return browser;
}

/**
 * Closes every context the file opened, and their pages and visitor proxies with them. The browser stays: starting
 * one cost about 0.9 s of CPU more than a context, once for each of about forty files.
 */
export async function closeContexts(): Promise<void> {
  const open = await browser;
  await Promise.all((open?.contexts() ?? []).map((context) => context.close()));
  await Promise.all([...proxies].map((proxy) => proxy.close()));
  proxies.clear();
}

/**
 * A page in a fresh context (no shared storage) whose relative URLs resolve against the site: `page.goto('/blog')`.
 * Each context is a visitor connecting from an address of its own (through a proxy bound to it), so the forms'
 * rate limits never join up across tests.
 */
export async function newPage(
  viewport: Viewport = viewports.desktop,
  { javaScriptEnabled = true, serviceWorkers = 'allow' }: { javaScriptEnabled?: boolean; serviceWorkers?: 'allow' | 'block' } = {},
): Promise<Page> {
  const proxy = await startVisitorProxy(visitorAddress());
  proxies.add(proxy);
  const context = await (await launchBrowser()).newContext({ viewport, baseURL: siteUrl(), proxy: { server: proxy.url }, javaScriptEnabled, serviceWorkers });
  context.on('close', () => {
    proxies.delete(proxy);
    void proxy.close();
  });
  const page = await context.newPage();
  recordFailedLoads(page);
  return page;
}

/** The page's code and styles that did not arrive (a failed request or an error status), for pageState(). */
const failedLoads = new WeakMap<Page, string[]>();

function recordFailedLoads(page: Page): void {
  const failed: string[] = [];
  failedLoads.set(page, failed);
  const isCode = (url: string) => /\.(?:js|css)(?:\?|$)/.test(url);
  page.on('requestfailed', (request) => {
    if (isCode(request.url())) failed.push(`${request.url()}: ${request.failure()?.errorText ?? 'failed'}`);
  });
  page.on('response', (response) => {
    if (isCode(response.url()) && response.status() >= 400) failed.push(`${response.url()}: ${response.status()}`);
  });
}

/** A visitor who has been here before: the newsletter popup (20 s after load) stays away and cannot take focus. */
export async function asReturningVisitor(page: Page): Promise<void> {
  // Init scripts run in every frame: the map's frame (another origin, unreachable here) has no storage to write.
  await page.addInitScript(([key, now]) => window === window.top && localStorage.setItem(key, now), [VISITED_STORAGE_KEY, String(Date.now())] as const);
}

/** The test's own onTestFinished: a concurrent test must pass its context's, not the global one. */
export type TestFinished = (fn: () => Promise<void>) => void;

/** newPage() for one test: its context closes when the test finishes, so concurrent tests never close each other's. */
export async function newPageForTest(finished: TestFinished, viewport: Viewport = viewports.desktop): Promise<Page> {
  const page = await newPage(viewport);
  finished(() => page.context().close());
  return page;
}

/**
 * A session for `email` from the stand-in's password grant: the object supabase-js keeps under the app's storage
 * key (src/lib/auth-storage.ts), as the bench's crew pages get theirs. A fresh one per page: a sign-out revokes it.
 */
export async function sessionFor(email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await fetch(`${siteUrl()}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey(), 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in as ${email} answered ${response.status}: ${await response.text()}`);
  return response.text();
}

/**
 * Signs `page` in as `email` with a stored session, as if the person had signed in on this browser before, and
 * opens `path` (the dashboard by default) once its screen has rendered. The sign-in form itself is the sign-in
 * tests' (tests/e2e/admin-auth.test.ts); everyone else starts signed in (docs/testing.md).
 */
export async function signInAsDemo(page: Page, email: string, path = '/admin', password = DEMO_PASSWORD): Promise<void> {
  const session = await sessionFor(email, password);
  // The session goes into the site's storage from a page of the site that runs no code (a static file).
  await page.goto('/robots.txt');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [AUTH_STORAGE_KEY, session] as const);
  await page.goto(path);
  if (path === '/admin') await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
}

/**
 * A new page signed in as `email` (a stored session) showing `path`, kept in `pages` for the file to close: the
 * screen a test starts on is opened directly, not after the dashboard.
 */
export async function staffPage(pages: Page[], email: string, path = '/admin', viewport: Viewport = viewports.desktop): Promise<Page> {
  const page = await newPage(viewport);
  pages.push(page);
  await signInAsDemo(page, email, path);
  return page;
}

/**
 * Saves a full-page PNG under `<runDir>/screenshots/` for a person to look at, when the run is kept
 * (KEEP_TEST_RUN=1); otherwise the run's directory is deleted with it unseen, so none is taken: a full-page
 * screenshot costs about as much CPU as loading the page (decision 091).
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  if (!process.env.KEEP_TEST_RUN) return;
  const dir = join(runDir(), 'screenshots');
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name.replace(/[^\w.-]+/g, '-')}.png`), fullPage: true });
}

/**
 * Resolves once React has hydrated the page (its first heading carries React's fiber key), or the element
 * `selector` names: a part that hydrates apart (a lazy island, decision 037) does so when its own code arrives.
 * Prerendered pages show their controls before their code runs; a click or key press before hydration is lost.
 */
export async function waitForHydration(page: Page, selector = 'h1'): Promise<unknown> {
  try {
    // Most pages hydrate in 1 to 3 s; on a CI machine whose two cores also run the other worker's browser and
    // stacks a page has taken over 30 s (Playwright's default). The test's own timeout (60 s) still bounds it.
    return await page.waitForFunction(
      (wanted) => {
        const element = document.querySelector(wanted);
        return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
      },
      selector,
      { timeout: 50_000 },
    );
  } catch (error) {
    throw new Error(`${selector} did not hydrate: ${await pageState(page)}`, { cause: error });
  }
}

/** What a page that did not hydrate was doing: its state, what it shows and which of its requests never finished. */
async function pageState(page: Page): Promise<string> {
  const failed = JSON.stringify(failedLoads.get(page) ?? []);
  const state = await page
    .evaluate(() => {
      const unfinished = performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).responseEnd === 0)
        .map((entry) => entry.name);
      const root = document.getElementById('root');
      return JSON.stringify({
        url: location.href,
        readyState: document.readyState,
        spaFallback: document.documentElement.hasAttribute('data-spa-fallback'),
        rootText: root?.innerText.slice(0, 200) ?? null,
        unfinished,
        resources: performance.getEntriesByType('resource').length,
      });
    })
    .catch((error: Error) => `(the page could not be read: ${error.message})`);
  return `${state}, failed loads: ${failed}`;
}

/**
 * Resolves once the header's menus have hydrated: they are parts with code of their own (decision 037), and a
 * hover or key press on one before its code arrives does nothing (a click is replayed). Admin pages have none.
 */
export function waitForHeaderMenus(page: Page): Promise<unknown> {
  return page.waitForFunction(() =>
    Array.from(document.querySelectorAll('header button[aria-controls]')).every((button) => Object.keys(button).some((key) => key.startsWith('__reactFiber$'))),
  );
}

/**
 * Opens a public page and resolves once React owns it: its heading and the header's menus. Prerendered pages
 * show their controls before their code runs, and a click or key press in between would be lost.
 */
export async function visitHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForHydration(page);
  await waitForHeaderMenus(page);
}

/** Waits until the focused element contains `text` and lies wholly inside the viewport. */
export async function expectFocusedInView(page: Page, text: string): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate((wanted) => {
          const focused = document.activeElement;
          if (!focused || !focused.textContent?.includes(wanted)) return 'focus elsewhere';
          const box = focused.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= window.innerHeight ? 'in view' : `out of view (${Math.round(box.top)})`;
        }, text),
      { timeout: 15_000 },
    )
    .toBe('in view');
}

/** The page's console errors and uncaught errors, as they happen. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * What a page logs or has refused while it is open, as it happens: console errors (and warnings, unless `warnings`
 * is false), uncaught errors and Content-Security-Policy refusals (docs/decisions/018). A resource of another origin
 * that cannot load (map tiles: no network here) is not the page's problem; a refusal by the policy still is.
 * Call before the page's first navigation.
 */
export async function watchProblems(page: Page, { warnings = true } = {}): Promise<string[]> {
  const problems: string[] = [];
  const foreign = (url: string) => url !== '' && !url.startsWith(siteUrl());
  page.on('console', (message) => {
    const type = message.type();
    if (type !== 'error' && !(warnings && type === 'warning')) return;
    if (message.text().startsWith('Failed to load resource') && foreign(message.location().url)) return;
    problems.push(`${page.url()} console ${type}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()} error: ${error.message}`));
  await page.exposeFunction('reportCspViolation', (text: string) => problems.push(`${page.url()} CSP: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation;
      report(`${event.effectiveDirective} refused ${event.blockedURI || '(inline)'}`);
    });
  });
  return problems;
}

/**
 * Marks the server's h1 before any script runs (data-from-server="yes"): after hydration it is still
 * there only if React adopted the server markup instead of replacing it.
 */
export async function markServerHeading(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const heading = document.querySelector('h1');
      if (heading) heading.dataset.fromServer = 'yes';
    });
  });
}

/**
 * Resolves once the page has started no request for `quietMs` and has none of its own under way: after
 * load, a prerendered page refreshes its data in the background (decision 028), and on a slow machine that
 * refresh can start seconds later, in the middle of whatever a test watches next.
 */
export async function waitForQuietNetwork(page: Page, quietMs = 1000): Promise<void> {
  const inFlight = new Set<unknown>();
  let lastActivity = Date.now();
  const started = (request: unknown) => {
    inFlight.add(request);
    lastActivity = Date.now();
  };
  const ended = (request: unknown) => {
    inFlight.delete(request);
    lastActivity = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.waitForLoadState('load');
    while (inFlight.size > 0 || Date.now() - lastActivity < quietMs) await page.waitForTimeout(100);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/**
 * Resolves once a realtime channel of `page` whose name contains `name` (e.g. 'testimonials-changes') has
 * joined: its join was answered ok. A change made before then is not delivered to the page, so a test that
 * changes data for a page to show live must wait for this first. Call it before the navigation that subscribes.
 */
export function realtimeChannelJoined(page: Page, name: string): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        const text = String(payload);
        if (text.includes(name) && text.includes('phx_reply') && text.includes('"status":"ok"')) resolve();
      });
    });
  });
}
