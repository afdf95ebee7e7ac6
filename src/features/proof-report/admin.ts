/**
 * The proof report in the back office (docs/decisions/057): sending its link to the client and taking links back.
 * Only the lazy admin screens import this module.
 */
export { ProofReportPanel, SentReportNotice } from './components/ProofReportPanel';
export { sendProofReport, type SentReport } from './api/share-proof-report';
