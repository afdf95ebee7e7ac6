import { useMutation, useQueryClient } from '@tanstack/react-query';
import { expectWritten } from '@/lib/db-errors';
import { resourceKeys } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';
import type { ProfileValues } from '../schemas';

/**
 * 'Your profile': a signed-in person writes their own name, title and portrait (a column grant and the
 * user_profiles_update_own policy allow nothing else, decision 052). The signed-in profile's query (the auth
 * feature's, key 'user-profiles') is refreshed so the top bar and the author list show the change.
 */
export async function saveOwnProfile({ id, values }: { id: string; values: ProfileValues }): Promise<void> {
  expectWritten(await supabase.from('user_profiles').update(values).eq('id', id).select('id'), 'profile', 'save');
}

export function useSaveOwnProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOwnProfile,
    onSuccess: () => Promise.all([resourceKeys('user-profiles').all, resourceKeys('blog-authors').all].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
