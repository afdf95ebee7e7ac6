import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types';
import { resourceKeys } from '@/lib/query-keys';
import { publicData } from '@/lib/public-api';

export type Client = Tables<'clients'>;

/** Keys of every clients query; mutations and live updates invalidate `clientKeys.all`. */
export const clientKeys = resourceKeys('clients');

/** Every client, by name (docs/product.md §7); shared by the public pages and the admin list. */
export async function fetchClients(): Promise<Client[]> {
  const { data } = await (await publicData()).from('clients').select('*').order('name', { ascending: true }).throwOnError();
  return data;
}

export const clientsQueryOptions = () => queryOptions({ queryKey: clientKeys.list({}), queryFn: fetchClients });

export function useClients() {
  return useQuery(clientsQueryOptions());
}
