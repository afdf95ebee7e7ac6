import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Tables } from '@/lib/database.types';
import { fetchListPage, type ListDefinition, type ListFilter, type ListPage, type ListQuery, type ListSource } from '@/lib/list-query';
import { supabase } from '@/lib/supabase';
import { jobKeys } from './job-keys';
import type { MountingJob } from './job-types';

type Site = Tables<'sites'>;

/** A list row: the job with its site, its campaign's reference and how many photos it has. */
export type JobListRow = Pick<MountingJob, 'id' | 'due_on' | 'kind' | 'state' | 'assignee_id' | 'campaign_id'> & {
  site: Pick<Site, 'code' | 'name'> | null;
  campaign: { reference: string | null } | null;
  proof_photos: Array<{ count: number }>;
};

/** 'Mounting jobs' (docs/product.md §14): by due day, then id; no search. */
export const jobsList: ListDefinition = {
  searchColumns: [],
  defaultSort: { column: 'due_on', direction: 'asc' },
  // A few jobs per campaign: the counts are small and exact.
  count: 'exact',
};

const LIST_SELECT =
  'id, due_on, kind, state, assignee_id, campaign_id, site:sites!mounting_jobs_site_id_fkey(code, name), campaign:campaigns!mounting_jobs_campaign_id_fkey(reference), proof_photos(count)';

/** The states of a job that is late once its day has passed. */
const UNFINISHED = ['todo', 'mounted', 'reshoot'];

type Part = 'overdue' | 'rest';

/**
 * Jobs of one part of the list: overdue ones (due before `today`, not approved), or the rest; `unassigned` keeps
 * only the jobs nobody has yet (a condition the list layer's filters do not have).
 */
function jobsSource(part: Part, today: string, unassigned: boolean): ListSource<JobListRow> {
  return (count) => {
    let query = supabase.from('mounting_jobs').select(LIST_SELECT, { count });
    if (unassigned) query = query.is('assignee_id', null);
    if (part === 'rest') query = query.or(`due_on.gte.${today},state.eq.approved`);
    return query as unknown as ListQuery<JobListRow>;
  };
}

export type JobsListParams = {
  /** Conditions on the jobs' own columns (state, assignee, campaign). */
  filters: ListFilter[];
  unassigned: boolean;
  /** Today's calendar day: what is due before it and unapproved is overdue. */
  today: string;
  page: number;
  pageSize: number;
};

/**
 * One page of the jobs: overdue ones first, each part by due day. A page is read from the overdue jobs as far as
 * they go, then from the rest, whose rows are read as the one or two pages of the same size they fall in.
 */
export async function fetchJobsPage({ filters, unassigned, today, page, pageSize }: JobsListParams): Promise<ListPage<JobListRow>> {
  const overdueFilters: ListFilter[] = [...filters, { column: 'due_on', op: 'date-range', before: today }, { column: 'state', op: 'in', values: UNFINISHED }];
  const overdue = await fetchListPage(jobsSource('overdue', today, unassigned), jobsList, { search: '', filters: overdueFilters, page, pageSize });
  const wanted = pageSize - overdue.rows.length;
  const restFrom = Math.max(0, (page - 1) * pageSize - overdue.total);
  const restSource = jobsSource('rest', today, unassigned);
  const restPage = Math.floor(restFrom / pageSize) + 1;
  const first = await fetchListPage(restSource, jobsList, { search: '', filters, page: restPage, pageSize });
  let rest = first.rows.slice(restFrom % pageSize);
  if (rest.length < wanted && first.rows.length === pageSize) {
    rest = rest.concat((await fetchListPage(restSource, jobsList, { search: '', filters, page: restPage + 1, pageSize })).rows);
  }
  return { rows: [...overdue.rows, ...rest.slice(0, wanted)], total: overdue.total + first.total };
}

export function useJobs(params: JobsListParams) {
  return useQuery(queryOptions({ queryKey: jobKeys.list(params), queryFn: () => fetchJobsPage(params), placeholderData: keepPreviousData }));
}
