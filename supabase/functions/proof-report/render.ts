import { linkLetter, type Message } from '../_shared/email-text.ts';

/** The campaign as the caller reads it, with its contact (docs/decisions/057). */
export type ReportCampaign = { reference: string; title: string; contact: { name: string; email: string | null } | null; customer: { name: string } | null };

/**
 * The e-mail that tells a client their ads are up: the campaign and the report's link. Every value comes from the
 * database; the link is the one just made, which the client opens without signing in.
 */
export function renderProofReportEmail(campaign: ReportCampaign, url: string): Message {
  return linkLetter({
    to: campaign.contact?.email ?? '',
    subject: `Your ads are up: proof report for ${campaign.reference}, ${campaign.title}`,
    greeting: campaign.contact?.name ? `Dear ${campaign.contact.name},` : 'Hello,',
    opening: `The ads of your campaign ${campaign.reference} (${campaign.title}) are mounted. The proof report shows each site with its photos, the time our server received each one and how far from the site it was taken.`,
    link: { url, label: 'Open the proof report', what: 'the report' },
    closing: 'It prints on A4 for your records. The link is yours alone: please do not forward it.',
  });
}
