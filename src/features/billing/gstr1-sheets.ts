import { toCsv, type CsvValue } from '@/lib/csv';
import type { Gstr1, Gstr1DocsRow, Gstr1DocumentRow, Gstr1HsnRow, Gstr1StateRateRow } from './api/gstr1-types';

/**
 * The GSTN offline tool's GSTR-1 sheets as CSV files (docs/decisions/112): each sheet's headers, exactly as the tool's
 * template has them (tests/fixtures/gst/gstr1-offline-tool-headers.json, with their sources), and its row from what
 * gstr1() computed. Amounts in rupees, dates as the tool takes them ('07-Dec-2026'), places of supply as
 * '33-Tamil Nadu'. Nothing here is reverse charge, e-commerce, cess or at a differential rate.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-12-07' as the offline tool takes a date: '07-Dec-2026'. */
export function offlineToolDate(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}-${MONTHS[Number(month) - 1]}-${year}`;
}

/** Paise as the rupees a sheet holds: a number with at most two decimals. */
const rupees = (paise: number) => paise / 100;

const placeOfSupply = (row: Pick<Gstr1DocumentRow, 'pos_code' | 'pos_name'>) => `${row.pos_code}-${row.pos_name}`;

/** A sheet: its file's name, its headers, and its rows' cells from the month's return. */
type Sheet = { file: string; headers: readonly string[]; rows: (gstr1: Gstr1) => CsvValue[][] };

function sheet<Row>(definition: { file: string; headers: readonly string[]; rows: (gstr1: Gstr1) => Row[]; row: (row: Row) => CsvValue[] }): Sheet {
  return { file: definition.file, headers: definition.headers, rows: (gstr1) => definition.rows(gstr1).map(definition.row) };
}

const hsnSheet = (file: string, rows: (gstr1: Gstr1) => Gstr1HsnRow[]) =>
  sheet<Gstr1HsnRow>({
    file,
    headers: ['HSN', 'Description', 'UQC', 'Total Quantity', 'Total Value', 'Rate', 'Taxable Value', 'Integrated Tax Amount', 'Central Tax Amount', 'State/UT Tax Amount', 'Cess Amount'],
    row: (r) => [r.code, r.description, r.uqc, r.quantity, rupees(r.taxable_paise + r.igst_paise + r.cgst_paise + r.sgst_paise), r.rate, rupees(r.taxable_paise), rupees(r.igst_paise), rupees(r.cgst_paise), rupees(r.sgst_paise), 0],
    rows,
  });

/** The sheets, in the offline tool's order. */
export const GSTR1_SHEETS = {
  b2b: sheet<Gstr1DocumentRow>({
    file: 'b2b',
    headers: ['GSTIN/UIN of Recipient', 'Receiver Name', 'Invoice Number', 'Invoice date', 'Invoice Value', 'Place Of Supply', 'Reverse Charge', 'Applicable % of Tax Rate', 'Invoice Type', 'E-Commerce GSTIN', 'Rate', 'Taxable Value', 'Cess Amount'],
    row: (r) => [r.gstin, r.receiver_name, r.number, offlineToolDate(r.day), rupees(r.value_paise), placeOfSupply(r), 'N', null, 'Regular B2B', null, r.rate, rupees(r.taxable_paise), 0],
    rows: (gstr1) => gstr1.b2b,
  }),
  b2cl: sheet<Gstr1DocumentRow>({
    file: 'b2cl',
    headers: ['Invoice Number', 'Invoice date', 'Invoice Value', 'Place Of Supply', 'Applicable % of Tax Rate', 'Rate', 'Taxable Value', 'Cess Amount', 'E-Commerce GSTIN'],
    row: (r) => [r.number, offlineToolDate(r.day), rupees(r.value_paise), placeOfSupply(r), null, r.rate, rupees(r.taxable_paise), 0, null],
    rows: (gstr1) => gstr1.b2cl,
  }),
  b2cs: sheet<Gstr1StateRateRow>({
    file: 'b2cs',
    headers: ['Type', 'Place Of Supply', 'Applicable % of Tax Rate', 'Rate', 'Taxable Value', 'Cess Amount', 'E-Commerce GSTIN'],
    // 'OE': other than through an e-commerce operator.
    row: (r) => ['OE', placeOfSupply(r), null, r.rate, rupees(r.taxable_paise), 0, null],
    rows: (gstr1) => gstr1.b2cs,
  }),
  cdnr: sheet<Gstr1DocumentRow>({
    file: 'cdnr',
    headers: ['GSTIN/UIN of Recipient', 'Receiver Name', 'Note Number', 'Note Date', 'Note Type', 'Place Of Supply', 'Reverse Charge', 'Note Supply Type', 'Note Value', 'Applicable % of Tax Rate', 'Rate', 'Taxable Value', 'Cess Amount'],
    row: (r) => [r.gstin, r.receiver_name, r.number, offlineToolDate(r.day), 'C', placeOfSupply(r), 'N', 'Regular B2B', rupees(r.value_paise), null, r.rate, rupees(r.taxable_paise), 0],
    rows: (gstr1) => gstr1.cdnr,
  }),
  cdnur: sheet<Gstr1DocumentRow>({
    file: 'cdnur',
    headers: ['UR Type', 'Note Number', 'Note Date', 'Note Type', 'Place Of Supply', 'Note Value', 'Applicable % of Tax Rate', 'Rate', 'Taxable Value', 'Cess Amount'],
    row: (r) => ['B2CL', r.number, offlineToolDate(r.day), 'C', placeOfSupply(r), rupees(r.value_paise), null, r.rate, rupees(r.taxable_paise), 0],
    rows: (gstr1) => gstr1.cdnur,
  }),
  'hsn(b2b)': hsnSheet('hsn(b2b)', (gstr1) => gstr1.hsn_b2b),
  'hsn(b2c)': hsnSheet('hsn(b2c)', (gstr1) => gstr1.hsn_b2c),
  docs: sheet<Gstr1DocsRow>({
    file: 'docs',
    headers: ['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled'],
    row: (r) => [r.nature, r.first_number, r.last_number, r.total, r.cancelled],
    rows: (gstr1) => gstr1.docs,
  }),
} satisfies Record<string, Sheet>;

export type Gstr1SheetName = keyof typeof GSTR1_SHEETS;

export const GSTR1_SHEET_NAMES = Object.keys(GSTR1_SHEETS) as Gstr1SheetName[];

/** How many rows sheet `name` has this month. */
export function gstr1RowCount(gstr1: Gstr1, name: Gstr1SheetName): number {
  return GSTR1_SHEETS[name].rows(gstr1).length;
}

/** Sheet `name` of `gstr1` as a CSV file's text (RFC 4180): the template's header line, then a line per row. */
export function gstr1Csv(gstr1: Gstr1, name: Gstr1SheetName): string {
  return toCsv(GSTR1_SHEETS[name].headers, GSTR1_SHEETS[name].rows(gstr1));
}
