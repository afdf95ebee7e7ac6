import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchListPage, type ListDefinition, type ListQuery, type ListSource } from '@/lib/list-query';
import { supabase } from '@/lib/supabase';
import type { LineSite } from './campaign-types';
import { campaignSiteKeys } from './campaign-keys';

/** Sites by code, name or locality through the list layer, for a line's site choice. */
const siteSearchList: ListDefinition = {
  searchColumns: ['code', 'name', 'locality'].map((column) => ({ column, kind: 'text' as const })),
  defaultSort: { column: 'code', direction: 'asc' },
  count: 'planned',
};
const siteSearchSource: ListSource<LineSite> = (count) => supabase.from('sites').select('id, code, name, locality, area_sqft, monthly_rate', { count }) as unknown as ListQuery<LineSite>;

export function useSiteSearch(search: string) {
  return useQuery({
    queryKey: campaignSiteKeys.list({ search }),
    queryFn: () => fetchListPage(siteSearchSource, siteSearchList, { search, page: 1, pageSize: 8 }),
    enabled: search.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}
