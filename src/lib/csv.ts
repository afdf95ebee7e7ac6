import { downloadFile } from './download-file';

/** A value a CSV cell can hold; null and undefined become an empty cell, a Date its ISO 8601 time. */
export type CsvValue = string | number | boolean | Date | null | undefined;

const pad = (value: number, width = 2) => String(Math.trunc(value)).padStart(width, '0');

/**
 * `date` as ISO 8601 in the local time zone with its offset, '2026-11-23T19:17:05+05:30': what a
 * spreadsheet sorts and reads as a time, in the hours staff saw on screen.
 */
export function isoDateTime(date: Date): string {
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
  // getTimezoneOffset is minutes *behind* UTC: India answers -330 for +05:30.
  const offset = -date.getTimezoneOffset();
  const zone = offset === 0 ? 'Z' : `${offset > 0 ? '+' : '-'}${pad(Math.abs(offset) / 60)}:${pad(Math.abs(offset) % 60)}`;
  return `${day}T${time}${zone}`;
}

/**
 * Characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"): = + - @,
 * and tab / carriage return, which some spreadsheets strip before looking for them.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Cells that RFC 4180 says must be quoted: they contain a comma, a quote, CR or LF. */
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One cell as RFC 4180 text. Text that a spreadsheet would run as a formula gets a leading
 * apostrophe, so a lead who types `=HYPERLINK(...)` into a form is shown, never executed.
 * Numbers and booleans are written as they are (a negative number is data, not a formula); dates as
 * isoDateTime.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return isoDateTime(value);
  if (typeof value !== 'string') return String(value);
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** CSV lines, each ended by CRLF (RFC 4180): a part of a document that an export writes batch by batch. */
export function csvLines(rows: readonly (readonly CsvValue[])[]): string {
  return rows.map((cells) => cells.map(csvCell).join(',') + '\r\n').join('');
}

/** A whole CSV document: a header line, then one line per row. */
export function toCsv(headers: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return csvLines([headers, ...rows]);
}

/**
 * Saves `csv` as a file in the browser. The UTF-8 byte order mark makes Excel read names such as
 * "Sérgio" or "₹" correctly; other tools ignore it.
 */
export function downloadCsv(filename: string, csv: string | readonly string[]): void {
  downloadFile(filename, ['\uFEFF', ...(typeof csv === 'string' ? [csv] : csv)], 'text/csv;charset=utf-8');
}
