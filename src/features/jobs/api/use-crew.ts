import { useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { crewKeys } from './job-keys';

export type CrewMember = { id: string; name: string };

/** The crew a job can be assigned to: crew_members(), since only admins read user_profiles (decision 057). */
export function useCrew() {
  return useQuery({
    queryKey: crewKeys.all,
    queryFn: async (): Promise<CrewMember[]> => {
      const { data, error } = await supabase.rpc('crew_members');
      if (error) throw error;
      return data.map(({ id, email, full_name }) => ({ id, name: full_name || email }));
    },
    staleTime: 5 * 60_000,
  });
}
