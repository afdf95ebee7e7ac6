import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';

/**
 * Revises a proposal the client has (docs/decisions/090): it becomes a draft of the next version; its link says a
 * newer version is coming; its sites stay held for the client, and an accepted one's jobs go until they accept again.
 */
export async function reviseProposal(campaign: string): Promise<void> {
  const { error } = await supabase.rpc('revise_proposal', { campaign });
  if (error) throw error;
}

export function useReviseProposal() {
  const queryClient = useQueryClient();
  // Its bookings, jobs, link and history change with it: every screen reads afresh (a rare step, and a wide one).
  return useMutation({ mutationFn: reviseProposal, onSettled: () => queryClient.invalidateQueries() });
}
