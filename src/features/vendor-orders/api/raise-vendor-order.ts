import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { VendorOrderValues } from '../schemas';
import { vendorOrderKeys } from './vendor-order-keys';

/** A printing or mounting order from a confirmed campaign's lines, numbered by the database (raise_vendor_order(), docs/decisions/116). */
export async function raiseVendorOrder({ campaign, order }: { campaign: string; order: VendorOrderValues }): Promise<{ id: string; number: string }> {
  // The generated argument types have no null for a uuid; null is the own crew, which the function takes.
  const { data } = await supabase
    .rpc('raise_vendor_order', { campaign, kind: order.kind, vendor: order.vendor as string, due_on: order.due_on, deliver_to: order.deliver_to ?? '', note: order.note ?? '', lines: order.lines, code: order.code ?? undefined })
    .throwOnError();
  return data as { id: string; number: string };
}

export function useRaiseVendorOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: raiseVendorOrder, onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorOrderKeys.all }) });
}
