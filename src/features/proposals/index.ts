/**
 * The proposals feature's public entry (docs/product.md §12): the page a client opens from a proposal link, and
 * the query its route prefetches. Staff make and send proposals in the campaigns feature.
 */
export { ProposalView } from './components/ProposalView';
export { proposalQueryOptions } from './api/fetch-proposal';
