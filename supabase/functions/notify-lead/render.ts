import { escapeHtml, oneLine, type Message } from '../_shared/email-text.ts';
import type { StoredLead } from './lead.ts';

/** The agency's e-mail about a lead; the visitor is only ever its reply-to (none for a call-back). */
export type LeadEmail = Message;

type Template = {
  heading: string;
  /** [label, column of the stored row, or 'summary' for the lead's one-line summary] */
  rows: [string, string][];
  nameColumn: string;
  emailColumn?: string;
  /** The free text the visitor wrote, if the form has one. */
  messageColumn?: string;
};

/** The one template per lead type: every value comes from the stored row, nothing from the caller. */
const TEMPLATES: Record<string, Template> = {
  contact: {
    heading: 'New enquiry from the website contact form',
    rows: [['Name', 'Full name'], ['Email', 'Email Address'], ['Phone', 'Phone Number'], ['Company', 'Company Name'],
      ['Designation', 'Designation'], ['Service of interest', 'service of interest']],
    nameColumn: 'Full name',
    emailColumn: 'Email Address',
    messageColumn: 'message',
  },
  festival_booking: {
    heading: 'New festival offer booking',
    rows: [['Name', 'name'], ['Business', 'business_name'], ['Phone', 'phone'], ['Email', 'email'], ['Package', 'preferred_package']],
    nameColumn: 'name',
    emailColumn: 'email',
    messageColumn: 'message',
  },
  resource_download: {
    heading: 'New resource download',
    rows: [['Name', 'name'], ['Company', 'company'], ['Designation', 'designation'], ['Mobile', 'mobile'], ['Email', 'email'],
      ['Service', 'service_id'], ['Resource', 'resource_title']],
    nameColumn: 'name',
    emailColumn: 'email',
  },
  quote: {
    heading: 'New quote request for a media plan',
    rows: [['Reference', 'reference'], ['Name', 'name'], ['Company', 'company'], ['Phone', 'phone'], ['Email', 'email'], ['Sites and dates', 'sites']],
    nameColumn: 'name',
    emailColumn: 'email',
    messageColumn: 'message',
  },
  newsletter: {
    heading: 'New newsletter subscriber',
    rows: [['Email', 'email'], ['Source', 'source']],
    nameColumn: 'email',
    emailColumn: 'email',
  },
  proposal_response: {
    heading: 'A client answered a proposal',
    rows: [['Proposal', 'campaign_reference'], ['Customer', 'customer_name'], ['Answer', 'answer'], ['Name', 'name'],
      ['Designation', 'designation'], ['Phone', 'phone'], ['Email', 'email']],
    nameColumn: 'customer_name',
    emailColumn: 'email',
    messageColumn: 'message',
  },
  callback: {
    heading: 'Call-back request from the website chat',
    rows: [['Name', 'name'], ['Phone', 'phone'], ['Asked on', 'page']],
    nameColumn: 'name',
    messageColumn: 'conversation',
  },
  // The CV stays in the private bucket: the e-mail names it, the inbox downloads it (docs/decisions/102).
  job_application: {
    heading: 'Job application from the careers page',
    rows: [['Opening', 'opening_title'], ['Name', 'name'], ['Phone', 'phone'], ['Email', 'email'], ['CV', 'cv_name']],
    nameColumn: 'name',
    emailColumn: 'email',
    messageColumn: 'note',
  },
  // The conversation goes on in the inbox, where staff reply on WhatsApp (docs/decisions/117).
  whatsapp: {
    heading: 'WhatsApp message from a new number',
    rows: [['Name', 'name'], ['WhatsApp number', 'phone']],
    nameColumn: 'name',
    messageColumn: 'message',
  },
};

const text = (row: Record<string, unknown>, column: string): string => {
  const value = row[column];
  if (value === null || value === undefined || value === '') return '-';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
};

type QuoteItem = { code: string; name: string; starts_on: string; ends_on: string };

const quoteItemsOf = (row: Record<string, unknown>): QuoteItem[] =>
  Array.isArray(row.items) ? (row.items as unknown[]).filter((item): item is QuoteItem => typeof item === 'object' && item !== null && 'code' in item) : [];

/** A quote's sites and dates in one line, for the agency: 'CHN-OMR-014 2027-01-01 to 2027-01-31; …'. */
const sitesLine = (row: Record<string, unknown>): string => quoteItemsOf(row).map((item) => `${item.code} ${item.starts_on} to ${item.ends_on}`).join('; ');

const NAME_COLUMNS = ['name', 'Full name', 'email'];

/**
 * A kind registered in the database before its template is written here still notifies: every column of its
 * row, under its own name (docs/checklists/lead-type.md asks for a template of its own).
 */
function fallbackTemplate(lead: StoredLead): Template {
  const columns = Object.keys(lead.row).filter((column) => column !== 'id' && column !== 'created_at');
  return {
    heading: `New lead (${lead.kind.replaceAll('_', ' ')})`,
    rows: columns.map((column) => [column, column]),
    nameColumn: NAME_COLUMNS.find((column) => column in lead.row) ?? 'id',
  };
}

export function renderLeadEmail(stored: StoredLead, to: string): LeadEmail {
  const lead = { ...stored, row: { summary: stored.summary, sites: sitesLine(stored.row), ...stored.row } };
  const template = TEMPLATES[lead.kind] ?? fallbackTemplate(stored);
  const subject = oneLine(`${template.heading}: ${text(lead.row, template.nameColumn)}`);
  const message = template.messageColumn ? text(lead.row, template.messageColumn) : null;
  const lines = template.rows.map(([label, column]) => `${label}: ${text(lead.row, column)}`);
  const cells = template.rows.map(
    ([label, column]) =>
      `<tr><th align="left" style="padding:4px 12px 4px 0">${label}</th><td>${escapeHtml(text(lead.row, column))}</td></tr>`,
  );
  const html = [
    '<!doctype html>',
    `<html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:sans-serif">',
    `<h1 style="font-size:18px">${template.heading}</h1>`,
    `<table>${cells.join('')}</table>`,
    ...(message === null ? [] : ['<h2 style="font-size:16px">Message</h2>', `<p style="white-space:pre-wrap">${escapeHtml(message)}</p>`]),
    '<p>Work this lead in the back office under Leads.</p>',
    '</body></html>',
  ].join('\n');
  return {
    to,
    ...(template.emailColumn && { replyTo: text(lead.row, template.emailColumn) }),
    subject,
    text: `${lines.join('\n')}${message === null ? '' : `\n\nMessage:\n${message}`}\n`,
    html,
  };
}

/** The agency as the buyer's copy names it: its address takes the buyer's reply. */
export type Agency = { name: string; email: string; phone: string; replyTime: string };

/**
 * The buyer's copy of a media plan sent for a quote (docs/decisions/048): its reference, the sites and dates, and
 * when to expect the quote; replies go to the agency. Only a quote has one; every value comes from the stored row.
 */
export function renderBuyerCopy(stored: StoredLead, agency: Agency): Message | null {
  if (stored.kind !== 'quote' || typeof stored.row.email !== 'string') return null;
  const reference = text(stored.row, 'reference');
  const name = text(stored.row, 'name');
  const items = quoteItemsOf(stored.row);
  const lines = items.map((item) => `${item.code} ${item.name}: ${item.starts_on} to ${item.ends_on}`);
  const subject = oneLine(`Your media plan ${reference} is with ${agency.name}`);
  const promise = `We will send you a quote for these sites and dates within ${agency.replyTime}. To change anything, reply to this e-mail or call ${agency.phone}.`;
  const html = [
    '<!doctype html>',
    `<html><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family:sans-serif">',
    `<p>Hello ${escapeHtml(name)},</p>`,
    `<p>Thank you for sending us your media plan. Your reference is <strong>${escapeHtml(reference)}</strong>.</p>`,
    '<table><tr><th align="left" style="padding:4px 12px 4px 0">Site</th><th align="left">Dates</th></tr>',
    ...items.map(
      (item) =>
        `<tr><td style="padding:4px 12px 4px 0">${escapeHtml(`${item.code} ${item.name}`)}</td><td>${escapeHtml(`${item.starts_on} to ${item.ends_on}`)}</td></tr>`,
    ),
    '</table>',
    `<p>${escapeHtml(promise)}</p>`,
    `<p>${escapeHtml(agency.name)}</p>`,
    '</body></html>',
  ].join('\n');
  return {
    to: stored.row.email,
    replyTo: agency.email,
    subject,
    text: [`Hello ${name},`, '', `Thank you for sending us your media plan. Your reference is ${reference}.`, '', 'Sites and dates:', ...lines, '', promise, '', agency.name, ''].join('\n'),
    html,
  };
}
