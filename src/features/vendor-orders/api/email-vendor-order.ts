import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invokeAsStaff, type EmailOutcome } from '@/lib/staff-functions';
import { vendorOrderKeys } from './vendor-order-keys';

/** E-mails order `order` to its vendor through the vendor-order-mail function as the signed-in user (docs/decisions/116). */
export function emailVendorOrder(order: string): Promise<{ email: Exclude<EmailOutcome, 'no_contact'> }> {
  return invokeAsStaff('vendor-order-mail', { send: order }, 'The order could not be e-mailed. Try again.');
}

export function useEmailVendorOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: emailVendorOrder, onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorOrderKeys.all }) });
}
