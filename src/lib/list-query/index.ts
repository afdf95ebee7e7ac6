/**
 * The one list-query layer: every paged list (the lead screens today, the Leads inbox, the
 * activity log and the sites inventory next) filters, searches, sorts, pages, counts, reports
 * errors and edits its cache through this module. It never imports the Supabase client: each
 * feature's api/ file hands it the table's select (see docs/decisions/011-list-query-layer.md).
 */
export { neighbourPages, removeListRow, updateListRow } from './cache';
export { describeListError } from './errors';
export type { NeighbourPages } from './keyset';
export { EXACT_COUNT_LIMIT, EXPORT_BATCH_SIZE, PAGE_SIZE, pageCount } from './paging';
export { effectiveSort, fetchListPage, fetchListRows, walkListRows, type ListQuery, type ListSelection, type ListSource } from './run-list-query';
export type { CountStrategy, ListBatch, ListDefinition, ListFilter, ListPage, ListParams, ListSort, SearchColumn, SortDirection } from './types';
