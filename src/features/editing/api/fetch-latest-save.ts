import type { ContentTable } from '@/config/content-types';
import { supabase } from '@/lib/supabase';

/**
 * Who last saved record `id` after `since`, and when, from the activity log; null when it cannot say. Only admins may
 * read the log (docs/decisions/030): anyone else hears 'Someone'.
 */
export async function fetchLatestSave(table: ContentTable, id: string, since: string): Promise<{ name: string; at: string } | null> {
  const { data } = await supabase
    .from('audit_log')
    .select('actor_name, occurred_at')
    .eq('table_name', table)
    .eq('row_id', id)
    .eq('action', 'update')
    .gt('occurred_at', since)
    .order('occurred_at', { ascending: false })
    .limit(1)
    .maybeSingle();
  return data ? { name: data.actor_name, at: data.occurred_at } : null;
}
