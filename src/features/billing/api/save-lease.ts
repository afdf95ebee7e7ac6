import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeaseValues } from '../schemas';
import { addLease } from './add-lease';
import { addLeaseSteps } from './add-lease-steps';
import { invoiceKeys } from './billing-keys';
import { deleteLeaseSteps } from './delete-lease-steps';
import { updateLease } from './update-lease';

/**
 * Saves a lease from its form: a new one, or lease `id`'s new terms; then its schedule replaced by the form's (a
 * schedule is the lease's escalation, docs/decisions/115). Returns the lease's id.
 */
export async function saveLease({ id, values }: { id?: string; values: LeaseValues }): Promise<string> {
  const lease = id ?? (await addLease(values.lease));
  if (id) {
    await updateLease(id, values.lease);
    await deleteLeaseSteps(id);
  }
  if (values.steps.length > 0) await addLeaseSteps(lease, values.steps);
  return lease;
}

export function useSaveLease() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveLease, onSettled: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all }) });
}
