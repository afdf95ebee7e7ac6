/**
 * Whole rupees in words with Indian numbering (crore, lakh, thousand, hundred), as an invoice or a proposal writes
 * its total: 1234567 → 'Twelve lakh thirty-four thousand five hundred sixty-seven rupees only'.
 */

const ONES = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** 0–99: 'sixty-seven'. */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n];
  const ones = n % 10;
  return ones ? `${TENS[Math.floor(n / 10)]}-${ONES[ones]}` : TENS[Math.floor(n / 10)];
}

/** 1–999: 'five hundred sixty-seven'. */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} hundred` : '', rest ? belowHundred(rest) : ''].filter(Boolean).join(' ');
}

/** A whole number in Indian words, lower case; crores above 99 are themselves written out ('one hundred crore'). */
export function indianNumberWords(n: number): string {
  const whole = Math.floor(Math.abs(n));
  if (whole === 0) return 'zero';
  const crore = Math.floor(whole / 10_000_000);
  const lakh = Math.floor((whole % 10_000_000) / 100_000);
  const thousand = Math.floor((whole % 100_000) / 1000);
  const rest = whole % 1000;
  const parts = [
    crore ? `${indianNumberWords(crore)} crore` : '',
    lakh ? `${belowHundred(lakh)} lakh` : '',
    thousand ? `${belowHundred(thousand)} thousand` : '',
    rest ? belowThousand(rest) : '',
  ];
  return `${n < 0 ? 'minus ' : ''}${parts.filter(Boolean).join(' ')}`;
}

/** 1234567 → 'Twelve lakh thirty-four thousand five hundred sixty-seven rupees only'; rounded to whole rupees. */
export function rupeesInWords(amount: number): string {
  const rupees = Math.round(amount);
  const words = indianNumberWords(rupees);
  return `${words.charAt(0).toUpperCase()}${words.slice(1)} ${Math.abs(rupees) === 1 ? 'rupee' : 'rupees'} only`;
}

/** An invoice's total in paise, in words: 'Twelve lakh thirty-four thousand rupees and fifty paise only'. */
export function paiseInWords(paise: number): string {
  const whole = Math.round(paise);
  const rupees = Math.trunc(whole / 100);
  const rest = Math.abs(whole % 100);
  if (rest === 0) return rupeesInWords(rupees);
  const words = indianNumberWords(rupees);
  return `${words.charAt(0).toUpperCase()}${words.slice(1)} ${Math.abs(rupees) === 1 ? 'rupee' : 'rupees'} and ${indianNumberWords(rest)} paise only`;
}

