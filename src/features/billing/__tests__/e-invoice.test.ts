import Ajv from 'ajv';
import type { InvoiceRecord } from '../api/invoice-types';
import { addressParts, buildEInvoice, irpDate } from '../e-invoice';
import { issuedInvoice } from './invoice-fixtures';

/**
 * The e-invoice JSON (docs/decisions/112) against the IRP's schema 1.1 as NIC published it
 * (tests/fixtures/gst/e-invoice-schema-1.1.json, its source in tests/fixtures/gst/SOURCES.md).
 */

const published = JSON.parse(
  Object.values(import.meta.glob<string>('../../../../tests/fixtures/gst/e-invoice-schema-1.1.json', { query: '?raw', import: 'default', eager: true }))[0],
) as Record<string, unknown>;

type Json = unknown;
const isObject = (value: Json): value is Record<string, Json> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The published schema as draft-07 reads it, its slips undone and nothing else: its fields sit at the top level (not
 * under 'properties'), a list is written as an array holding its item's schema, some names and types carry stray
 * spaces or capitals ('String', ' number', 'AddlDocDtls '), a 'required' stands among RefDtls' fields, and SupTyp's and
 * Typ's patterns begin with Java's '(?i)', which ECMAScript has not (their enums hold the same values).
 */
function asDraft07(schema: Json): Json {
  if (Array.isArray(schema)) return schema.length === 1 && isObject(schema[0]) ? { type: 'array', items: asDraft07(schema[0]) } : schema;
  if (!isObject(schema)) return schema;
  const fixed: Record<string, Json> = {};
  for (const [rawKey, value] of Object.entries(schema)) {
    const key = rawKey.trim();
    if (key === 'properties' && isObject(value)) {
      fixed.properties = Object.fromEntries(
        Object.entries(value)
          .filter(([, field]) => isObject(field) || (Array.isArray(field) && isObject(field[0])))
          .map(([name, field]) => [name.trim(), asDraft07(field)]),
      );
    } else if (key === 'type' && typeof value === 'string') fixed.type = value.trim().toLowerCase();
    else if (key === 'required' && Array.isArray(value)) fixed.required = value.map((name) => String(name).trim());
    else if (key === 'pattern' && typeof value === 'string') fixed.pattern = value.replace(/^\(\?i\)/, '');
    else fixed[key] = typeof value === 'string' ? value.trim() : asDraft07(value);
  }
  return fixed;
}

const { $schema: _draft, Title: _title, Description: _description, required, ...fields } = published;
const irpSchema = asDraft07({ type: 'object', properties: fields, required }) as object;
// The schema's own escapes (\" in a character class) are not valid in a Unicode-mode ECMAScript pattern.
const validate = new Ajv({ allErrors: true, strict: false, unicodeRegExp: false }).compile(irpSchema);

const invoice = issuedInvoice as unknown as InvoiceRecord;
const interState: InvoiceRecord = {
  ...invoice,
  number: 'COM/26-27/0042',
  invoice_date: '2026-12-07',
  place_of_supply: { code: '27', name: 'Maharashtra' },
  recipient: { name: 'Kaveri Foods', address: '12 Marine Drive, Churchgate, Mumbai 400020, Maharashtra', gstin: '27AAPFU0939F1ZV', state_code: '27', state: 'Maharashtra' },
  taxable_paise: 1_94_928_00,
  cgst_paise: 0,
  sgst_paise: 0,
  igst_paise: 34_655_04,
  total_paise: 2_29_583_04,
  lines: [
    // 1.33 months at 90,000 a month: 1,19,700, less 10%, in whole rupees.
    { position: 1, kind: 'media', description: 'CHN-ECR-004 Muttukadu hoarding, ECR: display from 1 Dec 2026 to 10 Jan 2027', code: '998366', quantity: 1.33, unit: 'month', rate_paise: 90_000_00, taxable_paise: 1_07_730_00, tax_percent: 18, cgst_paise: 0, sgst_paise: 0, igst_paise: 19_391_40 },
    { position: 2, kind: 'printing', description: 'Printing of CHN-ECR-004 (600 sq ft)', code: '4911', quantity: 600, unit: 'sq ft', rate_paise: 12_00, taxable_paise: 7_200_00, tax_percent: 12, cgst_paise: 0, sgst_paise: 0, igst_paise: 864_00 },
    { position: 3, kind: 'mounting', description: 'Mounting of CHN-ECR-004 (600 sq ft)', code: '998361', quantity: 600, unit: 'sq ft', rate_paise: 133_33, taxable_paise: 79_998_00, tax_percent: 18, cgst_paise: 0, sgst_paise: 0, igst_paise: 14_399_64 },
  ],
};

function built(record: InvoiceRecord) {
  const result = buildEInvoice(record);
  if (!result.ok) throw new Error(result.reason);
  return result.einvoice;
}

describe('the e-invoice JSON', () => {
  it('of an issued invoice to a registered client is valid against the IRP schema', () => {
    for (const record of [invoice, interState]) {
      const einvoice = built(record);
      expect(validate(einvoice), JSON.stringify(validate.errors)).toBe(true);
    }
  });

  it('is checked by the schema: a date written the ISO way is refused', () => {
    const einvoice = built(invoice);
    expect(validate({ ...einvoice, DocDtls: { ...einvoice.DocDtls, Dt: '2026-12-01' } })).toBe(false);
  });

  it('carries the numbers of the invoice in rupees: CGST and SGST at home, IGST to another state', () => {
    expect(built(invoice)).toMatchObject({
      Version: '1.1',
      TranDtls: { TaxSch: 'GST', SupTyp: 'B2B', RegRev: 'N' },
      DocDtls: { Typ: 'INV', No: 'COM/26-27/0001', Dt: '01/12/2026' },
      SellerDtls: { Gstin: '33AAFCC4821K1ZS', LglNm: 'Chennai Outdoor Media Private Limited', Loc: 'Chennai', Pin: 600005, Stcd: '33' },
      BuyerDtls: { Gstin: '33AACCM4321Q1ZE', LglNm: 'Marina Mart', Pos: '33', Stcd: '33' },
      ItemList: [{ SlNo: '1', IsServc: 'Y', HsnCd: '998366', Qty: 1, Unit: 'OTH', UnitPrice: 55_000, TotAmt: 55_000, Discount: 0, AssAmt: 55_000, GstRt: 18, IgstAmt: 0, CgstAmt: 4_950, SgstAmt: 4_950, TotItemVal: 64_900 }],
      ValDtls: { AssVal: 55_000, CgstVal: 4_950, SgstVal: 4_950, IgstVal: 0, TotInvVal: 64_900 },
    });
    const other = built(interState);
    expect(other.BuyerDtls).toMatchObject({ Pos: '27', Stcd: '27', Loc: 'Mumbai', Pin: 400020 });
    expect(other.ItemList.map(({ IsServc, Unit, TotAmt, Discount, AssAmt, IgstAmt, CgstAmt, TotItemVal }) => ({ IsServc, Unit, TotAmt, Discount, AssAmt, IgstAmt, CgstAmt, TotItemVal }))).toEqual([
      { IsServc: 'Y', Unit: 'OTH', TotAmt: 1_19_700, Discount: 11_970, AssAmt: 1_07_730, IgstAmt: 19_391.4, CgstAmt: 0, TotItemVal: 1_27_121.4 },
      { IsServc: 'N', Unit: 'SQF', TotAmt: 7_200, Discount: 0, AssAmt: 7_200, IgstAmt: 864, CgstAmt: 0, TotItemVal: 8_064 },
      { IsServc: 'Y', Unit: 'SQF', TotAmt: 79_998, Discount: 0, AssAmt: 79_998, IgstAmt: 14_399.64, CgstAmt: 0, TotItemVal: 94_397.64 },
    ]);
    expect(other.ValDtls).toEqual({ AssVal: 1_94_928, CgstVal: 0, SgstVal: 0, IgstVal: 34_655.04, TotInvVal: 2_29_583.04 });
  });

  it('is not made for an unregistered client, a cancelled invoice or an address without a PIN', () => {
    expect(buildEInvoice({ ...invoice, recipient: { ...invoice.recipient!, gstin: null } })).toEqual({ ok: false, reason: 'The client has no GSTIN: an e-invoice is for a registered client.' });
    expect(buildEInvoice({ ...invoice, status: 'cancelled' })).toMatchObject({ ok: false });
    expect(buildEInvoice({ ...invoice, recipient: { ...invoice.recipient!, address: 'Marina Mart, Chennai' } })).toEqual({ ok: false, reason: "The client's address on the invoice has no PIN code, which an e-invoice needs." });
  });

  it("splits a one-line address into the IRP's parts, and writes its dates day first", () => {
    expect(addressParts('42, Anna Salai, Teynampet, Chennai 600018, Tamil Nadu')).toEqual({ Addr1: '42, Anna Salai, Teynampet, Chennai 600018, Tamil Nadu', Loc: 'Chennai', Pin: 600018 });
    const long = `${'Plot 7, '.repeat(14)}Guindy Industrial Estate, Chennai 600032`;
    const parts = addressParts(long)!;
    expect([parts.Addr1.length <= 100, (parts.Addr2 ?? '').length <= 100, parts.Loc, parts.Pin]).toEqual([true, true, 'Chennai', 600032]);
    expect(irpDate('2026-12-07')).toBe('07/12/2026');
  });
});
