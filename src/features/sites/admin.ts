/**
 * The sites feature's back office (docs/product.md §11): the Sites list, a site's form and bookings, the board and
 * the CSV import. Only the lazy admin routes import this module.
 */
export { AdminSitesList } from './components/admin/AdminSitesList';
export { SiteForm } from './components/admin/SiteForm';
export { SiteBookings } from './components/admin/SiteBookings';
export { SitesBoard } from './components/admin/SitesBoard';
export { SitesImport } from './components/admin/SitesImport';
export { adminSiteQueryOptions } from './api/fetch-admin-site';
export { useBookingsPastLicence, type PastLicenceBooking } from './api/bookings-past-licence';
