/** The downloads feature's public entry: what public routes and other features may import. */
export { ResourceDownloads } from './components/ResourceDownloads';
