import { useMutation, useQueryClient } from '@tanstack/react-query';
import { jobKeys } from './job-keys';

/** A mutation of jobs: afterwards every job query, and the campaigns', read again. */
export function useJobMutation<Input, Result>(mutationFn: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // The campaigns feature's key too (resourceKeys('campaigns')): an approval can make a campaign live.
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: jobKeys.all }), queryClient.invalidateQueries({ queryKey: ['campaigns'] })]),
  });
}
