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
