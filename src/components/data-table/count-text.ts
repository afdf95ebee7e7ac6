import { formatWholeNumber } from '@/lib/numbers';
/** A total as a list reports it: `approximate` when it is the planner's estimate (docs/product.md §2). */
export type ShownCount = { total: number; approximate?: boolean };

/** An exact total as the number itself (SPEC's 'Total: 42 submissions'); an estimate as 'about 1,000,000'. */
export function formatCount({ total, approximate }: ShownCount): number | string {
  return approximate ? `about ${formatWholeNumber(total)}` : total;
}

/** 'Total: 1 lead', 'Total: 12 leads': the count line of a screen the SPEC gave no text for (its own 'Total: N submissions' stays as written). */
export function totalOf(one: string, many: string): (total: number | string) => string {
  return (total) => `Total: ${total} ${String(total) === '1' ? one : many}`;
}

/**
 * The count line under the title: the screen's own 'Total: N submissions', or while a search or filter
 * narrows the list, how many match out of how many in all (docs/product.md §10, Visitor and staff fixes).
 */
export function countText(totalText: (total: number | string) => string, matching: ShownCount, narrowing: { search: boolean; filters: boolean; allTotal?: ShownCount }): string {
  const { search, filters, allTotal } = narrowing;
  if ((!search && !filters) || allTotal === undefined) return totalText(formatCount(matching));
  const what = search && filters ? 'your search and filters' : search ? 'your search' : 'the filters';
  return `${formatCount(matching)} of ${formatCount(allTotal)} match ${what}`;
}
