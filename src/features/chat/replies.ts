import { displayPhone, openingHours, site } from '@/config/site';

export type ChatMessage = { id: number; text: string; sender: 'user' | 'bot'; timestamp: Date };

/** docs/product.md §9: the bot answers 1 s after each message. */
export const REPLY_DELAY_MS = 1000;

export const GREETING = `Hello! Welcome to ${site.name}. Ask us about our advertising services, pricing or how to reach our team.`;

export const REPLIES = {
  pricing: `Our pricing depends on the media, locations and campaign duration. Share your requirements on our contact page and we will send you a tailored quote, usually within ${site.replyTime}.`,
  availability:
    'Every site on our Sites page shows the dates it is free, and you can filter by the dates you need. Leave your number and we will call you back with what is free.',
  callback: `Of course. Leave your name and number below and we will call you back, or call us now on ${displayPhone(site.phone)}.`,
  contact: `You can call us on ${displayPhone(site.phone)} or e-mail ${site.email}. Our office is open ${openingHours}.`,
  services:
    'We run outdoor (billboards, unipoles), mobile (van, lookwalker, tricycle), transport (bus, train, airport), ambient (mall, cinema) and BTL advertising (event activations, sampling, store launches) in Chennai and 50+ cities.',
  // This chat stores nothing by itself, so it never claims a message was noted: it offers what reaches the team.
  generic:
    'Thank you for your message! Leave your number below for a call back, or write to us on WhatsApp, and we will get back to you.',
} as const;

/**
 * Keyword groups in order of precedence (docs/product.md §2 "Chat widget"); matching ignores case. Rates and
 * prices come first ("What is the rate on OMR? Can someone call me back?" is a pricing question), then a call
 * back asked for, dates and availability, then the SPEC's contact and services groups.
 */
const keywordGroups: [keywords: RegExp, reply: string][] = [
  // Whole words for the added ones: "rate" is inside "corporate", "date" inside "update", "book" inside "Facebook".
  [/price|cost|quote|\b(pricing|rates?|tariffs?|charges?|budget)\b/i, REPLIES.pricing],
  [/\bcall ?(me |us )?back\b|\bring me\b/i, REPLIES.callback],
  [/availab|\bfree (on|from|in|between|for)\b|\b(book|booking|dates?)\b/i, REPLIES.availability],
  [/contact|call|speak/i, REPLIES.contact],
  [/service|advertising/i, REPLIES.services],
];

/**
 * Replies after which someone should get back to the visitor (a quote to send, a call asked for, dates to check,
 * anything the chat cannot answer): the chat then offers a call back and WhatsApp.
 */
export function promisesFollowUp(reply: string): boolean {
  return ([REPLIES.generic, REPLIES.pricing, REPLIES.callback, REPLIES.availability] as string[]).includes(reply);
}

/** The canned answer to a visitor's message. */
export function botReply(message: string): string {
  return keywordGroups.find(([keywords]) => keywords.test(message))?.[1] ?? REPLIES.generic;
}
