import * as v from 'valibot';

/** Rupees as typed ('1,16,000' or '2360.50'), in paise; null when it is not an amount of at most two decimals. */
export function paiseOf(typed: string): number | null {
  const plain = typed.replace(/[,\s₹]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return null;
  const [whole, fraction = ''] = plain.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Paise as the amount fields take them: whole rupees plain, else with their paise (what paiseOf reads back). */
export const rupeesText = (paise: number) => (paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2));

/** A form's amount in rupees, checked as paiseOf reads it and handed on in paise; `message` when it cannot be read. */
export const rupeesField = (message: string) =>
  v.pipe(
    v.string(),
    v.check((typed) => paiseOf(typed) !== null, message),
    v.transform((typed) => paiseOf(typed) as number),
  );
