/** The staff feature's back-office entry: the Staff screen (admins only). */
export { StaffScreen } from './components/StaffScreen';
