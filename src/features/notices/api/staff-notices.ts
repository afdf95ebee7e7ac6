import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types';
import { resourceKeys } from '@/lib/query-keys';
import { useTableChanges } from '@/lib/realtime';
import { supabase } from '@/lib/supabase';

/** The signed-in person's notices (docs/decisions/045): row-level security gives each their own only. */
export type StaffNotice = Pick<Tables<'staff_notices'>, 'id' | 'body' | 'link' | 'created_at' | 'read_at'>;

export const noticeKeys = resourceKeys('staff-notices');

const SHOWN = 20;

/** The newest notices, newest first. */
export async function fetchNotices(): Promise<StaffNotice[]> {
  const { data } = await supabase.from('staff_notices').select('id, body, link, created_at, read_at').order('created_at', { ascending: false }).limit(SHOWN).throwOnError();
  return data;
}

/** The notices, kept current as new ones arrive (a live channel on the person's own rows). */
export function useNotices(userId: string | undefined) {
  const queryClient = useQueryClient();
  useTableChanges('staff_notices', () => void queryClient.invalidateQueries({ queryKey: noticeKeys.all }), {
    enabled: Boolean(userId),
    filter: `recipient_id=eq.${userId}`,
  });
  return useQuery({ queryKey: noticeKeys.list({ userId }), queryFn: fetchNotices, enabled: Boolean(userId) });
}
