import { Link } from '@/components/Link';
import { paths } from '@/config/paths';
import { today } from '@/lib/calendar-days';
import { formatDate } from '@/lib/format';
import { useCampaignJobs } from '../../api/use-campaign-jobs';
import { useCrew } from '../../api/use-crew';
import { assigneeName, isOverdue, JobStateBadge, kindLabel, OverdueBadge } from '../../states';

/** 'Mounting jobs' on a confirmed (or later) campaign's page (docs/product.md §13): each job with its site, due day, crew and state. */
export function CampaignJobs({ campaignId }: { campaignId: string }) {
  const jobs = useCampaignJobs(campaignId);
  const crew = useCrew();
  const crewNames = crew.data ? new Map(crew.data.map((person) => [person.id, person.name])) : undefined;
  const day = today();

  function body() {
    if (jobs.isPending) return <p className="text-sm text-slate-600">Loading jobs...</p>;
    if (jobs.isError) return <p className="text-sm text-red-800">The jobs could not be loaded. Reload the page to try again.</p>;
    if (jobs.data.length === 0) return <p className="text-sm text-slate-600">No jobs yet: each confirmed site gets its mounting job.</p>;
    return (
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">The campaign's mounting jobs</caption>
          <thead className="text-slate-600">
            <tr>
              <th scope="col" className="py-2 pr-3 font-medium">Site</th>
              <th scope="col" className="py-2 pr-3 font-medium">Due</th>
              <th scope="col" className="hidden py-2 pr-3 font-medium sm:table-cell">Crew</th>
              <th scope="col" className="py-2 font-medium">State</th>
            </tr>
          </thead>
          <tbody>
            {jobs.data.map((job) => (
              <tr key={job.id} className="border-t border-slate-100 align-top">
                <td className="py-2 pr-3">
                  <Link to={paths.admin.job(job.id)} className="font-medium text-brand-700 hover:underline">
                    <span className="font-mono text-xs font-semibold">{job.site?.code}</span> {job.site?.name}
                    {job.kind !== 'mounting' && <span className="text-slate-600"> ({kindLabel(job.kind).toLowerCase()})</span>}
                  </Link>
                  <span className="block text-xs text-slate-600 sm:hidden">{assigneeName(job.assignee_id, crewNames)}</span>
                </td>
                <td className="py-2 pr-3 whitespace-nowrap">{formatDate(job.due_on)}</td>
                <td className="hidden py-2 pr-3 sm:table-cell">{assigneeName(job.assignee_id, crewNames)}</td>
                <td className="py-2">
                  <span className="flex flex-wrap gap-1">
                    <JobStateBadge state={job.state} />
                    {isOverdue(job, day) && <OverdueBadge />}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <section aria-labelledby="campaign-jobs" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="campaign-jobs" className="mb-2 text-lg font-semibold text-slate-900">
        Mounting jobs
      </h2>
      {body()}
    </section>
  );
}
