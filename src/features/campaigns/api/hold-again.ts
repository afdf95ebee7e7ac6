import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { campaignKeys } from './campaign-keys';

/** hold_proposal_again()'s answer for one line: held afresh, or why not. */
export type HeldAgain = { code: string; held: boolean; reason: string | null };

/** Holds a sent proposal's sites again where their holds lapsed while it is still valid (docs/decisions/090). */
export async function holdProposalAgain(campaign: string): Promise<HeldAgain[]> {
  const { data, error } = await supabase.rpc('hold_proposal_again', { campaign });
  if (error) throw error;
  return data as HeldAgain[];
}

export function useHoldProposalAgain() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: holdProposalAgain, onSettled: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all }) });
}
