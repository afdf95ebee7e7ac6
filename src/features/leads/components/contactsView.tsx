import { EmailLink, NameCell, PhoneLink, ReplyByEmailLink, type RecordsConfig } from '@/components/data-table';
import { formatDateTime } from '@/lib/format';
import type { Contact } from '../api/lead-tables';

/** 'Re: Your inquiry about {service}' (docs/product.md); a submission without a service still gets a sensible subject. */
export function replySubject(contact: Contact): string {
  return `Re: Your inquiry about ${contact['service of interest'].trim() || 'our services'}`;
}

/** The texts, columns, details and export of 'Contact Submissions' (docs/product.md §2). */
export const contactsView: RecordsConfig<Contact> = {
  title: 'Contact Submissions',
  totalText: (total) => `Total: ${total} submissions`,
  loadingText: 'Loading contact submissions...',
  emptyText: 'No contact submissions found.',
  noMatchText: 'No contact submissions match your search.',
  // docs/product.md §8: a failed contacts fetch is only logged and the list ends empty.
  loadFailure: 'empty',
  searchLabel: 'Search contact submissions',
  searchPlaceholder: 'Name, email, phone or company',
  rowLabel: (contact) => contact['Full name'],
  columns: [
    { header: 'Name', cell: (contact) => <NameCell name={contact['Full name']} detail={contact['Company Name']} email={contact['Email Address']} /> },
    { header: 'Email', cell: (contact) => <span className="[overflow-wrap:anywhere]">{contact['Email Address']}</span>, wideOnly: true },
    { header: 'Phone', cell: (contact) => contact['Phone Number'], wideOnly: true },
    { header: 'Submitted', cell: (contact) => <span className="whitespace-nowrap">{formatDateTime(contact.created_at)}</span>, wideOnly: true },
  ],
  details: {
    title: 'Contact Submission Details',
    fields: [
      { label: 'Full Name', value: (contact) => contact['Full name'] },
      { label: 'Email', value: (contact) => <EmailLink email={contact['Email Address']} /> },
      { label: 'Phone', value: (contact) => <PhoneLink phone={contact['Phone Number']} /> },
      { label: 'Company', value: (contact) => contact['Company Name'] },
      { label: 'Designation', value: (contact) => contact.Designation },
      { label: 'Service of Interest', value: (contact) => contact['service of interest'] },
      { label: 'Message', value: (contact) => contact.message, wide: true },
      { label: 'Submitted At', value: (contact) => formatDateTime(contact.created_at) },
    ],
    actions: (contact) => <ReplyByEmailLink email={contact['Email Address']} subject={replySubject(contact)} />,
  },
  csv: {
    filename: 'contact-submissions',
    columns: [
      { header: 'Submitted At', value: (contact) => new Date(contact.created_at) },
      { header: 'Full Name', value: (contact) => contact['Full name'] },
      { header: 'Email', value: (contact) => contact['Email Address'] },
      { header: 'Phone', value: (contact) => contact['Phone Number'] },
      { header: 'Company', value: (contact) => contact['Company Name'] },
      { header: 'Designation', value: (contact) => contact.Designation },
      { header: 'Service of Interest', value: (contact) => contact['service of interest'] },
      { header: 'Message', value: (contact) => contact.message },
    ],
  },
  deleteConfirm: 'Are you sure you want to delete this contact submission?',
  deleteError: 'Error deleting contact submission',
  adminOnlyText: 'Contact submissions can only be viewed by administrators. Ask an administrator if you need access.',
};
