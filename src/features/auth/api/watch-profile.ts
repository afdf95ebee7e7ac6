import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { supabase, uniqueChannelName } from '@/lib/supabase';
import { profileQueryKey, type Profile } from './get-profile';

/** Applies updates of the user's own profile row as they happen (a role changed by an admin takes effect without reload). */
export function useProfileUpdates(userId: string | undefined): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    const channel = supabase
      .channel(uniqueChannelName('user-profile'))
      .on(
        'postgres_changes',
        { event: 'UPDATE', schema: 'public', table: 'user_profiles', filter: `id=eq.${userId}` },
        (payload) => queryClient.setQueryData(profileQueryKey(userId), payload.new as Profile),
      )
      .subscribe();
    return () => {
      void supabase.removeChannel(channel);
    };
  }, [userId, queryClient]);
}
