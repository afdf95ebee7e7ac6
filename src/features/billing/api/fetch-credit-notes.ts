import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { invoiceKeys } from './billing-keys';

/** An invoice line with what credit notes have taken off it so far. */
export type CreditableLine = { id: string; position: number; description: string; taxable_paise: number; tax_percent: number; credit_note_lines: Array<{ taxable_paise: number }> };

/** A credit note as the invoice's screen lists it. */
export type CreditNote = { id: string; number: string; note_date: string; reason: string; total_paise: number };

export type InvoiceCredits = { lines: CreditableLine[]; notes: CreditNote[] };

const CREDITS = 'invoice_lines(id, position, description, taxable_paise, tax_percent, credit_note_lines(taxable_paise)), credit_notes(id, number, note_date, reason, total_paise)';

/** Invoice `id`'s lines with what is credited of each, and its credit notes, oldest first. */
export async function fetchInvoiceCredits(id: string): Promise<InvoiceCredits> {
  const { data } = await supabase
    .from('invoices')
    .select(CREDITS)
    .eq('id', id)
    .order('position', { referencedTable: 'invoice_lines' })
    .order('number', { referencedTable: 'credit_notes' })
    .single()
    .throwOnError();
  const { invoice_lines, credit_notes } = data as unknown as { invoice_lines: CreditableLine[]; credit_notes: CreditNote[] };
  return { lines: invoice_lines, notes: credit_notes };
}

export function useInvoiceCredits(id: string) {
  return useQuery(queryOptions({ queryKey: invoiceKeys.credits(id), queryFn: () => fetchInvoiceCredits(id) }));
}
