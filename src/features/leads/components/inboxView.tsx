import { EmailLink, NameCell, PhoneLink, ReplyByEmailLink, totalOf, type RecordsConfig } from '@/components/data-table';
import { contactServiceText } from '@/catalogue';
import { formatDateTime } from '@/lib/format';
import type { InboxLead } from '../api/list-inbox';
import { kindLabels, notifyLabels, optionsOf, statusLabels, type LeadStatus, type NotifyStatus } from '../lead-labels';
import { LeadWorkPanel } from './LeadWorkPanel';
import { LeadConversation } from './LeadConversation';
import { LeadDetailFields, detailColumnLabels, detailText } from './leadDetails';

const kindOf = (lead: InboxLead) => kindLabels[lead.kind] ?? lead.kind;
const statusOf = (lead: InboxLead) => statusLabels[lead.status as LeadStatus] ?? lead.status;
const leadName = (lead: InboxLead) => lead.name || lead.email || lead.phone || 'Unnamed lead';
/** What the lead is about, in words: a contact's service of interest as the form names it. */
const aboutOf = (lead: InboxLead) => (lead.kind === 'contact' && lead.summary ? contactServiceText(lead.summary) : lead.summary);

/** 'Sent', or why not: a failure keeps the provider's reason, "not configured" says what is missing. */
export function notificationText(lead: InboxLead): string {
  const label = notifyLabels[lead.notify_status as NotifyStatus] ?? lead.notify_status;
  if (!lead.notify_error) return label;
  if (lead.notify_status === 'failed') return `${label}: ${lead.notify_error}`;
  return lead.notify_status === 'not_configured' ? `${label} (${lead.notify_error})` : label;
}

/** An unread lead's name is bold and says 'Unread' (to screen readers too). */
function LeadCell({ lead }: { lead: InboxLead }) {
  return (
    <div className={lead.read_at ? '' : 'border-l-4 border-brand-600 pl-2'}>
      {!lead.read_at && <span className="mr-2 rounded bg-brand-100 px-1.5 py-0.5 text-xs font-semibold text-brand-800">Unread</span>}
      <NameCell name={leadName(lead)} detail={[kindOf(lead), aboutOf(lead)].filter(Boolean).join(' · ')} email={lead.email ?? lead.phone ?? undefined} />
    </div>
  );
}

/** The Leads inbox: every lead of every form, newest first (docs/decisions/024-leads-inbox-and-notification.md). */
export const inboxView: RecordsConfig<InboxLead> = {
  title: 'Leads',
  totalText: totalOf('lead', 'leads'),
  loadingText: 'Loading leads...',
  emptyText: 'No leads yet.',
  noMatchText: 'No leads match your search.',
  loadFailure: 'banner',
  searchLabel: 'Search leads',
  searchPlaceholder: 'Name, email, phone or subject',
  filters: [
    { column: 'kind', label: 'Type', allLabel: 'All types', options: optionsOf(kindLabels) },
    { column: 'status', label: 'Status', allLabel: 'All statuses', options: optionsOf(statusLabels) },
  ],
  rowLabel: leadName,
  columns: [
    { header: 'Lead', cell: (lead) => <LeadCell lead={lead} />, sort: { column: 'name', first: 'asc' } },
    { header: 'Email or phone', cell: (lead) => <span className="[overflow-wrap:anywhere]">{lead.email ?? lead.phone}</span>, wideOnly: true },
    { header: 'Status', cell: statusOf, sort: { column: 'status', first: 'asc' } },
    { header: 'Agency e-mail', cell: notificationText, wideOnly: true },
    { header: 'Received', cell: (lead) => <span className="whitespace-nowrap">{formatDateTime(lead.created_at)}</span>, wideOnly: true },
  ],
  details: {
    title: 'Lead Details',
    fields: [
      { label: 'Type', value: kindOf },
      { label: 'Name', value: (lead) => lead.name },
      { label: 'Email', value: (lead) => lead.email && <EmailLink email={lead.email} /> },
      { label: 'Phone', value: (lead) => lead.phone && <PhoneLink phone={lead.phone} /> },
      { label: 'About', value: aboutOf },
      {
        label: 'What they wrote',
        value: (lead) => (detailColumnLabels.some((label) => detailText(lead.kind, lead.details, label)) ? <LeadDetailFields kind={lead.kind} details={lead.details} /> : null),
        wide: true,
      },
      { label: 'Received At', value: (lead) => formatDateTime(lead.created_at) },
      { label: 'Agency e-mail', value: notificationText },
      { label: 'Spam reason', value: (lead) => lead.spam_reason },
      {
        label: 'WhatsApp conversation',
        value: (lead) => lead.kind === 'whatsapp' && <LeadConversation lead={lead} />,
        wide: true,
      },
      { label: 'Work this lead', value: (lead) => <LeadWorkPanel lead={lead} />, wide: true },
    ],
    actions: (lead) => lead.email && <ReplyByEmailLink email={lead.email} subject="Re: Your enquiry to Chennai Outdoor Media" />,
  },
  csv: {
    filename: 'leads',
    columns: [
      { header: 'Received At', value: (lead) => formatDateTime(lead.created_at) },
      { header: 'Type', value: kindOf },
      { header: 'Name', value: (lead) => lead.name },
      { header: 'Email', value: (lead) => lead.email },
      { header: 'Phone', value: (lead) => lead.phone },
      { header: 'About', value: aboutOf },
      ...detailColumnLabels.map((label) => ({ header: label, value: (lead: InboxLead) => detailText(lead.kind, lead.details, label) })),
      { header: 'Status', value: statusOf },
      { header: 'Assigned to', value: (lead) => lead.assignee_name },
      { header: 'Latest note', value: (lead) => lead.latest_note },
      { header: 'Read', value: (lead) => (lead.read_at ? 'yes' : 'no') },
      { header: 'Agency e-mail', value: notificationText },
    ],
  },
  deleteConfirm: 'Are you sure you want to delete this lead?',
  deleteError: 'Error deleting lead',
  adminOnlyText: 'Leads can only be viewed by administrators. Ask an administrator if you need access.',
};
