import { formatRupees } from '@/features/campaigns';
import { indiaDayAndTime } from '@/lib/india-time';
import type { WaitingFor } from './types';

/**
 * What an accepted proposal still waits for, as its client reads it (docs/product.md §12, docs/decisions/114): the
 * bookings are confirmed when the purchase order, and the advance the proposal asks, reach the agency.
 */
export function waitingSentence(waiting: WaitingFor): string | null {
  const advanceDue = waiting.advance_paise > waiting.advance_received_paise;
  const advance = `the advance of ${formatRupees(waiting.advance_paise / 100)}`;
  if (waiting.purchase_order && advanceDue) return `We confirm the bookings when your purchase order and ${advance} reach us.`;
  if (waiting.purchase_order) return 'We confirm the bookings when your purchase order reaches us.';
  return advanceDue ? `We confirm the bookings when ${advance} reaches us.` : null;
}

/** The proposal's advance, said under its terms; null when it asks none. */
export const advanceTerm = (advancePaise: number) =>
  advancePaise > 0 ? `An advance of ${formatRupees(advancePaise / 100)} is payable before the bookings are confirmed.` : null;

/** The last India day of a hold that ends at `expiresAt` (an accepted line's ends at midnight after its last day). */
export const lastHeldDay = (expiresAt: string) => indiaDayAndTime(new Date(Date.parse(expiresAt) - 1)).day;
