/** The chat feature's public entry: what public routes and other features may import. */
export { ChatWidget } from './components/ChatWidget';
