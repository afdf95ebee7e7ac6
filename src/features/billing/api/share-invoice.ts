import { useMutation } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { supabase } from '@/lib/supabase';

/** A new link for the client (share_invoice): the address with its token, shown once (the database keeps its hash). */
export async function shareInvoice(invoice: string): Promise<string> {
  const { data, error } = await supabase.rpc('share_invoice', { invoice });
  if (error) throw error;
  return new URL(paths.invoice(data as string), window.location.origin).href;
}

export function useShareInvoice() {
  return useMutation({ mutationFn: shareInvoice });
}
