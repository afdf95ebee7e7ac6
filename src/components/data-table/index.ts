export { DetailsList } from './DetailsList';
export { ExportCsvButton } from './ExportCsvButton';
export { removeRowFromPages } from './cache';
export { NameCell } from './cells';
export { EmailLink, PhoneLink, ReplyByEmailLink, mailtoHref } from './links';
export { Pagination } from './Pagination';
export {
  EXPORT_BATCH_SIZE,
  PAGE_SIZE,
  buildSearchFilter,
  fetchAllPages,
  pageCount,
  pageRange,
  runPageQuery,
  type PageQuery,
  type PageResult,
  type SearchColumn,
  type SearchableQuery,
} from './query';
export { RecordsTable } from './RecordsTable';
export { RecordsView } from './RecordsView';
export { SearchBox } from './SearchBox';
export type { CsvColumn, DetailField, RecordsConfig, TableColumn } from './types';
export { useRecordsBrowser, type RecordsBrowser } from './useRecordsBrowser';
