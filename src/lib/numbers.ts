/**
 * Numbers as Intl's en-US and en-IN write them, but written out: a page's first Intl formatter starts ICU,
 * a single task of 30-60 ms on a slow machine, and the public pages format prices and counts while they
 * hydrate. src/lib/__tests__/numbers.test.ts compares each with Intl.
 */

/** The integer part with commas: the last three digits, then pairs. */
function grouped(digits: string): string {
  const head = digits.slice(0, -3);
  const tail = digits.slice(-3);
  return head ? `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${tail}` : tail;
}

/** 12000.5 -> "12,000.5": up to three decimals, as Intl's en-IN default. */
export function formatIndianNumber(value: number): string {
  const [whole, fraction] = String(Math.round(Math.abs(value) * 1000) / 1000).split('.');
  const sign = value < 0 && (whole !== '0' || fraction) ? '-' : '';
  return `${sign}${grouped(whole ?? '0')}${fraction ? `.${fraction}` : ''}`;
}

/** 120000 -> "₹1,20,000": whole rupees. */
export function formatRupees(amount: number): string {
  const rupees = Math.round(Math.abs(amount));
  return `${amount < 0 && rupees > 0 ? '-' : ''}₹${grouped(String(rupees))}`;
}

/** 12345678 paise -> "₹1,23,456.78": an invoice's amounts, to the paisa. */
export function formatPaise(paise: number): string {
  const whole = Math.abs(Math.trunc(paise));
  return `${paise < 0 && whole > 0 ? '-' : ''}₹${grouped(String(Math.floor(whole / 100)))}.${String(whole % 100).padStart(2, '0')}`;
}

/** 1234567 -> "1,234,567": whole counts (en-US grouping), as lists and pagination show them. */
export function formatWholeNumber(value: number): string {
  return `${value < 0 ? '-' : ''}${String(Math.abs(Math.round(value))).replace(/\B(?=(\d{3})+$)/g, ',')}`;
}
