/** The about feature's public entry: what public routes and other features may import. */
export { AboutView } from './components/AboutView';
