import { ReasonForm } from '@/components/admin';
import type { Campaign } from '../../api/campaign-types';
import { useCancelCampaign } from '../../api/cancel-campaign';

/** The statuses a campaign can be cancelled from: once its client accepted it (docs/decisions/088). */
export const CANCELLABLE = new Set(['accepted', 'confirmed', 'live']);
const REASON_LIMIT = 1000;

/**
 * 'Cancel campaign' with its reason, for a campaign its client accepted (docs/product.md §13, decision 088): what the
 * client accepted never changes, so a site that falls through or dates that move end it here, in its history.
 */
export function CancelCampaign({ campaign }: { campaign: Campaign }) {
  const cancel = useCancelCampaign();
  return (
    <ReasonForm
      title="Cancel the campaign"
      intro="What the client accepted does not change. If a site falls through or the dates move, cancel it saying why, then make a new proposal for them to accept."
      label="Why is it cancelled?"
      limit={REASON_LIMIT}
      required="Say why the campaign is cancelled."
      question={{
        text: `Cancel campaign ${campaign.reference}? Its sites are released, the mounting jobs nobody has started are removed, an ad already up is due to come down today, and the client's link says it was cancelled. This cannot be undone.`,
        title: 'Cancel this campaign?',
        confirmLabel: 'Cancel campaign',
        cancelLabel: 'Keep it',
      }}
      action={{ label: 'Cancel campaign', pending: 'Cancelling...', failed: 'The campaign was not cancelled' }}
      pending={cancel.isPending}
      error={cancel.error}
      onSubmit={(reason) => cancel.mutate({ campaign: campaign.id, reason })}
    />
  );
}
