import { expectWritten } from '@/lib/db-errors';
import type { Database } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';

/** Changes lease `id`'s columns: its terms from its form, or the agreement's path once the file is in the bucket. */
export async function updateLease(id: string, changes: Database['public']['Tables']['leases']['Update']): Promise<void> {
  expectWritten(await supabase.from('leases').update(changes).eq('id', id).select('id'), 'lease', 'save');
}
