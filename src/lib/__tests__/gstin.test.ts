import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, gstinCheckCharacterMatches } from '../gstin';

describe("a GSTIN's check character", () => {
  it('is the one GSTN computes for a registered GSTIN', () => {
    // The example of the research notes (../shared/research/billing-costs-whatsapp.md §1), a Maharashtra GSTIN.
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckCharacterMatches('27AAPFU0939F1ZV')).toBe(true);
  });

  it('catches one character mistyped or two swapped', () => {
    expect(gstinCheckCharacterMatches('27AAPFU0939F1ZW')).toBe(false);
    expect(gstinCheckCharacterMatches('27AAPFU0938F1ZV')).toBe(false);
    expect(gstinCheckCharacterMatches('72AAPFU0939F1ZV')).toBe(false);
    expect(gstinCheckCharacterMatches('27AAPFU0939F1Z')).toBe(false);
  });
});
