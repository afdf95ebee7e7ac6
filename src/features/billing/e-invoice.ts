import type { InvoiceRecord } from './api/invoice-types';

/**
 * An issued invoice as the e-invoice the Invoice Registration Portal takes (schema version 1.1, docs/decisions/112):
 * built from the invoice's document as it was issued, amounts in rupees (at most two decimals; unit prices three).
 * Only a B2B invoice (a client with a GSTIN) that is not cancelled is registered.
 */

type Party = { Gstin: string; LglNm: string; Addr1: string; Addr2?: string; Loc: string; Pin: number; Stcd: string };

export type EInvoiceItem = {
  SlNo: string;
  PrdDesc: string;
  IsServc: 'Y' | 'N';
  HsnCd: string;
  Qty: number;
  Unit: string;
  UnitPrice: number;
  TotAmt: number;
  Discount: number;
  AssAmt: number;
  GstRt: number;
  IgstAmt: number;
  CgstAmt: number;
  SgstAmt: number;
  TotItemVal: number;
};

export type EInvoice = {
  Version: '1.1';
  TranDtls: { TaxSch: 'GST'; SupTyp: 'B2B'; RegRev: 'N'; IgstOnIntra: 'N' };
  DocDtls: { Typ: 'INV'; No: string; Dt: string };
  SellerDtls: Party;
  BuyerDtls: Party & { Pos: string };
  ItemList: EInvoiceItem[];
  ValDtls: { AssVal: number; CgstVal: number; SgstVal: number; IgstVal: number; TotInvVal: number };
};

/** The e-invoice, or why there is none: a sentence for the screen. */
export type EInvoiceResult = { ok: true; einvoice: EInvoice } | { ok: false; reason: string };

const rupees = (paise: number) => paise / 100;

/** '2026-12-07' as the IRP writes a date: '07/12/2026'. */
export const irpDate = (day: string) => day.split('-').reverse().join('/');

/** The unit the IRP's unit master has for a line's unit: square feet, or 'OTH' (others) for a month of display. */
const IRP_UNITS: Record<string, string> = { 'sq ft': 'SQF', month: 'OTH' };

const PIN = /\b([1-9][0-9]{5})\b/g;

/**
 * An address kept as one text ('42, Anna Salai, Teynampet, Chennai 600018, Tamil Nadu') in the IRP's parts: its PIN
 * (the last six-digit number), the place before it as the location, and the text in lines of at most 100 characters
 * cut at commas. Null when it holds no PIN.
 */
export function addressParts(address: string): { Addr1: string; Addr2?: string; Loc: string; Pin: number } | null {
  const pins = [...address.matchAll(PIN)];
  const pin = pins.at(-1);
  if (!pin || pin.index === undefined) return null;
  const before = address.slice(0, pin.index).split(',').map((part) => part.trim()).filter(Boolean);
  const place = before.at(-1) ?? '';
  const lines = address.split(',').map((part) => part.trim()).filter(Boolean).reduce<string[]>((kept, part) => {
    const last = kept.at(-1);
    if (last !== undefined && `${last}, ${part}`.length <= 100) kept[kept.length - 1] = `${last}, ${part}`;
    else kept.push(part.slice(0, 100));
    return kept;
  }, []);
  return { Addr1: lines[0], ...(lines[1] ? { Addr2: lines.slice(1).join(', ').slice(0, 100) } : {}), Loc: place.length >= 3 ? place.slice(0, 50) : lines[0].slice(0, 50), Pin: Number(pin[1]) };
}

function party(who: string, name: string, gstin: string | null | undefined, address: string | null | undefined, state: string | null | undefined): Party | string {
  if (!gstin) return `The ${who} has no GSTIN: an e-invoice is for a registered client.`;
  const parts = addressParts(address ?? '');
  if (!parts) return `The ${who}'s address on the invoice has no PIN code, which an e-invoice needs.`;
  if (!state) return `The ${who} has no state on the invoice.`;
  return { Gstin: gstin, LglNm: name, ...parts, Stcd: state };
}

/** The e-invoice of `invoice` in the IRP's schema, or why it has none. */
export function buildEInvoice(invoice: InvoiceRecord): EInvoiceResult {
  if (invoice.status !== 'issued' || !invoice.number || !invoice.invoice_date || !invoice.supplier || !invoice.recipient) {
    return { ok: false, reason: 'Only an issued invoice that is not cancelled is registered as an e-invoice.' };
  }
  const seller = party('agency', invoice.supplier.name, invoice.supplier.gstin, invoice.supplier.address, invoice.supplier.state_code);
  if (typeof seller === 'string') return { ok: false, reason: seller };
  const buyer = party('client', invoice.recipient.name, invoice.recipient.gstin, invoice.recipient.address, invoice.recipient.state_code);
  if (typeof buyer === 'string') return { ok: false, reason: buyer };
  const items = invoice.lines.map((line, index): EInvoiceItem => {
    // The gross is the rate times the quantity; what the line was reduced to (its discount, whole rupees) is the rest.
    const gross = Math.max(Math.round((line.rate_paise * Math.round(line.quantity * 100)) / 100), line.taxable_paise);
    return {
      SlNo: String(index + 1),
      PrdDesc: line.description,
      IsServc: line.code.startsWith('99') ? 'Y' : 'N',
      HsnCd: line.code,
      Qty: line.quantity,
      Unit: IRP_UNITS[line.unit],
      UnitPrice: rupees(line.rate_paise),
      TotAmt: rupees(gross),
      Discount: rupees(gross - line.taxable_paise),
      AssAmt: rupees(line.taxable_paise),
      GstRt: line.tax_percent,
      IgstAmt: rupees(line.igst_paise),
      CgstAmt: rupees(line.cgst_paise),
      SgstAmt: rupees(line.sgst_paise),
      TotItemVal: rupees(line.taxable_paise + line.igst_paise + line.cgst_paise + line.sgst_paise),
    };
  });
  return {
    ok: true,
    einvoice: {
      Version: '1.1',
      TranDtls: { TaxSch: 'GST', SupTyp: 'B2B', RegRev: 'N', IgstOnIntra: 'N' },
      DocDtls: { Typ: 'INV', No: invoice.number, Dt: irpDate(invoice.invoice_date) },
      SellerDtls: seller,
      BuyerDtls: { ...buyer, Pos: invoice.place_of_supply.code },
      ItemList: items,
      ValDtls: {
        AssVal: rupees(invoice.taxable_paise),
        CgstVal: rupees(invoice.cgst_paise),
        SgstVal: rupees(invoice.sgst_paise),
        IgstVal: rupees(invoice.igst_paise),
        TotInvVal: rupees(invoice.total_paise),
      },
    },
  };
}
