import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { asReturningVisitor, closeContexts, JOURNEY_TIMEOUT, newPage, screenshot, staffPage, viewports, waitForHydration } from '../support/browser';
import { anonClient } from '../support/clients';
import { sql, sqlValue } from '../support/db';

/**
 * The careers page end to end (docs/decisions/102): an editor publishes an opening from its described form; a visitor
 * on a phone applies to it with a CV; the application is in the Leads inbox, where staff download the CV under its
 * own name, and a visitor cannot read it. What each role may do, and the refusals, are the API tests'
 * (tests/api/job-applications.test.ts, rls.test.ts).
 */

const tag = `c${Date.now().toString(36)}`;
const title = `Night mounting crew ${tag}`;
const slug = `night-mounting-crew-${tag}`;
const email = `applicant-${tag}@example.in`;
const applicant = `Murugan ${tag}`;
const CV = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const pages: Page[] = [];

afterEach(async () => {
  await Promise.all(pages.splice(0).map((page) => page.context().close()));
});
afterAll(async () => {
  await sql('delete from public.job_applications where email = $1', [email]);
  await sql('delete from public.job_openings where slug = $1', [slug]);
  await closeContexts();
});

describe('careers', () => {
  it('an editor publishes an opening, a visitor applies with a CV on a phone, and staff open it from the inbox', { timeout: JOURNEY_TIMEOUT }, async () => {
    // The editor writes the opening on the form its description makes, and publishes it.
    const editor = await staffPage(pages, 'editor@example.com', '/admin/job-openings/new');
    await waitForHydration(editor);
    await editor.getByLabel(/^Title/).fill(title);
    await editor.getByLabel(/^Address/).fill(slug);
    await editor.getByLabel(/^Location/).fill('Chennai (Guindy)');
    await editor.getByLabel(/^Kind of work/).selectOption('contract');
    await editor.getByLabel(/^Description/).fill('Mount flex at night on the Kathipara hoardings.\n\nHarness and training provided.');
    await editor.getByLabel(/^Status/).selectOption('published');
    await editor.getByRole('button', { name: 'Add Job Opening' }).click();
    await editor.waitForURL((url) => url.pathname === '/admin/job-openings');
    await editor.getByRole('heading', { name: title }).waitFor();

    // A visitor on a phone finds it on /careers and applies with a CV.
    const visitor = await newPage(viewports.mobile);
    pages.push(visitor);
    await asReturningVisitor(visitor);
    await visitor.goto('/careers');
    await visitor.getByRole('link', { name: new RegExp(title) }).first().click();
    await visitor.getByRole('heading', { level: 1, name: title }).waitFor();
    await waitForHydration(visitor, 'form[aria-label="Job application"] button[type="submit"]');
    const form = visitor.getByRole('form', { name: 'Job application' });
    await form.getByLabel('Full Name').fill(applicant);
    await form.getByLabel('Phone Number').fill('+91 98400 55566');
    await form.getByLabel('Email Address').fill(email);
    await form.getByLabel('Note').fill('Two years on ladders and harnesses with another agency.');
    await form.getByLabel('Your CV').setInputFiles({ name: 'Murugan CV.pdf', mimeType: 'application/pdf', buffer: CV });
    await form.getByRole('button', { name: 'Send Application' }).click();
    await visitor.getByText('Thank you for applying.', { exact: false }).waitFor();
    await screenshot(visitor, 'careers-applied-phone');

    // The CV is in the private bucket: a visitor cannot read it back.
    const cvPath = await sqlValue<string>('select cv_path from public.job_applications where email = $1', [email]);
    expect((await anonClient().storage.from('applications').download(cvPath)).error).not.toBeNull();

    // Staff who work leads find the application in the inbox, with the opening, and download the CV.
    const sales = await staffPage(pages, 'sales@example.com', `/admin/leads?q=${encodeURIComponent(email)}`);
    const row = sales.getByRole('row').filter({ hasText: applicant });
    await row.waitFor();
    expect(await row.textContent()).toContain(`Applied for ${title}`);
    await sales.getByRole('button', { name: `View details for ${applicant}` }).click();
    const details = sales.getByRole('dialog', { name: 'Lead Details' });
    await details.getByText(title, { exact: true }).waitFor();
    const [download] = await Promise.all([sales.waitForEvent('download'), details.getByRole('button', { name: 'Download CV (Murugan CV.pdf)' }).click()]);
    expect(download.suggestedFilename()).toBe('Murugan CV.pdf');
    expect(readFileSync(await download.path())).toEqual(CV);
    await screenshot(sales, 'careers-application-in-inbox');
  });
});
