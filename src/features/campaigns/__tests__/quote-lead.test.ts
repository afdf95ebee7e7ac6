import { describe, expect, it } from 'vitest';
import { proposalFromQuote, type QuoteLead } from '../quote-lead';

const lead = (details: unknown, person: Partial<QuoteLead> = {}): QuoteLead => ({ id: 'lead-1', name: 'Latha M', email: 'latha@marina.example', phone: '98400 54321', details, ...person });
const item = (code: string, starts_on: string, ends_on: string) => ({ code, name: code, starts_on, ends_on });
const sites = [
  { id: 'site-omr', code: 'CHN-OMR-001', monthly_rate: 85000 },
  { id: 'site-ecr', code: 'CHN-ECR-003', monthly_rate: null },
];

describe('a proposal drafted from a quote lead', () => {
  it('has a line per listed site at its rate, titled after the quote, with the person as its contact', () => {
    const draft = proposalFromQuote(lead({ company: 'Marina Mart', reference: 'MP-1A2B3C4D', items: [item('CHN-OMR-001', '2027-01-01', '2027-01-31')] }), sites, '2026-12-01');
    expect(draft).toEqual({
      title: 'Media plan MP-1A2B3C4D',
      contact: { name: 'Latha M', email: 'latha@marina.example', phone: '98400 54321' },
      lines: [{ site_id: 'site-omr', starts_on: '2027-01-01', ends_on: '2027-01-31', monthly_rate: 85000 }],
      notes: [],
    });
  });

  it('says what did not come across: a site gone, dates passed, a start moved to today, a rate on request', () => {
    const draft = proposalFromQuote(
      lead({
        company: 'Marina Mart',
        items: [item('CHN-GONE-001', '2027-01-01', '2027-01-31'), item('CHN-OMR-001', '2026-10-01', '2026-10-31'), item('CHN-OMR-001', '2026-11-15', '2026-12-15'), item('CHN-ECR-003', '2027-02-01', '2027-02-28')],
      }),
      sites,
      '2026-12-01',
    );
    expect(draft.title).toBe('Proposal for Marina Mart');
    expect(draft.lines).toEqual([
      { site_id: 'site-omr', starts_on: '2026-12-01', ends_on: '2026-12-15', monthly_rate: 85000 },
      { site_id: 'site-ecr', starts_on: '2027-02-01', ends_on: '2027-02-28', monthly_rate: 0 },
    ]);
    expect(draft.notes).toEqual([
      'CHN-GONE-001 is no longer in the inventory, so it has no line.',
      'CHN-OMR-001 was asked for Oct 1, 2026 to Oct 31, 2026, which has passed, so it has no line.',
      'CHN-OMR-001 was asked from Nov 15, 2026, which has passed: its line starts today.',
      'A site on rate on request has a monthly rate of ₹0: set the rate agreed.',
    ]);
  });

  it('leaves out a phone the contacts would refuse, and names a contact without a name by the e-mail', () => {
    expect(proposalFromQuote(lead({ items: [] }, { name: null, phone: '12345' }), sites, '2026-12-01').contact).toEqual({ name: 'latha@marina.example', email: 'latha@marina.example', phone: null });
  });
});
