import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { VISITED_STORAGE_KEY } from '@/features/newsletter/visits';
import { closeBrowser, newPage, signInAsDemo, viewports, waitForHydration, type Viewport, visitHydrated } from '../support/browser';
import { serviceClient } from '../support/clients';

/**
 * Issue 18, the visitor side: success messages in view and focused, nothing under the floating buttons,
 * the OTP box focused, WhatsApp where Chennai expects it, the chat's Escape, and lead rows at 390 px.
 * On a phone (390 px) and the laptop the issue was walked on (1366 px).
 */

const laptop: Viewport = { width: 1366, height: 768 };
const widths: [string, Viewport][] = [
  ['phone', viewports.mobile],
  ['laptop', laptop],
];
const WHATSAPP = `https://wa.me/91${site.whatsapp}?text=`;
const stamp = Date.now().toString(36);

const pages: Page[] = [];

async function open(path: string, viewport: Viewport): Promise<Page> {
  const page = await newPage(viewport);
  pages.push(page);
  // A returning visitor: the newsletter popup (20 s after load) stays away and cannot take focus.
  await page.addInitScript(([key, now]) => localStorage.setItem(key, now), [VISITED_STORAGE_KEY, String(Date.now())] as const);
  await visitHydrated(page, path);
  return page;
}

afterEach(async () => {
  await Promise.all(pages.splice(0).map((page) => page.context().close()));
});
afterAll(closeBrowser);

/** Waits until the focused element contains `text` and lies wholly inside the viewport. */
async function expectFocusedInView(page: Page, text: string): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate((wanted) => {
          const focused = document.activeElement;
          if (!focused || !focused.textContent?.includes(wanted)) return 'focus elsewhere';
          const box = focused.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= window.innerHeight ? 'in view' : `out of view (${Math.round(box.top)})`;
        }, text),
      { timeout: 15_000 },
    )
    .toBe('in view');
}

async function fillContactForm(form: Locator, email: string): Promise<void> {
  await form.getByLabel('Full Name').fill('Lakshmi Narayanan');
  await form.getByLabel('Email Address').fill(email);
  await form.getByLabel('Phone Number').fill('9840011122');
  await form.getByLabel('Message').fill('Ten hoardings on OMR for our store opening.');
}

describe.each(widths)('success messages are in view and focused (%s)', (name, viewport) => {
  it.each(['/contact', '/about'])('after sending the contact form on %s', async (path) => {
    const page = await open(path, viewport);
    // On /about the form is a lazy island: it hydrates when its own code arrives.
    await waitForHydration(page, 'form[aria-label="Send Us a Message"] button[type="submit"]');
    const form = page.getByRole('form', { name: 'Send Us a Message' });
    await fillContactForm(form, `visitor-${stamp}-${name}@example.in`);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expectFocusedInView(page, 'Message Sent Successfully!');
  });

  it('after booking a festival package', async () => {
    const page = await open('/festivaloffer2025', viewport);
    await page.getByRole('button', { name: 'Book This Package: Festival Dominator' }).click();
    const form = page.getByRole('form', { name: 'Festival booking' });
    await form.getByLabel('Full Name').fill('Ravi Kumar');
    await form.getByLabel('Business Name').fill('Ravi Silks');
    await form.getByLabel('Phone Number').fill('9840055566');
    await form.getByLabel('Email Address').fill(`booking-${stamp}-${name}@example.in`);
    await form.getByRole('button', { name: 'Submit Booking' }).click();
    await expectFocusedInView(page, 'Booking Submitted Successfully!');
  });

  it('after subscribing to the newsletter on the blog', async () => {
    const page = await open('/blog', viewport);
    // The newsletter band is a lazy island too.
    await waitForHydration(page, 'input[placeholder="Enter your email"]');
    await page.getByPlaceholder('Enter your email').fill(`news-${stamp}-${name}@example.in`);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expectFocusedInView(page, 'Thank you for subscribing!');
  });

  it('after the download details: focus in the OTP box and the step announced', async () => {
    const page = await open('/services/btl/store-launch', viewport);
    await page.getByRole('button', { name: 'Download Store Launch Checklist' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Full Name').fill('Anitha Rao');
    await dialog.getByLabel('Company Name').fill('Kaapi Co.');
    await dialog.getByLabel('Designation').fill('Retail Head');
    await dialog.getByLabel('Mobile Number').fill('9876543210');
    await dialog.getByLabel('Email Address').fill(`download-${stamp}-${name}@example.in`);
    await dialog.getByRole('button', { name: 'Send OTP' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('one-time-code');
    expect(await dialog.getByRole('status').textContent()).toBe('OTP sent to your mobile number ending in 3210. Enter it below.');
    await page.keyboard.type('123456');
    expect(await dialog.getByLabel('Enter OTP').inputValue()).toBe('123456');
  });
});

/** The floating call and chat buttons, once the deferred chat widget has arrived. */
async function waitForFloatingButtons(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Chat with us' }).waitFor();
  await page.getByRole('link', { name: /^Call us at/ }).waitFor();
}

/**
 * Scrolls each visible control or paragraph inside `scopeSelector` into view (centred where the page
 * allows, so the page's last lines end up at its bottom) and returns those that are not themselves at
 * their centre or at either end of their first line, i.e. partly covered.
 */
function coveredControls(page: Page, scopeSelector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const scopes = [...document.querySelectorAll(selector)];
    if (scopes.length === 0) throw new Error(`nothing matches ${selector}`);
    const targets = scopes.flatMap((scope) => [...scope.querySelectorAll<HTMLElement>('a, button, input, select, textarea, p')]);
    const covered: string[] = [];
    for (const target of targets) {
      if (target.getClientRects().length === 0) continue; // not rendered (a collapsed part)
      target.scrollIntoView({ block: 'center', behavior: 'instant' });
      const [box] = target.getClientRects(); // a link wrapping over lines: its first line
      const middle = box.top + box.height / 2;
      const points = [box.left + 3, box.left + box.width / 2, box.right - 3].map((x) => document.elementFromPoint(x, middle));
      const hit = points.find((element) => !element || !target.contains(element));
      if (hit !== undefined) covered.push(`${target.textContent?.trim() || target.getAttribute('aria-label')} under ${hit?.outerHTML.slice(0, 80)}`);
    }
    return covered;
  }, scopeSelector);
}

describe.each(widths)('nothing clickable or readable under the floating buttons (%s)', (_, viewport) => {
  it.each([
    ['the footer', '/', 'footer'],
    ['the gallery grid', '/gallery', 'main ul:has(button[aria-label^="View "])'],
    ['the festival packages', '/festivaloffer2025', 'section:has(button[aria-label^="Book This Package"])'],
  ])('%s', async (_label, path, scope) => {
    const page = await open(path, viewport);
    await waitForFloatingButtons(page);
    expect(await coveredControls(page, scope)).toEqual([]);
  });

  it.runIf(viewport.width < 1024)('the open mobile menu', async () => {
    const page = await open('/', viewport);
    await waitForFloatingButtons(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('button', { name: 'Services' }).click();
    // They step aside rather than sit over the menu's lower links.
    expect(await page.getByRole('button', { name: 'Chat with us' }).isVisible()).toBe(false);
    expect(await page.getByRole('link', { name: /^Call us at/ }).isVisible()).toBe(false);
    expect(await coveredControls(page, 'nav[aria-label="Mobile"]')).toEqual([]);
    await page.getByRole('button', { name: 'Close menu' }).click();
    await page.getByRole('button', { name: 'Chat with us' }).waitFor();
  });
});

/** The greeting a WhatsApp link opens with. */
async function whatsappGreeting(link: Locator): Promise<string> {
  const href = (await link.getAttribute('href')) ?? '';
  expect(href.startsWith(WHATSAPP)).toBe(true);
  expect(await link.getAttribute('target')).toBe('_blank');
  return new URL(href).searchParams.get('text') ?? '';
}

describe('WhatsApp click-to-chat', () => {
  it('is on /contact, in the footer (beside a map link for the address) and in the service sidebar', async () => {
    const page = await open('/contact', viewports.mobile);
    const main = page.getByRole('main');
    expect(await whatsappGreeting(main.getByRole('link', { name: 'Chat on WhatsApp' }))).toContain('Contact page');

    const footer = page.getByRole('contentinfo');
    expect(await whatsappGreeting(footer.getByRole('link', { name: 'Chat on WhatsApp' }))).toContain('/contact');
    const map = footer.getByRole('link', { name: /Anna Salai/ });
    expect(await map.getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);

    await page.goto('/services/btl/store-launch');
    const sidebar = page.getByRole('complementary').filter({ hasText: 'Get a Quote' });
    expect(await whatsappGreeting(sidebar.getByRole('link', { name: 'Chat on WhatsApp' }))).toContain('Store Launch');
  });

  it.each(widths)(
    'is in the chat, offered after a "we will get back" reply, and Escape closes the chat from its text box (%s)',
    async (_, viewport) => {
      const page = await open('/', viewport);
      await page.getByRole('button', { name: 'Chat with us' }).click();
      const chat = page.getByRole('dialog', { name: 'Chat with us' });
      expect(await whatsappGreeting(chat.getByRole('link', { name: 'Chat on WhatsApp' }))).toContain('chat');
      const offer = chat.getByRole('link', {
        name: 'Or message us on WhatsApp now',
      });
      expect(await offer.count()).toBe(0);

      const box = chat.getByLabel('Type your message');
      await box.fill('Which advertising services do you offer?');
      await page.keyboard.press('Enter');
      await chat.getByText(/^We run outdoor/).waitFor();
      expect(await offer.count()).toBe(0); // only a reply that promises a follow-up offers it

      await box.fill('Good morning');
      await page.keyboard.press('Enter');
      await chat.getByText(/we will get back to you/).waitFor();
      expect(await whatsappGreeting(offer)).toContain('chat');

      await box.focus();
      await page.keyboard.press('Escape');
      await chat.waitFor({ state: 'hidden' });
    },
  );
});

describe("the chat's call-back request", () => {
  it('is stored as a lead that the admin finds in the Leads inbox with the phone to call', async () => {
    const name = `Karthik Callback ${stamp}`;
    const page = await open('/festivaloffer2025', viewports.mobile);
    await page.getByRole('button', { name: 'Chat with us' }).click();
    const chat = page.getByRole('dialog', { name: 'Chat with us' });
    await chat.getByLabel('Type your message').fill('Do you have hoardings near Kathipara?');
    await page.keyboard.press('Enter');
    await chat.getByRole('button', { name: 'Request a call back' }).click();
    const form = chat.getByRole('form', { name: 'Request a call back' });
    await form.getByLabel(/Full Name/).fill(name);
    await form.getByLabel(/Phone Number/).fill('9840012345');
    // A person takes a few seconds; a form sent faster is stored as spam (decision 025).
    await page.waitForTimeout(3200);
    await form.getByRole('button', { name: 'Call me back' }).click();
    await chat.getByText(`Thank you, ${name}. We will call you on +91 98400 12345 within one business day.`).waitFor();

    const { data: lead } = await serviceClient().from('leads').select('kind, status, phone, email, summary').eq('name', name).single().throwOnError();
    expect(lead).toEqual({ kind: 'callback', status: 'new', phone: '9840012345', email: null, summary: 'Call back, asked on /festivaloffer2025' });

    const admin = await newPage(laptop);
    pages.push(admin);
    await signInAsDemo(admin, 'admin@example.com');
    await admin.goto('/admin/leads');
    await admin.getByRole('searchbox', { name: 'Search leads' }).fill(stamp);
    await admin.getByRole('button', { name: `View details for ${name}` }).click();
    const details = admin.getByRole('dialog', { name: 'Lead Details' });
    await details.getByText('Call-back request').first().waitFor();
    expect(await details.getByRole('link', { name: '+91 9840012345' }).getAttribute('href')).toBe('tel:+919840012345');
    await serviceClient().from('callback_requests').delete().eq('name', name);
  });
});

describe('lead rows at 390 px', () => {
  it('keep View and Delete on screen when a name is one long word', async () => {
    const name = `=HYPERLINK("http://evil.example/${stamp}/aaaaaaaaaaaaaaaaaaaaaaaaaaaa","Click")`;
    const { data, error } = await serviceClient()
      .from('Contacts')
      .insert({
        'Full name': name,
        'Email Address': `long-${stamp}@example.com`,
        'Phone Number': 9876500011,
        message: 'Call me.',
      })
      .select('id')
      .single();
    if (error) throw error;
    try {
      const page = await newPage(viewports.mobile);
      pages.push(page);
      await signInAsDemo(page, 'admin@example.com');
      await page.goto('/admin/contacts');
      await page.getByRole('searchbox', { name: 'Search contact submissions' }).fill(stamp);
      for (const label of [`View details for ${name}`, `Delete ${name}`]) {
        const box = await page.getByRole('button', { name: label }).boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= viewports.mobile.width, label).toBe(true);
      }
    } finally {
      await serviceClient().from('Contacts').delete().eq('id', data.id);
    }
  });
});
