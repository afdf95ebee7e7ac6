import * as v from 'valibot';
import { optionalText, requiredText, tenDigitPattern } from '@/lib/form-rules';
import { optionalGstin, optionalPan } from '@/lib/gstin';

/** How a client paid (receipts_mode_known): every mode but cash carries the bank's reference or the cheque's number. */
export const PAYMENT_MODES = [
  { value: 'neft', label: 'NEFT' },
  { value: 'rtgs', label: 'RTGS' },
  { value: 'imps', label: 'IMPS' },
  { value: 'upi', label: 'UPI' },
  { value: 'cheque', label: 'Cheque' },
  { value: 'cash', label: 'Cash' },
] as const;

export type PaymentMode = (typeof PAYMENT_MODES)[number]['value'];

/** The receipts' column limits (supabase/schemas/14_receipts.sql). */
export const REFERENCE_MAX = 40;
export const RECEIPT_NOTE_MAX = 500;

/** Rupees as typed ('1,16,000' or '2360.50'), in paise; null when it is not an amount of at most two decimals. */
export function paiseOf(typed: string): number | null {
  const plain = typed.replace(/[,\s₹]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return null;
  const [whole, fraction = ''] = plain.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Paise as the amount fields take them: whole rupees plain, else with their paise (what paiseOf reads back). */
export const rupeesText = (paise: number) => (paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2));

/** `percent` of `paise` as TDS is deducted: to the rupee (section 288B, docs/decisions/106). */
export const tdsOn = (paise: number, percent: number) => Math.round((paise * percent) / 100 / 100) * 100;

const rupees = (message: string) =>
  v.pipe(
    v.string(),
    v.check((typed) => paiseOf(typed) !== null, message),
    v.transform((typed) => paiseOf(typed) as number),
  );

/** A payment as the invoice's 'Record a payment' form takes it; the database checks the same (record_receipt). */
export const paymentSchema = v.pipe(
  v.object({
    received_on: v.pipe(v.string(), v.isoDate('Give the day the payment was received.')),
    mode: v.picklist(
      PAYMENT_MODES.map((mode) => mode.value),
      'Choose how it was paid.',
    ),
    reference: optionalText(REFERENCE_MAX),
    amount: rupees('Give the amount received in rupees, as 1,16,000 or 2360.50.'),
    tds: rupees('Give the TDS deducted in rupees, or 0.'),
    tds_percent: v.pipe(
      v.string(),
      v.transform(Number),
      v.number('Give the TDS rate as a number.'),
      v.minValue(0, 'The TDS rate is 0% to 30%.'),
      v.maxValue(30, 'The TDS rate is 0% to 30%.'),
    ),
    keep_advance: v.boolean(),
  }),
  v.forward(
    v.check((payment) => payment.mode === 'cash' || payment.reference !== null, "Give the bank's reference (UTR) or the cheque's number: only cash has none."),
    ['reference'],
  ),
  v.forward(
    v.check((payment) => payment.amount + payment.tds > 0, 'Give the amount received, the TDS deducted or both.'),
    ['amount'],
  ),
);

export type PaymentFormValues = v.InferInput<typeof paymentSchema>;
export type PaymentValues = v.InferOutput<typeof paymentSchema>;

/**
 * Rent paid to a landlord for one month of a lease (docs/decisions/115): the day, how, its reference, the amount paid
 * and the TDS deducted under section 194-I; the database checks the same and what is left of the month (record_rent_payment).
 */
export const rentPaymentSchema = v.pipe(
  v.object({
    paid_on: v.pipe(v.string(), v.isoDate('Give the day the rent was paid.')),
    mode: v.picklist(
      PAYMENT_MODES.map((mode) => mode.value),
      'Choose how it was paid.',
    ),
    reference: optionalText(REFERENCE_MAX),
    amount: rupees('Give the amount paid in rupees, as 54,000 or 2360.50.'),
    tds: rupees('Give the TDS deducted in rupees, or 0.'),
  }),
  v.forward(
    v.check((payment) => payment.mode === 'cash' || payment.reference !== null, "Give the bank's reference (UTR) or the cheque's number: only cash has none."),
    ['reference'],
  ),
  v.forward(
    v.check((payment) => payment.amount + payment.tds > 0, 'Give the amount paid, the TDS deducted or both.'),
    ['amount'],
  ),
);

export type RentPaymentFormValues = v.InferInput<typeof rentPaymentSchema>;
export type RentPaymentValues = v.InferOutput<typeof rentPaymentSchema>;

/** A landlord as 'Add a landlord' takes it (docs/decisions/115); the table checks the same (landlords). */
export const landlordSchema = v.pipe(
  v.object({
    name: requiredText('Give the landlord\'s name.', 200),
    phone: v.pipe(v.string(), v.trim(), v.regex(tenDigitPattern, 'Give a 10-digit phone number.')),
    pan: v.pipe(
      optionalPan,
      v.check((pan) => pan !== null, 'Give the landlord\'s PAN: the TDS on rent is filed against it.'),
      v.transform((pan) => pan as string),
    ),
    gstin: optionalGstin,
    bank_name: optionalText(200),
    bank_account: v.pipe(
      optionalText(18),
      v.check((account) => account === null || /^[0-9]{9,18}$/.test(account), 'A bank account number has 9 to 18 digits.'),
    ),
    bank_ifsc: v.pipe(
      optionalText(11),
      v.transform((ifsc) => ifsc?.toUpperCase() ?? null),
      v.check((ifsc) => ifsc === null || /^[A-Z]{4}0[A-Z0-9]{6}$/.test(ifsc), 'An IFSC has 11 characters: 4 letters, 0, then 6 letters or digits.'),
    ),
  }),
  v.forward(
    v.check((landlord) => landlord.gstin === null || landlord.gstin.slice(2, 12) === landlord.pan, 'A GSTIN carries its holder\'s PAN in characters 3 to 12: this one is not the PAN above.'),
    ['gstin'],
  ),
);

export type LandlordFormValues = v.InferInput<typeof landlordSchema>;
export type LandlordValues = v.InferOutput<typeof landlordSchema>;
