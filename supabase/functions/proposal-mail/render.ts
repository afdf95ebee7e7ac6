import { escapeHtml, oneLine, type Message } from '../_shared/email-text.ts';

/** A campaign and the people its e-mails go to, as the function reads them (decision 092). */
export type MailCampaign = {
  reference: string;
  title: string;
  version: number;
  valid_until: string | null;
  po_number: string | null;
  po_date: string | null;
  contact: { name: string; email: string | null } | null;
  customer: { name: string } | null;
  owner: { full_name: string | null; job_title: string | null; email: string } | null;
};

/** What the client accepted, as proposal_view() answers for their link. */
export type AcceptedView = {
  reference: string;
  title: string;
  version: number;
  accepted: { name: string; designation: string; at: string } | null;
  customer: { name: string } | null;
  include_printing: boolean;
  include_mounting: boolean;
  terms: string | null;
  advance_paise: number;
  /** What the accepted proposal waits for before its bookings are confirmed (docs/decisions/114); null once confirmed. */
  waiting_for: { purchase_order: boolean; advance_paise: number; advance_received_paise: number } | null;
  rates: { gst_percent: number; printing_per_sqft: number; mounting_per_sqft: number };
  lines: Array<{ code: string; name: string; locality: string; starts_on: string; ends_on: string; monthly_rate: number; discount_percent: number; confirmed: boolean; held_until: string | null }>;
};

const AGENCY = 'Chennai Outdoor Media';

const rupees = (amount: number) => new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(amount);
const day = (iso: string) => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
/** The last India day of a hold ending at `iso` (an accepted line's hold ends at midnight after its last day). */
const lastDay = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(new Date(Date.parse(iso) - 1));
const moment = (iso: string) =>
  `${new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'Asia/Kolkata' }).format(new Date(iso))} IST`;

/** Paragraphs as plain text and as HTML, the link (if any) as the one anchor: every value escaped, none trusted. */
function message(to: string, cc: string[], subject: string, greeting: string, paragraphs: string[], link: { label: string; url: string } | null, signature: string[]): Message {
  const text = [greeting, '', ...paragraphs.flatMap((paragraph) => [paragraph, '']), ...(link ? [`${link.label}: ${link.url}`, ''] : []), ...signature].join('\n');
  const html = [
    '<!doctype html>',
    `<html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:sans-serif">',
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((paragraph) => `<p style="white-space:pre-line">${escapeHtml(paragraph)}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`] : []),
    `<p>${signature.map(escapeHtml).join('<br>')}</p>`,
    '</body></html>',
  ].join('\n');
  return { to, cc, subject: oneLine(subject).slice(0, 200), text, html };
}

function signatureOf(owner: MailCampaign['owner']): string[] {
  if (!owner) return [AGENCY];
  return [owner.full_name ?? owner.email, ...(owner.job_title ? [owner.job_title] : []), AGENCY, owner.email];
}

/** The proposal's link to the client's contact, sent or sent again; the sales people copied. */
export function renderProposalEmail(campaign: MailCampaign, url: string, cc: string[], again: boolean): Message {
  const greeting = campaign.contact?.name ? `Dear ${campaign.contact.name},` : 'Hello,';
  const version = campaign.version > 1 ? ` (version ${campaign.version})` : '';
  const paragraphs = [
    again
      ? `As asked, here again is the link to our proposal ${campaign.reference}${version}, ${campaign.title}. It is the same proposal: the sites stay held for you as before.`
      : `Please find our proposal ${campaign.reference}${version}, ${campaign.title}${campaign.customer ? `, for ${campaign.customer.name}` : ''}: the sites, their dates and prices, and our terms.`,
    `${campaign.valid_until ? `It is valid until ${day(campaign.valid_until)}. ` : ''}You can accept it, or ask us for changes, on the page itself; it prints on A4 for your records. The link is yours alone: please do not forward it.`,
  ];
  return message(campaign.contact?.email ?? '', cc, `Proposal ${campaign.reference}${version}: ${campaign.title}`, greeting, paragraphs, { label: 'Open the proposal', url }, signatureOf(campaign.owner));
}

/** The client's copy of what they accepted: each site with its dates and price, printing and mounting, the terms, who accepted and when. */
export function renderAcceptanceCopy(view: AcceptedView, campaign: MailCampaign, url: string, cc: string[]): Message {
  const greeting = campaign.contact?.name ? `Dear ${campaign.contact.name},` : 'Hello,';
  const accepted = view.accepted ? `Accepted by ${view.accepted.name}, ${view.accepted.designation}, on ${moment(view.accepted.at)}.` : 'Accepted.';
  const sites = view.lines.map((line) => {
    const discount = line.discount_percent > 0 ? `, less ${line.discount_percent}%` : '';
    const state = line.confirmed
      ? 'booked for you'
      : line.held_until
        ? `held for you until ${lastDay(line.held_until)}`
        : 'not held: another booking took these days, and we will call you about it';
    return `${line.code}, ${line.name} (${line.locality}): ${day(line.starts_on)} to ${day(line.ends_on)}, ${rupees(line.monthly_rate)} a month${discount}; ${state}.`;
  });
  const extras = [
    view.include_printing ? `Printing: included, at ${rupees(view.rates.printing_per_sqft)} a square foot of each face.` : 'Printing: not included.',
    view.include_mounting ? `Mounting: included, at ${rupees(view.rates.mounting_per_sqft)} a square foot of each face.` : 'Mounting: not included.',
    `Prices are before GST at ${view.rates.gst_percent}%.`,
  ];
  const version = view.version > 1 ? ` (version ${view.version})` : '';
  const paragraphs = [
    `Thank you. This is your copy of our proposal ${view.reference}${version}, ${view.title}${view.customer ? `, for ${view.customer.name}` : ''}, as you accepted it.`,
    accepted,
    `The sites (${sites.length}):\n${sites.join('\n')}`,
    ...(view.waiting_for ? [waitingText(view.waiting_for)] : []),
    extras.join('\n'),
    ...(view.terms ? [`Terms:\n${view.terms}`] : []),
    ...(view.advance_paise > 0 ? [`An advance of ${rupees(view.advance_paise / 100)} is payable before the bookings are confirmed.`] : []),
    'The page shows the totals with GST and prints on A4.',
  ];
  return message(campaign.contact?.email ?? '', cc, `Accepted: proposal ${view.reference}${version}, ${view.title} (your copy)`, greeting, paragraphs, { label: 'Open the accepted proposal', url }, signatureOf(campaign.owner));
}

/** A confirmed campaign's lines as the confirmation names them. */
export type ConfirmedLine = { starts_on: string; ends_on: string; site: { code: string; name: string; locality: string } | null };

/**
 * The client is told their bookings are confirmed (docs/decisions/114): by their purchase order when it came, each site
 * with its dates, and what comes next; no link (the proposal's links are kept only as hashes).
 */
export function renderConfirmation(campaign: MailCampaign, lines: ConfirmedLine[], cc: string[]): Message {
  const greeting = campaign.contact?.name ? `Dear ${campaign.contact.name},` : 'Hello,';
  const version = campaign.version > 1 ? ` (version ${campaign.version})` : '';
  const order = campaign.po_number && campaign.po_date ? `Thank you for your purchase order ${campaign.po_number} of ${day(campaign.po_date)}. ` : '';
  const sites = lines.map((line) => `${line.site?.code ?? ''}, ${line.site?.name ?? ''} (${line.site?.locality ?? ''}): ${day(line.starts_on)} to ${day(line.ends_on)}.`);
  const paragraphs = [
    `${order}The bookings of our proposal ${campaign.reference}${version}, ${campaign.title}${campaign.customer ? `, for ${campaign.customer.name}` : ''}, are confirmed.`,
    `The sites (${sites.length}):\n${sites.join('\n')}`,
    'Our crew mount your ads by each site\'s first day and photograph them; you will receive the photo report once they are up. Please send us the artwork if we do not have it yet.',
  ];
  return message(campaign.contact?.email ?? '', cc, `Confirmed: proposal ${campaign.reference}${version}, ${campaign.title}`, greeting, paragraphs, null, signatureOf(campaign.owner));
}

/** What confirms an accepted proposal's bookings, as the client's page says it (docs/decisions/114). */
function waitingText(waiting: NonNullable<AcceptedView['waiting_for']>): string {
  const advance = waiting.advance_paise > waiting.advance_received_paise ? `the advance of ${rupees(waiting.advance_paise / 100)}` : null;
  const what = [waiting.purchase_order ? 'your purchase order' : null, advance].filter(Boolean).join(' and ');
  return what ? `We confirm the bookings when ${what} ${what.includes(' and ') ? 'reach' : 'reaches'} us.` : 'Every site is booked for you.';
}

/** The history's line for an e-mail, by what became of it (decision 092). */
export function emailNote(what: string, outcome: 'sent' | 'not_configured' | 'failed' | 'no_contact', to: string, cc: string[]): string {
  const copies = cc.length ? `, copy to ${cc.join(', ')}` : '';
  switch (outcome) {
    case 'sent':
      return `${what} e-mailed to ${to}${copies}.`;
    case 'not_configured':
      return `${what}: e-mail is not set up here, so the message to ${to} was kept, not sent.`;
    case 'failed':
      return `${what}: the e-mail to ${to} could not be sent.`;
    case 'no_contact':
      return `${what}: the campaign's contact has no e-mail address, so nothing was sent.`;
  }
}
