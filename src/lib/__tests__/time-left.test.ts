import { timeLeft } from '../time-left';

describe('timeLeft', () => {
  const now = new Date('2026-11-26T08:00:00Z');
  it('says how long until a moment as people say it, and nothing once it has passed', () => {
    expect(timeLeft('2026-11-26T08:30:00Z', now)).toBe('less than an hour');
    expect(timeLeft('2026-11-26T09:10:00Z', now)).toBe('1 hour');
    expect(timeLeft('2026-11-26T13:59:00Z', now)).toBe('5 hours');
    expect(timeLeft('2026-11-27T10:00:00Z', now)).toBe('1 day');
    expect(timeLeft('2026-11-28T20:00:00Z', now)).toBe('3 days');
    expect(timeLeft('2026-11-26T07:59:00Z', now)).toBeNull();
  });
});
