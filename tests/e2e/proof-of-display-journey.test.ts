import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { closeBrowser, JOURNEY_TIMEOUT, newPage, screenshot, signInAsDemo, viewports } from '../support/browser';
import { DEMO_PASSWORD, serviceClient } from '../support/clients';
import { sql } from '../support/db';
import { keptMailsTo } from '../support/outbox';
import { expectNoAxeViolations, openAsVisitor } from '../support/visitor-page';

/**
 * Proof of display from end to end (docs/product.md §14, docs/decisions/057 and 058), on a campaign of its own: one
 * confirmed line on an unlit site (its mounting due on the line's first day), its job assigned to the demo crew member. On a phone at the site (a fake
 * location a few metres away) the crew member signs in, opens the job and takes its three shots, one while the phone
 * is offline, which waits in the queue and goes up when it is back online. Sales approve the job: it was the
 * campaign's last, so the campaign is live and its contact gets the proof report by e-mail. A signed-out phone
 * opens the link from that e-mail and sees the site's three photos, each with the time the server received it and
 * its distance from the site.
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

/** A camera-sized JPEG, as a phone's camera writes it (the page shrinks it before it goes up). */
const cameraPhoto = (colour: string) => sharp({ create: { width: 3000, height: 2250, channels: 3, background: colour } }).jpeg({ quality: 80 }).toBuffer();

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
  await closeBrowser();
});

it('crew photograph a job on a phone, one shot offline; sales approve it, the campaign is live, and the client opens the proof report', { timeout: JOURNEY_TIMEOUT }, async () => {
  // 1. The crew member at the site, on a phone.
  const crew = await phone();
  await crew.context().grantPermissions(['geolocation']);
  await crew.context().setGeolocation({ latitude: site.latitude + 0.0001, longitude: site.longitude, accuracy: 8 });
  await crew.goto('/admin/login');
  await crew.getByLabel('Email').fill('crew@example.com');
  await crew.getByLabel('Password').fill(DEMO_PASSWORD);
  await crew.getByRole('button', { name: 'Sign In' }).click();
  await crew.waitForURL((url) => url.pathname === '/crew');
  // The job's card (its picture and its name both lead to the job).
  await crew.getByRole('link', { name: site.name }).and(crew.locator(`[href="/crew/jobs/${JOB}"]`)).first().click();
  await crew.waitForURL(`**/crew/jobs/${JOB}`);
  await crew.getByRole('heading', { level: 1, name: site.name }).waitFor();
  const shot = (name: string) => crew.getByRole('listitem', { name });
  // An unlit site: three shots, no night shot.
  expect(await crew.getByRole('listitem', { name: 'Night' }).count()).toBe(0);

  await shot('Close-up').getByLabel('Take photo').setInputFiles({ name: 'close-up.jpg', mimeType: 'image/jpeg', buffer: await cameraPhoto('#b91c1c') });
  await shot('Close-up').getByText(/^Sent .* m from the site$/).waitFor();
  await crew.context().setOffline(true);
  await shot('Approach').getByLabel('Take photo').setInputFiles({ name: 'approach.jpg', mimeType: 'image/jpeg', buffer: await cameraPhoto('#1e3a8a') });
  await crew.getByRole('status').getByText('1 photo waiting to upload').waitFor();
  await crew.context().setOffline(false);
  await shot('Approach').getByText(/^Sent .* m from the site$/).waitFor();
  await shot('Newspaper').getByLabel('Take photo').setInputFiles({ name: 'newspaper.jpg', mimeType: 'image/jpeg', buffer: await cameraPhoto('#f1f5f9') });
  await crew.getByText('Photos sent — awaiting approval').waitFor();
  await screenshot(crew, 'journey-crew-job-sent-phone');

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
