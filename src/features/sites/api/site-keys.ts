import { resourceKeys } from '@/lib/query-keys';

/** Keys of every sites query; edits invalidate `siteKeys.all` (public list, pages, availability and the back office). */
export const siteKeys = resourceKeys('sites');
