import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { LandlordValues } from '../schemas';
import { invoiceKeys } from './billing-keys';

/** A new landlord (docs/decisions/115): admins and accounts only, as the table's policy says. */
export async function addLandlord(landlord: LandlordValues): Promise<void> {
  await supabase.from('landlords').insert(landlord).throwOnError();
}

export function useAddLandlord() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: addLandlord, onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all }) });
}
