import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { closeContexts, screenshot, viewports } from '../support/browser';
import { signedInClient, type Client } from '../support/clients';
import { sql, sqlValue } from '../support/db';
import { keptMailsTo } from '../support/outbox';
import { runDir } from '../support/stack';
import { expectNoAxeViolations, openAsVisitor } from '../support/visitor-page';

/**
 * The proposal a client opens from our link (docs/product.md §12): signed out, on a phone and a desktop, as a
 * document that prints on A4 without the site's chrome; the client asks for changes on the phone, sales revise it, the
 * old link says a newer version was sent, and the new version is accepted once on the desktop with each site booked;
 * a wrong link says so; no axe violation, no CSP refusal, no console error.
 */

const RUN = `E2EPR${Date.now().toString(36).toUpperCase().slice(-5)}`;
const pages: Page[] = [];
let sales: Client;
let customerId: string;
let campaignId: string;
let token: string;

const contactEmail = () => `${RUN.toLowerCase()}@example.com`;

/** Days in 2032, a year no other test books, on sites of this run's own. */
const LINES = [
  { letter: 'A', starts_on: '2032-03-01', ends_on: '2032-04-10' },
  { letter: 'B', starts_on: '2032-03-01', ends_on: '2032-03-31' },
];

beforeAll(async () => {
  sales = await signedInClient('sales@example.com');
  const photo = await sqlValue<string | null>("select photos[1] from public.sites where code = 'CHN-OMR-001'");
  const siteIds: string[] = [];
  for (const [index, line] of LINES.entries()) {
    const [row] = await sql<{ id: string }>(
      `insert into public.sites (code, name, locality, address, latitude, longitude, format, width_ft, height_ft, lighting, facing, daily_traffic, monthly_rate, photos, published)
       values ($1, $2, 'Thoraipakkam', 'OMR, near the Thoraipakkam signal', 12.94 + $3::numeric / 100, 80.23, 'hoarding', 40, 20, 'front_lit', 'Towards Sholinganallur', 185000, 150000, $4, true)
       returning id`,
      [`${RUN}-${line.letter}`, `Proposal test hoarding ${line.letter}`, index, photo ? [photo] : []],
    );
    siteIds.push(row!.id);
  }
  const { data: customer } = await sales
    .from('customers')
    .insert({ name: `Kaveri Foods ${RUN}`, gstin: '33AABCK1234M1ZR', billing_address: '12, Cathedral Road, Chennai 600086' })
    .select('id')
    .single()
    .throwOnError();
  customerId = customer.id;
  const { data: contact } = await sales
    .from('customer_contacts')
    .insert({ customer_id: customerId, name: 'Lakshmi Narayanan', designation: 'Brand Manager', email: `${RUN.toLowerCase()}@example.com` })
    .select('id')
    .single()
    .throwOnError();
  const { data: campaign } = await sales
    .from('campaigns')
    .insert({ title: 'Summer launch on OMR', customer_id: customerId, contact_id: contact.id })
    .select('id')
    .single()
    .throwOnError();
  campaignId = campaign.id;
  for (const [index, line] of LINES.entries()) {
    await sales
      .from('campaign_lines')
      .insert({ campaign_id: campaignId, site_id: siteIds[index]!, starts_on: line.starts_on, ends_on: line.ends_on, monthly_rate: 150000, discount_percent: index === 0 ? 5 : 0, discount_reason: index === 0 ? 'Two sites' : null })
      .throwOnError();
  }
  const { data, error } = await sales.rpc('send_proposal', { campaign: campaignId });
  if (error) throw new Error(error.message);
  token = data;
});

afterEach(async () => {
  await Promise.all(pages.splice(0).map((page) => page.context().close()));
});

afterAll(async () => {
  await sql('delete from public.site_bookings where site_id in (select id from public.sites where code like $1)', [`${RUN}-%`]);
  await sql('delete from public.proposal_responses where campaign_id = $1', [campaignId]);
  await sql('delete from public.staff_notices where link = $1', [`/admin/campaigns/${campaignId}`]);
  await sql('delete from public.campaigns where id = $1', [campaignId]);
  await sql('delete from public.customers where id = $1', [customerId]);
  await sql('delete from public.sites where code like $1', [`${RUN}-%`]);
  await closeContexts();
});

describe('a proposal link', () => {
  it('on a phone: the document fits 390 px, is not indexed, has no axe violations, and takes a request for changes', async () => {
    const { page, problems } = await openAsVisitor(pages, `/proposals/${token}`, viewports.mobile);
    await page.getByRole('heading', { level: 1, name: /^Proposal CP-/ }).waitFor();
    await page.getByRole('button', { name: 'Accept proposal' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    // A document sent by link: no floating button, no offer link over its letterhead (PublicLayout.test.tsx, DeferredWidgets).
    expect(await page.locator('.floating-control, #offer-link-slot a').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expect.poll(() => page.getByRole('article', { name: new RegExp(`${RUN}-A`) }).getByRole('img').evaluate((img: HTMLImageElement) => img.complete)).toBe(true);
    await screenshot(page, 'proposal-phone');
    await expectNoAxeViolations(page, 'the proposal on a phone');

    // The accept form's messages, checked by axe too.
    await page.getByRole('button', { name: 'Accept proposal' }).click();
    await page.getByText('Enter your name.').first().waitFor();
    await expectNoAxeViolations(page, 'the accept form with its messages');

    // The client asks for changes: opened again, the page says back their words (decision 090).
    const changes = page.getByRole('form', { name: 'Ask for changes' });
    await changes.getByLabel('Your name').fill('Lakshmi Narayanan');
    await changes.getByLabel('What would you like changed?').fill('Can site B start on 15 March?');
    await changes.getByRole('button', { name: 'Ask for changes' }).click();
    await page.getByText('Message sent').waitFor();
    await page.reload();
    const note = page.getByRole('note').filter({ hasText: 'asked for changes' });
    await note.getByText('Can site B start on 15 March?').waitFor();
    await page.getByRole('button', { name: 'Accept proposal' }).waitFor();
    await screenshot(page, 'proposal-changes-asked-phone');
    await expectNoAxeViolations(page, 'the proposal with the changes asked');

    // Sales revise and send version 2 by e-mail (decision 092): the old link says a newer version was sent; the
    // desktop accepts the new one from the link the contact was e-mailed.
    await sales.rpc('revise_proposal', { campaign: campaignId }).throwOnError();
    const { error } = await sales.functions.invoke('proposal-mail', { body: { send: campaignId } });
    expect(error).toBeNull();
    const mail = keptMailsTo(contactEmail()).at(-1)!;
    expect(mail.subject).toMatch(/^Proposal CP-[\w-]+ \(version 2\): Summer launch on OMR$/);
    token = new URL(/Open the proposal: (\S+)/.exec(mail.text)![1]!).pathname.replace('/proposals/', '');
    await page.reload();
    await page.getByText(/^A newer version of this proposal was sent on \d{1,2} \w{3} \d{4}\. Open it from our latest message, or ask us for its link\.$/).waitFor();
    expect(problems).toEqual([]);
  });

  it('on a desktop: prints as an A4 document without the site around it, then the new version is accepted once and every site is held for the purchase order', async () => {
    const { page, problems } = await openAsVisitor(pages, `/proposals/${token}`, viewports.desktop);
    const heading = page.getByRole('heading', { level: 1, name: /^Proposal CP-/ });
    await heading.waitFor();
    await page.getByRole('button', { name: 'Accept proposal' }).waitFor();
    await expect.poll(() => page.locator('article img').evaluateAll((images: HTMLImageElement[]) => images.every((img) => img.complete))).toBe(true);
    for (const text of ['Summer launch on OMR', 'Version 2', `Kaveri Foods ${RUN}`, '33AABCK1234M1ZR', 'Lakshmi Narayanan, Brand Manager', 'Divya Natarajan', '1 Mar 2032 to 10 Apr 2032', '1 month and 10 days']) {
      await expect.poll(() => page.getByText(text, { exact: true }).count()).toBeGreaterThan(0);
    }
    await screenshot(page, 'proposal-desktop');

    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: 'Accept proposal' }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Print or save as PDF' }).isVisible()).toBe(false);
    expect(await page.locator('header').first().isVisible()).toBe(false);
    expect(await page.locator('footer').first().isVisible()).toBe(false);
    expect(await heading.isVisible()).toBe(true);
    expect(await page.getByRole('table').isVisible()).toBe(true);
    expect(await page.getByText(/^Total in words:/).isVisible()).toBe(true);
    await screenshot(page, 'proposal-print');
    const dir = join(runDir(), 'screenshots');
    mkdirSync(dir, { recursive: true });
    const pdf = await page.pdf({ path: join(dir, 'proposal.pdf'), preferCSSPageSize: true });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await page.emulateMedia({ media: 'screen' });

    const form = page.getByRole('form', { name: 'Accept proposal' });
    await form.getByLabel('Your name').fill('Lakshmi Narayanan');
    await form.getByLabel('Designation').fill('Brand Manager');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Accept proposal' }).dblclick();
    const result = page.getByRole('status').filter({ hasText: 'Thank you: you have accepted this proposal.' });
    await result.waitFor();
    await expect.poll(() => result.textContent()).toMatch(/Every site is held for you until \d{1,2} \w{3} \d{4}\. We confirm the bookings when your purchase order reaches us\./);
    for (const line of LINES) expect(await result.textContent()).toContain(`${RUN}-${line.letter}`);
    await screenshot(page, 'proposal-accepted');

    expect(await sqlValue<string>('select status from public.campaigns where id = $1', [campaignId])).toBe('accepted');
    expect(await sqlValue<number>("select count(*)::int from public.proposal_responses where campaign_id = $1 and answer = 'accepted'", [campaignId])).toBe(1);
    // The client's copy of what they accepted, e-mailed once (kept in the outbox here: no provider in tests).
    const copies = () => keptMailsTo(contactEmail()).filter((kept) => kept.subject.startsWith('Accepted: proposal CP-'));
    await expect.poll(() => copies().length).toBe(1);
    expect(copies()[0]!.text).toMatch(/Accepted by Lakshmi Narayanan, Brand Manager, on \d{1,2} \w{3} \d{4}, \d{1,2}:\d\d [ap]m IST\./);
    for (const line of LINES) expect(copies()[0]!.text).toContain(`${RUN}-${line.letter}, Proposal test hoarding ${line.letter}`);
    const kept = (what: string) => `${what}: e-mail is not set up here, so the message to ${contactEmail()} was kept, not sent.`;
    await expect
      .poll(() => sql('select kind, note from public.campaign_events where campaign_id = $1 order by at', [campaignId]))
      .toEqual([
        { kind: 'sent', note: null },
        { kind: 'viewed', note: null },
        { kind: 'changes_asked', note: 'Can site B start on 15 March?' },
        { kind: 'revised', note: 'Version 2' },
        { kind: 'sent', note: 'Version 2' },
        { kind: 'emailed', note: kept('Version 2') },
        { kind: 'viewed', note: null },
        { kind: 'accepted', note: null },
        { kind: 'emailed', note: kept("The client's copy of what they accepted") },
      ]);
    expect(await sqlValue<number>("select count(*)::int from public.site_bookings b join public.sites s on s.id = b.site_id where s.code like $1 and b.kind = 'hold'", [`${RUN}-%`])).toBe(2);

    // Opened again: who accepted and when, each site held for the purchase order, no answers any more.
    await page.reload();
    await page.getByText(/^Accepted by/).waitFor();
    expect(await page.getByText(/^Accepted by/).textContent()).toMatch(
      /^Accepted by Lakshmi Narayanan, Brand Manager, on \d{1,2} \w{3} \d{4}\. We confirm the bookings when your purchase order reaches us\.$/,
    );
    expect(await page.getByText(/^Held for you until \d{1,2} \w{3} \d{4}$/).count()).toBe(2);
    expect(await page.getByRole('button', { name: 'Accept proposal' }).count()).toBe(0);
    expect(problems).toEqual([]);
  });

  it('a wrong token says the link is not valid', async () => {
    const { page } = await openAsVisitor(pages, '/proposals/not-a-real-token', viewports.mobile);
    await page.getByText('This proposal link is not valid. Ask us for a new one.').waitFor();
    expect(await page.getByRole('link', { name: /^Call \+91/ }).count()).toBe(1);
    await expectNoAxeViolations(page, 'a wrong proposal link');
  });
});
