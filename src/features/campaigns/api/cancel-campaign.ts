import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';

/**
 * Cancels an accepted campaign, saying why (docs/decisions/088): the database releases its sites, removes the jobs
 * nobody has worked on, and keeps the reason in its history.
 */
export async function cancelCampaign({ campaign, reason }: { campaign: string; reason: string }): Promise<void> {
  const { error } = await supabase.rpc('cancel_campaign', { campaign, reason });
  if (error) throw error;
}

export function useCancelCampaign() {
  const queryClient = useQueryClient();
  // Its bookings, jobs and history change with it: every screen reads afresh (a rare step, and a wide one).
  return useMutation({ mutationFn: cancelCampaign, onSettled: () => queryClient.invalidateQueries() });
}
