/** The clients feature's public entry: what public routes and other features may import. */
export { ClientsView } from './components/ClientsView';
export { HomeClientCarousel } from './components/HomeClientCarousel';
export { clientsQueryOptions } from './api/fetch-clients';
