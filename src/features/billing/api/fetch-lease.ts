import { useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { leaseKeys } from './lease-keys';
import type { LeaseRecord } from './lease-types';

// next_escalation is a computed field (docs/decisions/115): named, it comes with the row.
const LEASE = '*, next_escalation, landlord:landlords(*), steps:lease_rent_steps(starts_on, monthly_rent_paise)';

/** Lease `id` with its landlord and schedule, or null when there is none (admins and accounts only, as RLS says). */
export async function fetchLease(id: string): Promise<LeaseRecord | null> {
  // A mistyped address is no lease, not a database error about a uuid's format.
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
  const { data } = await supabase.from('leases').select(LEASE).eq('id', id).maybeSingle().throwOnError();
  if (!data) return null;
  const lease = data as unknown as LeaseRecord;
  return { ...lease, steps: [...lease.steps].sort((a, b) => a.starts_on.localeCompare(b.starts_on)) };
}

/** Asked only by admins and accounts (`enabled`). */
export function useLease(id: string, enabled: boolean) {
  return useQuery({ queryKey: leaseKeys.detail(id), queryFn: () => fetchLease(id), enabled });
}
