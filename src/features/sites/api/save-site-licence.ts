import { useMutation, useQueryClient } from '@tanstack/react-query';
import { expectWritten } from '@/lib/db-errors';
import { supabase } from '@/lib/supabase';
import type { SiteLicenceInput } from '../schemas';
import { deleteSiteLicence } from './delete-site-licence';
import { siteKeys } from './site-keys';

/**
 * Stores site `siteId`'s licence (one row a site: an upsert by site_id), or removes it when the form's 'Licence'
 * fieldset was cleared (docs/product.md §11). Called after the site is saved, so a new site has its id.
 */
export async function saveSiteLicence({ siteId, licence }: { siteId: string; licence: SiteLicenceInput | null }): Promise<void> {
  if (!licence) return deleteSiteLicence(siteId);
  expectWritten(await supabase.from('site_licences').upsert({ site_id: siteId, ...licence }, { onConflict: 'site_id' }).select('id'), 'licence', 'save');
}

export function useSaveSiteLicence() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveSiteLicence, onSuccess: () => queryClient.invalidateQueries({ queryKey: siteKeys.all }) });
}
