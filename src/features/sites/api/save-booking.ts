import { useMutation, useQueryClient } from '@tanstack/react-query';
import { expectWritten } from '@/lib/db-errors';
import { sendStaffNoticeEmails } from '@/lib/staff-notices';
import { supabase } from '@/lib/supabase';
import type { BookingInput } from './booking-types';
import { siteKeys } from './site-keys';

/**
 * What the database's overlap constraint (site_bookings_no_overlap) means, in one sentence for the form. The
 * database names the booking in the way itself (decision 046); this is for two confirmations at the same moment.
 */
export const OVERLAP_REFUSAL = 'This site already has a confirmed booking on some of these dates. Choose other dates, or change that booking first.';

/** A refusal with the database's own sentence, naming the booking or hold in the way (decision 046). */
export class BookingRefusal extends Error {
  /** The client whose hold is in the way: an admin may confirm over it by naming them. */
  readonly heldFor: string | null;

  constructor(message: string, heldFor: string | null) {
    super(message);
    this.heldFor = heldFor;
  }
}

function heldForOf(details: string | null | undefined): string | null {
  try {
    const parsed = JSON.parse(details ?? '') as { held_for?: unknown };
    return typeof parsed.held_for === 'string' ? parsed.held_for : null;
  } catch {
    return null;
  }
}

/**
 * Adds a booking to site `siteId` (no id) or changes booking `id`. A booking or another client's hold in the way
 * is refused with the database's sentence (a BookingRefusal); an admin's confirmation over a hold tells the hold's
 * owner, by a notice the database leaves and notify-staff e-mails.
 */
export async function saveBooking({ siteId, id, values }: { siteId: string; id?: string; values: BookingInput }): Promise<void> {
  const query = id ? supabase.from('site_bookings').update(values).eq('id', id) : supabase.from('site_bookings').insert({ ...values, site_id: siteId });
  const result = await query.select('id');
  if (result.error?.code === '23P01') throw new BookingRefusal(OVERLAP_REFUSAL, null);
  if (result.error?.code === 'PT409') throw new BookingRefusal(result.error.message, heldForOf(result.error.details));
  expectWritten(result, 'booking', 'save');
  if (values.overrides_hold_of) sendStaffNoticeEmails();
}

export function useSaveBooking() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveBooking, onSuccess: () => queryClient.invalidateQueries({ queryKey: siteKeys.all }) });
}
