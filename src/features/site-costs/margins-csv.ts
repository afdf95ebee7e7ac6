import { toCsv } from '@/lib/csv';
import type { Margins } from './api/margin-types';

// Numbers, not text: a spreadsheet sums them, and a loss is a negative number, not a formula to guard against.
const rupees = (paise: number) => paise / 100;

/** The margins as the owner's spreadsheet takes them: a line per site, then the total, amounts in rupees (docs/decisions/116). */
export function marginsCsv(margins: Margins): string {
  const headers = ['Site', 'Name', 'Revenue (₹)', 'Revenue from', 'Rent (₹)', 'Licence (₹)', 'Power (₹)', 'Other costs (₹)', 'Printing (₹)', 'Mounting (₹)', 'Costs (₹)', 'Margin (₹)', 'Margin (%)', 'Lease loses money'];
  const figures = (row: Margins['total']) => [rupees(row.revenue_paise)];
  const costs = (row: Margins['total']) => [row.rent_paise, row.licence_paise, row.power_paise, row.other_paise, row.printing_paise, row.mounting_paise, row.costs_paise, row.margin_paise].map(rupees);
  return toCsv(headers, [
    ...margins.sites.map((site) => [site.code, site.name, ...figures(site), site.revenue_basis ?? '', ...costs(site), site.margin_percent ?? '', site.lease_loses_money ? 'yes' : 'no']),
    ['Total', '', ...figures(margins.total), '', ...costs(margins.total), margins.total.margin_percent ?? '', ''],
  ]);
}
