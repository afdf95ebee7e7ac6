import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { legalUpdated } from '../routes/public/legal-updated';

const pages = [
  ['privacy', 'PrivacyPolicyPage.tsx'],
  ['terms', 'TermsOfServicePage.tsx'],
] as const;

const fingerprintOf = (file: string) =>
  createHash('sha256').update(readFileSync(new URL(`../routes/public/${file}`, import.meta.url))).digest('hex');

describe('the legal pages\' "Last updated" date', () => {
  it.each(pages)("moves with the %s text: a changed page needs today's date and its new fingerprint", (key, file) => {
    const today = new Date().toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'Asia/Kolkata' });
    expect(
      fingerprintOf(file),
      `${file} changed: set legalUpdated.${key} in legal-updated.ts to { date: '${today}', fingerprint: '${fingerprintOf(file)}' }`,
    ).toBe(legalUpdated[key].fingerprint);
  });

  it.each(pages)('of the %s page is a real date, not in the future', (key) => {
    const date = new Date(legalUpdated[key].date);
    expect(Number.isNaN(date.getTime())).toBe(false);
    expect(date.getTime()).toBeLessThanOrEqual(Date.now());
  });
});
