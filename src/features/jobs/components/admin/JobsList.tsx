import { Link } from '@/components/Link';
import { AdminPageHeader, EmptyState, ErrorBanner, LoadingText } from '@/components/admin';
import { Pagination, RecordsTable, useRecordsBrowser, type TableColumn } from '@/components/data-table';
import { SelectField, SelectOptions } from '@/components/form';
import { paths } from '@/config/paths';
import { today } from '@/lib/calendar-days';
import { formatDate } from '@/lib/format';
import { describeListError, PAGE_SIZE, type ListFilter } from '@/lib/list-query';
import { useCrew } from '../../api/use-crew';
import { useJobCampaigns } from '../../api/use-job-campaigns';
import { useJobs, type JobListRow } from '../../api/fetch-jobs';
import { assigneeName, isJobState, isOverdue, JobStateBadge, jobStateLabels, kindLabel, OverdueBadge } from '../../states';
import { JobManagersOnly } from './JobManagersOnly';

const stateOptions = Object.entries(jobStateLabels).map(([value, label]) => ({ value, label }));
/** The crew filter's value for jobs nobody has yet. */
const NOBODY = 'nobody';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const photoCount = (job: JobListRow) => {
  const count = job.proof_photos[0]?.count ?? 0;
  return `${count} ${count === 1 ? 'photo' : 'photos'}`;
};

/** 'Mounting jobs' (docs/product.md §14): overdue first, then by due day; filters by crew member, state and campaign. */
export function JobsList({ canManageJobs }: { canManageJobs: boolean }) {
  if (!canManageJobs) return <JobManagersOnly title="Mounting jobs" />;
  return <JobsBrowser />;
}

function JobsBrowser() {
  const browser = useRecordsBrowser();
  const crew = useCrew();
  const campaigns = useJobCampaigns();
  const { state = '', crew: member = '', campaign = '' } = browser.filters;
  const filters: ListFilter[] = [];
  if (isJobState(state)) filters.push({ column: 'state', op: 'eq', value: state });
  if (UUID.test(member)) filters.push({ column: 'assignee_id', op: 'eq', value: member });
  if (UUID.test(campaign)) filters.push({ column: 'campaign_id', op: 'eq', value: campaign });
  const day = today();
  const jobs = useJobs({ filters, unassigned: member === NOBODY, today: day, page: browser.page, pageSize: PAGE_SIZE });
  const crewNames = crew.data ? new Map(crew.data.map((person) => [person.id, person.name])) : undefined;
  const total = jobs.data?.total ?? 0;
  const filtered = filters.length > 0 || member === NOBODY;

  const columns: TableColumn<JobListRow>[] = [
    {
      header: 'Due',
      cell: (job) => (
        <div className="space-y-1">
          <p className="whitespace-nowrap">{formatDate(job.due_on)}</p>
          {isOverdue(job, day) && <OverdueBadge />}
        </div>
      ),
    },
    {
      header: 'Site',
      cell: (job) => (
        <div>
          <Link to={paths.admin.job(job.id)} className="font-medium text-brand-700 underline-offset-2 hover:underline">
            <span className="font-mono text-xs font-semibold">{job.site?.code}</span> {job.site?.name}
          </Link>
          {/* On a phone the other columns are hidden: their facts are here. */}
          <p className="text-xs text-slate-600 md:hidden">
            {kindLabel(job.kind)} · <span className="font-mono">{job.campaign?.reference}</span> · {assigneeName(job.assignee_id, crewNames)} · {photoCount(job)}
          </p>
          <p className="mt-1 md:hidden">
            <JobStateBadge state={job.state} />
          </p>
        </div>
      ),
    },
    { header: 'Kind', cell: (job) => kindLabel(job.kind), wideOnly: true },
    {
      header: 'Campaign',
      cell: (job) => (
        <Link to={paths.admin.campaign(job.campaign_id)} className="font-mono text-xs whitespace-nowrap text-brand-700 underline">
          {job.campaign?.reference}
        </Link>
      ),
      wideOnly: true,
    },
    { header: 'Assignee', cell: (job) => assigneeName(job.assignee_id, crewNames), wideOnly: true },
    { header: 'State', cell: (job) => <JobStateBadge state={job.state} />, wideOnly: true },
    { header: 'Photos', cell: (job) => <span className="tabular-nums">{job.proof_photos[0]?.count ?? 0}</span>, wideOnly: true },
  ];

  function body() {
    if (jobs.isPending) return <LoadingText text="Loading jobs..." />;
    if (jobs.isError) return <ErrorBanner message={describeListError(jobs.error)} onRetry={() => void jobs.refetch()} />;
    if (jobs.data.rows.length === 0) {
      return <EmptyState message={filtered ? 'No jobs match these filters.' : 'No mounting jobs yet: a campaign gets its jobs when the client confirms it.'} />;
    }
    return (
      <>
        <RecordsTable caption="Mounting jobs, overdue first, then by due date" columns={columns} rows={jobs.data.rows} busyId={null} actions={[]} />
        <Pagination page={browser.page} pageSize={PAGE_SIZE} total={total} onPageChange={browser.setPage} busy={jobs.isPlaceholderData} />
      </>
    );
  }

  return (
    <>
      <AdminPageHeader title="Mounting jobs" description={jobs.data ? `Total: ${total} ${total === 1 ? 'job' : 'jobs'}` : undefined} />
      <div className="mb-4 grid gap-3 sm:grid-cols-3">
        <SelectField label="Crew member" value={member} onChange={(event) => browser.setFilter('crew', event.target.value)}>
          <option value="">Everyone</option>
          <option value={NOBODY}>Nobody yet</option>
          <SelectOptions options={(crew.data ?? []).map((person) => ({ value: person.id, label: person.name }))} />
        </SelectField>
        <SelectField label="State" value={state} onChange={(event) => browser.setFilter('state', event.target.value)}>
          <SelectOptions placeholder="All states" options={stateOptions} />
        </SelectField>
        <SelectField label="Campaign" value={campaign} onChange={(event) => browser.setFilter('campaign', event.target.value)}>
          <SelectOptions
            placeholder={campaigns.isPending ? 'Loading campaigns...' : 'All campaigns'}
            options={(campaigns.data ?? []).map((item) => ({ value: item.id, label: `${item.reference ?? ''} · ${item.title}` }))}
          />
        </SelectField>
      </div>
      {body()}
    </>
  );
}
