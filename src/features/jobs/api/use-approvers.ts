import { useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { approverKeys } from './job-keys';

/** Who approved a job: admins and sales, named by lead_workers(), since only admins read user_profiles. */
export function useApprovers() {
  return useQuery({
    queryKey: approverKeys.all,
    queryFn: async (): Promise<Map<string, string>> => {
      const { data, error } = await supabase.rpc('lead_workers');
      if (error) throw error;
      return new Map(data.map(({ id, email, full_name }) => [id, full_name || email]));
    },
    staleTime: 5 * 60_000,
  });
}
