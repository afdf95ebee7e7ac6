import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { billDifference } from '../bill-difference';
import { vendorOrderSchema } from '../schemas';

const line = { included: true, campaign_line_id: 'l1', material: 'Frontlit flex', width_ft: '40', height_ft: '20', quantity: '1', rate_paise: '14' };
const order = { kind: 'printing', code: '998912', vendor: 'v1', due_on: '2026-12-20', deliver_to: '', note: '', lines: [line, { ...line, campaign_line_id: 'l2', included: false, material: '' }] };

describe('a vendor order as the form takes it', () => {
  it('sends only the sites ticked, sizes and counts as numbers, the rate in paise and the printing\'s code', () => {
    expect(v.parse(vendorOrderSchema, order)).toEqual({
      kind: 'printing',
      code: '998912',
      vendor: 'v1',
      due_on: '2026-12-20',
      deliver_to: null,
      note: null,
      lines: [{ campaign_line_id: 'l1', material: 'Frontlit flex', width_ft: 40, height_ft: 20, quantity: 1, rate_paise: 1_400 }],
    });
  });

  it('leaves mounting to our own crew but asks printing for its vendor, and a material for every site ticked', () => {
    expect(v.safeParse(vendorOrderSchema, { ...order, kind: 'mounting', vendor: '' }).output).toMatchObject({ vendor: null, code: null });
    expect(v.flatten(v.safeParse(vendorOrderSchema, { ...order, vendor: '' }).issues!).nested?.vendor).toEqual(['Choose the printing vendor: only mounting may be done by our own crew.']);
    expect(v.flatten(v.safeParse(vendorOrderSchema, { ...order, lines: [{ ...line, material: ' ' }] }).issues!).nested?.lines).toEqual(['Say the material of every site ordered.']);
  });
});

describe('a bill against its order', () => {
  it('says how far the bill is from the order, or that it matches, and nothing before a bill', () => {
    expect(billDifference(120_000)).toBe('Billed ₹1,200.00 more than ordered.');
    expect(billDifference(-32_000)).toBe('Billed ₹320.00 less than ordered.');
    expect(billDifference(0)).toBe('Billed as ordered.');
    expect(billDifference(null)).toBeNull();
  });
});
