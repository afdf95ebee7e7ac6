import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TablesInsert } from '@/lib/database.types';
import { expectWritten } from '@/lib/db-errors';
import { supabase } from '@/lib/supabase';
import { siteKeys } from './site-keys';

export type SiteInput = Omit<TablesInsert<'sites'>, 'id' | 'area_sqft' | 'created_at' | 'updated_at'>;

/** A duplicate code, as the form says it. */
export const DUPLICATE_CODE = 'Another site already has this code. Choose a different code.';

/** Inserts a new site (no id) or updates site `id`, and returns its id. A duplicate code becomes one clear sentence. */
export async function saveSite({ id, values }: { id?: string; values: SiteInput }): Promise<string> {
  const query = id ? supabase.from('sites').update(values).eq('id', id) : supabase.from('sites').insert(values);
  const result = await query.select('id');
  if (result.error?.code === '23505') throw new Error(DUPLICATE_CODE);
  expectWritten(result, 'site', 'save');
  return (result.data as { id: string }[])[0]!.id;
}

export function useSaveSite() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveSite, onSuccess: () => queryClient.invalidateQueries({ queryKey: siteKeys.all }) });
}
