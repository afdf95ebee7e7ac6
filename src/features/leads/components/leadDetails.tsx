import type { ReactNode } from 'react';
import { Link } from '@/components/Link';
import { contactServiceText } from '@/catalogue';
import type { LeadKind } from '@/config/lead-sources';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';
import { CvDownload, cvPathOf } from './CvDownload';
import { serviceTitle } from './leadViews';

/**
 * What the customer wrote, for each kind of lead: the fields of its form beyond name, e-mail and phone, as the
 * inbox row keeps them (`details`, docs/decisions/042). Lead Details shows them and the CSV export writes them.
 */

type Details = Record<string, unknown>;
type DetailField = { label: string; text: (details: Details) => string; show?: (details: Details) => ReactNode };

const plain = (value: unknown): string => (value === null || value === undefined ? '' : String(value));
const field = (label: string, column: string, as: (value: string) => string = (value) => value): DetailField => ({
  label,
  text: (details) => {
    const value = plain(details[column]);
    return value && as(value);
  },
});

type QuoteItem = { code: string; name: string; starts_on: string; ends_on: string };

function quoteItems(details: Details): QuoteItem[] {
  const items = details.items;
  return Array.isArray(items) ? items.filter((item): item is QuoteItem => typeof item === 'object' && item !== null && 'code' in item) : [];
}

/** A quote's sites as a table: each site's code (linking to its page), name and dates. */
function QuoteSites({ items }: { items: QuoteItem[] }) {
  return (
    <table className="w-full text-left text-sm">
      <thead>
        <tr className="text-slate-600">
          <th scope="col" className="py-1 pr-3 font-medium">Code</th>
          <th scope="col" className="py-1 pr-3 font-medium">Site</th>
          <th scope="col" className="py-1 font-medium">Dates</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={`${item.code}-${item.starts_on}`} className="border-t border-slate-100">
            <td className="py-1 pr-3 whitespace-nowrap">
              <Link to={paths.site(item.code)} className="font-medium text-brand-700 underline">{item.code}</Link>
            </td>
            <td className="py-1 pr-3">{item.name}</td>
            <td className="py-1 whitespace-nowrap">{formatDate(item.starts_on)} – {formatDate(item.ends_on)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const quoteSites: DetailField = {
  label: 'Sites and dates',
  text: (details) => quoteItems(details).map((item) => `${item.code} ${item.name}, ${formatDate(item.starts_on)} – ${formatDate(item.ends_on)}`).join('; '),
  show: (details) => {
    const items = quoteItems(details);
    return items.length > 0 ? <QuoteSites items={items} /> : null;
  },
};

/** A client's answer names its proposal: a link to the campaign it answers (the campaign keeps the answer too, decision 090). */
const answeredProposal: DetailField = {
  label: 'Proposal',
  text: (details) => plain(details.campaign_reference),
  show: (details) => {
    const reference = plain(details.campaign_reference);
    const campaign = plain(details.campaign_id);
    if (!campaign) return reference;
    return (
      <Link to={paths.admin.campaign(campaign)} className="font-semibold text-brand-700 underline">
        {reference || 'Open the campaign'}
      </Link>
    );
  },
};

/** An application's CV: its file's name in the export, a download in Lead Details (decision 102). */
const cvFile: DetailField = {
  label: 'CV',
  text: (details) => plain(details.cv_name),
  show: (details) => {
    const path = cvPathOf(details);
    return path ? <CvDownload path={path} name={plain(details.cv_name) || 'CV'} /> : null;
  },
};

export const detailFields: Record<LeadKind, DetailField[]> = {
  contact: [field('Company', 'Company Name'), field('Designation', 'Designation'), field('Service of interest', 'service of interest', contactServiceText), field('Message', 'message')],
  // A booking made before offers were content has no offer, and no 'Offer' line.
  festival_booking: [field('Business', 'business_name'), field('Offer', 'offer_title'), field('Package', 'preferred_package'), field('Message', 'message')],
  resource_download: [field('Company', 'company'), field('Designation', 'designation'), field('Service', 'service_id', serviceTitle), field('Resource', 'resource_title')],
  newsletter: [field('Signed up from', 'source')],
  quote: [field('Reference', 'reference'), field('Company', 'company'), quoteSites, field('Message', 'message')],
  callback: [field('Asked on page', 'page'), field('What they wrote in the chat', 'conversation')],
  proposal_response: [
    answeredProposal,
    field('Customer', 'customer_name'),
    field('Answer', 'answer', (answer) => (answer === 'accepted' ? 'Accepted the proposal' : 'Asked for changes')),
    field('Designation', 'designation'),
    field('Message', 'message'),
  ],
  job_application: [field('Opening', 'opening_title'), cvFile, field('Note', 'note')],
  whatsapp: [field('First message', 'message')],
};

const detailsOf = (details: unknown): Details => (typeof details === 'object' && details !== null && !Array.isArray(details) ? (details as Details) : {});

/** Lead Details' part: every field the customer filled in, by its label; long text keeps its lines. */
export function LeadDetailFields({ kind, details }: { kind: LeadKind; details: unknown }) {
  const values = detailsOf(details);
  const shown = detailFields[kind].map((item) => ({ label: item.label, node: item.show ? item.show(values) : item.text(values) })).filter(({ node }) => node);
  if (shown.length === 0) return null;
  return (
    <dl className="grid gap-3">
      {shown.map(({ label, node }) => (
        <div key={label}>
          <dt className="text-sm font-medium text-slate-600">{label}</dt>
          <dd className="mt-0.5 whitespace-pre-line text-slate-900 [overflow-wrap:anywhere]">{node}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Every label any kind uses, in a stable order: the CSV export's detail columns (empty where a kind has none). */
export const detailColumnLabels: string[] = [...new Set(Object.values(detailFields).flatMap((fields) => fields.map((item) => item.label)))];

/** The CSV cell of one detail column for a lead. */
export function detailText(kind: LeadKind, details: unknown, label: string): string {
  return detailFields[kind]?.find((item) => item.label === label)?.text(detailsOf(details)) ?? '';
}
