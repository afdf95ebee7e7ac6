import { describe, expect, it } from 'vitest';
import { formatRupees, priceCampaign, priceLine, type PricingLine } from '../pricing';

const rates = { gst_percent: 18, printing_per_sqft: 12, mounting_per_sqft: 4 };
const line = (overrides: Partial<PricingLine> = {}): PricingLine => ({
  monthly_rate: 100000,
  starts_on: '2027-01-01',
  ends_on: '2027-01-31',
  discount_percent: 0,
  area_sqft: 800,
  ...overrides,
});

describe('priceLine', () => {
  it('charges the monthly rate for each whole month and thirtieths for the days after', () => {
    expect(priceLine(line({ ends_on: '2027-02-28' }), { rates, include_printing: false, include_mounting: false }).media).toBe(200000);
    // 1 Jan – 15 Feb: one month and 15 days, 1.5 months.
    expect(priceLine(line({ ends_on: '2027-02-15' }), { rates, include_printing: false, include_mounting: false })).toMatchObject({ months: 1.5, media: 150000 });
  });

  it('takes the discount off the media only, and adds printing and mounting once by the area', () => {
    const priced = priceLine(line({ discount_percent: 7.5, ends_on: '2027-03-31' }), { rates, include_printing: true, include_mounting: true });
    expect(priced).toEqual({ months: 3, rate: 100000, media: 300000, discount: 22500, discountPercent: 7.5, printing: 9600, mounting: 3200, amount: 290300 });
  });

  it('shows an agreed rate below the list rate as a discount off the list rate, then the line\'s discount, for the same amount', () => {
    const options = { rates, include_printing: false, include_mounting: false };
    // Listed at ₹1,20,000, agreed at ₹1,00,000 less 5%: ₹2,40,000 of media, ₹40,000 + ₹10,000 off, ₹1,90,000.
    const priced = priceLine(line({ list_rate: 120000, discount_percent: 5, ends_on: '2027-02-28' }), options);
    expect(priced).toMatchObject({ rate: 120000, media: 240000, discount: 50000, discountPercent: 20.83, amount: 190000 });
    expect(priced.amount).toBe(priceLine(line({ discount_percent: 5, ends_on: '2027-02-28' }), options).amount);
    // At or above the list rate, or with none known, the agreed rate is the media's.
    expect(priceLine(line({ list_rate: 90000 }), options)).toMatchObject({ rate: 100000, media: 100000, discount: 0, discountPercent: 0 });
    expect(priceLine(line({ list_rate: null }), options)).toMatchObject({ rate: 100000, discount: 0 });
  });

  it('leaves printing and mounting out when the campaign does not include them or the area is unknown', () => {
    expect(priceLine(line(), { rates, include_printing: false, include_mounting: true })).toMatchObject({ printing: 0, mounting: 3200 });
    expect(priceLine(line({ area_sqft: null }), { rates, include_printing: true, include_mounting: true })).toMatchObject({ printing: 0, mounting: 0 });
  });

  it('rounds every amount to whole rupees', () => {
    const priced = priceLine(line({ monthly_rate: 33333, ends_on: '2027-01-10', discount_percent: 3.33, area_sqft: 10.5 }), { rates, include_printing: true, include_mounting: false });
    // 10 days = 0.33 months: 33333 × 0.33 = 10999.89.
    expect(priced).toEqual({ months: 0.33, rate: 33333, media: 11000, discount: 366, discountPercent: 3.33, printing: 126, mounting: 0, amount: 10760 });
  });
});

describe('priceCampaign', () => {
  it('adds the lines, then GST as equal CGST and SGST halves', () => {
    const prices = priceCampaign({ lines: [line(), line({ monthly_rate: 50000, discount_percent: 10, discount_reason: 'x' } as Partial<PricingLine>)], rates, include_printing: true, include_mounting: true });
    expect(prices).toMatchObject({ media: 150000, discount: 5000, printing: 19200, mounting: 6400, subtotal: 170600, cgst: 15354, sgst: 15354, gst: 30708, total: 201308, gstPercent: 18 });
  });

  it('keeps the halves equal and the total their sum when half the GST has paise', () => {
    const prices = priceCampaign({ lines: [line({ monthly_rate: 1001, area_sqft: null })], rates, include_printing: true, include_mounting: true });
    // 1001 × 9% = 90.09 each.
    expect(prices).toMatchObject({ subtotal: 1001, cgst: 90, sgst: 90, gst: 180, total: 1181 });
  });

  it('is all zeros without lines', () => {
    expect(priceCampaign({ lines: [], rates, include_printing: true, include_mounting: true })).toMatchObject({ subtotal: 0, gst: 0, total: 0 });
  });
});

describe('formatRupees', () => {
  it('groups rupees the Indian way', () => {
    expect(formatRupees(1234567)).toBe('₹12,34,567');
  });
});
