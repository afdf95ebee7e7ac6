import { supabase } from '@/lib/supabase';
import type { LeaseColumns } from './lease-types';

/** A new lease; returns its id. The table refuses a second lease of a site overlapping another (docs/decisions/115). */
export async function addLease(columns: LeaseColumns): Promise<string> {
  const { data } = await supabase.from('leases').insert(columns).select('id').single().throwOnError();
  return data.id;
}
