import { useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types';
import { resourceKeys } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';

export type WhatsAppSend = Pick<Tables<'whatsapp_messages'>, 'id' | 'template_key' | 'phone' | 'status' | 'failure' | 'created_at'>;

export const sendKeys = resourceKeys('whatsapp-sends');

/** The templates sent about one campaign or invoice, newest first (docs/decisions/117). */
export function useWhatsAppSends(on: { campaign: string } | { invoice: string }) {
  const [column, id] = 'campaign' in on ? (['campaign_id', on.campaign] as const) : (['invoice_id', on.invoice] as const);
  return useQuery({
    queryKey: sendKeys.detail(`${column}:${id}`),
    queryFn: async (): Promise<WhatsAppSend[]> => {
      const { data, error } = await supabase
        .from('whatsapp_messages')
        .select('id, template_key, phone, status, failure, created_at')
        .eq(column, id)
        .order('created_at', { ascending: false });
      if (error) throw error;
      return data;
    },
  });
}
