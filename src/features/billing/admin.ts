/**
 * The billing's back office (docs/product.md §16, docs/decisions/104 to 108): the invoices, raised from confirmed
 * campaigns, issued, shared, paid, credited and cancelled; what clients owe by age, each client's statement, and the
 * owner's billing figures; the month's GSTR-1 sheets (docs/decisions/112); an accepted campaign's advance (114); the leases, their landlords and rent (115). Only the lazy admin routes import this module.
 */
export { AdvanceForm } from './components/AdvanceForm';
export { BillingOnly } from './components/BillingOnly';
export { BillingFiguresPanel } from './components/BillingFiguresPanel';
export { GstReturnsScreen } from './components/GstReturnsScreen';
export { InvoicesList } from './components/InvoicesList';
export { InvoiceScreen } from './components/InvoiceScreen';
export { LeaseScreen } from './components/LeaseScreen';
export { LeasesScreen } from './components/LeasesScreen';
export { ReceivablesScreen } from './components/ReceivablesScreen';
export { StatementScreen } from './components/StatementScreen';
