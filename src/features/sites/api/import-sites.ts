import { useMutation, useQueryClient } from '@tanstack/react-query';
import { describeDbError } from '@/lib/db-errors';
import { supabase } from '@/lib/supabase';
import type { Json } from '@/lib/database.types';
import type { SiteInput } from './save-site';
import { siteKeys } from './site-keys';

/**
 * Imports checked rows in one call of `import_sites()`: one transaction, so every site is stored or none;
 * a known code updates its site (docs/decisions/035). Resolves to how many sites were stored.
 */
export async function importSites(rows: readonly SiteInput[]): Promise<number> {
  const { data, error } = await supabase.rpc('import_sites', { rows: rows as unknown as Json });
  if (error) throw new Error(`Nothing was imported: ${describeDbError(error)}`);
  return data;
}

export function useImportSites() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: importSites, onSuccess: () => queryClient.invalidateQueries({ queryKey: siteKeys.all }) });
}
