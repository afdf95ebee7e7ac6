import { formatPaise } from '@/lib/numbers';

/** The database's difference of a bill from its order (`bill_difference_paise`), as the order shows it (docs/decisions/116). */
export function billDifference(difference: number | null): string | null {
  if (difference === null) return null;
  if (difference === 0) return 'Billed as ordered.';
  return `Billed ${formatPaise(Math.abs(difference))} ${difference > 0 ? 'more' : 'less'} than ordered.`;
}
