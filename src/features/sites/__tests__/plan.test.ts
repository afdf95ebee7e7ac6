import { describe, expect, it } from 'vitest';
import { monthlyAvailability, statusBetween, statusOn } from '../availability';
import { addMonths, daysBetween, durationText, monthsBetween, today } from '@/lib/calendar-days';
import { activeFilterCount, filtersProblem, freeRange, NO_FILTERS, readFilters, writeFilters } from '../filters';
import { estimatePlan } from '../plan/cost';
import { defaultDates } from '../plan/plan-store';
import { quoteReference } from '../plan/quote-schema';
import { changedSince, withTodaysFacts } from '../plan/todays-facts';

describe('dates', () => {
  it('adds months clamped to the month end and counts days inclusively', () => {
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(daysBetween('2027-01-01', '2027-01-31')).toBe(31);
    expect(today(new Date(2027, 2, 5, 23, 30))).toBe('2027-03-05');
  });

  it("a plan's new site gets the whole of next month", () => {
    expect(defaultDates('2026-12-15')).toEqual({ from: '2027-01-01', to: '2027-01-31' });
  });
});

describe('the estimate (docs/product.md §11)', () => {
  it.each([
    ['2027-01-01', '2027-01-31', 1],
    ['2027-02-01', '2027-02-28', 1],
    ['2027-01-15', '2027-03-14', 2],
    ['2027-01-01', '2027-01-15', 0.5],
    ['2027-01-01', '2027-03-31', 3],
  ])('%s to %s is %d months', (from, to, months) => {
    expect(monthsBetween(from, to)).toBe(months);
  });

  it.each([
    ['2027-01-01', '2027-01-31', '1 month'],
    ['2027-01-05', '2027-01-25', '21 days'],
    ['2027-01-15', '2027-02-24', '1 month and 10 days'],
    ['2027-01-01', '2027-03-31', '3 months'],
    ['2027-01-31', '2027-01-31', '1 day'],
  ])('%s to %s runs %s (part months in days)', (from, to, text) => {
    expect(durationText(from, to)).toBe(text);
  });

  it('multiplies rate by months, keeps rate-on-request sites out of the total and adds GST at 18% apart', () => {
    const estimate = estimatePlan([
      { code: 'A', monthlyRate: 100_000, from: '2027-01-01', to: '2027-02-28' },
      { code: 'B', monthlyRate: 50_000, from: '2027-01-01', to: '2027-01-15' },
      { code: 'C', monthlyRate: null, from: '2027-01-01', to: '2027-01-31' },
    ]);
    expect(estimate.lines).toEqual([
      { code: 'A', months: 2, amount: 200_000 },
      { code: 'B', months: 0.5, amount: 25_000 },
      { code: 'C', months: 1, amount: null },
    ]);
    expect(estimate).toMatchObject({ subtotal: 225_000, gst: 40_500, total: 265_500, onRequest: ['C'] });
  });
});

describe('availability', () => {
  const taken = [
    { starts_on: '2027-01-10', ends_on: '2027-01-20', kind: 'hold' },
    { starts_on: '2027-01-15', ends_on: '2027-02-05', kind: 'confirmed' },
  ];

  it('a confirmed booking outranks a hold, and dates are inclusive', () => {
    expect(statusOn('2027-01-09', taken)).toBe('free');
    expect(statusOn('2027-01-10', taken)).toBe('held');
    expect(statusOn('2027-01-15', taken)).toBe('booked');
    expect(statusOn('2027-02-05', taken)).toBe('booked');
    expect(statusBetween('2027-01-01', '2027-01-10', taken)).toBe('held');
    expect(statusBetween('2027-02-06', '2027-02-28', taken)).toBe('free');
    expect(statusBetween('2027-02-01', '2027-02-28', taken)).toBe('booked');
  });

  it('splits six months into runs of free, held and booked days', () => {
    const months = monthlyAvailability('2027-01-20', taken);
    expect(months.map((month) => month.month)).toEqual(['2027-01-01', '2027-02-01', '2027-03-01', '2027-04-01', '2027-05-01', '2027-06-01']);
    expect(months[0]?.runs).toEqual([
      { status: 'free', from: '2027-01-01', to: '2027-01-09' },
      { status: 'held', from: '2027-01-10', to: '2027-01-14' },
      { status: 'booked', from: '2027-01-15', to: '2027-01-31' },
    ]);
    expect(months[1]?.runs).toEqual([
      { status: 'booked', from: '2027-02-01', to: '2027-02-05' },
      { status: 'free', from: '2027-02-06', to: '2027-02-28' },
    ]);
  });
});

describe('filters in the address', () => {
  it('round-trips every filter and leaves defaults out', () => {
    const filters = { ...NO_FILTERS, locality: 'OMR', format: 'hoarding', minArea: 300, rate: '1l-2l' as const, from: '2027-01-01', to: '2027-01-31', sort: 'rate-asc' as const, page: 2 };
    const params = writeFilters(filters);
    expect(params.toString()).toBe('locality=OMR&format=hoarding&minArea=300&rate=1l-2l&from=2027-01-01&to=2027-01-31&sort=rate-asc&page=2');
    expect(readFilters(params)).toEqual(filters);
    expect(writeFilters(NO_FILTERS).toString()).toBe('');
    expect(activeFilterCount(filters)).toBe(5);
  });

  it('ignores what it does not know and says what is wrong with the dates', () => {
    expect(readFilters(new URLSearchParams('rate=cheap&sort=random&from=someday&page=-3&minArea=abc'))).toEqual(NO_FILTERS);
    expect(freeRange({ from: '2027-02-01', to: '2027-01-01' })).toBeNull();
    expect(filtersProblem({ from: '2027-02-01', to: '2027-01-01' })).toMatch(/before the 'from' date/);
    expect(filtersProblem({ from: '2027-02-01', to: '' })).toMatch(/both dates/);
    expect(filtersProblem({ from: '', to: '' })).toBeNull();
  });
});

describe("a plan read with today's facts (docs/decisions/048)", () => {
  const stored = [
    { code: 'CHN-OMR-001', name: 'Old name', locality: 'OMR', monthlyRate: 200_000, from: '2027-01-05', to: '2027-01-25' },
    { code: 'CHN-ECR-003', name: 'Injambakkam hoarding', locality: 'ECR', monthlyRate: 75_000, from: '2027-01-05', to: '2027-01-25' },
  ];

  it("takes today's name and rate, remembers the rate it was added at, and marks a site no longer published as withdrawn", () => {
    const today = [{ code: 'CHN-OMR-001', name: 'Tidel Park hoarding', locality: 'OMR', monthlyRate: 220_000 }];
    expect(withTodaysFacts(stored, today)).toEqual([
      { ...stored[0], name: 'Tidel Park hoarding', monthlyRate: 220_000, rateWhenAdded: 200_000, withdrawn: false },
      { ...stored[1], withdrawn: true },
    ]);
    expect(changedSince(stored, today)).toEqual(['CHN-OMR-001', 'CHN-ECR-003']);
  });

  it('is the stored plan while today is unread, and nothing changed when the facts agree', () => {
    expect(withTodaysFacts(stored, undefined)).toEqual(stored.map((item) => ({ ...item, withdrawn: false })));
    const today = stored.map(({ code, name, locality, monthlyRate }) => ({ code, name, locality, monthlyRate }));
    expect(changedSince(stored, today)).toEqual([]);
  });

  it("a quote's reference is MP- and the first 8 hex digits of its id", () => {
    expect(quoteReference('4f3a9c21-0b7e-4d2a-9c11-2f5e8d7a6b10')).toBe('MP-4F3A9C21');
  });
});
