/**
 * The billing's back office (docs/product.md §16, docs/decisions/104): the invoices, raised from confirmed campaigns,
 * issued, shared and cancelled. Only the lazy admin routes import this module.
 */
export { InvoicesList } from './components/InvoicesList';
export { InvoiceScreen } from './components/InvoiceScreen';
