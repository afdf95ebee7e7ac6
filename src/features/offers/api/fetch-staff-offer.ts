import { queryOptions } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import type { Offer } from '../types';
import { offerKeys } from './fetch-offers';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * One offer by id for the edit form, drafts and scheduled ones included (row-level security shows them to staff), or
 * null when there is none. An id that is not a uuid cannot match, so it is not sent.
 */
export async function fetchStaffOffer(id: string): Promise<Offer | null> {
  if (!uuid.test(id)) return null;
  const { data } = await supabase.from('offers').select('*').eq('id', id).maybeSingle().throwOnError();
  // The database checks the packages' shape (offers_packages_valid); the generated type only says Json.
  return data as Offer | null;
}

export const staffOfferQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...offerKeys.detail(id), 'staff'] as const, queryFn: () => fetchStaffOffer(id) });
