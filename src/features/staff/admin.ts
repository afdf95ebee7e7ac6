/** The staff feature's back-office entries: the Staff screen (admins only) and each person's own profile. */
export { StaffScreen } from './components/StaffScreen';
export { ProfileScreen } from './components/ProfileScreen';
