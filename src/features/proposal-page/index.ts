/**
 * The proposals feature's public entry (docs/product.md §12): the page a client opens from a proposal link, which
 * reads it itself (docs/decisions/060). Staff make and send proposals in the campaigns feature.
 */
export { ProposalView } from './components/ProposalView';
