import * as v from 'valibot';
import { siteSchema, type SitePayload } from './schemas';
import { formatLabels, lightingLabels } from '@/catalogue/site-labels';

/**
 * Reading an inventory spreadsheet saved as CSV (docs/product.md §11; the example file is public/examples/sites.csv,
 * served at /examples/sites.csv): the header names the columns; every row is checked like the form; problems are
 * named by line number and reason.
 */

export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 10_000;
export const CSV_COLUMNS = [
  'code', 'name', 'locality', 'address', 'latitude', 'longitude', 'format', 'width_ft', 'height_ft',
  'lighting', 'facing', 'daily_traffic', 'monthly_rate', 'photos', 'published',
] as const;
const REQUIRED_COLUMNS = ['code', 'name', 'locality', 'latitude', 'longitude', 'format', 'width_ft', 'height_ft', 'lighting'] as const;

export type RowProblem = { line: number; reason: string };
export type ImportPreview = { rows: SitePayload[]; problems: RowProblem[] } | { fileProblem: string };

/** Cells of a CSV text (RFC 4180: quoted cells may hold commas, quotes as "" and line breaks), with each row's line number. */
export function parseCsv(text: string): Array<{ line: number; cells: string[] }> {
  const rows: Array<{ line: number; cells: string[] }> = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const endRow = () => {
    cells.push(cell);
    if (cells.some((value) => value.trim() !== '')) rows.push({ line: rowLine, cells });
    cells = [];
    cell = '';
  };
  const source = text.replace(/^\uFEFF/, '');
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index];
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line += 1;
        cell += char;
      }
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index += 1;
      endRow();
      line += 1;
      rowLine = line;
    } else cell += char;
  }
  if (cell !== '' || cells.length > 0) endRow();
  return rows;
}

/** Checks a file's size, header and every row; the rows come back only when all are good. */
export function previewImport(text: string, bytes: number): ImportPreview {
  if (bytes > MAX_IMPORT_BYTES) return { fileProblem: `This file is ${(bytes / 1024 / 1024).toFixed(1)} MB: a CSV file can be at most 5 MB. Split it into smaller files.` };
  const [header, ...body] = parseCsv(text);
  if (!header) return { fileProblem: 'This file is empty. Use the example file as a template.' };
  const names = header.cells.map((name) => name.trim().toLowerCase());
  const missing = REQUIRED_COLUMNS.filter((column) => !names.includes(column));
  const unknown = names.filter((name) => !(CSV_COLUMNS as readonly string[]).includes(name));
  if (missing.length > 0 || unknown.length > 0) {
    const parts = [missing.length ? `missing ${missing.join(', ')}` : '', unknown.length ? `unknown ${unknown.join(', ')}` : ''].filter(Boolean);
    return { fileProblem: `The header row is wrong (${parts.join('; ')}). The first row must name the columns: ${CSV_COLUMNS.join(',')}.` };
  }
  if (body.length === 0) return { fileProblem: 'This file has a header but no sites.' };
  if (body.length > MAX_IMPORT_ROWS) return { fileProblem: `This file has ${body.length} sites: at most 10,000 can be imported at once. Split it into smaller files.` };
  return checkRows(names, body);
}

/** The values a choice column takes, named in its refusal: a file is fixed in a spreadsheet, not by picking from a list. */
const CHOICES: Partial<Record<string, string[]>> = { format: Object.keys(formatLabels), lighting: Object.keys(lightingLabels) };

function cellProblem(record: Record<string, string>, issue: v.BaseIssue<unknown>): string {
  const column = String(issue.path?.[0]?.key);
  const allowed = CHOICES[column];
  return allowed ? `${column}: '${record[column]?.trim()}' is not one of ${allowed.join(', ')}` : `${column}: ${issue.message}`;
}

function checkRows(names: string[], body: Array<{ line: number; cells: string[] }>): ImportPreview {
  const rows: SitePayload[] = [];
  const problems: RowProblem[] = [];
  const seen = new Map<string, number>();
  for (const { line, cells } of body) {
    if (cells.length !== names.length) {
      problems.push({ line, reason: `has ${cells.length} cells where the header has ${names.length}` });
      continue;
    }
    const record = Object.fromEntries(CSV_COLUMNS.map((column) => [column, cells[names.indexOf(column)] ?? '']));
    const parsed = v.safeParse(siteSchema, record);
    if (!parsed.success) {
      problems.push({ line, reason: parsed.issues.map((issue) => cellProblem(record, issue)).join('; ') });
      continue;
    }
    const earlier = seen.get(parsed.output.code);
    if (earlier !== undefined) problems.push({ line, reason: `code ${parsed.output.code} is already on line ${earlier}` });
    else seen.set(parsed.output.code, line);
    rows.push(parsed.output);
  }
  return { rows: problems.length ? [] : rows, problems };
}
