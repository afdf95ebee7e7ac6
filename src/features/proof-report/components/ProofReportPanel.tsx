import { Send, Undo2 } from 'lucide-react';
import { Button, ShareableLink } from '@/components/admin';
import { useDialogs } from '@/components/dialog';
import { FormAlert } from '@/components/form';
import { describeDbError } from '@/lib/db-errors';
import { EMAIL_OUTCOME, WHATSAPP_OUTCOME } from '@/lib/staff-functions';
import { useRevokeProofReport, useSendProofReport, type SentReport } from '../api/share-proof-report';

/** The result of a send, shown once: the link (only its hash is kept) and whether the contact was e-mailed. */
export function SentReportNotice({ sent, reference }: { sent: SentReport; reference: string }) {
  return (
    <div role="status" aria-label="Proof report link" className="space-y-3 rounded-xl border border-green-200 bg-green-50 p-4 text-green-900">
      <p className="text-sm">
        <strong>Proof report of {reference} sent.</strong> {EMAIL_OUTCOME[sent.email]} {WHATSAPP_OUTCOME[sent.whatsapp]} This link is shown only now.
      </p>
      <ShareableLink id="proof-report-link" label="Link for the client" url={sent.url} />
    </div>
  );
}

/**
 * 'Proof report' on a campaign's page (docs/product.md §14): send the client a link to the report of its approved
 * photos (e-mailed to the campaign's contact), or take every link back. Only a campaign with an approved job has
 * anything to show: the database refuses the rest with a sentence, shown here.
 */
export function ProofReportPanel({ campaign, reference }: { campaign: string; reference: string }) {
  const send = useSendProofReport();
  const revoke = useRevokeProofReport();
  const { confirm } = useDialogs();
  return (
    <section aria-labelledby="proof-report-heading" className="mt-6 max-w-5xl space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="proof-report-heading" className="text-lg font-semibold text-slate-900">
        Proof report
      </h2>
      <p className="text-sm text-slate-600">
        The client opens it without signing in: each site with its approved photos, when our server received them and how far from the site they were
        taken. It is e-mailed to the campaign's contact by itself when the last job is approved; send it sooner to show the sites already up.
      </p>
      {send.error && <FormAlert tone="error" title="The proof report was not sent">{send.error.message}</FormAlert>}
      {revoke.error && <FormAlert tone="error" title="The links were not withdrawn">{describeDbError(revoke.error)}</FormAlert>}
      {revoke.isSuccess && <p role="status" className="text-sm text-slate-700">Every link to this report is withdrawn: they open nothing now.</p>}
      {send.data && <SentReportNotice sent={send.data} reference={reference} />}
      <div className="flex flex-wrap gap-3">
        <Button disabled={send.isPending} aria-busy={send.isPending || undefined} onClick={() => send.mutate(campaign, { onSuccess: () => revoke.reset() })}>
          <Send aria-hidden="true" className="size-4" />
          {send.isPending ? 'Sending...' : 'Send the proof report'}
        </Button>
        <Button
          variant="secondary"
          disabled={revoke.isPending}
          onClick={() =>
            void (async () => {
              if (!(await confirm(`Withdraw every link to the proof report of ${reference}? Clients who have one can no longer open it.`))) return;
              revoke.mutate(campaign, { onSuccess: () => send.reset() });
            })()
          }
        >
          <Undo2 aria-hidden="true" className="size-4" />
          Withdraw links
        </Button>
      </div>
    </section>
  );
}
