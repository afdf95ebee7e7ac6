import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';
import { invoiceKeys } from './billing-keys';

/** A payment reminder as the invoice's screen lists it (docs/decisions/113). */
export type InvoiceReminder = Pick<Tables<'invoice_reminders'>, 'id' | 'stage' | 'status' | 'email' | 'failure' | 'queued_at' | 'attempted_at'>;

/** Invoice `id`'s payment reminders, earliest stage first (billing staff and sales read them: RLS). */
export async function fetchInvoiceReminders(id: string): Promise<InvoiceReminder[]> {
  const { data } = await supabase
    .from('invoice_reminders')
    .select('id, stage, status, email, failure, queued_at, attempted_at')
    .eq('invoice_id', id)
    .order('stage')
    .throwOnError();
  return data;
}

export function useInvoiceReminders(id: string) {
  return useQuery(queryOptions({ queryKey: invoiceKeys.reminders(id), queryFn: () => fetchInvoiceReminders(id) }));
}
