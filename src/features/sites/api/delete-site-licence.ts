import { supabase } from '@/lib/supabase';

/** Removes site `siteId`'s licence: the form's 'Licence' fieldset was cleared (docs/product.md §11). */
export async function deleteSiteLicence(siteId: string): Promise<void> {
  await supabase.from('site_licences').delete().eq('site_id', siteId).throwOnError();
}
