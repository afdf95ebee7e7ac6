import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Json } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';
import { invoiceKeys } from './billing-keys';

export type CreditToIssue = { invoice: string; reason: string; lines: Array<{ line: string; taxable_paise: number }> };

/** Issues a credit note taking `lines` (taxable values) off the invoice, with its reason (issue_credit_note). Returns its number. */
export async function issueCreditNote({ invoice, reason, lines }: CreditToIssue): Promise<string> {
  const { data, error } = await supabase.rpc('issue_credit_note', { invoice, reason, lines: lines as unknown as Json });
  if (error) throw error;
  return data;
}

export function useIssueCreditNote() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: issueCreditNote, onSettled: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all }) });
}
