export { ContactsScreen } from './components/ContactsScreen';
