import type { Gstr1 } from '../api/gstr1-types';
import { GSTR1_SHEET_NAMES, GSTR1_SHEETS, gstr1Csv, offlineToolDate } from '../gstr1-sheets';

/** The GSTR-1 CSV files (docs/decisions/112): the offline tool's headers, kept with their sources in the fixture. */

const template = JSON.parse(
  Object.values(import.meta.glob<string>('../../../../tests/fixtures/gst/gstr1-offline-tool-headers.json', { query: '?raw', import: 'default', eager: true }))[0],
) as { sheets: Record<string, string[]> };

const chennai = { pos_code: '33', pos_name: 'Tamil Nadu' };
const gstr1: Gstr1 = {
  month: '2026-12-01',
  b2cl_limit_paise: 1_00_000_00,
  b2b: [
    { number: 'COM/26-27/0007', day: '2026-12-07', value_paise: 64_900_00, rate: 18, taxable_paise: 55_000_00, igst_paise: 0, cgst_paise: 4_950_00, sgst_paise: 4_950_00, gstin: '33AACCM4321Q1ZE', receiver_name: 'Marina Mart, "Chennai"', ...chennai },
  ],
  b2cl: [],
  b2cs: [{ ...chennai, rate: 18, taxable_paise: -1_000_50, igst_paise: 0, cgst_paise: -90_05, sgst_paise: -90_05 }],
  cdnr: [
    { number: 'CN/26-27/0002', day: '2026-12-20', value_paise: 11_800_00, rate: 18, taxable_paise: 10_000_00, igst_paise: 1_800_00, cgst_paise: 0, sgst_paise: 0, gstin: '27AAPFU0939F1ZV', receiver_name: 'Kaveri Foods', pos_code: '27', pos_name: 'Maharashtra' },
  ],
  cdnur: [],
  hsn_b2b: [{ code: '998366', description: 'Sale of advertising space', uqc: 'NA', quantity: 0, rate: 18, taxable_paise: 55_000_00, igst_paise: 0, cgst_paise: 4_950_00, sgst_paise: 4_950_00 }],
  hsn_b2c: [],
  docs: [{ nature: 'Invoices for outward supply', first_number: 'COM/26-27/0007', last_number: 'COM/26-27/0009', total: 3, cancelled: 1 }],
};

const lines = (csv: string) => csv.split('\r\n').slice(0, -1);

describe('the GSTR-1 CSV files', () => {
  it("have exactly the offline tool's sheets and headers, as the fixture keeps them", () => {
    expect(GSTR1_SHEET_NAMES).toEqual(Object.keys(template.sheets));
    for (const name of GSTR1_SHEET_NAMES) {
      expect(GSTR1_SHEETS[name].headers, name).toEqual(template.sheets[name]);
      expect(lines(gstr1Csv(gstr1, name))[0], name).toBe(template.sheets[name].map((header) => (header.includes(',') ? `"${header}"` : header)).join(','));
    }
  });

  it('write each row in the header\'s order: dates as the tool takes them, rupees, the place of supply with its name, quoting per RFC 4180', () => {
    expect(lines(gstr1Csv(gstr1, 'b2b'))[1]).toBe('33AACCM4321Q1ZE,"Marina Mart, ""Chennai""",COM/26-27/0007,07-Dec-2026,64900,33-Tamil Nadu,N,,Regular B2B,,18,55000,0');
    expect(lines(gstr1Csv(gstr1, 'b2cs'))[1]).toBe('OE,33-Tamil Nadu,,18,-1000.5,0,');
    expect(lines(gstr1Csv(gstr1, 'cdnr'))[1]).toBe('27AAPFU0939F1ZV,Kaveri Foods,CN/26-27/0002,20-Dec-2026,C,27-Maharashtra,N,Regular B2B,11800,,18,10000,0');
    expect(lines(gstr1Csv(gstr1, 'hsn(b2b)'))[1]).toBe('998366,Sale of advertising space,NA,0,64900,18,55000,0,4950,4950,0');
    expect(lines(gstr1Csv(gstr1, 'docs'))[1]).toBe('Invoices for outward supply,COM/26-27/0007,COM/26-27/0009,3,1');
    expect(lines(gstr1Csv(gstr1, 'b2cl'))).toHaveLength(1);
  });

  it('writes every month of a date in three letters', () => {
    expect(['2027-01-05', '2026-09-30', '2026-12-31'].map(offlineToolDate)).toEqual(['05-Jan-2027', '30-Sep-2026', '31-Dec-2026']);
  });
});
