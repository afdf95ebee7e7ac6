import type { Offer, OfferPackage } from '../types';

/** A package as `offers.packages` holds it. */
export function offerPackage(name: string, overrides: Partial<OfferPackage> = {}): OfferPackage {
  return { name, duration: '30 days', original_price: 120000, offer_price: 75000, features: ['5 hoardings', 'Printing included'], popular: false, ...overrides };
}

/** A stored offer: published, running through January 2027 (India time). */
export function storedOffer(overrides: Partial<Offer> = {}): Offer {
  return {
    id: '0ffe0000-0000-4000-8000-000000000001',
    slug: 'pongal-harvest',
    title: 'Pongal Harvest Offer',
    season: 'Pongal & Tamil New Year',
    lead: 'Be on the highways home from Bhogi to Kaanum Pongal.',
    hero_image: '/images/seed/gallery/kathipara-unipole.svg',
    valid_from: '2026-12-31T18:30:00.000Z',
    valid_until: '2027-01-31T18:29:00.000Z',
    packages: [offerPackage('Harvest Starter', { original_price: 60000, offer_price: 45000 }), offerPackage('Harvest Pro', { popular: true })],
    status: 'published',
    published_at: '2026-12-01T03:30:00.000Z',
    created_at: '2026-11-20T10:00:00Z',
    updated_at: '2026-11-20T10:00:00Z',
    ...overrides,
  };
}
