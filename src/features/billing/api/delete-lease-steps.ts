import { supabase } from '@/lib/supabase';

/** Removes lease `lease`'s schedule, before its form writes the schedule it now has. */
export async function deleteLeaseSteps(lease: string): Promise<void> {
  await supabase.from('lease_rent_steps').delete().eq('lease_id', lease).throwOnError();
}
