import { describe, expect, it } from 'vitest';
import { fitWithin, MAX_SIDE } from '../resize';

/** The size a photo is shrunk to before it is queued (docs/decisions/057): at most 2,000 px on its long side. */
describe('fitWithin', () => {
  it('scales the long side down to 2,000 px, keeping the shape', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 2000, height: 1500 });
    expect(fitWithin(3024, 4032)).toEqual({ width: 1500, height: 2000 });
    expect(fitWithin(8160, 6120)).toEqual({ width: 2000, height: 1500 });
    expect(MAX_SIDE).toBe(2000);
  });

  it('rounds to whole pixels and never to zero', () => {
    expect(fitWithin(4001, 3001)).toEqual({ width: 2000, height: 1500 });
    expect(fitWithin(3000, 1000, 100)).toEqual({ width: 100, height: 33 });
    expect(fitWithin(50_000, 10, 2000)).toEqual({ width: 2000, height: 1 });
  });

  it('never enlarges a small photo', () => {
    expect(fitWithin(1600, 1200)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(2000, 2000)).toEqual({ width: 2000, height: 2000 });
  });

  it('refuses a size that is no picture', () => {
    expect(() => fitWithin(0, 100)).toThrow(RangeError);
    expect(() => fitWithin(Number.NaN, 100)).toThrow(RangeError);
  });
});
