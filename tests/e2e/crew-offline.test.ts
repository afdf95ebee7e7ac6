import type { CDPSession, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { expectNoViolations } from '../support/page-audit';
import { closeContexts, collectErrors, JOURNEY_TIMEOUT, newPage, screenshot, signInAsDemo, viewports } from '../support/browser';
import { DEMO_PASSWORD, serviceClient } from '../support/clients';
import { sql, sqlValue } from '../support/db';
import { siteUrl } from '../support/stack';
import { testUser } from '../support/users';

/**
 * The crew's phone without signal and shared (docs/decisions/058, docs/product.md §14), on a job of this file's own
 * (CHN-ECR-003, non-lit, assigned to the demo crew member Karthik Murugan). A phone that opened /crew once opens it
 * again offline from its service worker, with the jobs as last loaded, and takes a photo into the queue that goes
 * up when the phone is back online; the worker is the crew pages' alone. On a shared phone, a photo Karthik took
 * waits while a colleague is signed in (the page says whose it is), and goes up, under his name, when he signs in.
 */

const CREW_ID = '5eed0000-0000-4000-8000-000000000007';
let campaignId: string;
let jobId: string;
let site: { id: string; name: string; latitude: number; longitude: number };
let page: Page;
let errors: string[];

/** A camera-sized JPEG, as a phone's camera writes it. */
function cameraPhoto(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 3000, height: 2250, channels: 3, background: colour } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** Signs in on the sign-in page, which leads crew to their jobs. */
async function signIn(email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/admin/login?redirect=%2Fcrew');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === '/crew');
}

const NETWORK = { latency: 0, downloadThroughput: -1, uploadThroughput: -1 };

/**
 * The phone loses its signal and the page is opened again. Chromium does not apply Playwright's offline emulation
 * to navigator.onLine in a document its service worker served (the page would think itself online and never hear
 * 'online' later), so the page's own DevTools session says it again, as a phone without signal does.
 */
async function reloadWithoutSignal(): Promise<CDPSession> {
  await page.context().setOffline(true);
  await page.reload();
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Network.emulateNetworkConditions', { offline: true, ...NETWORK });
  return devtools;
}

async function signalBack(devtools: CDPSession): Promise<void> {
  await page.context().setOffline(false);
  await devtools.send('Network.emulateNetworkConditions', { offline: false, ...NETWORK });
}

const jobCard = () => page.getByRole('listitem').filter({ has: page.getByRole('link', { name: site.name }) });
const shotRow = (name: string) => page.getByRole('listitem', { name });
const photosOfJob = () => sql<{ shot: string; uploaded_by: string }>('select shot, uploaded_by from public.proof_photos where job_id = $1 order by taken_at', [jobId]);

beforeAll(async () => {
  [site] = await sql<{ id: string; name: string; latitude: number; longitude: number }>("select id, name, latitude, longitude from public.sites where code = 'CHN-ECR-003'");
  // A campaign of this file's own, confirmed: the database makes its mounting job, which the office gives Karthik.
  campaignId = await sqlValue<string>("insert into public.campaigns (title, customer_id) values ('Offline crew test', '5eedc057-0000-4000-8000-000000000004') returning id");
  const booking = await sqlValue<string>(
    "insert into public.site_bookings (site_id, starts_on, ends_on, kind, client_name) values ($1, '2027-09-01', '2027-09-30', 'confirmed', 'Marina Mart') returning id",
    [site.id],
  );
  await sql("insert into public.campaign_lines (campaign_id, site_id, starts_on, ends_on, monthly_rate, booking_id) values ($1, $2, '2027-09-01', '2027-09-30', 50000, $3)", [
    campaignId,
    site.id,
    booking,
  ]);
  await sql("update public.campaigns set status = 'confirmed' where id = $1", [campaignId]);
  jobId = await sqlValue<string>("select id from public.mounting_jobs where campaign_id = $1 and kind = 'mounting'", [campaignId]);
  await sql('update public.mounting_jobs set assignee_id = $2 where id = $1', [jobId, CREW_ID]);
});

/**
 * A phone with the site's location allowed, standing 11 m from the site. `serviceWorkers: 'block'` for a test that
 * routes requests: a worker that takes the page over while the test runs (clients.claim() once it has installed) makes
 * the page's later requests escape Playwright's routes for a moment (microsoft/playwright#7588), so an upload the
 * test means to fail would go up, depending on when the worker finished installing.
 */
async function onPhone(serviceWorkers: 'allow' | 'block' = 'allow'): Promise<void> {
  page = await newPage(viewports.mobile, { serviceWorkers });
  errors = collectErrors(page);
  await page.context().grantPermissions(['geolocation'], { origin: siteUrl() });
  await page.context().setGeolocation({ latitude: site.latitude + 0.0001, longitude: site.longitude, accuracy: 8 });
}

afterEach(async () => {
  await page?.context().close();
  const files = await sql<{ name: string }>("select name from storage.objects where bucket_id = 'proofs' and name like $1", [`photos/${jobId}/%`]);
  if (files.length) await serviceClient().storage.from('proofs').remove(files.map((file) => file.name));
  await sql('delete from public.proof_photos where job_id = $1', [jobId]);
});

afterAll(async () => {
  await sql('delete from public.campaigns where id = $1', [campaignId]);
  await sql("delete from public.site_bookings where site_id = $1 and starts_on = '2027-09-01'", [site.id]);
  await closeContexts();
});

it('opens /crew without signal with the jobs as last loaded, takes a photo into the queue and sends it once back online', { timeout: JOURNEY_TIMEOUT }, async () => {
  await onPhone();
  const listReads: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/rest/v1/mounting_jobs') listReads.push(request.headers()['x-client-info'] ? 'the client' : 'the first script');
  });
  // Signed in on this phone before (a stored session); the sign-in page leading crew here is proof-of-display-journey.test.ts's.
  await signInAsDemo(page, 'crew@example.com', '/crew');
  await jobCard().waitFor();
  // crew.html's first script read the list as the page opened, and the page showed it without reading it again (decision 098).
  expect(listReads).toEqual(['the first script']);
  // The worker has kept the crew pages' files when it installed; active, it takes the page over.
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');

  const devtools = await reloadWithoutSignal();
  await page.getByText(/^Your jobs as loaded at \d\d:\d\d today\.$/).waitFor();
  await page.getByText('You are offline: the office’s changes show here when the phone is back online.').waitFor();
  expect(await jobCard().textContent()).toMatch(/CHN-ECR-003 · Mounting[\s\S]*To do/);
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await screenshot(page, 'crew-offline-jobs-phone');
  await expectNoViolations(page, '/crew offline');

  // A job never opened online opens from the list the phone kept; its photo waits in the queue.
  await jobCard().getByRole('link', { name: site.name }).click();
  await page.waitForURL(`**/crew/jobs/${jobId}`);
  await page.getByRole('heading', { level: 1, name: site.name }).waitFor();
  await page.getByText(/^This job as loaded at \d\d:\d\d today\.$/).waitFor();
  await shotRow('Close-up').getByLabel('Take photo').setInputFiles({ name: 'close-up.jpg', mimeType: 'image/jpeg', buffer: await cameraPhoto('#c2410c') });
  await page.getByRole('status').getByText('1 photo waiting to upload').waitFor();
  await shotRow('Close-up').getByText('Waiting to upload: you are offline').waitFor();
  await screenshot(page, 'crew-offline-job-phone');
  await expectNoViolations(page, 'a job opened offline with a photo waiting');

  await signalBack(devtools);
  await shotRow('Close-up').getByText(/^Sent .* m from the site$/).waitFor();
  await page.getByText(/as loaded at/).waitFor({ state: 'detached' });
  expect(await photosOfJob()).toEqual([{ shot: 'close_up', uploaded_by: CREW_ID }]);
  expect(errors.filter((error) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::/.test(error))).toEqual([]);
});

it('keeps its service worker to the crew pages: the public site and the back office open without it', async () => {
  await onPhone();
  await page.goto('/crew');
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
  expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)).toBe(`${siteUrl()}/crew`);
  for (const path of ['/', '/admin/login']) {
    await page.goto(path);
    expect(await page.evaluate(() => navigator.serviceWorker.controller === null), path).toBe(true);
  }
  expect(errors).toEqual([]);
});

it('keeps a photo on a shared phone for the crew member who took it, and sends it under his name when he signs in again', { timeout: JOURNEY_TIMEOUT }, async () => {
  const colleague = await testUser('crew', 'colleague');
  // The queue on a shared phone is this test's subject, not the service worker (the first test's): none here.
  await onPhone('block');
  await signInAsDemo(page, 'crew@example.com', '/crew');
  await jobCard().getByRole('link', { name: site.name }).click();
  await page.getByRole('heading', { level: 1, name: site.name }).waitFor();
  // The upload fails, as on a phone whose signal comes and goes: the photo stays in the queue.
  const uploads = '**/storage/v1/object/proofs/photos/**';
  await page.context().route(uploads, (route) => route.abort('internetdisconnected'));
  await shotRow('Approach').getByLabel('Take photo').setInputFiles({ name: 'approach.jpg', mimeType: 'image/jpeg', buffer: await cameraPhoto('#0f172a') });
  await shotRow('Approach').getByText('Waiting to upload', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByText('1 photo taken by Karthik Murugan waits for them to sign in on this phone.').waitFor();
  await page.context().unroute(uploads);

  // A colleague signs in on the same phone: the photo stays, said to be Karthik's, and nothing of it is sent.
  await signIn(colleague.email, colleague.password);
  await page.getByText('No jobs for you right now. New ones appear here when the office assigns them.').waitFor();
  await page.getByText('1 photo taken by Karthik Murugan waits for them to sign in on this phone.').waitFor();
  expect(await page.getByText('waiting to upload').count()).toBe(0);
  await screenshot(page, 'crew-shared-phone');
  await expectNoViolations(page, 'a colleague’s jobs with Karthik’s photo kept');
  expect(await photosOfJob()).toEqual([]);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('link', { name: 'Sign in' }).waitFor();
  await signIn('crew@example.com');
  await expect.poll(photosOfJob).toEqual([{ shot: 'approach', uploaded_by: CREW_ID }]);
  await page.getByText(/waiting to upload|waits for them/).waitFor({ state: 'detached' });
});
