import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { visitorTabs } from '../support/visitor-page';
import { closeContexts, newPage, signInAsDemo, viewports, type Viewport } from '../support/browser';
import { sendInChat } from '../support/chat';
import { serviceClient } from '../support/clients';

/**
 * WhatsApp click-to-chat where Chennai expects it (the contact page, the footer, a service's sidebar, the chat)
 * and the chat's 'Request a call back', which reaches the Leads inbox with the phone to call
 * (docs/product.md §2, Chat widget; §10, Visitor and staff fixes).
 */

const widths: [string, Viewport][] = [
  ['phone', viewports.mobile],
  ['laptop', viewports.laptop],
];
const WHATSAPP = `https://wa.me/91${site.whatsapp}?text=`;
const stamp = Date.now().toString(36);

const pages: Page[] = [];

/** Public pages in one tab per viewport, as a returning visitor (decision 081). */
const open = visitorTabs();

afterEach(async () => {
  await Promise.all(pages.splice(0).map((page) => page.context().close()));
});
afterAll(closeContexts);

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

      await sendInChat(page, chat, 'Which advertising services do you offer?');
      await chat.getByText(/^We run outdoor/).waitFor();
      expect(await offer.count()).toBe(0); // only a reply that promises a follow-up offers it

      await sendInChat(page, chat, 'Good morning');
      await chat.getByText(/we will get back to you/).waitFor();
      expect(await whatsappGreeting(offer)).toContain('chat');

      await chat.getByLabel('Type your message').focus();
      await page.keyboard.press('Escape');
      await chat.waitFor({ state: 'hidden' });
    },
  );
});

describe("the chat's call-back request", () => {
  it('is offered for a rate question and stored as a lead that the admin finds with the phone to call and what was asked', async () => {
    const name = `Karthik Callback ${stamp}`;
    const question = 'What is the rate for a hoarding on OMR? Can someone call me back?';
    const page = await open('/festivaloffer2025', viewports.mobile);
    await page.getByRole('button', { name: 'Chat with us' }).click();
    const chat = page.getByRole('dialog', { name: 'Chat with us' });
    await sendInChat(page, chat, question);
    await chat.getByText(/^Our pricing depends on/).waitFor();
    await chat.getByRole('button', { name: 'Request a call back' }).click();
    const form = chat.getByRole('form', { name: 'Request a call back' });
    await form.getByLabel(/Full Name/).fill(name);
    await form.getByLabel(/Phone Number/).fill('9840012345');
    await form.getByRole('button', { name: 'Call me back' }).click();
    await chat.getByText(`Thank you, ${name}. We will call you on +91 98400 12345 within one business day.`).waitFor();

    const { data: lead } = await serviceClient().from('leads').select('kind, status, phone, email, summary, details->>conversation').eq('name', name).single().throwOnError();
    expect(lead).toEqual({
      kind: 'callback',
      status: 'new',
      phone: '9840012345',
      email: null,
      summary: 'Call back, asked on /festivaloffer2025',
      conversation: question,
    });

    const admin = await newPage(viewports.laptop);
    pages.push(admin);
    await signInAsDemo(admin, 'admin@example.com', '/admin/leads');
    await admin.getByRole('searchbox', { name: 'Search leads' }).fill(stamp);
    await admin.getByRole('button', { name: `View details for ${name}` }).click();
    const details = admin.getByRole('dialog', { name: 'Lead Details' });
    await details.getByText('Call-back request').first().waitFor();
    await details.getByText('What they wrote in the chat').waitFor();
    await details.getByText(question).waitFor();
    expect(await details.getByRole('link', { name: '+91 9840012345' }).getAttribute('href')).toBe('tel:+919840012345');
    await serviceClient().from('callback_requests').delete().eq('name', name);
  });
});
