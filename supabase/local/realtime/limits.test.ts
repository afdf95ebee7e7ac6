import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventRate, HOSTED_EVENT_RATE } from './limits.ts';

/** The project's messages per second, counted as hosted's RateCounter counts them (limits.ts). */
describe('messages per second', () => {
  afterEach(() => vi.useRealTimers());

  const counted = (count: number, rate: ReturnType<typeof eventRate>) => {
    for (let i = 0; i < count; i += 1) rate.add();
  };

  it('is hosted’s: 100 a second, counted every 5 s over the last minute', () => {
    expect(HOSTED_EVENT_RATE).toEqual({ limit: 100, tickMs: 5_000, buckets: 12 });
  });

  it('is reached when a tick’s average is at the limit, and left when the minute’s average falls below it', () => {
    vi.useFakeTimers();
    const rate = eventRate(HOSTED_EVENT_RATE);
    counted(499, rate);
    vi.advanceTimersByTime(5_000);
    expect(rate.reached).toBe(false); // 99.8 a second
    counted(1_001, rate);
    expect(rate.reached).toBe(false); // as of the last tick
    vi.advanceTimersByTime(5_000);
    expect(rate.reached).toBe(true); // 1,500 in 10 s: 150 a second
    vi.advanceTimersByTime(5_000);
    expect(rate.reached).toBe(true); // 1,500 in 15 s: 100 a second, still at the limit
    vi.advanceTimersByTime(5_000);
    expect(rate.reached).toBe(false); // 1,500 in 20 s: 75 a second
    rate.stop();
  });

  it('forgets what is older than a minute', () => {
    vi.useFakeTimers();
    const rate = eventRate(HOSTED_EVENT_RATE);
    counted(6_000, rate); // 100 a second over a whole minute
    vi.advanceTimersByTime(5_000 * 12);
    expect(rate.reached).toBe(true);
    vi.advanceTimersByTime(5_000);
    expect(rate.reached).toBe(false);
    rate.stop();
  });
});
