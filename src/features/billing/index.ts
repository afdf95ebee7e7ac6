/** Billing has no public part: the client's invoice is src/features/invoice-page. */
export {};
