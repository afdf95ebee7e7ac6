import type { Page, Route } from 'playwright-core';
import { afterEach, afterAll, expect, it } from 'vitest';
import { closeContexts, newPage, signInAsDemo, viewports, waitForHydration } from '../support/browser';

/**
 * The crew's phone pages to whoever is not the crew member at work (docs/decisions/057, docs/product.md §14): a
 * signed-out phone is asked to sign in, staff are told the pages are for the field crew, and an approved job shows
 * its photos without cameras. The crew member's own journey, from the sign-in page through the three shots (one
 * offline, one from the gallery) to the client's proof report, is proof-of-display-journey.test.ts's.
 */

const pages: Page[] = [];

afterEach(async () => {
  await Promise.all(pages.splice(0).map((page) => page.context().close()));
});
afterAll(closeContexts);

async function phone(): Promise<Page> {
  const page = await newPage(viewports.mobile);
  pages.push(page);
  return page;
}

it('asks a signed-out phone to sign in, tells staff the pages are for crew, and shows an approved job without cameras', async () => {
  const visitor = await phone();
  await visitor.goto('/crew');
  const signIn = visitor.getByRole('link', { name: 'Sign in' });
  await signIn.waitFor();
  expect(await signIn.getAttribute('href')).toBe('/admin/login?redirect=%2Fcrew');

  const sales = await phone();
  await signInAsDemo(sales, 'sales@example.com', '/crew');
  await sales.getByText(/^These pages are for the field crew/).waitFor();
  expect(await sales.getByRole('link', { name: 'Go to the back office' }).getAttribute('href')).toBe('/admin');

  // The demo crew member's list, drawn by crew.html's first script (docs/decisions/103): the page's code is asked for
  // only once the list is on the screen, and is held back here until it has been.
  const crew = await phone();
  const heldCode: Route[] = [];
  await crew.route(/\/assets\/crew-[\w-]+\.js$/, (route) => void heldCode.push(route));
  await signInAsDemo(crew, 'crew@example.com', '/crew');
  const approvedJob = crew.getByRole('link', { name: 'Kathipara junction unipole' });
  await approvedJob.waitFor();
  await expect.poll(() => heldCode.length).toBe(1);
  expect(await crew.getByRole('heading', { level: 1, name: 'Your jobs' }).evaluate((h1) => Object.keys(h1).some((key) => key.startsWith('__reactFiber$')))).toBe(false);
  await Promise.all(heldCode.map((route) => route.continue()));
  await crew.unroute(/\/assets\/crew-[\w-]+\.js$/);
  await waitForHydration(crew);

  // Its approved job (CHN-KTP-001), opened within the app: its photos, no camera.
  await approvedJob.click();
  await crew.getByRole('heading', { level: 1, name: 'Kathipara junction unipole' }).waitFor();
  await crew.getByText('This job is approved: its photos can no longer change.').waitFor();
  expect(await crew.getByLabel('Take photo').count()).toBe(0);
  await crew.getByRole('listitem', { name: 'Night' }).getByText(/^Sent /).waitFor();
});
