import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { asReturningVisitor, closeContexts, newPage, screenshot, signInAsDemo, waitForHydration } from '../support/browser';
import { sql, sqlValue } from '../support/db';
import { runDir } from '../support/stack';

/**
 * The Leads inbox's journey (decision 024): a visitor's contact message reaches the admin's Leads inbox live, the admin works
 * it (read, status, note) and finds it all after a reload; a festival booking e-mails the agency.
 */

const pages: Page[] = [];
const made: string[] = [];

afterEach(async () => {
  await Promise.all(pages.splice(0).map((page) => page.context().close()));
});
afterAll(async () => {
  await sql('delete from public."Contacts" where "Email Address" = any($1)', [made]);
  await sql('delete from public.festival_bookings where email = any($1)', [made]);
  await closeContexts();
});


async function visitor(path: string): Promise<Page> {
  const page = await newPage();
  pages.push(page);
  await asReturningVisitor(page);
  await page.goto(path);
  // Prerendered: wait until React owns the form, or a click could be lost.
  await page.waitForFunction(() => Object.keys(document.querySelector('h1') ?? {}).some((key) => key.startsWith('__reactFiber$')));
  return page;
}

async function admin(): Promise<Page> {
  const page = await newPage();
  pages.push(page);
  await signInAsDemo(page, 'admin@example.com');
  return page;
}

function newEmail(label: string): string {
  const email = `inbox-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.in`;
  made.push(email);
  return email;
}

/** The sidebar's unread badge as a number (no badge: 0). */
async function unreadBadge(page: Page): Promise<number> {
  const badge = page.getByTestId('unread-leads');
  return (await badge.count()) === 0 ? 0 : Number.parseInt((await badge.textContent()) ?? '0', 10);
}

const unreadInDatabase = () => sqlValue<number>("select count(*)::int from public.leads where read_at is null and status <> 'spam'");

async function eventually(check: () => Promise<boolean>, what: string, timeout = 15_000): Promise<void> {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

async function openDetails(page: Page, name: string): Promise<Locator> {
  await page.getByRole('button', { name: `View details for ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Lead Details' });
  await dialog.waitFor();
  return dialog;
}

describe('the Leads inbox', () => {
  it('shows a new contact live, and keeps its status, note and history after a reload', async () => {
    const inbox = await admin();
    await inbox.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: /^Leads/ }).click();
    await inbox.getByRole('heading', { level: 1, name: 'Leads' }).waitFor();
    const before = await unreadBadge(inbox);

    const name = `Journey ${Date.now()}`;
    const email = newEmail('contact');
    const page = await visitor('/contact');
    const form = page.getByRole('form', { name: 'Send Us a Message' });
    expect(await form.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy-policy');
    await form.getByLabel('Full Name').fill(name);
    await form.getByLabel('Email Address').fill(email);
    await form.getByLabel('Phone Number').fill('9840011122');
    await form.getByLabel('Message').fill('Hoardings on OMR for our launch, please.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Message Sent Successfully!').waitFor();

    // Live, without a reload: the notice, the badge and the row.
    await inbox.getByRole('status').filter({ hasText: `New lead: ${name} (Contact form)` }).waitFor();
    await eventually(async () => (await unreadBadge(inbox)) >= before + 1, 'the unread count to rise');
    const row = inbox.getByRole('row').filter({ hasText: name });
    await row.waitFor();
    expect(await row.textContent()).toContain('Unread');
    await screenshot(inbox, 'leads-inbox-new-lead');

    const dialog = await openDetails(inbox, name);
    await eventually(async () => (await sqlValue<string | null>('select read_at from public.leads where "email" = $1', [email])) !== null, 'the lead to be read');
    await eventually(async () => (await unreadBadge(inbox)) === (await unreadInDatabase()), 'the badge to follow the read lead');

    await dialog.getByLabel('Status').selectOption('contacted');
    await eventually(async () => (await sqlValue<string>('select status from public.leads where email = $1', [email])) === 'contacted', 'the status');
    await dialog.getByRole('textbox', { name: 'Note' }).fill('Called her; sending OMR rates tomorrow.');
    await dialog.getByRole('button', { name: 'Add Note' }).click();
    await dialog.getByText('Called her; sending OMR rates tomorrow.').waitFor();

    await inbox.reload();
    const again = await openDetails(inbox, name);
    expect(await again.getByLabel('Status').inputValue()).toBe('contacted');
    const history = again.getByRole('region', { name: 'History' });
    await history.getByText('Status: New → Contacted').waitFor();
    await history.getByText('Called her; sending OMR rates tomorrow.').waitFor();
    expect(await history.textContent()).toContain('Arjun Raghunathan');
    await screenshot(inbox, 'leads-inbox-worked-lead');
  });

  it("e-mails the agency about a festival booking, kept in the outbox, and shows it in the inbox", async () => {
    const email = newEmail('festival');
    const page = await visitor('/festivaloffer2025');
    const form = page.getByRole('form', { name: 'Festival booking' });
    // The booking form hydrates apart, when its own code arrives (a lazy island, decision 061).
    await waitForHydration(page, 'form[aria-label="Festival booking"] button[type="submit"]');
    await form.getByLabel('Full Name').fill('Ravi Kumar');
    await form.getByLabel('Business Name').fill('Ravi Silks');
    await form.getByLabel('Phone Number').fill('+91 98400 55566');
    await form.getByLabel('Email Address').fill(email);
    await form.getByRole('button', { name: 'Submit Booking' }).click();
    await page.getByText('Booking Submitted Successfully!').waitFor();

    const id = await sqlValue<string>('select id from public.festival_bookings where email = $1', [email]);
    await eventually(async () => (await sqlValue<string>('select notify_status from public.leads where id = $1', [id])) === 'not_configured', 'the notification');
    const outbox = join(runDir(), 'outbox');
    const kept = (existsSync(outbox) ? readdirSync(outbox) : [])
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(readFileSync(join(outbox, file), 'utf8')) as { email: { to: string; subject: string; replyTo: string }; lead: { id: string } })
      .filter((message) => message.lead?.id === id);
    expect(kept).toHaveLength(1);
    expect(kept[0]?.email).toMatchObject({ to: site.email, replyTo: email, subject: 'New festival offer booking: Ravi Kumar' });

    const inbox = await admin();
    await inbox.goto(`/admin/leads?kind=festival_booking&q=${encodeURIComponent(email)}`);
    const row = inbox.getByRole('row').filter({ hasText: email });
    await row.waitFor();
    expect(await row.textContent()).toContain('Not sent: no e-mail provider configured');
  });
});
