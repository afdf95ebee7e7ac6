/** A readable comparison of a kept version with the current record (docs/product.md §10, Revisions). */

/** Column → the label the edit form gives it; only these columns are compared, in this order. */
export type ComparedFields = Record<string, string>;

export type ComparedField = { column: string; label: string; then: string; now: string };

/** A stored value as text: lists joined with commas, 'Label: Value' lines for metrics, '(empty)' for nothing. */
export function displayValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (Array.isArray(value)) {
    if (value.length === 0) return '(empty)';
    // A list of records (an offer's packages): one line each, so a change of one price shows as a change.
    return value.some(isRecord) ? value.map((item) => (isRecord(item) ? recordLine(item) : String(item))).join('\n') : value.map(String).join(', ');
  }
  if (isRecord(value)) {
    const lines = Object.entries(value).map(([key, entry]) => `${key}: ${String(entry)}`);
    return lines.length > 0 ? lines.join('\n') : '(empty)';
  }
  return String(value);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** 'name: Festival Pro; offer_price: 75000; features: 5 hoardings, 2 vans' */
const recordLine = (record: Record<string, unknown>) =>
  Object.entries(record).map(([key, entry]) => `${key}: ${Array.isArray(entry) ? entry.map(String).join(', ') : String(entry)}`).join('; ');

/** The fields whose value differs between the kept version and the current record. */
export function changedFields(then: Record<string, unknown>, now: Record<string, unknown>, fields: ComparedFields): ComparedField[] {
  return Object.entries(fields)
    .map(([column, label]) => ({ column, label, then: displayValue(then[column]), now: displayValue(now[column]) }))
    .filter((field) => field.then !== field.now);
}

/**
 * The publishing columns (docs/decisions/029): a restore keeps them, so forms leave them out of `fields`
 * (docs/decisions/030), but a save that only published, scheduled or unpublished a record still changed it.
 */
const PUBLISHING_COLUMNS = ['status', 'published_at'];

/** How many things a summary names in full; beyond that it names three and counts the rest ('… and 3 other fields'). */
const NAMED_AT_MOST = 4;

/** A form label inside a sentence: 'Author Name' → 'author name'; words in capitals stay ('Featured Image URL' → 'featured image URL'). */
function inSentence(label: string): string {
  return label
    .split(' ')
    .map((word) => (word.length > 1 && word === word.toUpperCase() ? word : word.toLowerCase()))
    .join(' ');
}

/** Equal as stored values; a moment written two ways ('…+00:00', '…Z') is the same moment. */
function sameValue(a: unknown, b: unknown): boolean {
  if (displayValue(a) === displayValue(b)) return true;
  return typeof a === 'string' && typeof b === 'string' && !Number.isNaN(Date.parse(a)) && Date.parse(a) === Date.parse(b);
}

/** 'the title', 'the title and the content', 'the title, the excerpt and the content'. */
function listed(things: readonly string[]): string {
  if (things.length <= 1) return things.join('');
  return `${things.slice(0, -1).join(', ')} and ${things[things.length - 1]}`;
}

/**
 * What one save changed, in words (docs/product.md §10, Revisions): `then` is the version the save replaced, `next`
 * what replaced it (the next newer version, or the current record for the newest one). The form's labelled fields in
 * its order, then 'the publishing' when the status or publish moment moved and the form does not label them:
 * "Changed the title and the content", "Changed the publishing only", "Changed the title, the excerpt, the content
 * and 2 other fields".
 */
export function changeSummary(then: Record<string, unknown>, next: Record<string, unknown>, fields: ComparedFields): string {
  const things = changedFields(then, next, fields).map((field) => `the ${inSentence(field.label)}`);
  const publishing = PUBLISHING_COLUMNS.filter((column) => !(column in fields) && column in then && column in next);
  if (publishing.some((column) => !sameValue(then[column], next[column]))) things.push('the publishing');
  // A change the form does not show (a story featured from its list, say) still kept a version.
  if (things.length === 0) return 'Changed nothing the form shows';
  if (things.length === 1) return `Changed ${things[0]} only`;
  if (things.length > NAMED_AT_MOST) {
    const rest = things.length - (NAMED_AT_MOST - 1);
    return `Changed ${things.slice(0, NAMED_AT_MOST - 1).join(', ')} and ${rest} other fields`;
  }
  return `Changed ${listed(things)}`;
}
