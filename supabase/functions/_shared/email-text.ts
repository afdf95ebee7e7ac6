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

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);
}

/** Header-safe: no line breaks or other control characters in a subject line. */
export function oneLine(text: string): string {
  // deno-lint-ignore no-control-regex
  return text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
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
