/** A job's states (docs/decisions/057): to do → mounted (every required shot in) → approved, or a re-shoot asked with a reason. */
export const jobStateLabels = {
  todo: 'To do',
  mounted: 'Mounted — photos sent',
  approved: 'Approved',
  reshoot: 'Needs a re-shoot',
} as const;

export type JobState = keyof typeof jobStateLabels;

export const jobKindLabels: Record<string, string> = { mounting: 'Mounting', dismantling: 'Dismantling' };

export const kindLabel = (kind: string) => jobKindLabels[kind] ?? kind;
export const stateLabel = (state: string) => jobStateLabels[state as JobState] ?? state;
export const isJobState = (value: string): value is JobState => Object.hasOwn(jobStateLabels, value);

/** Past its due day and not approved: the list puts these first (docs/product.md §14). */
export const isOverdue = (job: { due_on: string; state: string }, today: string) => job.due_on < today && job.state !== 'approved';

/** The assignee's name: a crew member, 'Nobody yet', or 'Former crew' for someone no longer in the crew. */
export function assigneeName(assigneeId: string | null, crew: ReadonlyMap<string, string> | undefined): string {
  if (!assigneeId) return 'Nobody yet';
  if (!crew) return '…';
  return crew.get(assigneeId) ?? 'Former crew';
}

const tones: Record<JobState, string> = {
  todo: 'bg-slate-100 text-slate-800',
  mounted: 'bg-sky-100 text-sky-900',
  approved: 'bg-emerald-100 text-emerald-900',
  reshoot: 'bg-amber-100 text-amber-900',
};

export function JobStateBadge({ state }: { state: string }) {
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tones[state as JobState] ?? tones.todo}`}>{stateLabel(state)}</span>;
}

export function OverdueBadge() {
  return <span className="inline-block rounded-full bg-rose-100 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-rose-900">Overdue</span>;
}
