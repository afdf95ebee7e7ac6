/**
 * Notices for one member of staff (docs/decisions/045): the top bar's bell and its list. Written by the database
 * from the change that causes them; admin-only: only the admin layout imports this module.
 */
export { NoticesMenu } from './components/NoticesMenu';
