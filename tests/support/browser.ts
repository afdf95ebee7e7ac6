import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { DEMO_PASSWORD } from './clients';
import { startVisitorProxy, visitorAddress, type VisitorProxy } from './visitors';
import { runDir, siteUrl } from './stack';

/**
 * Headless Chromium (the system one: never a downloaded browser) against the run's built site.
 * One browser per test file: call `closeBrowser()` in afterAll.
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
} as const;

export type Viewport = { width: number; height: number };

let browser: Promise<Browser> | undefined;
const proxies = new Set<VisitorProxy>();

export function launchBrowser(): Promise<Browser> {
  browser ??= chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  return browser;
}

export async function closeBrowser(): Promise<void> {
  const open = browser;
  browser = undefined;
  await (await open)?.close();
  await Promise.all([...proxies].map((proxy) => proxy.close()));
  proxies.clear();
}

/**
 * A page in a fresh context (no shared storage) whose relative URLs resolve against the site: `page.goto('/blog')`.
 * Each context is a visitor connecting from an address of its own (through a proxy bound to it), so the forms'
 * rate limits never join up across tests.
 */
export async function newPage(viewport: Viewport = viewports.desktop, { javaScriptEnabled = true } = {}): Promise<Page> {
  const proxy = await startVisitorProxy(visitorAddress());
  proxies.add(proxy);
  const context = await (await launchBrowser()).newContext({ viewport, baseURL: siteUrl(), proxy: { server: proxy.url }, javaScriptEnabled });
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

/** The test's own onTestFinished: a concurrent test must pass its context's, not the global one. */
export type TestFinished = (fn: () => Promise<void>) => void;

/** newPage() for one test: its context closes when the test finishes, so concurrent tests never close each other's. */
export async function newPageForTest(finished: TestFinished, viewport: Viewport = viewports.desktop): Promise<Page> {
  const page = await newPage(viewport);
  finished(() => page.context().close());
  return page;
}

/** Signs `page` in through the admin login form as demo account `email` and waits for the dashboard. */
export async function signInAsDemo(page: Page, email: string): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === '/admin');
}

/** Saves a full-page PNG under `<runDir>/screenshots/` (kept with KEEP_TEST_RUN=1) and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  const dir = join(runDir(), 'screenshots');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${name.replace(/[^\w.-]+/g, '-')}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
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
