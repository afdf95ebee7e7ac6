/** The activity log (docs/decisions/030-revisions-and-audit-log.md): who changed what and when, for admins. Only the lazy admin route imports it. */
export { ActivityScreen } from './components/ActivityScreen';
