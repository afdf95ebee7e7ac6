/**
 * Two staff on one edit screen (docs/decisions/066-editing-presence-and-stale-saves.md): the notice of who else
 * has the record open, and the update that is refused when someone else saved after this screen loaded it.
 * Every content type's edit form and save function use these. Back office only.
 */
export { EditingNotice } from './components/EditingNotice';
export { updateUnlessChanged } from './api/update-unless-changed';
