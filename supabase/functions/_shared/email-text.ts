/** An e-mail as the functions write it, and what makes its text safe: free of Deno, so tests can render it. */

/** An e-mail before its sender is known: the functions render this, and deliver() adds the configured sender. */
export type Message = {
  to: string;
  /** Copies, to the agency's own people only (a proposal's sales people: decision 092). */
  cc?: string[];
  /** Only ever a reply-to, never a recipient. */
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
};

export type Email = Message & { from: string };

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '8 Mar 2027', as the documents and the database's sentences write a day. */
export const dayName = (iso: string) => `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;

/** '₹1,18,000.00': an amount in paise as rupees and paise, in the Indian grouping. */
export const rupees = (paise: number) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(paise / 100);

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);
}

/** Header-safe: no line breaks or other control characters in a subject line. */
export function oneLine(text: string): string {
  // deno-lint-ignore no-control-regex
  return text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
}

/**
 * A short letter to a client carrying one link (a proof report, an invoice): the greeting, a paragraph, the link, a
 * closing paragraph and the agency's name; in the text, the link as 'Open <what>: <url>'.
 */
export function linkLetter(letter: { to: string; subject: string; greeting: string; opening: string; link: { url: string; label: string; what: string }; closing: string }): Message {
  const subject = oneLine(letter.subject).slice(0, 200);
  const lines = [letter.opening, `Open ${letter.link.what}: ${letter.link.url}`, letter.closing];
  const text = [letter.greeting, '', ...lines.flatMap((line) => [line, '']), 'Chennai Outdoor Media'].join('\n');
  const html = [
    '<!doctype html>',
    `<html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:sans-serif">',
    `<p>${escapeHtml(letter.greeting)}</p>`,
    `<p>${escapeHtml(letter.opening)}</p>`,
    `<p><a href="${escapeHtml(letter.link.url)}">${escapeHtml(letter.link.label)}</a></p>`,
    `<p>${escapeHtml(letter.closing)}</p>`,
    '<p>Chennai Outdoor Media</p>',
    '</body></html>',
  ].join('\n');
  return { to: letter.to, subject, text, html };
}

/**
 * What real sending needs, or what is missing: a Resend key and CONTACT_FROM_EMAIL on the agency's own
 * verified domain. Resend's shared test sender (@resend.dev) is refused: it delivers only to the Resend
 * account's owner, so the agency's mail would vanish while the inbox said "Sent" (docs/decisions/047-one-set-of-facts.md).
 */
export function mailSetup(env: (name: string) => string | undefined): { apiKey: string; from: string } | { missing: string } {
  const apiKey = env('RESEND_API_KEY');
  const from = env('CONTACT_FROM_EMAIL')?.trim();
  if (!apiKey) return { missing: 'RESEND_API_KEY is not set' };
  if (!from) return { missing: "CONTACT_FROM_EMAIL is not set: it must be an address on the agency's own domain, verified with Resend" };
  if (/@resend\.dev>?$/i.test(from)) return { missing: "CONTACT_FROM_EMAIL is Resend's test sender: use an address on the agency's own verified domain" };
  return { apiKey, from };
}
