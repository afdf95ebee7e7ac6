/** The list screen's UI. How lists are queried lives in `@/lib/list-query`. */
export { DetailsList } from './DetailsList';
export { ExportCsvButton } from './ExportCsvButton';
export { NameCell } from './cells';
export { formatCount, totalOf, type ShownCount } from './count-text';
export { selectedFilters } from './filters';
export { EmailLink, PhoneLink, ReplyByEmailLink, mailtoHref } from './links';
export { Pagination } from './Pagination';
export { RecordsTable } from './RecordsTable';
export { RecordsView } from './RecordsView';
export { SearchBox } from './SearchBox';
export type { CsvColumn, DetailField, RecordsConfig, RowAction, SelectFilterControl, TableColumn } from './types';
export { useRecordsBrowser, type RecordsBrowser } from './useRecordsBrowser';
