import * as v from 'valibot';
import { requiredText } from '@/lib/form-rules';
import { rupeesField } from '@/lib/rupees-input';

/** The kinds of cost accounts enter (site_costs_kind_known; power comes from a meter's bill). */
export const ENTERED_COST_KINDS = [
  { value: 'licence', label: 'Licence fee' },
  { value: 'repair', label: 'Repair' },
  { value: 'other', label: 'Other' },
] as const;

const day = (message: string) => v.pipe(v.string(), v.isoDate(message));
const optional = (max: number, message: string) => v.pipe(v.string(), v.trim(), v.maxLength(max, message), v.transform((text) => text || null));

/** A cost as 'Add a cost' takes it; the table's checks say the same (supabase/schemas/19_site-costs.sql). */
export const siteCostSchema = v.pipe(
  v.object({
    site_id: v.pipe(v.string(), v.nonEmpty('Choose the site.')),
    kind: v.picklist(['licence', 'repair', 'other'], 'Choose what the cost is for.'),
    description: requiredText('Say what the cost was for.', 300),
    incurred_on: day('Give the day it was paid.'),
    covers_from: day('Give the first day it pays for.'),
    covers_to: day('Give the last day it pays for.'),
    amount_paise: rupeesField('Give the amount in rupees, before GST.'),
    reference: optional(40, 'A reference is at most 40 characters.'),
  }),
  v.forward(
    v.check((cost) => cost.covers_to >= cost.covers_from, 'The last day it pays for comes after the first.'),
    ['covers_to'],
  ),
  v.forward(
    v.check((cost) => cost.amount_paise > 0, 'Give an amount above zero.'),
    ['amount_paise'],
  ),
);
export type SiteCostFormValues = v.InferInput<typeof siteCostSchema>;
export type SiteCostValues = v.InferOutput<typeof siteCostSchema>;

/** A meter's bill as 'Record a bill' takes it (record_power_bill() checks the same). */
export const powerBillSchema = v.pipe(
  v.object({
    bill_number: requiredText("Give the bill's number.", 40),
    billed_on: day("Give the bill's date."),
    period_from: day('Give the first day the bill covers.'),
    period_to: day('Give the last day the bill covers.'),
    amount_paise: rupeesField("Give the bill's amount in rupees."),
  }),
  v.forward(
    v.check((bill) => bill.period_to >= bill.period_from, 'The last day comes after the first.'),
    ['period_to'],
  ),
);
export type PowerBillFormValues = v.InferInput<typeof powerBillSchema>;
export type PowerBillValues = v.InferOutput<typeof powerBillSchema>;

/** 'Add a meter' (the power_meters table's checks say the same). */
export const powerMeterSchema = v.object({
  name: requiredText('Say where the meter is, as its bill names it.', 200),
  connection_number: v.pipe(
    v.string(),
    v.transform((typed) => typed.trim().toUpperCase()),
    v.regex(/^[0-9A-Z/-]{4,30}$/, "Give the meter's service connection number as on its bill: 4 to 30 digits, letters, '/' or '-'."),
  ),
});
export type PowerMeterFormValues = v.InferInput<typeof powerMeterSchema>;
export type PowerMeterValues = v.InferOutput<typeof powerMeterSchema>;

const sharePercent = v.pipe(
  v.string(),
  v.check((typed) => /^\d{1,3}(\.\d{1,2})?$/.test(typed.trim()) && Number(typed) > 0 && Number(typed) <= 100, 'Give a share above 0 and up to 100%, to two decimals.'),
  v.transform(Number),
);

/** The sites a meter lights and their shares (set_power_meter_shares() checks the same, the total among them). */
export const meterSharesSchema = v.pipe(
  v.object({ shares: v.pipe(v.array(v.object({ site_id: v.pipe(v.string(), v.nonEmpty('Choose the site.')), share_percent: sharePercent })), v.minLength(1, 'Give at least one site the meter lights.')) }),
  v.forward(
    v.check(({ shares }) => Math.round(shares.reduce((total, share) => total + share.share_percent * 100, 0)) === 10_000, "The sites' shares of a meter must total 100%."),
    ['shares'],
  ),
  v.forward(
    v.check(({ shares }) => new Set(shares.map((share) => share.site_id)).size === shares.length, 'Give each site once.'),
    ['shares'],
  ),
);
export type MeterSharesFormValues = v.InferInput<typeof meterSharesSchema>;
export type MeterSharesValues = v.InferOutput<typeof meterSharesSchema>;
