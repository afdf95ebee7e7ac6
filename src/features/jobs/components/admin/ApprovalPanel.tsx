import { Camera, CheckCircle2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/admin';
import { FormAlert, TextAreaField } from '@/components/form';
import { SentReportNotice, sendProofReport, type SentReport } from '@/features/proof-report/admin';
import { describeDbError } from '@/lib/db-errors';
import { formatIndiaDateTime } from '@/lib/format';
import type { JobDetail } from '../../api/fetch-job';
import { useApproveJob } from '../../api/use-approve-job';
import { useApprovers } from '../../api/use-approvers';
import { useAskForReshoot } from '../../api/use-ask-for-reshoot';
import { RESHOOT_REASON_LIMIT, reshootReasonProblem } from '../../schemas';
import { Panel } from './Panel';

/** What the panel says of the job's state before anything is done on it. */
function stateSentence(job: JobDetail, approver: string | undefined): string {
  switch (job.state) {
    case 'todo':
      return "Waiting for the crew's photos: the job can be approved once every required shot is in.";
    case 'reshoot':
      return 'Waiting for the photos to be taken again: the job can be approved once every required shot is in again.';
    case 'approved':
      return `Approved${approver ? ` by ${approver}` : ''}${job.approved_at ? ` on ${formatIndiaDateTime(job.approved_at)}` : ''}. Ask for a re-shoot if the photos do not do.`;
    default:
      return 'Every required photo is in: approve the job once they show the ad up at the site, or ask for a re-shoot saying why.';
  }
}

/**
 * 'Approve' (a mounted job only) and 'Ask for a re-shoot' with a reason (docs/decisions/057). The database decides
 * both and its refusals are shown as its sentences; approving a confirmed campaign's last job makes it live.
 */
export function ApprovalPanel({ job }: { job: JobDetail }) {
  const approve = useApproveJob();
  const reshoot = useAskForReshoot();
  const approvers = useApprovers();
  const [reason, setReason] = useState('');
  const [reasonProblem, setReasonProblem] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<string | null>(null);
  const [report, setReport] = useState<SentReport | null>(null);
  const reference = job.campaign?.reference ?? 'the campaign';
  const approver = job.approved_by ? approvers.data?.get(job.approved_by) : undefined;
  const canReshoot = job.state === 'mounted' || job.state === 'approved';

  function approveJob() {
    setOutcome(null);
    setReport(null);
    reshoot.reset();
    approve.mutate(
      { id: job.id, campaignId: job.campaign_id },
      {
        onSuccess: ({ live }) => {
          if (!live) return setOutcome('Approved.');
          setOutcome(`Approved. Every job of ${reference} is approved: the campaign is live.`);
          // The report is complete: its client gets the link by e-mail now (docs/decisions/057).
          sendProofReport(job.campaign_id).then(setReport, () =>
            setOutcome(`Approved. Every job of ${reference} is approved: the campaign is live. The proof report could not be sent: send it from the campaign's page.`),
          );
        },
      },
    );
  }

  function askForReshoot(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    approve.reset();
    const problem = reshootReasonProblem(reason);
    setReasonProblem(problem);
    if (problem) return;
    reshoot.mutate(
      { id: job.id, reason: reason.trim() },
      {
        onSuccess: () => {
          setReason('');
          setOutcome('A re-shoot was asked: the crew see your reason on their job, and the photos taken before now no longer count.');
        },
      },
    );
  }

  return (
    <Panel title="Approval" id="job-approval" description={stateSentence(job, approver)}>
      {outcome && (
        <p role="status" className="flex items-start gap-2 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm font-medium text-emerald-900">
          <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {outcome}
        </p>
      )}
      {report && <SentReportNotice sent={report} reference={reference} />}
      {approve.error && (
        <FormAlert tone="error" title="The job was not approved">
          {describeDbError(approve.error)}
        </FormAlert>
      )}
      {job.state === 'mounted' && (
        <Button onClick={approveJob} disabled={approve.isPending} aria-busy={approve.isPending || undefined}>
          <CheckCircle2 aria-hidden="true" className="size-4" />
          {approve.isPending ? 'Approving...' : 'Approve'}
        </Button>
      )}
      {canReshoot && (
        <form onSubmit={askForReshoot} noValidate className="space-y-3 border-t border-slate-100 pt-4" aria-label="Ask for a re-shoot">
          <TextAreaField
            label="Why take them again?"
            required
            rows={3}
            limit={RESHOOT_REASON_LIMIT}
            hint="The crew read this on their job. The photos taken before now stop counting."
            value={reason}
            error={reasonProblem ?? undefined}
            onChange={(event) => setReason(event.target.value)}
          />
          {reshoot.error && (
            <FormAlert tone="error" title="No re-shoot was asked">
              {describeDbError(reshoot.error)}
            </FormAlert>
          )}
          <Button type="submit" variant="secondary" disabled={reshoot.isPending} aria-busy={reshoot.isPending || undefined}>
            <Camera aria-hidden="true" className="size-4" />
            {reshoot.isPending ? 'Asking...' : 'Ask for a re-shoot'}
          </Button>
        </form>
      )}
    </Panel>
  );
}
