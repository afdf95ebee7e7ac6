import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { campaignKeys } from './campaign-keys';

/** Takes a sent proposal back: the link stops working, the holds go, and it is a draft again. */
export function useWithdrawProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (campaign: string) => {
      const { error } = await supabase.rpc('withdraw_proposal', { campaign });
      if (error) throw error;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
  });
}
