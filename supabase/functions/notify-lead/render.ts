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
    rows: [['Name', 'name'], ['Company', 'company'], ['Phone', 'phone'], ['Email', 'email'], ['Sites and dates', 'summary']],
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
  callback: {
    heading: 'Call-back request from the website chat',
    rows: [['Name', 'name'], ['Phone', 'phone'], ['Asked on', 'page']],
    nameColumn: 'name',
    messageColumn: 'conversation',
  },
};

const text = (row: Record<string, unknown>, column: string): string => {
  const value = row[column];
  if (value === null || value === undefined || value === '') return '-';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
};

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
  const lead = { ...stored, row: { summary: stored.summary, ...stored.row } };
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
