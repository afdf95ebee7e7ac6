import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { clientKeys, type Client } from './fetch-clients';

/** One client by id; rejects when it does not exist. */
export async function fetchClient(id: string): Promise<Client> {
  const { data, error } = await supabase.from('clients').select('*').eq('id', id).single();
  if (error) throw error;
  return data;
}

export const clientQueryOptions = (id: string) => queryOptions({ queryKey: clientKeys.detail(id), queryFn: () => fetchClient(id) });

/** The client `id`, or nothing to load when `id` is undefined (the create form). */
export function useClient(id: string | undefined) {
  return useQuery({ ...clientQueryOptions(id ?? ''), enabled: Boolean(id) });
}
