import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { supabase, uniqueChannelName } from '@/lib/supabase';
import type { InboxLead } from './list-inbox';
import { invalidateInbox, unreadKeys } from './inbox-keys';

/**
 * Leads no admin has opened yet, spam aside: exact up to 10,000, the statistics of the partial index that
 * holds them above (a bot's flood stays cheap: supabase/migrations/20261124050000_dashboard_counts.sql).
 */
export async function countUnreadLeads(): Promise<number> {
  const { data, error } = await supabase.rpc('dashboard_count', { counted: 'unread_leads' });
  if (error) throw error;
  return data ?? 0;
}

export function useUnreadLeadCount({ enabled }: { enabled: boolean }) {
  return useQuery({ queryKey: unreadKeys.all, queryFn: countUnreadLeads, enabled });
}

/**
 * Follows the leads table live: any change refreshes the inbox, the unread count and histories, and a
 * new lead that is not spam is handed to `onNewLead` (the notice).
 */
export function useLiveLeads(onNewLead: (lead: InboxLead) => void, { enabled }: { enabled: boolean }): void {
  const queryClient = useQueryClient();
  const announce = useRef(onNewLead);
  useEffect(() => {
    announce.current = onNewLead;
  });
  useEffect(() => {
    if (!enabled) return;
    const channel = supabase.channel(uniqueChannelName('leads-inbox'));
    channel.on('postgres_changes', { event: '*', schema: 'public', table: 'leads' }, (change) => {
      invalidateInbox(queryClient);
      const lead = change.new as InboxLead;
      if (change.eventType === 'INSERT' && lead.status !== 'spam') announce.current(lead);
    });
    channel.subscribe();
    return () => {
      void supabase.removeChannel(channel);
    };
  }, [enabled, queryClient]);
}
