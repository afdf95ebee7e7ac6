import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { TablesInsert } from '@/lib/database.types';
import type { OfferPackage } from '@/features/offers/types';
import { anonClient, serviceClient } from '../support/clients';
import { testUser } from '../support/users';

/**
 * Seasonal offers (supabase/migrations/20261126001500_offers.sql, docs/product.md §2 Offers): visitors see an offer
 * only when it is published and due; the database refuses an offer that breaks its rules with the constraint's name
 * (the form says the same in words: src/features/offers/schemas.ts); a festival booking names a published offer and
 * one of its packages, and keeps the offer's title; editors write offers, only can_delete_content() deletes them.
 */

const service = serviceClient();
const made: string[] = [];

afterAll(async () => {
  if (made.length > 0) await service.from('offers').delete().in('id', made);
});

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

function offerPackage(name: string, extra: Partial<OfferPackage> = {}): OfferPackage {
  return { name, duration: '30 days', original_price: 120000, offer_price: 75000, features: ['5 hoardings'], popular: false, ...extra };
}

function offer(extra: Partial<TablesInsert<'offers'>> = {}): TablesInsert<'offers'> {
  const tag = randomUUID().slice(0, 8);
  return {
    slug: `test-offer-${tag}`,
    title: `Test offer ${tag}`,
    season: 'Pongal',
    lead: 'Be on the highways home.',
    hero_image: '/images/seed/gallery/kathipara-unipole.svg',
    valid_from: inHours(-24),
    valid_until: inHours(24 * 30),
    packages: [offerPackage('Harvest Starter'), offerPackage('Harvest Pro', { popular: true })],
    status: 'published',
    published_at: inHours(-1),
    ...extra,
  };
}

/** Inserts an offer as the service role (past row-level security) and removes it after the file. */
async function madeOffer(extra: Partial<TablesInsert<'offers'>> = {}): Promise<{ id: string; title: string }> {
  const { data } = await service.from('offers').insert(offer(extra)).select('id, title').single().throwOnError();
  made.push(data.id);
  return data;
}

function booking(offerId: string | null, preferred_package: string) {
  const tag = randomUUID().slice(0, 8);
  return { name: `Booker ${tag}`, business_name: 'Raj Sweets', phone: '98400 12345', email: `booker-${tag}@example.com`, offer_id: offerId, preferred_package, message: null };
}

describe('who sees an offer', () => {
  it('anon never reads a draft or a scheduled offer; staff, reviewers included, read every one', async () => {
    const draft = await madeOffer({ status: 'draft' });
    const scheduled = await madeOffer({ published_at: inHours(2) });
    const live = await madeOffer();
    const ids = [draft.id, scheduled.id, live.id];
    const { data: seen } = await anonClient().from('offers').select('id').in('id', ids).throwOnError();
    expect(seen.map((row) => row.id)).toEqual([live.id]);

    const reviewer = await testUser('reviewer');
    const { data: staffSees } = await reviewer.client.from('offers').select('id').in('id', ids).throwOnError();
    expect(staffSees.map((row) => row.id).sort()).toEqual([...ids].sort());
  });
});

/** What a case spoils, and the constraint that must refuse it. */
const refusals: [label: string, spoiled: Partial<TablesInsert<'offers'>>, constraint: string][] = [
  ['an end before the start', { valid_from: inHours(48), valid_until: inHours(24) }, 'offers_valid_until_after_start'],
  ['an offer price above the original', { packages: [offerPackage('Spark', { original_price: 1000, offer_price: 1001 })] }, 'offers_package_offer_price_within_original'],
  ['no package', { packages: [] }, 'offers_packages_required'],
  ['a duplicate package name', { packages: [offerPackage('Spark'), offerPackage(' spark ')] }, 'offers_package_names_unique'],
  ['two most popular', { packages: [offerPackage('Spark', { popular: true }), offerPackage('Blaze', { popular: true })] }, 'offers_packages_valid'],
  ['seven packages', { packages: Array.from({ length: 7 }, (_, index) => offerPackage(`Package ${index}`)) }, 'offers_packages_valid'],
  ['a price in paise', { packages: [offerPackage('Spark', { original_price: 120000.5 })] }, 'offers_packages_valid'],
  ['sixteen features', { packages: [offerPackage('Spark', { features: Array.from({ length: 16 }, (_, index) => `Feature ${index}`) })] }, 'offers_packages_valid'],
  ['a slug with capitals', { slug: 'Pongal-2027' }, 'offers_slug_format'],
];

describe('what the database refuses, naming the constraint', () => {
  it.each(refusals)('%s', async (_, extra, constraint) => {
    const admin = await testUser('admin');
    const { error } = await admin.client.from('offers').insert(offer(extra)).select('id');
    expect(error?.code).toBe('23514');
    expect(error?.message).toContain(constraint);
  });

  it('a slug already taken', async () => {
    const taken = await madeOffer();
    const { data } = await service.from('offers').select('slug').eq('id', taken.id).single().throwOnError();
    const { error } = await service.from('offers').insert(offer({ slug: data.slug }));
    expect(error?.code).toBe('23505');
    expect(error?.message).toContain('offers_slug_unique');
  });
});

describe('a festival booking names its offer and package', () => {
  it('saves a booking for a package of a published offer and keeps the offer title, whatever the visitor sent', async () => {
    const live = await madeOffer();
    const sent = { ...booking(live.id, 'Harvest Pro'), offer_title: 'Something else' };
    const { error } = await anonClient().from('festival_bookings').insert(sent);
    expect(error).toBeNull();
    const { data } = await service.from('festival_bookings').select('offer_id, offer_title, preferred_package').eq('email', sent.email).single().throwOnError();
    expect(data).toEqual({ offer_id: live.id, offer_title: live.title, preferred_package: 'Harvest Pro' });
    await service.from('festival_bookings').delete().eq('email', sent.email);
  });

  it('refuses a package the offer does not have', async () => {
    const live = await madeOffer();
    const { error } = await anonClient().from('festival_bookings').insert(booking(live.id, 'Festival Dominator'));
    expect(error?.code).toBe('23514');
    expect(error?.message).toBe('Please choose a package');
  });

  it('takes a booking up to an hour after the offer ends, for a form opened before; later, none (decision 077)', async () => {
    const justEnded = await madeOffer({ valid_from: inHours(-24 * 30), valid_until: inHours(-0.5) });
    const sent = booking(justEnded.id, 'Harvest Pro');
    expect((await anonClient().from('festival_bookings').insert(sent)).error).toBeNull();
    await service.from('festival_bookings').delete().eq('email', sent.email);

    const endedLongAgo = await madeOffer({ valid_from: '2026-01-01T00:00:00Z', valid_until: '2026-01-15T12:00:00Z', published_at: '2026-01-01T00:00:00Z' });
    const { error } = await anonClient().from('festival_bookings').insert(booking(endedLongAgo.id, 'Harvest Pro'));
    expect(error).toMatchObject({ code: 'PT422', message: 'This offer ended on 15 Jan 2026: it takes no more bookings.' });
  });

  it('refuses a draft offer, a scheduled one and none', async () => {
    const draft = await madeOffer({ status: 'draft' });
    const scheduled = await madeOffer({ published_at: inHours(2) });
    for (const id of [draft.id, scheduled.id]) {
      const { error } = await anonClient().from('festival_bookings').insert(booking(id, 'Harvest Pro'));
      expect(error?.message).toBe('This offer is not open for bookings');
    }
    const { error } = await anonClient().from('festival_bookings').insert(booking(null, 'Harvest Pro'));
    expect(error?.message).toBe('Please choose an offer');
  });
});

describe('who writes an offer', () => {
  it('a reviewer can neither insert nor update; an editor can both but not delete; an admin deletes', async () => {
    const reviewer = await testUser('reviewer');
    const refused = await reviewer.client.from('offers').insert(offer()).select('id');
    expect(refused.error?.code).toBe('42501');

    const target = await madeOffer();
    const { data: notUpdated } = await reviewer.client.from('offers').update({ season: 'Reviewed' }).eq('id', target.id).select('id').throwOnError();
    expect(notUpdated).toEqual([]);

    const editor = await testUser('editor');
    const { data: inserted } = await editor.client.from('offers').insert(offer()).select('id').single().throwOnError();
    made.push(inserted.id);
    const { data: updated } = await editor.client.from('offers').update({ season: 'Onam' }).eq('id', inserted.id).select('season').throwOnError();
    expect(updated).toEqual([{ season: 'Onam' }]);
    const { data: notDeleted } = await editor.client.from('offers').delete().eq('id', inserted.id).select('id').throwOnError();
    expect(notDeleted).toEqual([]);

    const admin = await testUser('admin');
    const { data: deleted } = await admin.client.from('offers').delete().eq('id', inserted.id).select('id').throwOnError();
    expect(deleted).toEqual([{ id: inserted.id }]);
  });
});
