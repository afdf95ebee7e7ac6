import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { PublicOffer } from '@/features/offers';
import { server } from '@/testing/msw-server';
import { testOrigin } from '@/testing/rest';
import { useFreshOffers } from '../offer-reads';

const DAY = 86_400_000;
const rendered: PublicOffer[] = [
  {
    id: 'offer-festival',
    slug: 'festival-season',
    title: 'Festival Season Offer',
    season: 'Year-end festivals',
    lead: 'Hoardings and vans when Chennai shops the most.',
    hero_image: '/images/site/festival/hero.svg',
    valid_from: new Date(Date.now() - DAY).toISOString(),
    valid_until: new Date(Date.now() + 10 * DAY).toISOString(),
    packages: [{ name: 'Festival Pro', duration: '30 days', original_price: 120_000, offer_price: 75_000, popular: true, features: ['5 hoardings'] }],
  },
];

/** The offers as the database answers them now: equal to the rendered ones, or not, but never the same objects. */
const answer = (offers: PublicOffer[]) => server.use(http.get(`${testOrigin}/rest/v1/offers`, () => HttpResponse.json(structuredClone(offers))));

describe('the offer pages’ fresh read', () => {
  it('keeps the offers the page was rendered with when the database says the same, so the booking form hydrates in place', async () => {
    answer(rendered);
    const { result } = renderHook(() => useFreshOffers({ offers: rendered, readAt: Date.now() }));
    await waitFor(() => expect(result.current.settled).toBe(true));
    expect(result.current.offers).toBe(rendered);
  });

  it('shows what changed since the page was rendered', async () => {
    const changed = [{ ...rendered[0]!, title: 'Festival Season Offer, extended' }];
    answer(changed);
    const { result } = renderHook(() => useFreshOffers({ offers: rendered, readAt: Date.now() }));
    await waitFor(() => expect(result.current.settled).toBe(true));
    expect(result.current.offers).toEqual(changed);
  });
});
