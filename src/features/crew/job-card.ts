import { dueText, isOverdue, kindText, type JobSummary } from './job-words';

type CardJob = JobSummary & {
  site: (JobSummary['site'] & { address: string | null; locality: string }) | null;
};

/**
 * What a job's card on 'Your jobs' says and how it is framed on `day`: for the list's React component and for
 * crew.html's first paint (./first-paint.ts, docs/decisions/103).
 */
export function jobCardLook(job: CardJob, day: string) {
  const overdue = isOverdue(job, day);
  const done = job.state === 'approved';
  const site = job.site;
  return {
    className: `relative flex gap-3 rounded-xl border bg-white p-3 shadow-sm has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-orange-500 ${overdue ? 'border-red-300' : 'border-slate-200'} ${done ? 'opacity-80' : ''}`,
    label: `${site?.code ?? 'Site'} · ${kindText(job.kind)}`,
    name: site?.name ?? 'A site you cannot see',
    place: site ? (site.address ? `${site.address}, ${site.locality}` : site.locality) : null,
    due: done
      ? null
      : {
          text: dueText(job, day),
          className: `mt-1 text-sm font-semibold ${overdue ? 'text-red-700' : 'text-slate-800'}`,
        },
  };
}
