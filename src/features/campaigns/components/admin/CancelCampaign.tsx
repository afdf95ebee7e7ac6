import { Ban } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/admin';
import { useDialogs } from '@/components/dialog';
import { FormAlert, TextAreaField } from '@/components/form';
import { describeDbError } from '@/lib/db-errors';
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
  const { confirm } = useDialogs();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = reason.trim();
    const found = trimmed === '' ? 'Say why the campaign is cancelled.' : trimmed.length > REASON_LIMIT ? `At most ${REASON_LIMIT.toLocaleString('en-IN')} characters.` : null;
    setProblem(found);
    if (found) return;
    const sure = await confirm(
      `Cancel campaign ${campaign.reference}? Its sites are released, the mounting jobs nobody has started are removed, an ad already up is due to come down today, and the client's link says it was cancelled. This cannot be undone.`,
      { title: 'Cancel this campaign?', confirmLabel: 'Cancel campaign', cancelLabel: 'Keep it' },
    );
    if (sure) cancel.mutate({ campaign: campaign.id, reason: trimmed });
  }

  return (
    <form onSubmit={(event) => void submit(event)} aria-label="Cancel campaign" noValidate className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 className="text-lg font-semibold text-slate-900">Cancel the campaign</h2>
      <p className="text-sm text-slate-600">
        What the client accepted does not change. If a site falls through or the dates move, cancel it saying why, then make a new proposal for them to accept.
      </p>
      {cancel.error && <FormAlert tone="error" title="The campaign was not cancelled">{describeDbError(cancel.error)}</FormAlert>}
      <TextAreaField label="Why is it cancelled?" required rows={3} limit={REASON_LIMIT} error={problem ?? undefined} value={reason} onChange={(event) => setReason(event.target.value)} />
      <Button type="submit" variant="secondary" disabled={cancel.isPending} aria-busy={cancel.isPending || undefined}>
        <Ban aria-hidden="true" className="size-4" />
        {cancel.isPending ? 'Cancelling...' : 'Cancel campaign'}
      </Button>
    </form>
  );
}
