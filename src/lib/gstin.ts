import * as v from 'valibot';

/**
 * A GSTIN's 15th character is a check over its first 14 (GSTN's mod-36 check, docs/decisions/101): each character's
 * value (0-9, then A-Z as 10-35) times 1 and 2 alternately from the left, each product's quotient and remainder by
 * 36 added up; the check is what brings the sum to a multiple of 36. The database checks the same
 * (public.gstin_check_character_matches()).
 */
const CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = CHARACTERS.indexOf(first14.charAt(i)) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARACTERS.charAt((36 - (sum % 36)) % 36);
}

/** Whether a 15-character GSTIN ends in the check character of its first 14: a mistyped one does not. */
export const gstinCheckCharacterMatches = (gstin: string): boolean => gstin.length === 15 && gstinCheckCharacter(gstin.slice(0, 14)) === gstin.charAt(14);

/** The tables' check: the state's 2 digits, the PAN (5 letters, 4 digits, a letter), the entity number, 'Z', a check character. */
const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const GSTIN_MESSAGE = 'A GSTIN has 15 characters: 2 digits, 5 letters, 4 digits, a letter, a digit or letter, Z, then a digit or letter (e.g. 33AABCU9603R1ZU)';
/** The check gstin_check_character_matches() (decision 101): a mistyped character changes the check. */
export const GSTIN_CHECK_MESSAGE = 'This GSTIN has a mistyped character: its last character does not match the other 14. Check it against the GST certificate.';

/** A GSTIN as typed (spaces dropped, upper case), of the right shape and check character, or null when empty. */
export const optionalGstin = v.pipe(
  v.string(),
  v.transform((value) => value.replace(/\s/g, '').toUpperCase()),
  v.check((value) => value === '' || GSTIN_PATTERN.test(value), GSTIN_MESSAGE),
  // Only a GSTIN of the right shape is checked further: a misshapen one gets the shape's sentence alone.
  v.check((value) => !GSTIN_PATTERN.test(value) || gstinCheckCharacterMatches(value), GSTIN_CHECK_MESSAGE),
  v.transform((value) => value || null),
);

/** The tables' check: 5 letters, 4 digits, a letter. */
const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;

/** A PAN as typed (spaces dropped, upper case), of the right shape, or null when empty. */
export const optionalPan = v.pipe(
  v.string(),
  v.transform((value) => value.replace(/\s/g, '').toUpperCase()),
  v.check((value) => value === '' || PAN_PATTERN.test(value), 'A PAN has 10 characters: 5 letters, 4 digits, then a letter (e.g. AAFCC4821K)'),
  v.transform((value) => value || null),
);
