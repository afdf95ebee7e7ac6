import { useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { staffKeys } from './inbox-keys';

export type StaffMember = { id: string; email: string; full_name: string | null };

/** Who a lead can be assigned to: the staff who work leads (lead_workers(): admins and sales). */
export function useStaff() {
  return useQuery({
    queryKey: staffKeys.all,
    queryFn: async (): Promise<StaffMember[]> => {
      const { data, error } = await supabase.rpc('lead_workers');
      if (error) throw error;
      return data.map(({ id, email, full_name }) => ({ id, email, full_name }));
    },
    staleTime: 5 * 60_000,
  });
}
