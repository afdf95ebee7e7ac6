import type { Receivable } from './api/receivable-types';

/** The ages a receivable falls in, by days past its due day (docs/product.md §16, Receivables). */
export const AGES = [
  { label: 'Not yet due', holds: (days: number) => days <= 0 },
  { label: '1–30 days', holds: (days: number) => days >= 1 && days <= 30 },
  { label: '31–60 days', holds: (days: number) => days >= 31 && days <= 60 },
  { label: '61–90 days', holds: (days: number) => days >= 61 && days <= 90 },
  { label: 'Over 90 days', holds: (days: number) => days > 90 },
] as const;

export type AgedRow = { key: string; name: string; byAge: number[]; total: number };

/** What is owed per client (or per sales person), split by age, the largest total first; each amount in paise. */
export function ageReceivables(receivables: Receivable[], by: 'client' | 'sales'): AgedRow[] {
  const rows = new Map<string, AgedRow>();
  for (const receivable of receivables) {
    const key = by === 'client' ? receivable.customer_id : (receivable.owner_id ?? 'none');
    const name = by === 'client' ? receivable.customer_name : (receivable.owner_name ?? 'No owner');
    const row = rows.get(key) ?? { key, name, byAge: AGES.map(() => 0), total: 0 };
    row.byAge[AGES.findIndex((age) => age.holds(receivable.days_past_due))] += receivable.balance_paise;
    row.total += receivable.balance_paise;
    rows.set(key, row);
  }
  return [...rows.values()].sort((a, b) => b.total - a.total || a.name.localeCompare(b.name));
}

/** The sums of `rows` by age, and in all. */
export function ageTotals(rows: AgedRow[]): { byAge: number[]; total: number } {
  return { byAge: AGES.map((_, index) => rows.reduce((sum, row) => sum + row.byAge[index], 0)), total: rows.reduce((sum, row) => sum + row.total, 0) };
}
