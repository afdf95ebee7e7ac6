import { Send, Undo2 } from 'lucide-react';
import { Button, ShareableLink } from '@/components/admin';
import { useDialogs } from '@/components/dialog';
import { FormAlert } from '@/components/form';
import { paths } from '@/config/paths';
import { describeDbError } from '@/lib/db-errors';
import { useSendProposal, useWithdrawProposal, type Campaign } from '../../api/admin-campaigns';
import { CANCELLABLE, CancelCampaign } from './CancelCampaign';
import { REVISABLE, ReviseProposal } from './ReviseProposal';

/** The statuses a proposal is withdrawn from: the client has it and has not accepted it. */
const WITHDRAWABLE = new Set(['sent', 'changes_asked', 'expired']);

type Props = { campaign: Campaign; canSend: boolean; onSent: (token: string) => void; onWithdrawn: () => void };

/**
 * 'Send proposal' for a saved draft, 'Withdraw' for a sent (or expired) one (docs/decisions/053), 'Revise proposal' for a
 * new version the client accepts again (decision 090), 'Cancel campaign' once the client accepted it (decision 088). A refusal is the
 * database's own sentence: a site booked meanwhile, a start that has passed, no sites yet.
 */
export function ProposalActions({ campaign, canSend, onSent, onWithdrawn }: Props) {
  const send = useSendProposal();
  const withdraw = useWithdrawProposal();
  const { confirm } = useDialogs();
  const error = send.error ?? withdraw.error;

  if (campaign.status === 'draft') {
    return (
      <section aria-label="Send" className="mt-6 max-w-5xl space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <h2 className="text-lg font-semibold text-slate-900">Send the proposal</h2>
        <p className="text-sm text-slate-600">
          Sending holds each site's dates for the client, makes the link they open to read and accept it, and starts its validity. Its sites, dates and prices cannot change
          until it is withdrawn.
        </p>
        {!canSend && <p className="text-sm font-medium text-amber-800">Save the draft first: the proposal sends what is saved.</p>}
        {error && <FormAlert tone="error" title="The proposal was not sent">{describeDbError(error)}</FormAlert>}
        <Button disabled={!canSend || send.isPending} aria-busy={send.isPending || undefined} onClick={() => send.mutate(campaign.id, { onSuccess: onSent })}>
          <Send aria-hidden="true" className="size-4" />
          {send.isPending ? 'Sending...' : 'Send proposal'}
        </Button>
      </section>
    );
  }
  const revise = REVISABLE.has(campaign.status) && <ReviseProposal campaign={campaign} />;
  if (CANCELLABLE.has(campaign.status)) {
    return (
      <div className="space-y-4">
        {revise}
        <CancelCampaign campaign={campaign} />
      </div>
    );
  }
  if (!WITHDRAWABLE.has(campaign.status)) return null;
  return (
    <div className="flex flex-wrap items-start gap-3">
      {revise}
      {error && <FormAlert tone="error" title="The proposal was not withdrawn">{describeDbError(error)}</FormAlert>}
      <Button
        variant="secondary"
        disabled={withdraw.isPending}
        onClick={() =>
          void (async () => {
            const sure = await confirm(`Withdraw proposal ${campaign.reference}? Its link stops working, the holds on its sites are released, and it becomes a draft again.`, {
              title: 'Withdraw this proposal?',
              confirmLabel: 'Withdraw',
              cancelLabel: 'Keep it',
            });
            if (!sure) return;
            withdraw.mutate(campaign.id, { onSuccess: onWithdrawn });
          })()
        }
      >
        <Undo2 aria-hidden="true" className="size-4" />
        {withdraw.isPending ? 'Withdrawing...' : 'Withdraw'}
      </Button>
    </div>
  );
}

/** The link a send returned: shown once (only its hash is stored), with Copy and Open. */
export function ProposalLink({ token, reference }: { token: string; reference: string }) {
  return (
    <section role="status" aria-label="Proposal link" className="mb-6 max-w-5xl space-y-3 rounded-xl border border-green-200 bg-green-50 p-4 text-green-900 sm:p-6">
      <h2 className="text-lg font-semibold">Proposal {reference} sent</h2>
      <p className="text-sm">
        <strong>This link is shown only now:</strong> copy it into your e-mail or chat to the client before you leave this page. To get a new one, withdraw the proposal and
        send it again.
      </p>
      <ShareableLink id="proposal-link" label="Link for the client" url={`${window.location.origin}${paths.proposal(token)}`} />
    </section>
  );
}
