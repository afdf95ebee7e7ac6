import type { Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { contentTables, contentTypes } from '@/config/content-types';
import { closeContexts, newPage, realtimeChannelJoined, signInAsDemo, viewports, waitForHydration, waitForQuietNetwork, type Viewport } from '../support/browser';
import { DEMO_PASSWORD, serviceClient, signedInClient } from '../support/clients';
import { sql } from '../support/db';
import { siteUrl } from '../support/stack';
import { testUser } from '../support/users';

/** Browser journeys through sign-in, the access guard, the admin layout and the dashboard, per demo account. */

// Each registered content type's link (src/config/content-types.ts), then the media library.
const contentLinks = [...contentTables.map((table) => contentTypes[table].navLabel), 'Media'];
const leadLinks = ['Contact Submissions', 'Festival Bookings', 'Resource Downloads', 'Newsletter Subscribers'];
const readOnlyMessage = 'You have read-only access to the admin panel. Contact an administrator for additional permissions.';

const pages: Page[] = [];

async function openPage(path: string, viewport: Viewport = viewports.desktop): Promise<Page> {
  const page = await newPage(viewport);
  pages.push(page);
  await page.goto(path);
  return page;
}

async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Opens the login page, signs in through its form and waits for the admin area (or whatever the guard shows). */
async function signedInPage(email: string, viewport?: Viewport, password = DEMO_PASSWORD): Promise<Page> {
  const page = await openPage('/admin/login', viewport);
  await signIn(page, email, password);
  await page.waitForURL((url) => url.pathname === '/admin');
  return page;
}

/** A page already signed in (a stored session): for what a role sees, not for signing in (docs/testing.md). */
async function pageSignedInAs(email: string, viewport: Viewport = viewports.desktop, password = DEMO_PASSWORD): Promise<Page> {
  const page = await newPage(viewport);
  pages.push(page);
  await signInAsDemo(page, email, '/admin', password);
  return page;
}

async function navLinkNames(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await nav.getByRole('link', { name: 'Dashboard' }).waitFor();
  // A link's name without its tags: 'Edit Only' and the unread-leads badge.
  return (await nav.getByRole('link').allTextContents()).map((name) => name.replace('Edit Only', '').replace(/\d+ unread$/, '').trim());
}

function countCard(page: Page, label: string) {
  return page.getByRole('region', { name: label, exact: true });
}

/** The number a count card shows, once loaded. */
async function shownCount(page: Page, label: string): Promise<number> {
  const value = countCard(page, label).locator('p[aria-live]');
  await value.filter({ hasText: /^\d+$/ }).waitFor();
  return Number(await value.textContent());
}

afterEach(async () => {
  await Promise.all(pages.splice(0).map((page) => page.context().close()));
});
afterAll(closeContexts);

describe('admin sign-in and access', () => {
  it('shows an admin every link, the lead counts and the quick actions', async () => {
    const page = await pageSignedInAs('admin@example.com');
    await page.getByText('Logged in as ADMIN').waitFor();
    expect(await page.getByText('Full system access with all permissions').isVisible()).toBe(true);
    expect(await navLinkNames(page)).toEqual(['Dashboard', 'Sites', ...contentLinks, 'Campaigns', 'Customers', 'Mounting Jobs', 'Sales Settings', 'Invoices', 'Receivables', 'GST Returns', 'Leases', 'Site Costs', 'Margins', 'Leads', ...leadLinks, 'Staff', 'Activity']);
    expect(await page.getByText('Edit Only').count()).toBe(0);
    expect(await page.getByText(/^Welcome, /).textContent()).toMatch(/^Welcome, \S/);
    expect(await page.getByText('ADMIN', { exact: true }).isVisible()).toBe(true);

    for (const label of ['Blog Posts', 'Clients', 'Testimonials', 'Success Stories', 'Gallery Images', 'Offers', ...leadLinks]) {
      expect(await shownCount(page, label)).toBeGreaterThanOrEqual(0);
    }
    // Other test files add and delete contacts meanwhile; the live count catches up with the table.
    const countInTable = async () => (await serviceClient().from('Contacts').select('id', { count: 'exact', head: true })).count;
    await expect
      .poll(async () => (await shownCount(page, 'Contact Submissions')) === (await countInTable()), { timeout: 15_000 })
      .toBe(true);
    expect(await countCard(page, 'Contact Submissions').getByRole('link', { name: 'View Contacts' }).getAttribute('href')).toBe('/admin/contacts');
    expect(await page.getByRole('link', { name: 'Create Blog Post' }).getAttribute('href')).toBe('/admin/blog-posts/new');
    expect(await page.getByRole('link', { name: 'Upload Image' }).getAttribute('href')).toBe('/admin/gallery/new');
    expect(await page.getByText(readOnlyMessage).count()).toBe(0);
  });

  it("gives an editor 'Edit Only' content links in the phone menu, a count per content type and the quick actions", async () => {
    const page = await pageSignedInAs('editor@example.com', viewports.mobile);
    await page.getByText('Logged in as EDITOR').waitFor();
    const menu = page.getByRole('button', { name: 'Open menu' });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('navigation', { name: 'Admin' }).isVisible()).toBe(false);
    await menu.click();
    expect(await navLinkNames(page)).toEqual(['Dashboard', 'Sites', ...contentLinks]);
    expect(await page.getByText('Edit Only').count()).toBe(contentLinks.length);
    await page.keyboard.press('Escape');
    expect(await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('navigation', { name: 'Admin' }).isVisible()).toBe(false);

    expect(await shownCount(page, 'Clients')).toBeGreaterThan(0);
    expect(await countCard(page, 'Contact Submissions').count()).toBe(0);
    expect(await page.getByRole('region').filter({ has: page.locator('p[aria-live]') }).count()).toBe(contentTables.length);
    expect(await page.getByRole('link', { name: 'Add Client' }).isVisible()).toBe(true);
  });

  it("shows a reviewer no content links but the blog to review, 'View Only Access' and the read-only message", async () => {
    const page = await pageSignedInAs('reviewer@example.com');
    await page.getByText('Logged in as REVIEWER').waitFor();
    expect(await navLinkNames(page)).toEqual(['Dashboard', 'Sites', 'Review Blog Posts']);
    expect(await page.getByRole('region', { name: 'Your Permissions' }).textContent()).toContain('View Only Access');
    expect(await page.getByText(readOnlyMessage).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Create Blog Post' }).count()).toBe(0);
    expect(await shownCount(page, 'Gallery Images')).toBeGreaterThan(0);
    expect(await countCard(page, 'Contact Submissions').count()).toBe(0);
  });

  it("turns a member away with 'Access Denied', and 'Back to Login' signs them out", async () => {
    const page = await signedInPage('member@example.com');
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    expect(await page.getByText("You don't have permission to access the admin panel.").isVisible()).toBe(true);
    expect(await page.getByText('Required: Admin, Editor, or Reviewer').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Back to Login' }).click();
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/login');
  });

  it("tells an account without a profile 'Profile Not Found'", async () => {
    const page = await signedInPage('noprofile@example.com');
    await page.getByRole('heading', { name: 'Profile Not Found' }).waitFor();
    expect(await page.getByText("Your account exists but doesn't have admin access.").isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Back to Login' }).isVisible()).toBe(true);
  });

  it("shows the service's message under 'Login Failed' for a wrong password", async () => {
    const page = await openPage('/admin/login');
    await signIn(page, 'admin@example.com', 'not-the-password');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe('Login FailedInvalid login credentials');
    expect(new URL(page.url()).pathname).toBe('/admin/login');
  });

  it('keeps the session across a reload, and Sign Out ends it', async () => {
    const page = await signedInPage('editor@example.com');
    await page.getByText('Logged in as EDITOR').waitFor();
    await page.reload();
    await page.getByText('Logged in as EDITOR').waitFor();

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/login');
  });

  it('returns to the admin page first asked for after signing in', async () => {
    const page = await openPage('/admin/testimonials');
    await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
    await signIn(page, 'editor@example.com');
    await page.waitForURL((url) => url.pathname === '/admin/testimonials');
    await page.getByRole('navigation', { name: 'Admin' }).waitFor();
  });
});

describe('the sign-in page, a light page of its own (decision 056)', () => {
  /** The back office's chunks (its route table, guard and layout, screens) and the full Supabase client's. */
  const backOfficeScript = (path: string) => /\/(admin-routes|AdminShell|DashboardPage|supabase|sign-in)-[\w-]+\.js$/.test(path);

  it('is prerendered and noindex, and loads neither the back office nor its client until someone signs in', async () => {
    const markup = await (await fetch(`${siteUrl()}/admin/login`, { headers: { Accept: 'text/html' } })).text();
    expect(markup).toContain('<div id="root" data-prerendered="/admin/login"><');
    expect(markup).toContain('>Admin Login</h1>');
    expect(markup).toContain('<meta name="robots" content="noindex"');

    const page = await newPage(viewports.mobile);
    pages.push(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/admin/login');
    await waitForHydration(page);
    await waitForQuietNetwork(page);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter(backOfficeScript)).toEqual([]);

    await signIn(page, 'editor@example.com');
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByText('Logged in as EDITOR').waitFor();
    expect(scripts.filter(backOfficeScript).length).toBeGreaterThan(0);
  });

  it("keeps what was typed before its code arrived, with 'Sign In' disabled until then", async () => {
    const page = await newPage(viewports.mobile);
    pages.push(page);
    let release = () => {};
    const codeHeld = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await codeHeld;
      await route.continue();
    });
    await page.goto('/admin/login');
    await page.getByLabel('Email').fill('editor@example.com');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    expect(await page.getByRole('button', { name: 'Sign In' }).isDisabled()).toBe(true);
    release();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByText('Logged in as EDITOR').waitFor();
  });

  it('sends a visitor who is already signed in straight on', async () => {
    const page = await pageSignedInAs('reviewer@example.com');
    await page.getByText('Logged in as REVIEWER').waitFor();
    await page.goto('/admin/login');
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByText('Logged in as REVIEWER').waitFor();
  });
});

describe('live updates', () => {
  it('recounts the dashboard when another session adds a row', async () => {
    const page = await openPage('/admin/login');
    // A row added before the dashboard's live channel has joined would never reach it.
    const joined = realtimeChannelJoined(page, 'dashboard-counts');
    await signIn(page, 'admin@example.com', DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/admin');
    await joined;
    const before = await shownCount(page, 'Clients');
    const editor = await signedInClient('editor@example.com');
    const { data, error } = await editor
      .from('clients')
      .insert({ name: 'Live Count Test Client', logo: '/images/clients/placeholder.svg', industry: 'Retail' })
      .select('id')
      .single();
    expect(error).toBeNull();
    try {
      await expect.poll(() => shownCount(page, 'Clients'), { timeout: 15_000 }).toBeGreaterThan(before);
      const { count } = await serviceClient().from('clients').select('id', { count: 'exact', head: true });
      await expect.poll(() => shownCount(page, 'Clients'), { timeout: 15_000 }).toBe(count);
    } finally {
      await serviceClient().from('clients').delete().eq('id', data!.id);
    }
  });

  it("applies a role change made by an administrator to an open tab without reload", async () => {
    const user = await testUser('editor', 'role-change');
    const page = await pageSignedInAs(user.email, undefined, user.password);
    await page.getByText('Logged in as EDITOR').waitFor();

    // The page shows no sign of when its profile subscription has joined, so repeat the change until it arrives.
    await expect
      .poll(
        async () => {
          await sql("update public.user_profiles set role = 'reviewer' where id = $1", [user.id]);
          return page.getByText('Logged in as REVIEWER').isVisible();
        },
        { timeout: 15_000, interval: 1_000 },
      )
      .toBe(true);
    expect(await navLinkNames(page)).toEqual(['Dashboard', 'Sites', 'Review Blog Posts']);
    expect(await page.getByText('View Only Access').isVisible()).toBe(true);
  });
});
