import type { PricingLine } from './pricing';
import type { LineFormValues } from './schemas';

/** A line as pricing.ts reads it, while it is being typed: what cannot be read yet counts as nothing. */
export function pricingLine(line: LineFormValues): PricingLine {
  const datesKnown = /^\d{4}-\d{2}-\d{2}$/.test(line.starts_on) && /^\d{4}-\d{2}-\d{2}$/.test(line.ends_on) && line.ends_on >= line.starts_on;
  const rate = /^\d+$/.test(line.monthly_rate.trim()) ? Number(line.monthly_rate) : 0;
  const discount = Number(line.discount_percent.trim() || 0);
  return {
    monthly_rate: datesKnown ? rate : 0,
    starts_on: datesKnown ? line.starts_on : '2000-01-01',
    ends_on: datesKnown ? line.ends_on : '2000-01-01',
    discount_percent: Number.isFinite(discount) && discount >= 0 && discount <= 100 ? discount : 0,
    area_sqft: line.area_sqft,
    list_rate: line.list_rate,
  };
}

