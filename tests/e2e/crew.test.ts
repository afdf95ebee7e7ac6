import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectNoViolations } from '../support/page-audit';
import { closeBrowser, collectErrors, newPage, screenshot, viewports } from '../support/browser';
import { DEMO_PASSWORD, serviceClient } from '../support/clients';
import { sql } from '../support/db';
import { siteUrl } from '../support/stack';

/**
 * The crew's phone pages (docs/decisions/057, docs/product.md §14): the demo crew member signs in, opens
 * 'Your jobs' and the job due today (CHN-ECR-004, a non-lit site: close-up, approach, newspaper), and photographs it
 * at the site: one photo online, one offline that waits in the phone's queue and goes up when the phone is back
 * online, one from the gallery; the job is then 'Photos sent — awaiting approval'. The database holds the three
 * photos with its own time and a distance of a few metres, and the job is mounted. axe finds nothing on the way.
 */

const JOB = '10b00004-5eed-4000-8000-000000000004';
let page: Page;
let errors: string[];
let site: { name: string; latitude: number; longitude: number };
/** When the page showed each photo as sent. */
const sentAt: Record<string, number> = {};

/** A camera-sized JPEG (so the page shrinks it) with EXIF, as a phone's camera writes it. */
async function cameraPhoto(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 3000, height: 2250, channels: 3, background: colour } })
    .jpeg({ quality: 80 })
    .withExif({
      IFD2: { DateTimeOriginal: '2026:11:26 10:15:30', OffsetTimeOriginal: '+05:30' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '12/1 54/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '80/1 15/1 0/1' },
    })
    .toBuffer();
}

/** Signs in on the sign-in page, which leads a crew member to their jobs (docs/decisions/057). */
async function signInAsCrew(): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill('crew@example.com');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === '/crew');
}

const shotRow = (name: string) => page.getByRole('listitem', { name });

beforeAll(async () => {
  [site] = await sql<{ name: string; latitude: number; longitude: number }>(
    'select s.name, s.latitude, s.longitude from public.sites s join public.mounting_jobs j on j.site_id = s.id where j.id = $1',
    [JOB],
  );
  page = await newPage(viewports.mobile);
  errors = collectErrors(page);
  await page.context().grantPermissions(['geolocation'], { origin: siteUrl() });
  // A few metres from the site, as a crew member at its foot.
  await page.context().setGeolocation({ latitude: site.latitude + 0.0001, longitude: site.longitude, accuracy: 8 });
});

afterAll(async () => {
  const photos = await sql<{ object_path: string }>('select object_path from public.proof_photos where job_id = $1', [JOB]);
  if (photos.length) await serviceClient().storage.from('proofs').remove(photos.map((photo) => photo.object_path));
  await sql('delete from public.proof_photos where job_id = $1', [JOB]);
  await sql(`set session_replication_role = replica; update public.mounting_jobs set state = 'todo' where id = '${JOB}'; set session_replication_role = origin;`);
  await closeBrowser();
});

it('lists the crew member’s jobs and takes a job’s photos, one of them offline, until it awaits approval', async () => {
  await signInAsCrew();
  await page.getByRole('heading', { level: 1, name: 'Your jobs' }).waitFor();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: site.name }) });
  await card.waitFor();
  expect(await card.textContent()).toMatch(/CHN-ECR-004 · Mounting[\s\S]*To do/);
  // The re-shoot asked of another job says why; the approved one is listed as done.
  await page.getByText(/^Re-shoot needed: The close-up was taken 400 m away/).waitFor();
  await page.getByRole('heading', { name: 'Done in the last 7 days' }).waitFor();
  await page.waitForFunction(() => Array.from(document.images).every((image) => image.complete && image.naturalWidth > 0));
  await screenshot(page, 'crew-jobs-phone');
  await expectNoViolations(page, '/crew');

  await card.getByRole('link', { name: site.name }).click();
  await page.waitForURL(`**/crew/jobs/${JOB}`);
  await page.getByRole('heading', { level: 1, name: site.name }).waitFor();
  const directions = page.getByRole('link', { name: /^Directions/ });
  expect(await directions.getAttribute('href')).toBe(`https://www.google.com/maps/dir/?api=1&destination=${site.latitude},${site.longitude}`);
  expect(await page.getByRole('listitem', { name: 'Night' }).count()).toBe(0);

  // Online: the close-up goes up at once.
  await shotRow('Close-up').getByLabel('Take photo').setInputFiles({ name: 'close-up.jpg', mimeType: 'image/jpeg', buffer: await cameraPhoto('#c2410c') });
  await shotRow('Close-up').getByText(/^Sent .* m from the site$/).waitFor();
  sentAt.close_up = Date.now();

  // Offline: the approach waits in the queue, and goes up when the phone is back online.
  await page.context().setOffline(true);
  await shotRow('Approach').getByLabel('Take photo').setInputFiles({ name: 'approach.jpg', mimeType: 'image/jpeg', buffer: await cameraPhoto('#0f172a') });
  await page.getByRole('status').getByText('1 photo waiting to upload').waitFor();
  await shotRow('Approach').getByText('Waiting to upload: you are offline').waitFor();
  await screenshot(page, 'crew-job-offline-phone');
  await expectNoViolations(page, 'a job with a photo waiting offline');
  await page.context().setOffline(false);
  await shotRow('Approach').getByText(/^Sent .* m from the site$/).waitFor();
  sentAt.approach = Date.now();
  expect(await page.getByText('waiting to upload').count()).toBe(0);

  // The newspaper, from the gallery: the job is complete and awaits approval.
  await shotRow('Newspaper').getByLabel('Choose from gallery').setInputFiles({ name: 'newspaper.jpg', mimeType: 'image/jpeg', buffer: await cameraPhoto('#f8fafc') });
  await page.getByText('Photos sent — awaiting approval').waitFor();
  sentAt.newspaper = Date.now();
  await screenshot(page, 'crew-job-phone');
  await expectNoViolations(page, 'a job awaiting approval');

  const photos = await sql<{ shot: string; distance_m: number; taken_at: Date; captured: boolean; flags: string[]; exif_taken_at: Date | null; exif_latitude: number | null }>(
    'select shot, distance_m, taken_at, captured, flags, exif_taken_at, exif_latitude from public.proof_photos where job_id = $1 order by taken_at',
    [JOB],
  );
  expect(photos.map((photo) => photo.shot)).toEqual(['close_up', 'approach', 'newspaper']);
  for (const photo of photos) {
    expect(photo.distance_m).toBeLessThan(50);
    // The server's clock when the row arrived: within a minute of the page saying so.
    expect(Math.abs(sentAt[photo.shot] - photo.taken_at.getTime())).toBeLessThan(60_000);
    expect(photo.exif_taken_at?.toISOString()).toBe('2026-11-26T04:45:30.000Z');
    expect(photo.exif_latitude).toBeCloseTo(12.9, 6);
  }
  expect(photos.map((photo) => [photo.captured, photo.flags])).toEqual([
    [true, []],
    [true, []],
    [false, ['gallery']],
  ]);
  const [job] = await sql<{ state: string }>('select state from public.mounting_jobs where id = $1', [JOB]);
  expect(job.state).toBe('mounted');
  // The stored file is the shrunk one: at most 2,000 px on its long side.
  const [stored] = await sql<{ name: string }>('select name from storage.objects where bucket_id = $1 and name like $2 limit 1', ['proofs', `photos/${JOB}/%`]);
  const { data: file } = await serviceClient().storage.from('proofs').download(stored.name);
  const size = await sharp(Buffer.from(await (file as Blob).arrayBuffer())).metadata();
  expect(Math.max(size.width ?? 0, size.height ?? 0)).toBe(2000);
  expect(errors.filter((error) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::/.test(error))).toEqual([]);
});

it('asks a signed-out phone to sign in, tells staff the pages are for crew, and shows an approved job without cameras', async () => {
  const visitor = await newPage(viewports.mobile);
  await visitor.goto('/crew');
  const signIn = visitor.getByRole('link', { name: 'Sign in' });
  await signIn.waitFor();
  expect(await signIn.getAttribute('href')).toBe('/admin/login?redirect=%2Fcrew');
  await visitor.context().close();

  const sales = await newPage(viewports.mobile);
  await sales.goto('/admin/login');
  await sales.getByLabel('Email').fill('sales@example.com');
  await sales.getByLabel('Password').fill(DEMO_PASSWORD);
  await sales.getByRole('button', { name: 'Sign In' }).click();
  await sales.waitForURL((url) => url.pathname !== '/admin/login');
  await sales.goto('/crew');
  await sales.getByText(/^These pages are for the field crew/).waitFor();
  expect(await sales.getByRole('link', { name: 'Go to the back office' }).getAttribute('href')).toBe('/admin');
  await sales.context().close();

  // The crew member of the first test, on the approved job (CHN-KTP-001): its photos, no camera.
  await page.goto('/crew/jobs/10b00002-5eed-4000-8000-000000000002');
  await page.getByRole('heading', { level: 1, name: 'Kathipara junction unipole' }).waitFor();
  await page.getByText('This job is approved: its photos can no longer change.').waitFor();
  expect(await page.getByLabel('Take photo').count()).toBe(0);
  await page.getByRole('listitem', { name: 'Night' }).getByText(/^Sent /).waitFor();
});
