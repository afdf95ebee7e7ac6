import { useQueryClient } from '@tanstack/react-query';
import { CalendarCheck } from 'lucide-react';
import { ReasonForm } from '@/components/admin';
import { AdvanceForm } from '@/features/billing/admin';
import { today } from '@/lib/calendar-days';
import { formatDate } from '@/lib/format';
import { formatPaise } from '@/lib/numbers';
import type { CampaignWithLines } from '../../api/campaign-types';
import { useConfirmWithoutPurchaseOrder } from '../../api/confirm-without-purchase-order';
import { campaignKeys } from '../../api/campaign-keys';
import { ConfirmationResult } from './ConfirmationResult';

const REASON_LIMIT = 500;

/** How long an accepted campaign's sites stay held: to the end of the proposal's validity (screen_site_booking). */
const heldText = (validUntil: string | null) =>
  validUntil && validUntil >= today()
    ? `Until then its sites stay held until the end of ${formatDate(validUntil)}, the proposal's validity.`
    : `Its holds ended with the proposal's validity on ${formatDate(validUntil ?? '')}: confirming books the sites afresh where they are still free.`;

/**
 * An accepted campaign waiting for the client's purchase order, and the advance when it asks one (docs/product.md §13,
 * docs/decisions/114): what it waits for, how long its sites stay held; for admins, 'Record the advance' and 'Confirm
 * without the purchase order' with the reason. The PO itself is noted in the panel below.
 */
export function AwaitingConfirmation({ campaign, isAdmin }: { campaign: CampaignWithLines; isAdmin: boolean }) {
  const confirm = useConfirmWithoutPurchaseOrder();
  const queryClient = useQueryClient();
  const waiting = campaign.confirmation;
  if (!waiting) return confirm.data ? <ConfirmationResult result={confirm.data} /> : null;
  const advanceDue = Math.max(waiting.advance_paise - waiting.advance_received_paise, 0);
  const missing = [waiting.purchase_order && "the client's purchase order", advanceDue > 0 && `the advance of ${formatPaise(waiting.advance_paise)}`].filter(Boolean).join(' and ');
  return (
    <section aria-labelledby="awaiting-confirmation" className="space-y-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 sm:p-6">
      <h2 id="awaiting-confirmation" className="text-lg font-semibold">
        {missing ? `Waiting for ${missing}` : 'Not every site is booked yet'}
      </h2>
      <p>
        {missing
          ? `The client accepted. Its bookings are confirmed, and its mounting jobs made, when ${missing} ${waiting.purchase_order && advanceDue > 0 ? 'are' : 'is'} in. ${heldText(campaign.valid_until)}`
          : 'The purchase order is in, but a site could not be booked for its dates: revise the campaign without it, or cancel it.'}
      </p>
      {waiting.advance_paise > 0 && (
        <p>
          Advance asked: {formatPaise(waiting.advance_paise)}; received: {formatPaise(waiting.advance_received_paise)}.
        </p>
      )}
      {confirm.data && <ConfirmationResult result={confirm.data} />}
      {isAdmin && advanceDue > 0 && (
        <AdvanceForm customer={campaign.customer_id} campaign={campaign.id} due_paise={advanceDue} onRecorded={() => queryClient.invalidateQueries({ queryKey: campaignKeys.detail(campaign.id) })} />
      )}
      {isAdmin && missing && (
        <ReasonForm
          headingLevel={3}
          title="Confirm without waiting"
          intro={`Confirm the bookings now without ${missing}, for a client you trust: the reason goes in the campaign's history.`}
          label="Why confirm it now?"
          limit={REASON_LIMIT}
          required="Say why the campaign is confirmed now."
          question={{
            text: `Confirm campaign ${campaign.reference} without ${missing}? Its sites are booked for their dates and its mounting jobs made.`,
            title: 'Confirm this campaign?',
            confirmLabel: 'Confirm campaign',
            cancelLabel: 'Wait',
          }}
          action={{ label: `Confirm without ${waiting.purchase_order ? 'the purchase order' : 'the advance'}`, pending: 'Confirming...', failed: 'The campaign was not confirmed' }}
          icon={CalendarCheck}
          pending={confirm.isPending}
          error={confirm.error}
          onSubmit={(reason) => confirm.mutate({ campaign: campaign.id, reason })}
        />
      )}
    </section>
  );
}
