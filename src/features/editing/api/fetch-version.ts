import type { ContentTable } from '@/config/content-types';
import { supabase } from '@/lib/supabase';

/** Record `id`'s version now (its `updated_at`), or null when it is gone. */
export async function fetchVersion(table: ContentTable, id: string): Promise<string | null> {
  const { data } = await supabase.from(table).select('updated_at').eq('id', id).maybeSingle();
  return data?.updated_at ?? null;
}
