import type { Page } from 'playwright-core';
import { afterEach, afterAll, expect, it } from 'vitest';
import { closeContexts, newPage, signInAsDemo, viewports } from '../support/browser';

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

  // The demo crew member on the seed's approved job (CHN-KTP-001): its photos, no camera.
  const crew = await phone();
  await signInAsDemo(crew, 'crew@example.com', '/crew/jobs/10b00002-5eed-4000-8000-000000000002');
  await crew.getByRole('heading', { level: 1, name: 'Kathipara junction unipole' }).waitFor();
  await crew.getByText('This job is approved: its photos can no longer change.').waitFor();
  expect(await crew.getByLabel('Take photo').count()).toBe(0);
  await crew.getByRole('listitem', { name: 'Night' }).getByText(/^Sent /).waitFor();
});
