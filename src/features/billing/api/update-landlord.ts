import { useMutation, useQueryClient } from '@tanstack/react-query';
import { expectWritten } from '@/lib/db-errors';
import { supabase } from '@/lib/supabase';
import type { LandlordValues } from '../schemas';
import { invoiceKeys } from './billing-keys';

/** Landlord `id`'s new details (docs/decisions/115): the table checks them as it checks a new one. */
export async function updateLandlord({ id, values }: { id: string; values: LandlordValues }): Promise<void> {
  expectWritten(await supabase.from('landlords').update(values).eq('id', id).select('id'), 'landlord', 'save');
}

export function useUpdateLandlord() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateLandlord, onSettled: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all }) });
}
