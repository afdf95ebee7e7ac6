import { monthsBetween } from '@/lib/calendar-days';

/**
 * A campaign's prices, computed once here for the back office and the client's proposal page alike
 * (docs/decisions/053): per line the media (monthly rate × months, part months as the media plan counts them:
 * monthsBetween; the list rate's when the agreed rate is below it), its discount (the rest of the way down to the
 * agreed rate, then the line's discount), and printing and mounting by the site's area when the campaign includes them (once
 * per line); then the subtotal, GST as CGST + SGST halves (the place of supply is Tamil Nadu, where the hoardings
 * stand, so no IGST) and the total. Every amount is whole rupees.
 */

/** What one line needs: its agreed rate, dates (ISO days, both included), discount and the site's area. */
export type PricingLine = {
  monthly_rate: number;
  /**
   * The site's list rate the line was priced against (campaign_lines.list_rate), when known. An agreed rate below it
   * is shown as a discount off it (docs/decisions/083).
   */
  list_rate?: number | null;
  starts_on: string;
  ends_on: string;
  discount_percent: number;
  /** The site's face in square feet; null when unknown (no printing or mounting then). */
  area_sqft: number | null;
};

/** The settings' rates (sales_settings; proposal_view's `rates` has the same shape). */
export type PricingRates = { gst_percent: number; printing_per_sqft: number; mounting_per_sqft: number };

export type PricingInput = { lines: readonly PricingLine[]; rates: PricingRates; include_printing: boolean; include_mounting: boolean };

export type PricedLine = {
  months: number;
  /** The rate a month the media is priced at: the list rate when the agreed rate is below it, else the agreed rate. */
  rate: number;
  /** Rate × months. */
  media: number;
  /** What comes off the media: the agreed rate's difference from the list rate, and the line's discount. */
  discount: number;
  /** The discount as a percentage of the media, to two decimals. */
  discountPercent: number;
  printing: number;
  mounting: number;
  /** Media less discount, plus printing and mounting. */
  amount: number;
};

export type CampaignPrices = {
  lines: PricedLine[];
  media: number;
  discount: number;
  printing: number;
  mounting: number;
  /** Before GST. */
  subtotal: number;
  gstPercent: number;
  /** Half of GST each (Tamil Nadu). */
  cgst: number;
  sgst: number;
  gst: number;
  total: number;
};

const rupees = (amount: number) => Math.round(amount);
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

export function priceLine(line: PricingLine, { rates, include_printing, include_mounting }: Omit<PricingInput, 'lines'>): PricedLine {
  const months = monthsBetween(line.starts_on, line.ends_on);
  const rate = line.list_rate != null && line.list_rate > line.monthly_rate ? line.list_rate : line.monthly_rate;
  const agreed = rupees(line.monthly_rate * months);
  const media = rupees(rate * months);
  const discount = media - agreed + rupees((agreed * line.discount_percent) / 100);
  const discountPercent = media > 0 ? Math.round((discount / media) * 10_000) / 100 : 0;
  const area = line.area_sqft ?? 0;
  const printing = include_printing ? rupees(area * rates.printing_per_sqft) : 0;
  const mounting = include_mounting ? rupees(area * rates.mounting_per_sqft) : 0;
  return { months, rate, media, discount, discountPercent, printing, mounting, amount: media - discount + printing + mounting };
}

export function priceCampaign(input: PricingInput): CampaignPrices {
  const lines = input.lines.map((line) => priceLine(line, input));
  const subtotal = sum(lines.map((line) => line.amount));
  // Each half is rounded on its own, so the two halves printed add up to the GST printed.
  const cgst = rupees((subtotal * input.rates.gst_percent) / 200);
  const sgst = cgst;
  return {
    lines,
    media: sum(lines.map((line) => line.media)),
    discount: sum(lines.map((line) => line.discount)),
    printing: sum(lines.map((line) => line.printing)),
    mounting: sum(lines.map((line) => line.mounting)),
    subtotal,
    gstPercent: input.rates.gst_percent,
    cgst,
    sgst,
    gst: cgst + sgst,
    total: subtotal + cgst + sgst,
  };
}

export { formatRupees } from '@/lib/numbers';
export { rupeesInWords } from '@/lib/indian-words';
