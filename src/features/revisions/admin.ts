/**
 * Revisions of content records (docs/decisions/030-revisions-and-audit-log.md): the list under each
 * edit form, the comparison with the current record and 'Restore this version'. Back office only.
 */
export { RevisionHistory } from './components/RevisionHistory';
export type { RevisedTable } from './api/list-revisions';
