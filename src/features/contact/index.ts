/** The contact feature's public entry: what public routes and other features may import. */
export { ContactDetails } from './components/ContactDetails';
export { ContactForm } from './components/ContactForm';
export { ContactFormBelowFold } from './components/ContactFormBelowFold';
export { MapFacade } from './components/MapFacade';
export { WorkspaceGallery } from './components/WorkspaceGallery';
