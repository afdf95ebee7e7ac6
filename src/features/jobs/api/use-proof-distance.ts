import { useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { proofDistanceKeys } from './job-keys';

/** How far from its site a photo may be taken before it is flagged (sales_settings.proof_distance_m, default 150). */
export function useProofDistance() {
  return useQuery({
    queryKey: proofDistanceKeys.detail('proof-distance'),
    queryFn: async (): Promise<number> => {
      const { data } = await supabase.from('sales_settings').select('proof_distance_m').single().throwOnError();
      return data.proof_distance_m;
    },
    staleTime: 5 * 60_000,
  });
}
