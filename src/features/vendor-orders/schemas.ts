import * as v from 'valibot';
import { requiredEmail, requiredText } from '@/lib/form-rules';
import { optionalGstin } from '@/lib/gstin';
import { rupeesField } from '@/lib/rupees-input';

const optional = (max: number, message: string) => v.pipe(v.string(), v.trim(), v.maxLength(max, message), v.transform((text) => text || null));
const feet = (message: string) =>
  v.pipe(
    v.string(),
    v.check((typed) => /^\d+(\.\d)?$/.test(typed.trim()) && Number(typed) > 0, message),
    v.transform(Number),
  );

/** One site of an order, as its row in the form takes it: left out unless `included`. */
const orderLine = v.object({
  included: v.boolean(),
  campaign_line_id: v.string(),
  material: v.pipe(v.string(), v.trim(), v.maxLength(200, 'Say the material in at most 200 characters.')),
  width_ft: feet('Give the width in feet, to one decimal.'),
  height_ft: feet('Give the height in feet, to one decimal.'),
  quantity: v.pipe(v.string(), v.check((typed) => /^\d+$/.test(typed) && Number(typed) >= 1 && Number(typed) <= 1000, 'Give how many: 1 to 1,000.'), v.transform(Number)),
  rate_paise: rupeesField('Give the rate per square foot in rupees.'),
});

/**
 * What printing is coded as on the order (docs/decisions/116; research section 1): on the printer's own material it
 * is goods, HSN 4911; on material the agency supplies, a service, SAC 998912. Mounting takes the settings' code.
 */
export const PRINTING_CODES = [
  { value: '4911', label: "On the printer's own material (HSN 4911)" },
  { value: '998912', label: 'On material we supply (SAC 998912)' },
] as const;

/** 'Order printing or mounting' (raise_vendor_order() checks the same, docs/decisions/116). */
export const vendorOrderSchema = v.pipe(
  v.object({
    kind: v.picklist(['printing', 'mounting'], 'Choose printing or mounting.'),
    code: v.picklist(['4911', '998912'], 'Choose what the printing is on.'),
    vendor: v.pipe(v.string(), v.transform((id) => id || null)),
    due_on: v.pipe(v.string(), v.isoDate('Give the day the order is due.')),
    deliver_to: optional(500, 'Say where to deliver in at most 500 characters.'),
    note: optional(500, 'A note is at most 500 characters.'),
    lines: v.array(orderLine),
  }),
  v.forward(
    v.check((order) => order.kind === 'mounting' || order.vendor !== null, 'Choose the printing vendor: only mounting may be done by our own crew.'),
    ['vendor'],
  ),
  v.forward(
    v.check((order) => order.lines.some((line) => line.included), 'Choose at least one of the campaign\u2019s sites.'),
    ['lines'],
  ),
  v.forward(
    v.check((order) => order.lines.every((line) => !line.included || line.material !== ''), 'Say the material of every site ordered.'),
    ['lines'],
  ),
  v.transform(({ lines, code, ...order }) => ({
    ...order,
    code: order.kind === 'printing' ? code : null,
    lines: lines.filter((line) => line.included).map(({ included: _included, ...line }) => line),
  })),
);
export type VendorOrderFormValues = v.InferInput<typeof vendorOrderSchema>;
export type VendorOrderValues = v.InferOutput<typeof vendorOrderSchema>;

/** The vendor's bill (record_vendor_bill() checks the same). */
export const vendorBillSchema = v.object({
  bill_number: requiredText("Give the bill's number.", 40),
  bill_date: v.pipe(v.string(), v.isoDate("Give the bill's date.")),
  taxable_paise: rupeesField('Give the taxable value in rupees, before GST.'),
  gst_paise: rupeesField('Give the GST in rupees (0 if none).'),
});
export type VendorBillFormValues = v.InferInput<typeof vendorBillSchema>;
export type VendorBillValues = v.InferOutput<typeof vendorBillSchema>;

/** 'Add a vendor' (the vendors table's checks say the same). */
export const vendorSchema = v.pipe(
  v.object({
    name: requiredText("Give the vendor's name.", 200),
    email: requiredEmail(),
    phone: v.pipe(v.string(), v.trim(), v.check((typed) => typed === '' || /^[0-9]{10}$/.test(typed), 'Give a 10-digit phone number, or none.'), v.transform((typed) => typed || null)),
    gstin: optionalGstin,
    address: optional(500, 'The address is at most 500 characters.'),
    prints: v.boolean(),
    mounts: v.boolean(),
  }),
  v.forward(
    v.check((vendor) => vendor.prints || vendor.mounts, 'Say whether the vendor prints, mounts or both.'),
    ['mounts'],
  ),
);
export type VendorFormValues = v.InferInput<typeof vendorSchema>;
export type VendorValues = v.InferOutput<typeof vendorSchema>;
