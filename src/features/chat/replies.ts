import { displayPhone, site } from '@/config/site';

export type ChatMessage = { id: number; text: string; sender: 'user' | 'bot'; timestamp: Date };

/** docs/product.md §9: the bot answers 1 s after each message. */
export const REPLY_DELAY_MS = 1000;

export const GREETING = `Hello! Welcome to ${site.name}. Ask us about our advertising services, pricing or how to reach our team.`;

export const REPLIES = {
  pricing:
    'Our pricing depends on the media, locations and campaign duration. Share your requirements on our contact page and we will send you a tailored quote, usually within one business day.',
  contact: `You can call us on ${displayPhone(site.phone)} or e-mail ${site.email}. Our office is open Mon-Fri 9:00 AM-6:00 PM and Sat 10:00 AM-2:00 PM.`,
  services:
    'We run outdoor (billboards, unipoles), mobile (van, lookwalker, tricycle), transport (bus, train, airport), ambient (mall, cinema) and BTL advertising (event activations, sampling, store launches) in Chennai and 50+ cities.',
  generic: 'Thank you for your message! Our team has noted it and we will get back to you shortly.',
} as const;

/** Keyword groups in order of precedence (docs/product.md §2 "Chat widget"); matching ignores case. */
const keywordGroups: [keywords: RegExp, reply: string][] = [
  [/price|cost|quote/i, REPLIES.pricing],
  [/contact|call|speak/i, REPLIES.contact],
  [/service|advertising/i, REPLIES.services],
];

/**
 * Replies that promise the team will get back (a note taken, a quote to send); after them the chat offers
 * a call back and WhatsApp.
 */
export function promisesFollowUp(reply: string): boolean {
  return reply === REPLIES.generic || reply === REPLIES.pricing;
}

/** The canned answer to a visitor's message. */
export function botReply(message: string): string {
  return keywordGroups.find(([keywords]) => keywords.test(message))?.[1] ?? REPLIES.generic;
}
