/** A readable comparison of a kept version with the current record (docs/product.md §10, Revisions). */

/** Column → the label the edit form gives it; only these columns are compared, in this order. */
export type ComparedFields = Record<string, string>;

export type ComparedField = { column: string; label: string; then: string; now: string };

/** A stored value as text: lists joined with commas, 'Label: Value' lines for metrics, '(empty)' for nothing. */
export function displayValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (Array.isArray(value)) return value.length > 0 ? value.map(String).join(', ') : '(empty)';
  if (typeof value === 'object') {
    const lines = Object.entries(value as Record<string, unknown>).map(([key, entry]) => `${key}: ${String(entry)}`);
    return lines.length > 0 ? lines.join('\n') : '(empty)';
  }
  return String(value);
}

/** The fields whose value differs between the kept version and the current record. */
export function changedFields(then: Record<string, unknown>, now: Record<string, unknown>, fields: ComparedFields): ComparedField[] {
  return Object.entries(fields)
    .map(([column, label]) => ({ column, label, then: displayValue(then[column]), now: displayValue(now[column]) }))
    .filter((field) => field.then !== field.now);
}
