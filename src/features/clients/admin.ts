/** The clients feature's back-office entry: only the lazy admin routes import it, so public pages never load it. */
export { AdminClientList } from './components/admin/AdminClientList';
export { ClientForm } from './components/admin/ClientForm';
export { clientsQueryOptions } from './api/fetch-clients';
export { clientQueryOptions } from './api/fetch-client';
