import { useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { invoiceKeys } from './billing-keys';

export type ClientName = { id: string; name: string };

/** Every customer's name, A to Z, for choosing whose statement to open. */
export async function fetchClientNames(): Promise<ClientName[]> {
  const { data } = await supabase.from('customers').select('id, name').order('name').throwOnError();
  return data;
}

/** Asked only by someone who may read statements (`enabled`). */
export function useClientNames(enabled: boolean) {
  return useQuery({ queryKey: invoiceKeys.clientNames(), queryFn: fetchClientNames, enabled });
}
