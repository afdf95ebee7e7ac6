import { ArrowLeft, MapPin } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from '@/components/Link';
import { AdminPageHeader, Button, RecordFormLoader } from '@/components/admin';
import { FormAlert, SelectField, SelectOptions } from '@/components/form';
import { paths } from '@/config/paths';
import { lightingLabel } from '@/catalogue/site-labels';
import { today } from '@/lib/calendar-days';
import { describeDbError } from '@/lib/db-errors';
import { formatDate, formatIndiaDateTime } from '@/lib/format';
import { mapsHref } from '@/lib/maps';
import { useCrew } from '../../api/use-crew';
import { useJob, type JobDetail } from '../../api/fetch-job';
import { useJobProof } from '../../api/fetch-job-proof';
import { useAssignJob } from '../../api/use-assign-job';
import { isOverdue, JobStateBadge, kindLabel, OverdueBadge } from '../../states';
import { ApprovalPanel } from './ApprovalPanel';
import { CreativePanel } from './CreativePanel';
import { JobManagersOnly } from './JobManagersOnly';
import { Panel } from './Panel';
import { ProofPhotos } from './ProofPhotos';

/** A job's page (docs/product.md §14): its site, crew member, creative and proof photos, with Approve and re-shoot. */
export function JobScreen({ id, canManageJobs }: { id: string; canManageJobs: boolean }) {
  if (!canManageJobs) return <JobManagersOnly title="Mounting job" />;
  return <JobLoader id={id} />;
}

function JobLoader({ id }: { id: string }) {
  const job = useJob(id);
  return (
    <RecordFormLoader id={id} record={job} title="Mounting job" message="This job could not be loaded: it may have been removed." backTo={paths.admin.jobs} backLabel="Back to Mounting jobs">
      {(record) => record && <JobView job={record} />}
    </RecordFormLoader>
  );
}

function JobView({ job }: { job: JobDetail }) {
  const proof = useJobProof(job);
  const site = job.site;
  const overdue = isOverdue(job, today());
  const facts: Array<[string, ReactNode]> = [
    ['Site', site ? <><span className="font-mono text-xs font-semibold">{site.code}</span> {site.name}</> : '—'],
    ['Where', site ? [site.locality, site.address].filter(Boolean).join(', ') : '—'],
    ['Lighting', site ? lightingLabel(site.lighting) : '—'],
    ['Due', <span className="inline-flex flex-wrap items-center gap-2">{formatDate(job.due_on)}{overdue && <OverdueBadge />}</span>],
    [
      'Campaign',
      job.campaign ? (
        <Link to={paths.admin.campaign(job.campaign.id)} className="text-brand-700 underline">
          <span className="font-mono text-xs">{job.campaign.reference}</span> {job.campaign.title}
        </Link>
      ) : (
        '—'
      ),
    ],
    ['Kind', kindLabel(job.kind)],
  ];
  return (
    <div className="max-w-5xl space-y-6">
      <Link to={paths.admin.jobs} className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Mounting jobs
      </Link>
      <AdminPageHeader
        title={`${kindLabel(job.kind)} job ${site?.code ?? ''}`.trim()}
        description={site?.name}
        actions={
          <>
            <JobStateBadge state={job.state} />
            {overdue && <OverdueBadge />}
          </>
        }
      />
      {job.state === 'reshoot' && job.reshoot_reason && (
        <p role="note" className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
          A re-shoot was asked{job.reshoot_at ? ` on ${formatIndiaDateTime(job.reshoot_at)}` : ''}: {job.reshoot_reason}
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <Panel title="The job" id="job-facts">
          <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
            {facts.map(([label, value]) => (
              <div key={label}>
                <dt className="font-medium text-slate-600">{label}</dt>
                <dd className="text-slate-900 [overflow-wrap:anywhere]">{value}</dd>
              </div>
            ))}
          </dl>
          {site && (
            <a href={mapsHref(site)} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
              <MapPin aria-hidden="true" className="size-4" />
              Open the site in Google Maps<span className="sr-only"> (opens in a new tab)</span>
            </a>
          )}
        </Panel>
        <Panel title="Crew" id="job-crew">
          <AssigneeForm job={job} />
        </Panel>
      </div>
      <CreativePanel job={job} proof={proof} />
      <ProofPhotos job={job} proof={proof} />
      <ApprovalPanel job={job} />
    </div>
  );
}

/** The crew member the job is assigned to: crew only (the database refuses anyone else), or nobody yet. */
function AssigneeForm({ job }: { job: JobDetail }) {
  const crew = useCrew();
  const assign = useAssignJob();
  const current = job.assignee_id ?? '';
  const [choice, setChoice] = useState(current);
  const [saved, setSaved] = useState(false);
  const options = (crew.data ?? []).map((person) => ({ value: person.id, label: person.name }));
  // Someone who has left the crew keeps their jobs until they are given to another.
  if (current && crew.data && !options.some((option) => option.value === current)) options.push({ value: current, label: 'Former crew' });

  function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    assign.mutate({ id: job.id, assignee: choice || null }, { onSuccess: () => setSaved(true) });
  }

  return (
    <form onSubmit={submit} className="space-y-3" aria-label="Assign the job">
      <SelectField label="Assigned to" value={choice} onChange={(event) => setChoice(event.target.value)} hint={crew.isError ? 'The crew could not be listed. Reload the page to try again.' : 'Crew members only.'}>
        <SelectOptions placeholder="Nobody yet" options={options} />
      </SelectField>
      {assign.error && (
        <FormAlert tone="error" title="The job was not assigned">
          {describeDbError(assign.error)}
        </FormAlert>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={assign.isPending || choice === current}>
          {assign.isPending ? 'Saving...' : 'Save'}
        </Button>
        {saved && (
          <p role="status" className="text-sm text-emerald-800">
            Saved.
          </p>
        )}
      </div>
    </form>
  );
}
