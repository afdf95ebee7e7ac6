import { escapeHtml, oneLine, type Message } from '../_shared/email-text.ts';

/** A notice as claim_staff_notices() returns it (supabase/schemas/10_staff-notices.sql). */
export type ClaimedNotice = { id: string; email: string; full_name: string | null; body: string; link: string | null; created_at: string };

/**
 * The e-mail of one notice to its recipient, a member of staff: the notice's own sentence, and a link into the
 * back office on the site's origin. Every value comes from the database, nothing from the caller.
 */
export function renderNoticeEmail(notice: ClaimedNotice, siteUrl: string): Message {
  const subject = oneLine(notice.body).slice(0, 200);
  const url = notice.link ? new URL(notice.link, siteUrl).toString() : null;
  const greeting = notice.full_name ? `Hello ${notice.full_name},` : 'Hello,';
  const text = [greeting, '', notice.body, ...(url ? ['', `Open it: ${url}`] : []), '', 'Chennai Outdoor Media back office'].join('\n');
  const html = [
    '<!doctype html>',
    `<html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:sans-serif">',
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(notice.body)}</p>`,
    ...(url ? [`<p><a href="${escapeHtml(url)}">Open it in the back office</a></p>`] : []),
    '</body></html>',
  ].join('\n');
  return { to: notice.email, subject, text, html };
}
