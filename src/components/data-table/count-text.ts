/**
 * The count line under the title: the screen's own 'Total: N submissions', or while a search or filter
 * narrows the list, how many match out of how many in all (issue 18, item 11).
 */
export function countText(totalText: (total: number) => string, matching: number, narrowing: { search: boolean; filters: boolean; allTotal?: number }): string {
  const { search, filters, allTotal } = narrowing;
  if ((!search && !filters) || allTotal === undefined) return totalText(matching);
  const what = search && filters ? 'your search and filters' : search ? 'your search' : 'the filters';
  return `${matching} of ${allTotal} match ${what}`;
}
