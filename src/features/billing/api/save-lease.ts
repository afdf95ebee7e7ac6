import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Json } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';
import type { LeaseValues } from '../schemas';
import { invoiceKeys } from './billing-keys';

/**
 * Saves a lease from its form, its schedule with it, in one step (save_lease(), docs/decisions/115): a new one, or
 * lease `id`'s new terms. A refusal leaves nothing half saved. Returns the lease's id.
 */
export async function saveLease({ id, values }: { id?: string; values: LeaseValues }): Promise<string> {
  const { data } = await supabase
    .rpc('save_lease', { lease_id: id ?? (null as unknown as string), lease: values.lease as unknown as Json, steps: values.steps as unknown as Json })
    .throwOnError();
  return data;
}

export function useSaveLease() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveLease, onSettled: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all }) });
}
