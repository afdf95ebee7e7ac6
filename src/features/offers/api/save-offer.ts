import { useMutation, useQueryClient } from '@tanstack/react-query';
import { expectWritten } from '@/lib/db-errors';
import { supabase } from '@/lib/supabase';
import { updateUnlessChanged } from '@/features/editing/admin';
import { offerRefusal, type OfferPayload } from '../schemas';
import { offerKeys } from './fetch-offers';

/**
 * Inserts a new offer (no id) or updates offer `id`; rejects when no row was written, or when
 * someone else saved it after `loadedAt` (docs/decisions/066). A refusal of the offer's own
 * rules (an end before the start, a price above the original, …) rejects with the form's sentence for it.
 */
export async function saveOffer({ id, values, loadedAt }: { id?: string; values: OfferPayload; loadedAt?: string }): Promise<void> {
  try {
    if (id) await updateUnlessChanged('offers', id, values, loadedAt);
    else expectWritten(await supabase.from('offers').insert(values).select('id'), 'offer', 'save');
  } catch (error) {
    const sentence = offerRefusal(error);
    throw sentence ? new Error(sentence, { cause: error }) : error;
  }
}

export function useSaveOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOffer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offerKeys.all }),
  });
}
