import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { closeContexts, newPage, screenshot, signInAsDemo, viewports } from '../support/browser';
import { signedInClient, type Client } from '../support/clients';
import { sql } from '../support/db';
import { keptMailsTo } from '../support/outbox';
import { runDir, siteUrl } from '../support/stack';
import { expectNoAxeViolations, openAsVisitor } from '../support/visitor-page';

/**
 * The proof report a client opens from our link (docs/product.md §14, docs/decisions/057), on the seeded campaign
 * 'Year-end sale, four sites' (CP-C0A10004), one of whose four jobs is approved: sales send the link, the contact
 * gets it by e-mail, a signed-out phone opens it and sees the approved site's photos with the time the server
 * received each and its distance from the site, it prints on A4, and a withdrawn or wrong link shows nothing.
 */

const CAMPAIGN = 'c0a10004-5eed-4000-8000-000000000004';
const pages: Page[] = [];
let sales: Client;
let reportPath: string;

/** Sends the report through the proof-report function as sales, as the campaign's page does. */
async function sendReport(): Promise<{ url: string; email: string }> {
  const { data, error } = await sales.functions.invoke<{ url: string; email: string }>('proof-report', { body: { send: CAMPAIGN } });
  if (error) throw new Error(`sending the report failed: ${error.message}`);
  return data!;
}

beforeAll(async () => {
  sales = await signedInClient('sales@example.com');
  const sent = await sendReport();
  expect(sent.email).toBe('not_configured');
  expect(sent.url).toMatch(/\/proof\/[A-Za-z0-9_-]{32}$/);
  reportPath = new URL(sent.url).pathname;
});

afterEach(async () => {
  await Promise.all(pages.splice(0).map((page) => page.context().close()));
});

afterAll(async () => {
  await sql('delete from public.proof_links where campaign_id = $1', [CAMPAIGN]);
  await closeContexts();
});

describe('a proof report link', () => {
  it("is e-mailed to the campaign's contact", () => {
    const mail = keptMailsTo('revathi.sundar@example.com').at(-1);
    expect(mail?.subject).toBe('Your ads are up: proof report for CP-C0A10004, Year-end sale, four sites');
    expect(mail?.text).toContain(`${siteUrl()}${reportPath}`);
  });

  it("on a phone: the approved site's photos with their server time and distance, not indexed, no axe violations", async () => {
    const { page, problems } = await openAsVisitor(pages, reportPath, viewports.mobile);
    await page.getByRole('heading', { level: 1, name: 'Proof of display CP-C0A10004' }).waitFor();
    await page.getByText('1 of 4 sites checked and approved so far', { exact: false }).waitFor();
    const site = page.getByRole('article', { name: /CHN-KTP-001/ });
    const photos = site.getByRole('img');
    await expect.poll(() => photos.count()).toBe(4);
    await expect.poll(() => photos.evaluateAll((images: HTMLImageElement[]) => images.every((img) => img.complete && img.naturalWidth > 0))).toBe(true);
    for (const shot of ['Close-up', 'Approach', 'Newspaper', 'Night']) {
      await expect.poll(() => site.getByText(shot, { exact: true }).count()).toBe(1);
    }
    expect(await site.locator('figcaption').first().textContent()).toMatch(/^Close-upReceived \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m IST · \d+ m from the site$/);
    // Sites not approved yet show no photos.
    expect(await page.getByRole('article', { name: /CHN-GST-002/ }).getByRole('img').count()).toBe(0);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'proof-report-phone');
    await expectNoAxeViolations(page, 'the proof report on a phone');
    expect(problems).toEqual([]);
  });

  it('on a desktop: prints as an A4 document without the site around it', async () => {
    const { page, problems } = await openAsVisitor(pages, reportPath, viewports.desktop);
    const heading = page.getByRole('heading', { level: 1, name: 'Proof of display CP-C0A10004' });
    await heading.waitFor();
    await expect.poll(() => page.locator('article img').evaluateAll((images: HTMLImageElement[]) => images.length > 0 && images.every((img) => img.complete))).toBe(true);
    await screenshot(page, 'proof-report-desktop');
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: 'Print or save as PDF' }).isVisible()).toBe(false);
    expect(await page.locator('header').first().isVisible()).toBe(false);
    expect(await heading.isVisible()).toBe(true);
    await screenshot(page, 'proof-report-print');
    const dir = join(runDir(), 'screenshots');
    mkdirSync(dir, { recursive: true });
    const pdf = await page.pdf({ path: join(dir, 'proof-report.pdf'), preferCSSPageSize: true });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(problems).toEqual([]);
  });

  it("is sent again from the campaign's page, which shows the new link once", async () => {
    const page = await newPage(viewports.mobile);
    pages.push(page);
    await signInAsDemo(page, 'sales@example.com', `/admin/campaigns/${CAMPAIGN}`);
    const panel = page.getByRole('region', { name: 'Proof report' });
    await panel.getByRole('button', { name: 'Send the proof report' }).click();
    const sent = panel.getByRole('status', { name: 'Proof report link' });
    await sent.getByText('E-mail is not set up here, so the message was kept, not sent: send the link yourself.', { exact: false }).waitFor();
    expect(await sent.getByLabel('Link for the client').inputValue()).toMatch(/\/proof\/[A-Za-z0-9_-]{32}$/);
    await screenshot(page, 'proof-report-panel-phone');
  });

  it('a withdrawn link and a wrong one say only that the link is not valid', async () => {
    const { data: revoked } = await sales.rpc('revoke_proof_report', { campaign: CAMPAIGN });
    expect(revoked).toBeNull();
    for (const path of [reportPath, '/proof/NotARealTokenNotARealTokenNotARe']) {
      const { page } = await openAsVisitor(pages, path, viewports.mobile);
      await page.getByText('This proof report link is not valid, or it has been withdrawn. Ask us for a new one.').waitFor();
      expect(await page.getByRole('img').count()).toBe(0);
    }
  });
});
