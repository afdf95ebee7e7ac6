import type { Page } from 'playwright-core';
import { afterAll, afterEach, describe, it } from 'vitest';
import { VISITED_STORAGE_KEY } from '@/features/newsletter/visits';
import { closeContexts, newPage, viewports, visitHydrated } from '../support/browser';
import { expectNothingUnderFloatingButtons } from '../support/floating-buttons';

/**
 * The floating call and chat buttons never cover a media plan's sites, dates and estimate, on a phone (390 px) and a
 * common laptop (1366 px). The footer, the gallery grid, the festival packages, the sites list and the open mobile
 * menu are checked on the page audit's visits (tests/support/page-audit.ts); a plan needs sites in it first.
 */

const pages: Page[] = [];

afterEach(async () => {
  await Promise.all(pages.splice(0).map((page) => page.context().close()));
});
afterAll(closeContexts);

describe.each([
  ['phone', viewports.mobile],
  ['laptop', viewports.laptop],
])('nothing clickable or readable under the floating buttons (%s)', (_, viewport) => {
  it('a media plan', async () => {
    const page = await newPage(viewport);
    pages.push(page);
    // A returning visitor (the newsletter popup stays away) with two sites in the plan kept in the browser.
    await page.addInitScript(([key, now]) => {
      localStorage.setItem(key, now);
      localStorage.setItem('media-plan.v1', JSON.stringify([
        { code: 'CHN-ADY-001', name: 'LB Road hoarding', locality: 'Adyar', monthlyRate: 90000, from: '2099-01-01', to: '2099-01-31' },
        { code: 'CHN-OMR-001', name: 'Tidel Park hoarding', locality: 'OMR', monthlyRate: 220000, from: '2099-01-01', to: '2099-01-31' },
      ]));
    }, [VISITED_STORAGE_KEY, String(Date.now())] as const);
    await visitHydrated(page, '/media-plan');
    await page.getByRole('form', { name: 'Request a quote' }).waitFor();
    // Its sites, dates and estimate (the quote form's fields are the contact form's, checked on /contact).
    await expectNothingUnderFloatingButtons(page, 'ul[aria-label="Sites in your plan"], form[aria-label="Same dates for every site"], section[aria-labelledby="plan-estimate"]');
  });
});
