/** The activity log (issue 15): who changed what and when, for admins. Only the lazy admin route imports it. */
export { ActivityScreen } from './components/ActivityScreen';
