/**
 * What each site costs and earns (docs/product.md §16, docs/decisions/116): the licence fees, power bills split by
 * meter, repairs and other costs per site, and the margins of sites and campaigns. Admins and accounts only; only the
 * lazy admin routes import this module.
 */
export { MarginsScreen } from './components/MarginsScreen';
export { SiteCostsScreen } from './components/SiteCostsScreen';
