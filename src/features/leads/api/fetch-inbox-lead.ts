import { useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { inboxKeys } from './inbox-keys';
import type { InboxLead } from './list-inbox';

/** One lead of the inbox by id (a notice's link names it); null when it is not there (deleted, or not yours to see). */
export async function fetchInboxLead(id: string): Promise<InboxLead | null> {
  const { data, error } = await supabase.from('leads_list').select('*').eq('id', id).maybeSingle();
  if (error) throw error;
  return data as InboxLead | null;
}

export function useInboxLead(id: string | null, { enabled }: { enabled: boolean }) {
  return useQuery({ queryKey: inboxKeys.detail(id ?? ''), queryFn: () => fetchInboxLead(id ?? ''), enabled: enabled && id !== null });
}
