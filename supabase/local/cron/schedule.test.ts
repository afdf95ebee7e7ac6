import { describe, expect, it } from 'vitest';
import { isDue, parseSchedule } from './schedule.ts';

const at = (iso: string) => new Date(iso);

describe('pg_cron schedules on the stand-in', () => {
  it('runs */10 every ten minutes', () => {
    const schedule = parseSchedule('*/10 * * * *');
    expect(isDue(schedule, at('2026-11-26T08:20:00Z'))).toBe(true);
    expect(isDue(schedule, at('2026-11-26T08:25:00Z'))).toBe(false);
  });

  it('runs a daily job at its minute and hour (UTC)', () => {
    const schedule = parseSchedule('17 3 * * *');
    expect(isDue(schedule, at('2026-11-26T03:17:00Z'))).toBe(true);
    expect(isDue(schedule, at('2026-11-26T04:17:00Z'))).toBe(false);
  });

  it('reads lists, ranges and steps, and Sunday as 0 or 7', () => {
    const schedule = parseSchedule('0,30 9-17/4 * * 7');
    expect(isDue(schedule, at('2026-11-29T13:30:00Z'))).toBe(true); // a Sunday, 13 is 9 + 4
    expect(isDue(schedule, at('2026-11-29T11:30:00Z'))).toBe(false);
    expect(isDue(schedule, at('2026-11-30T13:30:00Z'))).toBe(false); // a Monday
  });

  it('takes either day when both the day of the month and the day of the week are given, as cron does', () => {
    const schedule = parseSchedule('0 0 1 * 1');
    expect(isDue(schedule, at('2026-12-01T00:00:00Z'))).toBe(true); // the 1st, a Tuesday
    expect(isDue(schedule, at('2026-11-30T00:00:00Z'))).toBe(true); // a Monday
    expect(isDue(schedule, at('2026-12-02T00:00:00Z'))).toBe(false);
  });

  it('refuses what it cannot read', () => {
    expect(() => parseSchedule('@daily')).toThrow("cron: '@daily' is not a five-field schedule");
    expect(() => parseSchedule('61 * * * *')).toThrow("cron: the minute '61' is out of range");
  });
});
