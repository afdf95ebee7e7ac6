import { notifyAgency, type LeadSending } from '@/features/leads';
import type { TablesInsert } from '@/lib/database.types';
import { publicData } from '@/lib/public-api';
import { contactErrorFallback, type ContactSubmission } from '../schemas';
import { useSubmission } from '@/lib/submission';

/** The "Contacts" row for a submission: docs/product.md §7's column names and defaults. */
export function toContactRow(values: ContactSubmission): TablesInsert<'Contacts'> {
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

/** Saves the submission under an id of our own, so the agency's notification can name it. */
export async function submitContact({ values, signals }: LeadSending<ContactSubmission>): Promise<void> {
  const id = crypto.randomUUID();
  const { error } = await (await publicData()).from('Contacts').insert({ id, ...toContactRow(values), ...signals });
  if (error) throw new Error(error.message || contactErrorFallback);
  // Not awaited: the visitor sees success as soon as the message is saved, however slow the mail is.
  void notifyAgency(id);
}

export function useSubmitContact() {
  return useSubmission(submitContact);
}
