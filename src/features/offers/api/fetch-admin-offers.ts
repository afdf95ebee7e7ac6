import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchListPage, PAGE_SIZE, type ListQuery, type ListSource } from '@/lib/list-query';
import { supabase } from '@/lib/supabase';
import type { Offer } from '../types';
import { adminOffersList, type AdminOffersParams } from './admin-offers-list';
import { offerKeys } from './fetch-offers';

export type { AdminOffersParams } from './admin-offers-list';

/** The columns the admin list shows: no lead text or packages. */
export type AdminOffer = Pick<Offer, 'id' | 'slug' | 'title' | 'season' | 'hero_image' | 'valid_from' | 'valid_until' | 'status' | 'published_at' | 'created_at'>;

const COLUMNS = 'id, slug, title, season, hero_image, valid_from, valid_until, status, published_at, created_at';

const offersSource: ListSource<AdminOffer> = (count) => supabase.from('offers').select(COLUMNS, { count }) as unknown as ListQuery<AdminOffer>;

/** The first page with no search: what the route starts loading before the screen asks. */
export const firstAdminOffersPage: AdminOffersParams = { search: '', page: 1 };

export const adminOffersQueryOptions = (params: AdminOffersParams = firstAdminOffersPage) =>
  queryOptions({
    queryKey: offerKeys.list({ view: 'admin', search: params.search, page: params.page }),
    queryFn: () => fetchListPage(offersSource, adminOffersList, { search: params.search, page: params.page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

export function useAdminOffers(params: AdminOffersParams) {
  return useQuery(adminOffersQueryOptions(params));
}
