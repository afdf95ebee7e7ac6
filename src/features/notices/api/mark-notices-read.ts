import { useMutation, useQueryClient } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { noticeKeys } from './staff-notices';

/** Marks the given notices read. */
export async function markNoticesRead(ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await supabase.from('staff_notices').update({ read_at: new Date().toISOString() }).in('id', [...ids]).throwOnError();
}

export function useMarkNoticesRead() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: markNoticesRead, onSuccess: () => queryClient.invalidateQueries({ queryKey: noticeKeys.all }) });
}
