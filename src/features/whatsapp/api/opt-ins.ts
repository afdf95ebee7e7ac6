import { useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types';
import { resourceKeys } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';

export type OptIn = Pick<Tables<'whatsapp_opt_ins'>, 'id' | 'phone' | 'opted_in_at' | 'how' | 'withdrawn_at' | 'withdrawn_how'> & {
  recorder: { full_name: string | null; email: string } | null;
};

export const optInKeys = resourceKeys('whatsapp-opt-ins');

/** A contact's opt-ins, newest first: the live one (if any) and those withdrawn (docs/decisions/117). */
export function useOptIns(contact: string) {
  return useQuery({
    queryKey: optInKeys.detail(contact),
    queryFn: async (): Promise<OptIn[]> => {
      const { data, error } = await supabase
        .from('whatsapp_opt_ins')
        .select('id, phone, opted_in_at, how, withdrawn_at, withdrawn_how, recorder:user_profiles!whatsapp_opt_ins_recorded_by_fkey(full_name, email)')
        .eq('contact_id', contact)
        .order('opted_in_at', { ascending: false });
      if (error) throw error;
      return data;
    },
  });
}
