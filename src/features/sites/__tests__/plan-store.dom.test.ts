import { afterEach, describe, expect, it } from 'vitest';
import { plan, readPlan, readSent } from '../plan/plan-store';

const site = (code: string) => ({ code, name: `Site ${code}`, locality: 'OMR', monthlyRate: 100_000 });

afterEach(() => plan.clear());

describe('the media plan in this browser', () => {
  it('adds a site for the dates searched for, and sets one pair of dates for every site', () => {
    plan.add(site('A'), { from: '2027-01-05', to: '2027-01-25' });
    plan.add(site('B'), { from: '2027-02-01', to: '2027-02-28' });
    expect(readPlan().map(({ code, from, to }) => [code, from, to])).toEqual([
      ['A', '2027-01-05', '2027-01-25'],
      ['B', '2027-02-01', '2027-02-28'],
    ]);
    plan.setAllDates({ from: '2027-03-01', to: '2027-03-15' });
    expect(readPlan().map(({ from, to }) => [from, to])).toEqual([
      ['2027-03-01', '2027-03-15'],
      ['2027-03-01', '2027-03-15'],
    ]);
  });

  it('keeps a sent plan marked with its reference until a change makes it a new one', () => {
    plan.add(site('A'), { from: '2027-01-05', to: '2027-01-25' });
    plan.markSent('MP-4F3A9C21', new Date('2026-11-26T05:00:00Z'));
    expect(readSent()).toEqual({ reference: 'MP-4F3A9C21', sentAt: '2026-11-26T05:00:00.000Z' });
    expect(readPlan()).toHaveLength(1);
    plan.setDates('A', { from: '2027-01-06', to: '2027-01-25' });
    expect(readSent()).toBeNull();
  });

  it('starting a new plan empties it and drops the mark', () => {
    plan.add(site('A'));
    plan.markSent('MP-00000001');
    plan.clear();
    expect([readPlan(), readSent()]).toEqual([[], null]);
  });
});
