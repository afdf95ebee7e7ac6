import { publicNow } from '@/lib/publishing';
import { publicData } from '@/lib/public-api';
import { offerKeys, PUBLIC_COLUMNS, type PublicOffer } from './fetch-offers';

/** One visible offer by its address, or null. */
export async function fetchOffer(slug: string): Promise<PublicOffer | null> {
  const { status, before } = publicNow();
  const { data } = await (await publicData())
    .from('offers')
    .select(PUBLIC_COLUMNS)
    .eq('slug', slug)
    .eq('status', status)
    .lte('published_at', before)
    .maybeSingle()
    .throwOnError();
  return data as unknown as PublicOffer | null;
}

/** Plain query options, as the list's (fetch-offers.ts). */
export const offerQueryOptions = (slug: string) => ({ queryKey: [...offerKeys.detail(slug), 'public'] as const, queryFn: () => fetchOffer(slug) });
