import { saveLead, type LeadSending } from '@/features/leads';
import type { TablesInsert } from '@/lib/database.types';
import { contactErrorFallback, type ContactSubmission } from '../schemas';
import { useSubmission } from '@/lib/submission';

/** The "Contacts" row for a submission: docs/product.md §7's column names and defaults. */
export function toContactRow(values: ContactSubmission): Omit<TablesInsert<'Contacts'>, 'id'> {
  return {
    'Full name': values.name,
    'Email Address': values.email,
    'Phone Number': Number(values.phone),
    'Company Name': values.company || '',
    Designation: values.designation || null,
    'service of interest': values.service || '',
    message: values.message,
  };
}

/** Saves the submission as a lead; a refusal shows the server's message (docs/product.md §7). */
export function submitContact({ values, signals }: LeadSending<ContactSubmission>): Promise<string> {
  return saveLead({ table: 'Contacts', row: toContactRow(values), signals, fallback: contactErrorFallback, refusal: 'server' });
}

export function useSubmitContact() {
  return useSubmission(submitContact);
}
