import { useQueryClient } from '@tanstack/react-query';
import { applyRowChange, useTableChanges } from '@/lib/realtime';
import { clientsQueryOptions, type Client } from './fetch-clients';

const byName = (a: Client, b: Client) => a.name.localeCompare(b.name);

/** Keeps the clients list live and sorted by name through inserts, updates and deletes (docs/product.md §4). */
export function useClientChanges() {
  const queryClient = useQueryClient();
  useTableChanges('clients', (change) => {
    queryClient.setQueryData(clientsQueryOptions().queryKey, (rows) => (rows ? applyRowChange(rows, change, byName) : rows));
  });
}
