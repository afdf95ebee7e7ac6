import { useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types';
import { resourceKeys } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';

export type InboxTemplate = Pick<Tables<'whatsapp_templates'>, 'key' | 'preview'>;

const templateKeys = resourceKeys('whatsapp-inbox-templates');

/** The approved templates staff may send in a conversation whose window has closed (docs/decisions/117). */
export function useInboxTemplates() {
  return useQuery({
    queryKey: templateKeys.all,
    queryFn: async (): Promise<InboxTemplate[]> => {
      const { data, error } = await supabase.from('whatsapp_templates').select('key, preview').eq('in_inbox', true).eq('approved', true).order('key');
      if (error) throw error;
      return data;
    },
    staleTime: 5 * 60_000,
  });
}
