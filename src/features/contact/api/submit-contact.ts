import { useMutation } from '@tanstack/react-query';
import type { TablesInsert } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';
import { contactErrorFallback, type ContactSubmission } from '../schemas';

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

/** Tells the agency by e-mail. The submission is already saved, so a failure here is only logged. */
async function notifyAgency(values: ContactSubmission): Promise<void> {
  try {
    const { error } = await supabase.functions.invoke('send-contact-email', {
      body: {
        name: values.name,
        email: values.email,
        phone: values.phone,
        company: values.company,
        designation: values.designation,
        service: values.service,
        message: values.message,
      },
    });
    if (error) console.warn('Contact e-mail notification failed:', error.message);
  } catch (error) {
    console.warn('Contact e-mail notification failed:', error);
  }
}

export async function submitContact(values: ContactSubmission): Promise<void> {
  const { error } = await supabase.from('Contacts').insert(toContactRow(values));
  if (error) throw new Error(error.message || contactErrorFallback);
  // Not awaited: the visitor sees success as soon as the message is saved, however slow the mail is.
  void notifyAgency(values);
}

export function useSubmitContact() {
  return useMutation({ mutationFn: submitContact });
}
