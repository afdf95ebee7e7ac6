import type { ContactMessage } from '../_shared/contact.ts';

export type ContactEmail = {
  from: string;
  to: string;
  /** The visitor: only ever a reply-to, never a recipient. */
  replyTo: string;
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
function oneLine(text: string): string {
  // deno-lint-ignore no-control-regex
  return text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
}

const ROWS: [keyof ContactMessage, string][] = [
  ['name', 'Name'],
  ['email', 'Email'],
  ['phone', 'Phone'],
  ['company', 'Company'],
  ['designation', 'Designation'],
  ['service', 'Service of interest'],
];

export function renderContactEmail(contact: ContactMessage, from: string, to: string): ContactEmail {
  const subject = oneLine(`New enquiry from ${contact.name}${contact.service ? ` (${contact.service})` : ''}`);
  const lines = ROWS.map(([key, label]) => `${label}: ${contact[key] || '-'}`);
  const text = `${lines.join('\n')}\n\nMessage:\n${contact.message}\n`;
  const cells = ROWS.map(
    ([key, label]) =>
      `<tr><th align="left" style="padding:4px 12px 4px 0">${label}</th><td>${escapeHtml(contact[key] || '-')}</td></tr>`,
  );
  const html = [
    '<!doctype html>',
    `<html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:sans-serif">',
    '<h1 style="font-size:18px">New enquiry from the website contact form</h1>',
    `<table>${cells.join('')}</table>`,
    '<h2 style="font-size:16px">Message</h2>',
    `<p style="white-space:pre-wrap">${escapeHtml(contact.message)}</p>`,
    '</body></html>',
  ].join('\n');
  return { from, to, replyTo: contact.email, subject, text, html };
}
