import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { invoiceKeys } from './billing-keys';

/** Voids a rent payment recorded by mistake, with why: it stays, marked, and its month's rent is owed again (void_rent_payment). */
export async function voidRentPayment({ payment, reason }: { payment: string; reason: string }): Promise<void> {
  await supabase.rpc('void_rent_payment', { payment, reason }).throwOnError();
}

export function useVoidRentPayment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: voidRentPayment, onSettled: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all }) });
}
