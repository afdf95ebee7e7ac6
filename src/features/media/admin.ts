/**
 * Photos in Supabase Storage for the back office: the uploader every image field uses, and the Media
 * screen. Only admin code imports this module.
 */
export { MediaUploader } from './components/MediaUploader';
export { MediaLibrary } from './components/MediaLibrary';
export type { MediaFolder } from './rules';
export { mediaLibraryQueryOptions } from './api/fetch-media-library';
/** setValue options for the URL an upload puts into a form field: counts as typed, validated at once. */
export const UPLOADED = { shouldDirty: true, shouldValidate: true } as const;
