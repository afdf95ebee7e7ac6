import { supabase } from '@/lib/supabase';
import type { RentStep } from './lease-types';

/** Writes lease `lease`'s schedule of rent steps. */
export async function addLeaseSteps(lease: string, steps: RentStep[]): Promise<void> {
  await supabase
    .from('lease_rent_steps')
    .insert(steps.map((step) => ({ lease_id: lease, ...step })))
    .throwOnError();
}
