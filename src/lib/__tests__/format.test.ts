import { formatDate, formatDateTime, formatTime } from '../format';

describe('formatDateTime', () => {
  it('shows en-US short month, day, year, hour and minute', () => {
    expect(formatDateTime(new Date(2025, 0, 15, 15, 7))).toBe('Jan 15, 2025, 3:07 PM');
  });

  it('accepts an ISO timestamp string', () => {
    const value = new Date(2024, 11, 3, 9, 30).toISOString();
    expect(formatDateTime(value)).toBe('Dec 3, 2024, 9:30 AM');
  });
});

describe('formatDate', () => {
  it('shows en-US short month, day and year', () => {
    expect(formatDate(new Date(2025, 6, 4, 23, 59))).toBe('Jul 4, 2025');
  });

  it("writes every day of two years as Intl's en-US short date does", () => {
    const intl = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
    for (let day = 0; day < 731; day++) {
      const date = new Date(2024, 0, 1 + day, 12);
      expect(formatDate(date)).toBe(intl.format(date));
    }
  });

  it('reads a Postgres date as that calendar day in any time zone', () => {
    expect(formatDate('2025-03-01')).toBe('Mar 1, 2025');
    expect(formatDateTime('2025-03-01')).toBe('Mar 1, 2025, 12:00 AM');
  });
});

describe('formatTime', () => {
  it('shows hour and minute', () => {
    expect(formatTime(new Date(2025, 0, 1, 0, 5))).toBe('12:05 AM');
  });
});
