import { useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { sellerKeys } from './campaign-keys';

export type Seller = { id: string; name: string };

/** Staff who can own a campaign (admins and sales): lead_workers(), since only admins read user_profiles. */
export function useSellers() {
  return useQuery({
    queryKey: sellerKeys.all,
    queryFn: async (): Promise<Seller[]> => {
      const { data, error } = await supabase.rpc('lead_workers');
      if (error) throw error;
      return data.map(({ id, email, full_name }) => ({ id, name: full_name || email }));
    },
    staleTime: 5 * 60_000,
  });
}
