import { addDays, toUtc } from '@/lib/calendar-days';
import { dayName } from '@/lib/day-names';

/**
 * How the crew's pages word and order a job (docs/decisions/057, docs/product.md §14): its state, its kind and
 * its due day, written out (no Intl: a phone's first formatter is a long task, docs/decisions/037).
 */

export type JobState = 'todo' | 'mounted' | 'approved' | 'reshoot';

export type JobSummary = {
  id: string;
  kind: string;
  due_on: string;
  state: string;
  reshoot_reason: string | null;
  site: { code: string; name: string } | null;
};

export const kindText = (kind: string): string => (kind === 'dismantling' ? 'Dismantling' : 'Mounting');

/** The state in the crew's words. */
export function stateText(state: string, reshootReason: string | null): string {
  switch (state) {
    case 'mounted':
      return 'Photos sent — awaiting approval';
    case 'approved':
      return 'Approved';
    case 'reshoot':
      return `Re-shoot needed: ${reshootReason?.trim() || 'ask the office why'}`;
    default:
      return 'To do';
  }
}

/** Whether the crew still has work on the job: to do, or a re-shoot asked for. */
export const needsPhotos = (state: string): boolean => state === 'todo' || state === 'reshoot';

/** A job whose photos are still wanted after its due day. */
export const isOverdue = (job: Pick<JobSummary, 'state' | 'due_on'>, today: string): boolean => needsPhotos(job.state) && job.due_on < today;

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** 'Fri 28 Nov 2026'. */
export const weekdayName = (iso: string): string => `${WEEKDAYS[new Date(toUtc(iso)).getUTCDay()]} ${dayName(iso)}`;

/** The due day as the crew reads it: 'Due today', 'Due tomorrow', 'Due Fri 28 Nov 2026', 'Overdue: due Mon 24 Nov 2026'. */
export function dueText(job: Pick<JobSummary, 'state' | 'due_on'>, today: string): string {
  if (isOverdue(job, today)) return `Overdue: due ${job.due_on === addDays(today, -1) ? 'yesterday' : weekdayName(job.due_on)}`;
  if (job.due_on === today) return 'Due today';
  if (job.due_on === addDays(today, 1)) return 'Due tomorrow';
  return `Due ${weekdayName(job.due_on)}`;
}

/**
 * The list's order: overdue work first, then by due day (re-shoots before the rest on a day, as they are late
 * already), approved jobs last; the site's code breaks ties so the order never jumps between reloads.
 */
export function sortJobs<T extends JobSummary>(jobs: readonly T[], today: string): T[] {
  const rank = (job: T) => (job.state === 'approved' ? 2 : isOverdue(job, today) ? 0 : 1);
  return [...jobs].sort(
    (a, b) =>
      rank(a) - rank(b) ||
      byCodePoints(a.due_on, b.due_on) ||
      Number(b.state === 'reshoot') - Number(a.state === 'reshoot') ||
      byCodePoints(a.site?.code ?? '', b.site?.code ?? ''),
  );
}

/**
 * ISO days and site codes (letters, digits, '-') in plain character order: localeCompare's first call loads the
 * collation tables, a long task on a phone before the crew's list could be drawn (docs/decisions/103).
 */
const byCodePoints = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** '1 photo waiting to upload', '3 photos waiting to upload'; null when none waits. */
export function waitingText(count: number): string | null {
  if (count <= 0) return null;
  return `${count} ${count === 1 ? 'photo' : 'photos'} waiting to upload`;
}

/**
 * The photos of someone else kept on this phone (docs/decisions/058): '2 photos taken by Karthik Murugan wait for them
 * to sign in on this phone.'; `name` null for photos kept before the queue recorded who took them.
 */
export function othersWaitingText(count: number, name: string | null): string {
  const photos = `${count} ${count === 1 ? 'photo' : 'photos'}`;
  const wait = count === 1 ? 'waits' : 'wait';
  return name ? `${photos} taken by ${name} ${wait} for them to sign in on this phone.` : `${photos} ${wait} for the crew member who took them to sign in on this phone.`;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** When a page kept on the phone was loaded, in the phone's time: 'at 10:42 today', 'at 18:05 yesterday', 'on 24 Nov at 18:05'. */
export function loadedWhen(savedAt: number, now = Date.now()): string {
  const at = new Date(savedAt);
  const time = `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;
  const day = (date: Date) => `${date.getFullYear()}-${date.getMonth()}-${date.getDate()}`;
  const yesterday = new Date(now);
  yesterday.setDate(yesterday.getDate() - 1);
  if (day(at) === day(new Date(now))) return `at ${time} today`;
  if (day(at) === day(yesterday)) return `at ${time} yesterday`;
  return `on ${at.getDate()} ${MONTHS[at.getMonth()]} at ${time}`;
}
