import { describe, expect, it } from 'vitest';
import type { Margins, SiteMargin } from '../api/margin-types';
import { marginsCsv } from '../margins-csv';

const figures = { revenue_paise: 0, rent_paise: 6_615_000, licence_paise: 203_836, power_paise: 0, other_paise: 1_850_000, printing_paise: 0, mounting_paise: 0, costs_paise: 8_668_836, margin_paise: -8_668_836, margin_percent: null };
const site: SiteMargin = { ...figures, site_id: 's1', code: 'CHN-ANN-001', name: '2nd Avenue hoarding', revenue_basis: null, lease_id: 'l1', lease_loses_money: true };

describe('the margins as CSV', () => {
  it('writes a line per site and the total, in rupees to the paisa as numbers (a loss negative, not a guarded formula), with whether its lease loses money', () => {
    const margins: Margins = { from_month: '2026-12-01', to_month: '2026-12-01', sites: [site], months: [], total: figures, campaigns: [] };
    expect(marginsCsv(margins).split('\r\n')).toEqual([
      'Site,Name,Revenue (₹),Revenue from,Rent (₹),Licence (₹),Power (₹),Other costs (₹),Printing (₹),Mounting (₹),Costs (₹),Margin (₹),Margin (%),Lease loses money',
      'CHN-ANN-001,2nd Avenue hoarding,0,,66150,2038.36,0,18500,0,0,86688.36,-86688.36,,yes',
      'Total,,0,,66150,2038.36,0,18500,0,0,86688.36,-86688.36,,',
      '',
    ]);
  });
});
