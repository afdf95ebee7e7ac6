/**
 * The campaigns feature's public entry: a campaign's prices, computed once for the back office and the client's
 * proposal page alike (docs/decisions/053), and what an accepted campaign's confirmation books and waits for (114).
 * Pure code: no client, no back office.
 */
export { formatRupees, priceCampaign, priceLine, rupeesInWords, type CampaignPrices, type PricedLine, type PricingInput, type PricingLine, type PricingRates } from './pricing';
export type { BookedLine, WaitingFor } from './api/confirmation-types';
