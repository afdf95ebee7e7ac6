import { describe, expect, it } from 'vitest';
import { indianNumberWords, paiseInWords, rupeesInWords } from '../indian-words';

describe('rupeesInWords', () => {
  it('writes zero rupees', () => {
    expect(rupeesInWords(0)).toBe('Zero rupees only');
  });

  it('writes one rupee in the singular', () => {
    expect(rupeesInWords(1)).toBe('One rupee only');
  });

  it('writes a lakh, not a hundred thousand', () => {
    expect(rupeesInWords(100000)).toBe('One lakh rupees only');
  });

  it('writes a crore, not ten million', () => {
    expect(rupeesInWords(1_00_00_000)).toBe('One crore rupees only');
  });

  it('writes the largest amount below a hundred crore in every group', () => {
    expect(rupeesInWords(99_99_99_999)).toBe('Ninety-nine crore ninety-nine lakh ninety-nine thousand nine hundred ninety-nine rupees only');
  });

  it('writes a proposal total with every group', () => {
    expect(rupeesInWords(12_34_567)).toBe('Twelve lakh thirty-four thousand five hundred sixty-seven rupees only');
  });

  it('skips empty groups and rounds to whole rupees', () => {
    expect(rupeesInWords(2_00_05_010.4)).toBe('Two crore five thousand ten rupees only');
  });

  it('writes hundreds of crores out', () => {
    expect(indianNumberWords(150_00_00_000)).toBe('one hundred fifty crore');
  });

  it('writes the teens and round tens as one word', () => {
    expect(indianNumberWords(19)).toBe('nineteen');
    expect(indianNumberWords(40)).toBe('forty');
    expect(indianNumberWords(1_18_000)).toBe('one lakh eighteen thousand');
  });
});

describe('paiseInWords', () => {
  it('writes an invoice total to the paisa, and whole rupees as rupeesInWords does', () => {
    expect(paiseInWords(73_670_080)).toBe('Seven lakh thirty-six thousand seven hundred rupees and eighty paise only');
    expect(paiseInWords(100)).toBe('One rupee only');
    expect(paiseInWords(101)).toBe('One rupee and one paise only');
  });
});
