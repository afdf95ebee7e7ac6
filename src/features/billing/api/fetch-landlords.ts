import { useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { leaseKeys } from './lease-keys';

export type LandlordName = { id: string; name: string };

/** Every landlord, A to Z, for a lease's 'Landlord'. */
export async function fetchLandlords(): Promise<LandlordName[]> {
  const { data } = await supabase.from('landlords').select('id, name').order('name').throwOnError();
  return data;
}

export function useLandlords() {
  return useQuery({ queryKey: leaseKeys.landlords(), queryFn: fetchLandlords });
}
