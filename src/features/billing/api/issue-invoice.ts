import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { invoiceKeys } from './billing-keys';

/** Issues the draft: the next number of the year's series, today's date and rates (issue_invoice); the number. */
export async function issueInvoice(invoice: string): Promise<string> {
  const { data, error } = await supabase.rpc('issue_invoice', { invoice });
  if (error) throw error;
  return data as string;
}

export function useIssueInvoice() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: issueInvoice, onSettled: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all }) });
}
