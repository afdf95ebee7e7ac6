import * as v from 'valibot';
import { optionalText, requiredText, tenDigitPattern } from '@/lib/form-rules';
import { optionalGstin, optionalPan } from '@/lib/gstin';
import { rupeesField } from '@/lib/rupees-input';

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

export { paiseOf, rupeesText } from '@/lib/rupees-input';

/** `percent` of `paise` as TDS is deducted: to the rupee (section 288B, docs/decisions/106). */
export const tdsOn = (paise: number, percent: number) => Math.round((paise * percent) / 100 / 100) * 100;

const rupees = rupeesField;

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

/** A landlord as its form takes it, to add or to edit (docs/decisions/115); the table checks the same (landlords). */
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

/** The kinds of property a lease is of (leases_property_kind_known): each its own TDS rate under section 194-I. */
export const PROPERTY_KINDS = [
  { value: 'land_building', label: 'Land and building' },
  { value: 'plant_machinery', label: 'Plant and machinery' },
] as const;

/** How a lease's rent escalates (docs/decisions/115): not at all, by a percentage every N months, or by a schedule. */
export const ESCALATIONS = [
  { value: 'none', label: 'No escalation' },
  { value: 'percent', label: 'A percentage every few months' },
  { value: 'schedule', label: 'A schedule of rents' },
] as const;

/** A whole number typed, when it is one from `min` to `max`; else null. */
function wholeOf(typed: string, min: number, max: number): number | null {
  const plain = typed.trim();
  const whole = /^\d+$/.test(plain) ? Number(plain) : NaN;
  return whole >= min && whole <= max ? whole : null;
}

/** A percentage typed ('5' or '7.5%'), above 0 and at most 100, to two decimals (numeric(5,2)); else null. */
export function percentOf(typed: string): number | null {
  const plain = typed.trim().replace(/\s*%$/, '');
  const percent = /^\d{1,3}(\.\d{1,2})?$/.test(plain) ? Number(plain) : NaN;
  return percent > 0 && percent <= 100 ? percent : null;
}

const wholeField = (min: number, max: number, message: string) =>
  v.pipe(
    v.string(),
    v.check((typed) => wholeOf(typed, min, max) !== null, message),
    v.transform((typed) => wholeOf(typed, min, max) as number),
  );

const positiveRupees = (message: string) => v.pipe(rupees(message), v.minValue(1, message));

const rentStepSchema = v.object({
  starts_on: v.pipe(v.string(), v.isoDate('Give the day this rent starts.')),
  monthly_rent: positiveRupees('Give the monthly rent from that day in rupees, as 55,000.'),
});

/**
 * A lease as its form takes it, rupees and percentages as typed (docs/decisions/115), handed on as the table's columns
 * in paise and its schedule of steps; the table checks the same, and that a site has one lease at a time.
 */
export const leaseSchema = v.pipe(
  v.object({
    site_id: v.pipe(v.string(), v.minLength(1, 'Choose the site leased.')),
    landlord_id: v.pipe(v.string(), v.minLength(1, 'Choose the landlord.')),
    starts_on: v.pipe(v.string(), v.isoDate('Give the day the lease starts.')),
    ends_on: v.pipe(v.string(), v.isoDate('Give the day the lease ends.')),
    lock_in_months: wholeField(0, 240, 'Give the lock-in in whole months, 0 to 240.'),
    notice_days: wholeField(0, 365, 'Give the notice in days, 0 to 365.'),
    property_kind: v.picklist(
      PROPERTY_KINDS.map((kind) => kind.value),
      'Choose the kind of property.',
    ),
    monthly_rent: positiveRupees('Give the monthly rent in rupees, as 60,000.'),
    escalation: v.picklist(ESCALATIONS.map((escalation) => escalation.value)),
    escalation_percent: v.string(),
    escalation_every_months: v.string(),
    steps: v.array(rentStepSchema),
    revenue_share_percent: v.pipe(
      v.string(),
      v.check((typed) => typed.trim() === '' || percentOf(typed) !== null, 'Give the share as a percentage above 0 and at most 100, or leave it empty.'),
      v.transform((typed) => percentOf(typed)),
    ),
    deposit: rupees('Give the security deposit in rupees, or 0.'),
    rent_due_day: wholeField(1, 28, 'Give the day of the month the rent is due: 1 to 28.'),
  }),
  v.forward(
    v.check((lease) => lease.ends_on >= lease.starts_on, 'The lease ends on or after the day it starts.'),
    ['ends_on'],
  ),
  v.forward(
    v.check((lease) => lease.escalation !== 'percent' || percentOf(lease.escalation_percent) !== null, 'Give the escalation as a percentage above 0 and at most 100.'),
    ['escalation_percent'],
  ),
  v.forward(
    v.check((lease) => lease.escalation !== 'percent' || wholeOf(lease.escalation_every_months, 1, 120) !== null, 'Give how often it escalates: every 1 to 120 months.'),
    ['escalation_every_months'],
  ),
  v.forward(
    v.check((lease) => lease.escalation !== 'schedule' || lease.steps.length > 0, 'Add a step to the schedule, or choose another escalation.'),
    ['steps'],
  ),
  v.forward(
    v.check(
      (lease) => lease.escalation !== 'schedule' || lease.steps.every((step) => step.starts_on > lease.starts_on && step.starts_on <= lease.ends_on),
      "Each step starts after the lease's first day and on or before its last.",
    ),
    ['steps'],
  ),
  v.forward(
    v.check((lease) => new Set(lease.steps.map((step) => step.starts_on)).size === lease.steps.length, 'Two steps start on the same day: give each its own.'),
    ['steps'],
  ),
  v.transform(({ monthly_rent, deposit, escalation, escalation_percent, escalation_every_months, steps, ...lease }) => ({
    lease: {
      ...lease,
      monthly_rent_paise: monthly_rent,
      deposit_paise: deposit,
      escalation_percent: escalation === 'percent' ? percentOf(escalation_percent) : null,
      escalation_every_months: escalation === 'percent' ? wholeOf(escalation_every_months, 1, 120) : null,
    },
    steps: escalation === 'schedule' ? steps.map((step) => ({ starts_on: step.starts_on, monthly_rent_paise: step.monthly_rent })) : [],
  })),
);

export type LeaseFormValues = v.InferInput<typeof leaseSchema>;
export type LeaseValues = v.InferOutput<typeof leaseSchema>;
