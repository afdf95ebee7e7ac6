/**
 * The client's proof report, /proof/{token} (docs/product.md §14, docs/decisions/057): no sign-in, never indexed or
 * prerendered with its content; the page reads it itself (docs/decisions/060).
 */
export { ProofReportView } from './components/ProofReportView';
