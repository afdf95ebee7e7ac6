import { legalUpdated } from '../routes/public/legal-updated';

const pageTexts = import.meta.glob<string>(['../routes/public/PrivacyPolicyPage.tsx', '../routes/public/TermsOfServicePage.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const pages = [
  ['privacy', 'PrivacyPolicyPage.tsx'],
  ['terms', 'TermsOfServicePage.tsx'],
] as const;

async function fingerprintOf(file: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(pageTexts[`../routes/public/${file}`]));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

describe('the legal pages\' "Last updated" date', () => {
  it.each(pages)("moves with the %s text: a changed page needs today's date and its new fingerprint", async (key, file) => {
    const today = new Date().toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'Asia/Kolkata' });
    const fingerprint = await fingerprintOf(file);
    expect(fingerprint, `${file} changed: set legalUpdated.${key} in legal-updated.ts to { date: '${today}', fingerprint: '${fingerprint}' }`).toBe(
      legalUpdated[key].fingerprint,
    );
  });

  it.each(pages)('of the %s page is a real date, not in the future', (key) => {
    const date = new Date(legalUpdated[key].date);
    expect(Number.isNaN(date.getTime())).toBe(false);
    expect(date.getTime()).toBeLessThanOrEqual(Date.now());
  });
});
