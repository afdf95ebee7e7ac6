import { publicationState } from '@/lib/publishing';
import { offerPhase } from '../../offer-timing';
import type { Offer } from '../../types';

/**
 * Where an offer stands for the back office (docs/product.md §2, Offers list): not visible yet ('draft', or
 * 'scheduled' to appear at its publish moment), else where its run is ('upcoming', 'running', 'ended').
 */
export type OfferState = 'draft' | 'scheduled' | 'upcoming' | 'running' | 'ended';

export function offerState(offer: Pick<Offer, 'status' | 'published_at' | 'valid_from' | 'valid_until'>, now = new Date()): OfferState {
  const visibility = publicationState(offer, now);
  return visibility === 'published' ? offerPhase(offer, now.getTime()) : visibility;
}

export const offerStateLabels: Record<OfferState, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  upcoming: 'Upcoming',
  running: 'Running',
  ended: 'Ended',
};
