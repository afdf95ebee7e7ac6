/**
 * The client's proof report, /proof/{token} (docs/product.md §14, docs/decisions/057): no sign-in, never indexed or
 * prerendered.
 */
export { ProofReportView } from './components/ProofReportView';
export { proofReportQueryOptions } from './api/fetch-proof-report';
