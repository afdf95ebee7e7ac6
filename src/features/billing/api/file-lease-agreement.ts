import { useMutation, useQueryClient } from '@tanstack/react-query';
import { leaseKeys } from './lease-keys';
import { updateLease } from './update-lease';
import { uploadLeaseAgreement } from './upload-lease-agreement';

/** Files lease `lease`'s agreement: the file into the bucket, then its path on the lease (the one before stays in the bucket). */
export async function fileLeaseAgreement({ lease, file }: { lease: string; file: File }): Promise<void> {
  await updateLease(lease, { agreement_path: await uploadLeaseAgreement(lease, file) });
}

export function useFileLeaseAgreement() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fileLeaseAgreement, onSettled: (_data, _error, { lease }) => queryClient.invalidateQueries({ queryKey: leaseKeys.detail(lease) }) });
}
