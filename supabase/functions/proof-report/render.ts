import { escapeHtml, oneLine, type Message } from '../_shared/email-text.ts';

/** The campaign as the caller reads it, with its contact (docs/decisions/057). */
export type ReportCampaign = { reference: string; title: string; contact: { name: string; email: string | null } | null; customer: { name: string } | null };

/**
 * The e-mail that tells a client their ads are up: the campaign and the report's link. Every value comes from the
 * database; the link is the one just made, which the client opens without signing in.
 */
export function renderProofReportEmail(campaign: ReportCampaign, url: string): Message {
  const subject = oneLine(`Your ads are up: proof report for ${campaign.reference}, ${campaign.title}`).slice(0, 200);
  const greeting = campaign.contact?.name ? `Dear ${campaign.contact.name},` : 'Hello,';
  const lines = [
    `The ads of your campaign ${campaign.reference} (${campaign.title}) are mounted. The proof report shows each site with its photos, the time our server received each one and how far from the site it was taken.`,
    `Open the report: ${url}`,
    'It prints on A4 for your records. The link is yours alone: please do not forward it.',
  ];
  const text = [greeting, '', ...lines.flatMap((line) => [line, '']), 'Chennai Outdoor Media'].join('\n');
  const html = [
    '<!doctype html>',
    `<html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:sans-serif">',
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(lines[0] as string)}</p>`,
    `<p><a href="${escapeHtml(url)}">Open the proof report</a></p>`,
    `<p>${escapeHtml(lines[2] as string)}</p>`,
    '<p>Chennai Outdoor Media</p>',
    '</body></html>',
  ].join('\n');
  return { to: campaign.contact?.email ?? '', subject, text, html };
}
