import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { closeContexts, newPage, viewports } from '../support/browser';
import { sql } from '../support/db';
import { axeViolations as violationsOf } from '../support/page-audit';
import { authMailsTo, latestAuthMail } from '../support/outbox';
import { testUser } from '../support/users';
import { fetchFrom, visitorAddress } from '../support/visitors';
import { anonKey, siteUrl } from '../support/stack';

/**
 * Staff management's journeys in Chromium (decisions 022 and 023): an admin invites, re-roles and removes a staff member whose own
 * browser follows every step; forgot password end to end, with the unknown-address, used-link and
 * expired-link cases; and the login page's message after too many failed sign-ins.
 */

const RESET_SENT = 'If an account exists for that email address, we have sent it a link to set a new password.';
const LINK_EXPIRED = 'This link has expired or has already been used.';

const pages: Page[] = [];

/**
 * A page in a fresh context. Each context connects from its own client address, so failed sign-ins here
 * count against no other test's address.
 */
async function openPage(path: string): Promise<Page> {
  const page = await newPage(viewports.desktop);
  pages.push(page);
  await page.goto(path);
  return page;
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Resolves once the page's live profile subscription has joined (its join reply arrived on the socket). */
function profileSubscriptionJoined(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        const text = String(payload);
        if (text.includes('user-profile') && text.includes('phx_reply') && text.includes('"status":"ok"')) resolve();
      });
    });
  });
}

async function choosePassword(page: Page, password: string, submit: string): Promise<void> {
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: submit }).click();
}

/** The rule ids axe finds broken on the page as it is now (none expected). */
async function axeViolations(page: Page): Promise<string[]> {
  return (await violationsOf(page)).map((violation) => violation.id);
}

afterEach(async () => {
  await Promise.all(pages.splice(0).map((page) => page.context().close()));
});
afterAll(closeContexts);

describe('staff management', () => {
  it('invite, accept, sign in as editor, become reviewer live, lose access', async () => {
    const email = 'new.editor@example.com';
    onTestFinished(async () => {
      await sql('delete from auth.users where email = $1', [email]);
    });
    const admin = await testUser('admin', 'staff-admin');
    const adminPage = await openPage('/admin/login');
    await signIn(adminPage, admin.email, admin.password);
    await adminPage.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Staff' }).click();
    await adminPage.waitForURL('**/admin/staff');

    await adminPage.getByLabel('Email Address').fill(email);
    await adminPage.getByLabel('Role', { exact: true }).selectOption('editor');
    await adminPage.getByRole('button', { name: 'Send invitation' }).click();
    await adminPage.getByText(`Invitation sent to ${email}.`).waitFor();
    const row = adminPage.getByRole('row').filter({ hasText: email });
    await row.getByText('Invitation pending').waitFor();

    // The invitation link from the outbox: choose a password, arrive signed in with editor rights.
    const editorPage = await openPage(latestAuthMail(email, 'invite').link);
    const joined = profileSubscriptionJoined(editorPage);
    await editorPage.getByRole('heading', { name: 'Accept your invitation' }).waitFor();
    await choosePassword(editorPage, 'short', 'Set password and sign in');
    await editorPage.getByText('Password must be at least 8 characters').waitFor();
    await editorPage.getByLabel('New password').fill('editor-password-1');
    await editorPage.getByLabel('Confirm password').fill('editor-password-2');
    await editorPage.getByRole('button', { name: 'Set password and sign in' }).click();
    await editorPage.getByText('Passwords do not match').waitFor();
    await choosePassword(editorPage, 'editor-password-1', 'Set password and sign in');
    await editorPage.waitForURL((url) => url.pathname === '/admin');
    await editorPage.getByText('Logged in as EDITOR').waitFor();
    await joined;

    // The admin makes them a reviewer: the editor's open tab follows without a reload.
    await adminPage.reload();
    await row.getByText('Active').waitFor();
    await adminPage.getByLabel(`Role of ${email}`).selectOption('reviewer');
    await adminPage.getByRole('dialog', { name: /^Make .* reviewer\?$/ }).getByRole('button', { name: 'Make reviewer' }).click();
    await adminPage.getByText(`${email} is now reviewer.`).waitFor();
    await editorPage.getByText('Logged in as REVIEWER').waitFor({ timeout: 15_000 });

    // The admin removes access: the open tab is signed out, and signing in again is refused.
    await row.getByRole('button', { name: `Remove access for ${email}` }).click();
    await adminPage.getByRole('dialog').getByRole('button', { name: 'Remove access' }).click();
    await adminPage.getByText(`${email} can no longer sign in.`).waitFor();
    await expect.poll(() => row.count()).toBe(0);
    await editorPage.waitForURL((url) => url.pathname === '/admin/login', { timeout: 15_000 });
    await signIn(editorPage, email, 'editor-password-1');
    expect(await editorPage.getByRole('alert').textContent()).toBe('Login FailedYour access has been removed; ask an admin if you need it back.');
    // Nor does a reset link reach them: the page answers as for anyone, and nothing is sent.
    await editorPage.goto('/admin/forgot-password');
    await editorPage.getByLabel('Email').fill(email);
    await editorPage.getByRole('button', { name: 'Send reset link' }).click();
    await editorPage.getByText(RESET_SENT).waitFor();
    expect(authMailsTo(email, 'recovery')).toEqual([]);
  });

  it('shows the Staff link and screen to admins only', async () => {
    const editor = await testUser('editor', 'no-staff');
    const page = await openPage('/admin/login');
    await signIn(page, editor.email, editor.password);
    await page.getByText('Logged in as EDITOR').waitFor();

    expect(await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Staff' }).count()).toBe(0);
    await page.goto('/admin/staff');
    await page.getByText('Only admins can manage staff.').waitFor();
  });
});

describe('forgot password', () => {
  async function askForLink(page: Page, email: string): Promise<void> {
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: /Send (reset|a new) link/ }).click();
    await page.getByText(RESET_SENT).waitFor();
  }

  it('from the login page to a new password; the used link then says so', async () => {
    const user = await testUser('editor', 'forgot');
    const page = await openPage('/admin/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await askForLink(page, user.email);
    expect(await axeViolations(page)).toEqual([]);

    const link = latestAuthMail(user.email, 'recovery').link;
    const resetPage = await openPage(link);
    await resetPage.getByRole('heading', { name: 'Set a new password' }).waitFor();
    expect(await axeViolations(resetPage)).toEqual([]);
    await choosePassword(resetPage, 'brand-new-password', 'Save new password');
    await resetPage.waitForURL((url) => url.pathname === '/admin');
    await resetPage.getByText('Logged in as EDITOR').waitFor();

    const signInPage = await openPage('/admin/login');
    await signIn(signInPage, user.email, 'brand-new-password');
    await signInPage.waitForURL((url) => url.pathname === '/admin');

    const reused = await openPage(link);
    await reused.getByText(LINK_EXPIRED).waitFor();
  });

  it('answers an unknown address with the same sentence and sends nothing', async () => {
    const email = `nobody-${randomUUID().slice(0, 8)}@example.com`;
    const page = await openPage('/admin/forgot-password');
    await askForLink(page, email);
    expect(authMailsTo(email)).toEqual([]);
  });

  it('an expired link says so in one sentence and sends a new one', async () => {
    const user = await testUser('reviewer', 'expired');
    await askForLink(await openPage('/admin/forgot-password'), user.email);
    await sql("update auth.users set recovery_sent_at = now() - interval '25 hours' where id = $1", [user.id]);

    const page = await openPage(latestAuthMail(user.email, 'recovery').link);
    await page.getByText(LINK_EXPIRED).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await askForLink(page, user.email);

    expect(authMailsTo(user.email, 'recovery')).toHaveLength(2);
  });
});

it('after too many failed sign-ins the login page says to wait', async () => {
  const user = await testUser('editor', 'lockout');
  // The failures as a script would send them, from an address of their own.
  const script = fetchFrom(visitorAddress());
  for (let i = 0; i < 15; i++) {
    const res = await script(`${siteUrl()}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: anonKey(), 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: `wrong-${i}` }),
    });
    expect(res.status).toBe(400);
  }
  const page = await openPage('/admin/login');

  await signIn(page, user.email, user.password);

  await page
    .getByText('Too many failed sign-in attempts. Please wait 15 minutes, then try again or reset your password.')
    .waitFor();
  expect(page.url()).toContain('/admin/login');
}, 60_000);
