import { Mail, Send, Undo2 } from 'lucide-react';
import { Button, ShareableLink } from '@/components/admin';
import { useDialogs } from '@/components/dialog';
import { FormAlert } from '@/components/form';
import { describeDbError } from '@/lib/db-errors';
import { EMAIL_OUTCOME, WHATSAPP_OUTCOME } from '@/lib/staff-functions';
import { useWithdrawProposal } from '../../api/use-withdraw-proposal';
import { type Campaign } from '../../api/campaign-types';
import { useSendProposal, type SentProposal } from '../../api/proposal-mail';
import { CANCELLABLE, CancelCampaign } from './CancelCampaign';
import { REVISABLE, ReviseProposal } from './ReviseProposal';

/** The statuses a proposal is withdrawn from: the client has it and has not accepted it. */
const WITHDRAWABLE = new Set(['sent', 'changes_asked', 'expired']);

/** The statuses a proposal is sent again from: out with the client, not yet answered by an acceptance. */
const SENDABLE_AGAIN = new Set(['sent', 'changes_asked']);

type Props = { campaign: Campaign; canSend: boolean; onSent: (sent: SentProposal) => void; onWithdrawn: () => void };

/**
 * 'Send proposal' for a saved draft and 'Send again' for a sent one, each e-mailed to the contact (decision 092),
 * 'Withdraw' for a sent (or expired) one (docs/decisions/053), 'Revise proposal' for a
 * new version the client accepts again (decision 090), 'Cancel campaign' once the client accepted it (decision 088). A refusal is the
 * database's own sentence: a site booked meanwhile, a start that has passed, no sites yet.
 */
export function ProposalActions({ campaign, canSend, onSent, onWithdrawn }: Props) {
  const send = useSendProposal();
  const withdraw = useWithdrawProposal();
  const { confirm } = useDialogs();
  const sendFailed = send.error && <FormAlert tone="error" title="The proposal was not sent">{send.error.message}</FormAlert>;

  if (campaign.status === 'draft') {
    return (
      <section aria-label="Send" className="mt-6 max-w-5xl space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <h2 className="text-lg font-semibold text-slate-900">Send the proposal</h2>
        <p className="text-sm text-slate-600">
          Sending holds each site's dates for the client, starts its validity and e-mails the contact the link they open to read and accept it, with a copy to you. Its
          sites, dates and prices cannot change until it is withdrawn or revised.
        </p>
        {!canSend && <p className="text-sm font-medium text-amber-800">Save the draft first: the proposal sends what is saved.</p>}
        {sendFailed}
        <Button disabled={!canSend || send.isPending} aria-busy={send.isPending || undefined} onClick={() => send.mutate({ campaign: campaign.id, again: false }, { onSuccess: onSent })}>
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
      {sendFailed}
      {withdraw.error && <FormAlert tone="error" title="The proposal was not withdrawn">{describeDbError(withdraw.error)}</FormAlert>}
      {SENDABLE_AGAIN.has(campaign.status) && (
        <Button variant="secondary" disabled={send.isPending} aria-busy={send.isPending || undefined} onClick={() => send.mutate({ campaign: campaign.id, again: true }, { onSuccess: onSent })}>
          <Mail aria-hidden="true" className="size-4" />
          {send.isPending ? 'Sending...' : 'Send again'}
        </Button>
      )}
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

/** The link a send returned, and what became of its e-mail: shown once (only its hash is stored), with Copy and Open. */
export function ProposalLink({ sent, reference }: { sent: SentProposal; reference: string }) {
  return (
    <section role="status" aria-label="Proposal link" className="mb-6 max-w-5xl space-y-3 rounded-xl border border-green-200 bg-green-50 p-4 text-green-900 sm:p-6">
      <h2 className="text-lg font-semibold">
        Proposal {reference} {sent.again ? 'sent again' : 'sent'}
      </h2>
      <p className="text-sm">
        {EMAIL_OUTCOME[sent.email]} {WHATSAPP_OUTCOME[sent.whatsapp]} <strong>This link is shown only now.</strong> For another, use 'Send again': the sites stay held.
      </p>
      <ShareableLink id="proposal-link" label="Link for the client" url={sent.url} />
    </section>
  );
}
