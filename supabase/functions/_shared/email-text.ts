/** An e-mail as the functions write it, and what makes its text safe: free of Deno, so tests can render it. */

export type Email = {
  from: string;
  to: string;
  /** Only ever a reply-to, never a recipient. */
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
};

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
