import { queryOptions, skipToken } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types';
import { resourceKeys } from '@/lib/query-keys';
import { supabase } from '@/lib/supabase';

export type Profile = Tables<'user_profiles'>;

const profileKeys = resourceKeys('user-profiles');
export const profileQueryKey = (userId: string | undefined) => profileKeys.detail(userId ?? null);

/** The signed-in user's profile row, or null: no row (PGRST116) or any lookup error means no profile (docs/product.md §8). */
export async function fetchProfile(userId: string): Promise<Profile | null> {
  const { data, error } = await supabase.from('user_profiles').select('*').eq('id', userId).single();
  return error ? null : data;
}

export function profileQueryOptions(userId: string | undefined) {
  return queryOptions({
    queryKey: profileQueryKey(userId),
    queryFn: userId ? () => fetchProfile(userId) : skipToken,
    // Kept current by the live subscription (watch-profile.ts), not by refetching.
    staleTime: Infinity,
  });
}
