/**
 * Revisions are a back-office feature: visitors never read them (row-level security gives them to staff only),
 * so the public entry exports nothing. See admin.ts.
 */
export {};
