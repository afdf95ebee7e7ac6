/**
 * When each legal page's text last changed, shown under its title as "Last updated …". The fingerprint is the
 * page file's SHA-256: a test fails when a page changes and this does not, so the date stays true
 * (docs/decisions/047-one-set-of-facts.md).
 */
export const legalUpdated = {
  privacy: { date: 'November 26, 2026', fingerprint: '4dec52dd33619d29c42422f3736a802b81c9c081af0fca245985ff1af1db0092' },
  terms: { date: 'November 26, 2026', fingerprint: 'c4a92a5ce0b9b239060aab26c009ce0fdda84f6a783de6b704a10f10c9011197' },
} as const;
