/**
 * pg_cron's five-field schedules (minute hour day-of-month month day-of-week, in UTC as pg_cron runs them
 * by default): `*`, numbers, ranges `a-b`, steps `*\/n` and `a-b/n`, lists `a,b`. As in cron, when both the
 * day of the month and the day of the week are restricted, either one matching is enough. Seconds-based and
 * `@daily`-style schedules are not used by this project's migrations and are refused.
 */

const FIELDS = [
  { name: 'minute', min: 0, max: 59 },
  { name: 'hour', min: 0, max: 23 },
  { name: 'day of month', min: 1, max: 31 },
  { name: 'month', min: 1, max: 12 },
  { name: 'day of week', min: 0, max: 7 },
] as const;

type Field = { values: Set<number>; any: boolean };
export type Schedule = readonly [Field, Field, Field, Field, Field];

function parseField(text: string, { name, min, max }: (typeof FIELDS)[number]): Field {
  const values = new Set<number>();
  for (const part of text.split(',')) {
    const match = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(part);
    if (!match) throw new Error(`cron: cannot read the ${name} '${part}'`);
    const from = match[1] === '*' ? min : Number(match[2]);
    const to = match[1] === '*' ? max : match[3] === undefined ? (match[4] === undefined ? from : max) : Number(match[3]);
    const step = match[4] === undefined ? 1 : Number(match[4]);
    if (from < min || to > max || from > to || step < 1) throw new Error(`cron: the ${name} '${part}' is out of range`);
    for (let value = from; value <= to; value += step) values.add(name === 'day of week' && value === 7 ? 0 : value);
  }
  return { values, any: text === '*' };
}

export function parseSchedule(text: string): Schedule {
  const parts = text.trim().split(/\s+/);
  if (parts.length !== 5) throw new Error(`cron: '${text}' is not a five-field schedule`);
  return parts.map((part, index) => parseField(part, FIELDS[index]!)) as unknown as Schedule;
}

/** Whether the schedule runs in the minute of `moment` (UTC). */
export function isDue([minute, hour, dayOfMonth, month, dayOfWeek]: Schedule, moment: Date): boolean {
  const dayMatches =
    dayOfMonth.any || dayOfWeek.any
      ? dayOfMonth.values.has(moment.getUTCDate()) && dayOfWeek.values.has(moment.getUTCDay())
      : dayOfMonth.values.has(moment.getUTCDate()) || dayOfWeek.values.has(moment.getUTCDay());
  return minute.values.has(moment.getUTCMinutes()) && hour.values.has(moment.getUTCHours()) && month.values.has(moment.getUTCMonth() + 1) && dayMatches;
}
