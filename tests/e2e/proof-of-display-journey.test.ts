import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { closeContexts, collectErrors, JOURNEY_TIMEOUT, newPage, screenshot, signInAsDemo, viewports } from '../support/browser';
import { DEMO_PASSWORD, serviceClient } from '../support/clients';
import { sql } from '../support/db';
import { keptMailsTo } from '../support/outbox';
import { expectNoAxeViolations, openAsVisitor } from '../support/visitor-page';
import { siteUrl } from '../support/stack';

/**
 * Proof of display from end to end (docs/product.md §14, docs/decisions/057 and 058), on a campaign of its own: one
 * confirmed line on an unlit site (its mounting due on the line's first day), its job assigned to the demo crew member.
 * On a phone at the site (a fake location a few metres away) the crew member signs in on the sign-in page, which
 * leads crew to 'Your jobs', opens the job and takes its three shots: one online, one while the phone is offline,
 * which waits in the queue and goes up when it is back online, and one from the gallery. The database holds the three
 * photos with its own time, the phone's EXIF and a distance of a few metres, the gallery's flagged, and the job is
 * mounted. Sales approve the job: it was the campaign's last, so the campaign is live and its contact gets the proof
 * report by e-mail. A signed-out phone opens the link from that e-mail and sees the site's three photos, each with the
 * time the server received it and its distance from the site. axe finds nothing on the way.
 */

const RUN = randomUUID().slice(0, 8).toUpperCase();
const CAMPAIGN = randomUUID();
const CUSTOMER = randomUUID();
const CONTACT = randomUUID();
const JOB = randomUUID();
const CONTACT_EMAIL = `proof-${RUN.toLowerCase()}@example.com`;
const SALES = '5eed0000-0000-4000-8000-000000000006';
const CREW = '5eed0000-0000-4000-8000-000000000007';

type Site = { id: string; code: string; name: string; latitude: number; longitude: number; starts_on: string };
let site: Site;
const pages: Page[] = [];

async function phone(): Promise<Page> {
  const page = await newPage(viewports.mobile);
  pages.push(page);
  return page;
}

/** When the camera says the photos were taken: now, to the second (EXIF has no finer time). */
const EXIF_TAKEN = new Date(Math.floor(Date.now() / 1000) * 1000);

/** Degrees as EXIF writes them: whole degrees, minutes, and hundredths of a second, as rationals. */
function exifDegrees(value: number): string {
  const minutes = (value % 1) * 60;
  return `${Math.floor(value)}/1 ${Math.floor(minutes)}/1 ${Math.round((minutes % 1) * 6000)}/100`;
}

/**
 * A camera-sized JPEG (so the page shrinks it) with EXIF, as a phone's camera writes it at the site: its own date (in
 * India's time, with the offset) and position agree with the phone's, so no EXIF flag is raised (decision 085).
 */
const cameraPhoto = (colour: string) =>
  sharp({ create: { width: 3000, height: 2250, channels: 3, background: colour } })
    .jpeg({ quality: 80 })
    .withExif({
      IFD2: { DateTimeOriginal: new Date(EXIF_TAKEN.getTime() + 330 * 60_000).toISOString().slice(0, 19).replace(/-/g, ':').replace('T', ' '), OffsetTimeOriginal: '+05:30' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: exifDegrees(site.latitude), GPSLongitudeRef: 'E', GPSLongitude: exifDegrees(site.longitude) },
    })
    .toBuffer();

beforeAll(async () => {
  // An unlit published site, licensed for months, from the day after its last booking: the campaign's one line.
  [site] = await sql<Site>(
    `select s.id, s.code, s.name, s.latitude, s.longitude, greatest(current_date, max(b.ends_on) + 1)::text as starts_on
     from public.sites s left join public.site_bookings b on b.site_id = s.id
     where s.published and s.lighting = 'non_lit'
       and not exists (select from public.site_licences l where l.site_id = s.id and l.valid_until < current_date + 180)
     group by s.id order by 6, s.code limit 1`,
  );
  // Written as the seed writes a confirmed campaign (supabase/seed.sql). One script, so the
  // triggers stay off for its transaction alone; every value in it is this file's own (ids, a name, an address).
  await sql(`
    begin;
    insert into public.customers (id, name, created_by) values ('${CUSTOMER}', 'Journey Foods ${RUN}', '${SALES}');
    insert into public.customer_contacts (id, customer_id, name, designation, phone, email)
      values ('${CONTACT}', '${CUSTOMER}', 'Anitha Raman', 'Brand Manager', '98400 11223', '${CONTACT_EMAIL}');
    insert into public.campaigns (id, title, customer_id, contact_id, owner_id) values ('${CAMPAIGN}', 'Pongal on one site', '${CUSTOMER}', '${CONTACT}', '${SALES}');
    set local session_replication_role = replica;
    with line as (
      insert into public.campaign_lines (campaign_id, site_id, starts_on, ends_on, monthly_rate)
      values ('${CAMPAIGN}', '${site.id}', '${site.starts_on}', date '${site.starts_on}' + 29, 50000) returning site_id, starts_on, ends_on
    ), booked as (
      insert into public.site_bookings (site_id, starts_on, ends_on, kind, client_name, note, created_by)
      select site_id, starts_on, ends_on, 'confirmed', 'Journey Foods ${RUN}', 'Proposal accepted', '${SALES}' from line returning id
    )
    update public.campaign_lines set booking_id = (select id from booked) where campaign_id = '${CAMPAIGN}';
    update public.campaigns set status = 'confirmed', sent_at = now() - interval '3 days', valid_until = current_date + 4,
      accepted_at = now() - interval '1 day', accepted_name = 'Anitha Raman', accepted_designation = 'Brand Manager'
    where id = '${CAMPAIGN}';
    insert into public.mounting_jobs (id, campaign_id, line_id, site_id, kind, due_on, assignee_id)
    select '${JOB}', campaign_id, id, site_id, 'mounting', starts_on, '${CREW}' from public.campaign_lines where campaign_id = '${CAMPAIGN}';
    commit;
  `);
});

afterAll(async () => {
  await Promise.all(pages.splice(0).map((page) => page.context().close()));
  const photos = await sql<{ object_path: string }>('select object_path from public.proof_photos where job_id = $1', [JOB]);
  if (photos.length) await serviceClient().storage.from('proofs').remove(photos.map((photo) => photo.object_path));
  await sql(`
    begin;
    set local session_replication_role = replica;
    delete from public.proof_links where campaign_id = '${CAMPAIGN}';
    delete from public.proof_photos where job_id = '${JOB}';
    delete from public.mounting_jobs where campaign_id = '${CAMPAIGN}';
    delete from public.site_bookings where id in (select booking_id from public.campaign_lines where campaign_id = '${CAMPAIGN}');
    delete from public.campaign_lines where campaign_id = '${CAMPAIGN}';
    delete from public.campaigns where id = '${CAMPAIGN}';
    delete from public.customer_contacts where customer_id = '${CUSTOMER}';
    delete from public.customers where id = '${CUSTOMER}';
    commit;
  `);
  await closeContexts();
});

it('crew photograph a job on a phone, one shot offline; sales approve it, the campaign is live, and the client opens the proof report', { timeout: JOURNEY_TIMEOUT }, async () => {
  // 1. The crew member at the site, on a phone: the sign-in page leads crew to their jobs.
  const crew = await phone();
  const errors = collectErrors(crew);
  await crew.context().grantPermissions(['geolocation'], { origin: siteUrl() });
  await crew.context().setGeolocation({ latitude: site.latitude + 0.0001, longitude: site.longitude, accuracy: 8 });
  await crew.goto('/admin/login');
  await crew.getByLabel('Email').fill('crew@example.com');
  await crew.getByLabel('Password').fill(DEMO_PASSWORD);
  await crew.getByRole('button', { name: 'Sign In' }).click();
  await crew.waitForURL((url) => url.pathname === '/crew');
  await crew.getByRole('heading', { level: 1, name: 'Your jobs' }).waitFor();
  // The job's card, by its link: the seed may give the crew member another job at the same site.
  const card = crew.getByRole('listitem').filter({ has: crew.locator(`a[href="/crew/jobs/${JOB}"]`) });
  expect(await card.textContent()).toMatch(new RegExp(`${site.code} · Mounting[\\s\\S]*To do`));
  // The seed's other jobs: the re-shoot asked of one says why; the approved one is listed as done.
  await crew.getByText(/^Re-shoot needed: The close-up was taken 400 m away/).waitFor();
  await crew.getByRole('heading', { name: 'Done in the last 7 days' }).waitFor();
  await crew.waitForFunction(() => Array.from(document.images).every((image) => image.complete && image.naturalWidth > 0));
  await screenshot(crew, 'crew-jobs-phone');
  await expectNoAxeViolations(crew, '/crew');

  // The job's card (its picture and its name both lead to the job).
  await card.getByRole('link', { name: site.name }).and(crew.locator(`[href="/crew/jobs/${JOB}"]`)).first().click();
  await crew.waitForURL(`**/crew/jobs/${JOB}`);
  await crew.getByRole('heading', { level: 1, name: site.name }).waitFor();
  expect(await crew.getByRole('link', { name: /^Directions/ }).getAttribute('href')).toBe(`https://www.google.com/maps/dir/?api=1&destination=${site.latitude},${site.longitude}`);
  const shot = (name: string) => crew.getByRole('listitem', { name });
  // An unlit site: three shots, no night shot.
  expect(await crew.getByRole('listitem', { name: 'Night' }).count()).toBe(0);

  /** When the page showed each photo as sent. */
  const sentAt: Record<string, number> = {};
  // 2 km from the site the phone says so before sending anything (decision 096); back at the site, taken again.
  await crew.context().setGeolocation({ latitude: site.latitude + 0.018, longitude: site.longitude, accuracy: 8 });
  await shot('Close-up').getByLabel('Take photo').setInputFiles({ name: 'close-up-far.jpg', mimeType: 'image/jpeg', buffer: await cameraPhoto('#7f1d1d') });
  await shot('Close-up')
    .getByRole('alert')
    .getByText(/^This photo was taken 20\d\d m from the site, farther than the \d+ m the office accepts: they may ask for it again\.$/)
    .waitFor();
  await shot('Close-up').getByText('Not sent yet', { exact: true }).waitFor();
  await screenshot(crew, 'crew-photo-held-phone');
  await expectNoAxeViolations(crew, 'a photo held with its warning');
  await crew.context().setGeolocation({ latitude: site.latitude + 0.0001, longitude: site.longitude, accuracy: 8 });
  // The page keeps a position for 10 s (a crew member takes several shots on the spot): walking back to the site
  // takes longer, and a reload forgets it at once. The held photo, never sent, goes with the page.
  await crew.reload();
  await shot('Close-up').getByText('Not taken yet').waitFor();
  await shot('Close-up').getByLabel('Take photo').setInputFiles({ name: 'close-up.jpg', mimeType: 'image/jpeg', buffer: await cameraPhoto('#b91c1c') });
  await shot('Close-up').getByText(/^Sent .* m from the site$/).waitFor();
  sentAt.close_up = Date.now();
  await crew.context().setOffline(true);
  await shot('Approach').getByLabel('Take photo').setInputFiles({ name: 'approach.jpg', mimeType: 'image/jpeg', buffer: await cameraPhoto('#1e3a8a') });
  await crew.getByRole('status').getByText('1 photo waiting to upload').waitFor();
  await shot('Approach').getByText('Waiting to upload: you are offline').waitFor();
  await screenshot(crew, 'crew-job-offline-phone');
  await expectNoAxeViolations(crew, 'a job with a photo waiting offline');
  await crew.context().setOffline(false);
  await shot('Approach').getByText(/^Sent .* m from the site$/).waitFor();
  sentAt.approach = Date.now();
  expect(await crew.getByText('waiting to upload').count()).toBe(0);
  // From the gallery: held with its warning, then sent anyway with the crew member's note for the office.
  await shot('Newspaper').getByLabel('Choose from gallery').setInputFiles({ name: 'newspaper.jpg', mimeType: 'image/jpeg', buffer: await cameraPhoto('#f1f5f9') });
  await shot('Newspaper').getByRole('button', { name: 'Send anyway, with a note' }).click();
  await shot('Newspaper').getByLabel('Note for the office').fill('Taken here just now: the camera app saved it to the gallery first.');
  await shot('Newspaper').getByRole('button', { name: 'Send with this note' }).click();
  await crew.getByText('Photos sent — awaiting approval').waitFor();
  sentAt.newspaper = Date.now();
  await screenshot(crew, 'journey-crew-job-sent-phone');
  await expectNoAxeViolations(crew, 'a job awaiting approval');
  expect(errors.filter((error) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::/.test(error))).toEqual([]);

  // What the database holds: its own time, the phone's EXIF, a few metres, the gallery's photo flagged, a mounted job.
  const received = await sql<{ shot: string; distance_m: number; taken_at: Date; captured: boolean; flags: string[]; crew_note: string | null; exif_taken_at: Date | null; exif_latitude: number | null }>(
    'select shot, distance_m, taken_at, captured, flags, crew_note, exif_taken_at, exif_latitude from public.proof_photos where job_id = $1 order by taken_at',
    [JOB],
  );
  // The photo taken 2 km away was never sent.
  expect(received.map((photo) => [photo.shot, photo.captured, photo.flags, photo.crew_note])).toEqual([
    ['close_up', true, [], null],
    ['approach', true, [], null],
    ['newspaper', false, ['gallery'], 'Taken here just now: the camera app saved it to the gallery first.'],
  ]);
  for (const photo of received) {
    expect(photo.distance_m).toBeLessThan(50);
    // The server's clock when the row arrived: within a minute of the page saying so.
    expect(Math.abs(sentAt[photo.shot] - photo.taken_at.getTime())).toBeLessThan(60_000);
    expect(photo.exif_taken_at?.toISOString()).toBe(EXIF_TAKEN.toISOString());
    expect(photo.exif_latitude).toBeCloseTo(site.latitude, 5);
  }
  const [job] = await sql<{ state: string }>('select state from public.mounting_jobs where id = $1', [JOB]);
  expect(job.state).toBe('mounted');
  // The stored file is the shrunk one: at most 2,000 px on its long side.
  const [stored] = await sql<{ name: string }>('select name from storage.objects where bucket_id = $1 and name like $2 limit 1', ['proofs', `photos/${JOB}/%`]);
  const { data: file } = await serviceClient().storage.from('proofs').download(stored.name);
  const size = await sharp(Buffer.from(await (file as Blob).arrayBuffer())).metadata();
  expect(Math.max(size.width ?? 0, size.height ?? 0)).toBe(2000);

  // 2. Sales approve it at the office: the campaign's last job, so the campaign is live and the report goes out.
  const sales = await newPage(viewports.desktop);
  pages.push(sales);
  await signInAsDemo(sales, 'sales@example.com', `/admin/jobs/${JOB}`);
  await sales.getByRole('heading', { level: 1, name: `Mounting job ${site.code}` }).waitFor();
  // The photos' count shows once their rows have loaded ('Loading...' before).
  await sales.getByRole('region', { name: 'Photos' }).getByText('3 of 3 required photos in', { exact: false }).waitFor();
  await sales.getByRole('button', { name: 'Approve' }).click();
  const [{ reference }] = await sql<{ reference: string }>('select reference from public.campaigns where id = $1', [CAMPAIGN]);
  await sales.getByRole('status').filter({ hasText: `Approved. Every job of ${reference} is approved: the campaign is live.` }).waitFor();
  await screenshot(sales, 'journey-job-approved-desktop');
  const [campaign] = await sql<{ status: string }>('select status from public.campaigns where id = $1', [CAMPAIGN]);
  expect(campaign.status).toBe('live');
  await expect.poll(() => keptMailsTo(CONTACT_EMAIL).length).toBe(1);
  const mail = keptMailsTo(CONTACT_EMAIL)[0];
  expect(mail.subject).toBe(`Your ads are up: proof report for ${reference}, Pongal on one site`);
  const link = /https?:\/\/\S+\/proof\/[A-Za-z0-9_-]{32}/.exec(mail.text)?.[0];
  expect(link).toBeDefined();

  // 3. The client, signed out, opens the link from the e-mail on a phone.
  const { page: client, problems } = await openAsVisitor(pages, new URL(link as string).pathname, viewports.mobile);
  await client.getByRole('heading', { level: 1, name: `Proof of display ${reference}` }).waitFor();
  const report = client.getByRole('article', { name: new RegExp(site.code) });
  const photos = report.getByRole('img');
  await expect.poll(() => photos.count()).toBe(3);
  await expect.poll(() => photos.evaluateAll((images: HTMLImageElement[]) => images.every((img) => img.complete && img.naturalWidth > 0))).toBe(true);
  const captions = await report.locator('figcaption').allTextContents();
  expect(captions.map((caption) => caption.replace(/Received.*$/, ''))).toEqual(['Close-up', 'Approach', 'Newspaper']);
  for (const caption of captions) expect(caption).toMatch(/Received \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m IST · \d{1,2} m from the site$/);
  await screenshot(client, 'journey-proof-report-phone');
  await expectNoAxeViolations(client, 'the proof report of the journey');
  expect(problems).toEqual([]);
});
