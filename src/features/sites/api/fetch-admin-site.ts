import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { AdminSite } from './admin-site-types';
import { siteKeys } from './site-keys';

/** One site by id with its licence, for its form and bookings. */
export async function fetchSiteById(id: string): Promise<AdminSite> {
  const { data } = await supabase.from('sites').select('*, licence:site_licences(*)').eq('id', id).single().throwOnError();
  return data;
}

export const adminSiteQueryOptions = (id: string) => queryOptions({ queryKey: siteKeys.detail(`id:${id}`), queryFn: () => fetchSiteById(id) });

export function useAdminSite(id: string | undefined) {
  return useQuery({ ...adminSiteQueryOptions(id ?? ''), enabled: Boolean(id) });
}
