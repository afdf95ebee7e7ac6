/**
 * The client's tax invoice, /invoices/{token} (docs/product.md §16, docs/decisions/104): no sign-in, never indexed or
 * prerendered with its content; the page reads it itself (docs/decisions/060).
 */
export { InvoiceView } from './components/InvoiceView';
// The document itself, for the back office's invoice screen (src/features/billing).
export { InvoiceDocument } from './components/InvoiceDocument';
export type { InvoiceDocumentData } from './types';
