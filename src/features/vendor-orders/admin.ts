/**
 * Printing and mounting ordered from vendors or the own crew (docs/product.md §16, docs/decisions/116): raised from a
 * confirmed campaign, received, billed and matched; the order as it prints. Only the lazy admin routes import this module.
 */
export { VendorOrderDocument } from './components/VendorOrderDocument';
export { VendorOrdersPanel } from './components/VendorOrdersPanel';
