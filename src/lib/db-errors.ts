/** The parts of a PostgREST / supabase-js error we read. */
type DbError = { code?: string | null; message?: string | null };

/** Column name → the label the form shows for it, e.g. `{ image: 'Featured Image URL' }`. */
export type FieldLabels = Record<string, string>;

const GENERIC = 'Something went wrong. Please try again.';

// Our constraints are named <table>_<column>_<rule> (see supabase/migrations); each rule reads as a sentence.
const RULES: Array<[suffix: string, sentence: (field: string) => string]> = [
  ['required', (field) => `${field} is required.`],
  ['length', (field) => `${field} is too long.`],
  ['url', (field) => `${field} must be a valid http(s) URL or a site path such as /images/photo.jpg.`],
  ['known', (field) => `${field} is not one of the allowed choices.`],
  ['range', (field) => `${field} is outside the allowed range.`],
  ['min', (field) => `${field} is below the allowed minimum.`],
  ['format', (field) => `${field} has the wrong format.`],
  ['text_map', (field) => `${field} must be 'Label: Value' lines of text.`],
  ['valid', (field) => `${field} is not valid.`],
  ['check_character', (field) => `${field} has a mistyped character: its last character does not match the others.`],
];

function humanColumn(column: string, labels: FieldLabels): string {
  const label = labels[column] ?? column.replace(/_/g, ' ').replace(/\burl\b/gi, 'URL');
  return label.charAt(0).toUpperCase() + label.slice(1);
}

function describeCheck(message: string, labels: FieldLabels): string {
  const constraint = /check constraint "([^"]+)"/.exec(message)?.[1];
  const table = /relation "([^"]+)"/.exec(message)?.[1];
  if (constraint) {
    const rest = table && constraint.toLowerCase().startsWith(`${table.toLowerCase()}_`) ? constraint.slice(table.length + 1) : constraint;
    for (const [suffix, sentence] of RULES) {
      if (rest.endsWith(`_${suffix}`)) return sentence(humanColumn(rest.slice(0, -suffix.length - 1), labels));
    }
  }
  return 'One of the values is not valid. Please check the form and try again.';
}

/** A unique constraint named `<table>_<column>_unique` names the field whose value is taken (an opening's address, say). */
function describeDuplicate(message: string, labels: FieldLabels): string {
  const constraint = /unique constraint "([^"]+)_unique"/.exec(message)?.[1];
  const column = constraint && Object.keys(labels).find((name) => constraint.endsWith(`_${name}`));
  return column ? `${humanColumn(column, labels)} is already used by another record: choose another.` : 'A record with the same value already exists.';
}

/**
 * A sentence a person can act on for a failed database call. Constraint and type errors from
 * Postgres (23514, 23502, 22P02, ...) become plain sentences naming the field; anything else
 * keeps the server's own message, never a stack trace.
 */
export function describeDbError(error: unknown, labels: FieldLabels = {}): string {
  if (typeof error === 'string') return error || GENERIC;
  if (!error || typeof error !== 'object') return GENERIC;
  const { code, message } = error as DbError;
  const text = message ?? '';
  switch (code) {
    case '23514':
      return describeCheck(text, labels);
    case '23502': {
      const column = /column "([^"]+)"/.exec(text)?.[1];
      return column ? `${humanColumn(column, labels)} is required.` : 'A required field is missing.';
    }
    case '22P02':
      return 'One of the values has the wrong format (for example, text where a number is expected).';
    case '22007':
    case '22008':
      return 'The date is not valid.';
    case '22001':
      return 'One of the values is too long.';
    case '22003':
      return 'A number is too large or too small.';
    case '23505':
      return describeDuplicate(text, labels);
    case '42501':
      return 'You do not have permission to make this change.';
    default:
      // Keep the server's sentence, but never show a stack trace.
      return text && !/\n\s*at /.test(text) ? text : GENERIC;
  }
}

type WriteResult = { data: unknown[] | null; error: unknown };

/**
 * Throws the error of a write that asked for its rows back (`.select('id')`), or a readable error
 * when no row came back: Postgres row-level security turns a forbidden update or delete into
 * "0 rows" without an error, and so does a record someone else has just deleted.
 */
export function expectWritten({ data, error }: WriteResult, noun: string, action: 'save' | 'delete'): void {
  if (error) throw error;
  if (data && data.length > 0) return;
  throw new Error(
    action === 'save'
      ? `The ${noun} could not be saved: it no longer exists or you do not have permission to change it.`
      : `The ${noun} was not deleted: it no longer exists or you do not have permission to delete it.`,
  );
}
