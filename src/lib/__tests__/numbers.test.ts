import { describe, expect, it } from 'vitest';
import { formatWholeNumber, formatIndianNumber, formatPaise, formatRupees } from '../numbers';

// Negative ones too, but none that rounds to zero: Intl writes "-₹0" there, which no price here ever is.
const samples = [0, 1, 9, 10, 99, 100, 999, 1000, 9999, 10000, 99999, 100000, 120000, 999999, 1000000, 12345678, 123456789, 1234567890, 2.5, 800.25, 1234.5678, 99999.9996, 0.4, 0.5];

const withNegatives = samples.flatMap((value) => (value >= 1 ? [value, -value] : [value]));

describe('formatRupees', () => {
  const intl = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

  it.each(withNegatives)('writes %s as Intl en-IN does', (value) => {
    expect(formatRupees(value)).toBe(intl.format(value));
  });

  it('groups lakhs and crores', () => {
    expect(formatRupees(120000)).toBe('₹1,20,000');
    expect(formatRupees(12345678)).toBe('₹1,23,45,678');
  });
});

describe('formatIndianNumber', () => {
  const intl = new Intl.NumberFormat('en-IN');

  it.each(withNegatives)('writes %s as Intl en-IN does', (value) => {
    expect(formatIndianNumber(value)).toBe(intl.format(value));
  });
});

describe('formatWholeNumber', () => {
  const intl = new Intl.NumberFormat('en-US');
  const whole = withNegatives.filter(Number.isInteger);

  it.each(whole)('writes %s as Intl en-US does', (value) => {
    expect(formatWholeNumber(value)).toBe(intl.format(value));
  });
});

describe('formatPaise', () => {
  const intl = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });

  it.each([0, 1, 99, 100, 1234, 73_670_080, 1_234_567_890, -5_531_040])('writes %s paise as Intl en-IN writes the rupees', (paise) => {
    expect(formatPaise(paise)).toBe(intl.format(paise / 100));
  });
});
