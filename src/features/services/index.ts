/** The services feature's public entry: what public routes and other features may import. */
export { ServicesCatalogue } from './components/ServicesCatalogue';
export { ServiceDetailView } from './components/ServiceDetailView';
