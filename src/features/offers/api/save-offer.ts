import { useMutation, useQueryClient } from '@tanstack/react-query';
import { expectWritten } from '@/lib/db-errors';
import { supabase } from '@/lib/supabase';
import { offerRefusal, type OfferPayload } from '../schemas';
import { offerKeys } from './fetch-offers';

/**
 * Inserts a new offer (no id) or updates offer `id`; rejects when no row was written. A refusal of the offer's own
 * rules (an end before the start, a price above the original, …) rejects with the form's sentence for it.
 */
export async function saveOffer({ id, values }: { id?: string; values: OfferPayload }): Promise<void> {
  const query = id ? supabase.from('offers').update(values).eq('id', id) : supabase.from('offers').insert(values);
  const result = await query.select('id');
  const sentence = offerRefusal(result.error);
  if (sentence) throw new Error(sentence, { cause: result.error });
  expectWritten(result, 'offer', 'save');
}

export function useSaveOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOffer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offerKeys.all }),
  });
}
