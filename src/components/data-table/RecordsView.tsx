import type { UseQueryResult } from '@tanstack/react-query';
import { Eye, ShieldAlert, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { AdminPageHeader, Button, EmptyState, ErrorBanner, LoadingText } from '@/components/admin';
import { Modal, useDialogs } from '@/components/dialog';
import { describeListError, pageCount, type ListPage, type ListSort } from '@/lib/list-query';
import { countText, type ShownCount } from './count-text';
import { DetailsList } from './DetailsList';
import { ExportCsvButton, type ExportSource } from './ExportCsvButton';
import { selectedFilters } from './filters';
import { Pagination } from './Pagination';
import { RecordsTable } from './RecordsTable';
import { SearchBox } from './SearchBox';
import { SelectFilter } from './SelectFilter';
import type { RecordsConfig, RowAction } from './types';
import type { RecordsBrowser } from './useRecordsBrowser';

type RecordsViewProps<Row extends { id: string }> = {
  config: RecordsConfig<Row>;
  /** Leads are for admins; anyone else gets a notice (and row-level security returns nothing). */
  allowed: boolean;
  browser: RecordsBrowser;
  /** The current page of the current search and filters. */
  query: UseQueryResult<ListPage<Row>>;
  pageSize: number;
  /** The sort the list runs with (the address's, or the list's default): marks the sorted header. */
  sort?: ListSort;
  /** Row buttons between 'View details' and 'Delete' (e.g. a status change). */
  rowActions?: RowAction<Row>[];
  /** Deletes the row; rejects on failure. Without it the rows have no 'Delete' (the activity log). */
  onDelete?: (row: Row) => Promise<unknown>;
  /** Every row of the current search, for the CSV export (best as batches: the export shows its progress). */
  exportRows: ExportSource<Row>;
  /** How many rows the table holds in all, searched or not: the count line's 'of N' while searching. */
  allTotal?: ShownCount;
  /** A row to show in the details dialog as soon as it is known (a notice's link names one). */
  openRow?: Row | null;
  /** Called when the details dialog closes, so the screen can forget the row it asked to open. */
  onDetailsClosed?: () => void;
};


/**
 * A lead screen: header with the total and 'Export CSV', search box and filters, table with
 * sortable headers and row actions, pagination, the details dialog and delete with confirmation. One component for contacts and every lead table;
 * each passes its texts and columns as `config`.
 */
export function RecordsView<Row extends { id: string }>(props: RecordsViewProps<Row>) {
  if (!props.allowed) return <AdminOnlyNotice title={props.config.title} text={props.config.adminOnlyText} />;
  return <AllowedRecordsView {...props} />;
}

function AdminOnlyNotice({ title, text }: { title: string; text: string }) {
  return (
    <>
      <AdminPageHeader title={title} />
      <div role="alert" className="flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 p-6 text-amber-900">
        <ShieldAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
        <div>
          <p className="font-semibold">Admins only</p>
          <p className="mt-1 text-sm">{text}</p>
        </div>
      </div>
    </>
  );
}

function AllowedRecordsView<Row extends { id: string }>({ config, browser, query, pageSize, sort, rowActions = [], onDelete, exportRows, allTotal, openRow, onDetailsClosed }: RecordsViewProps<Row>) {
  const { confirm, alert } = useDialogs();
  const [selected, setSelected] = useState<Row | null>(null);
  const [opened, setOpened] = useState<Row | null | undefined>(undefined);
  if (openRow && openRow !== opened) {
    setOpened(openRow);
    setSelected(openRow);
  }
  const closeDetails = () => {
    setSelected(null);
    onDetailsClosed?.();
  };
  const [busyId, setBusyId] = useState<string | null>(null);
  const { data, error, isPending, isError, isPlaceholderData, refetch } = query;
  const { page, setPage, search } = browser;
  // Only filters the screen offers count: other address parameters (e.g. ?refresh=true) narrow nothing.
  const filtered = selectedFilters(config.filters ?? [], browser.filters).length > 0;
  const narrowed = search !== '' || filtered;
  const failedQuietly = isError && config.loadFailure === 'empty';

  useEffect(() => {
    if (error) console.error(`Error loading ${config.title}`, error);
  }, [error, config.title]);

  // A page past the end (rows deleted meanwhile, or an edited address) shows the last page instead.
  const lastPage = data ? pageCount(data.total, pageSize) : 1;
  useEffect(() => {
    if (data && !isPlaceholderData && page > lastPage) setPage(lastPage);
  }, [data, isPlaceholderData, page, lastPage, setPage]);

  async function remove(row: Row, deleteRow: (row: Row) => Promise<unknown>) {
    if (!(await confirm(config.deleteConfirm ?? ''))) return;
    setBusyId(row.id);
    try {
      await deleteRow(row);
    } catch (deleteError) {
      console.error(config.deleteError, deleteError);
      await alert(config.deleteError ?? 'The record was not deleted.');
    } finally {
      setBusyId(null);
    }
  }

  const actions: RowAction<Row>[] = [
    { label: (row) => `View details for ${config.rowLabel(row)}`, icon: <Eye aria-hidden="true" className="h-4 w-4" />, onSelect: setSelected },
    ...rowActions,
    ...(onDelete
      ? [{ label: (row: Row) => `Delete ${config.rowLabel(row)}`, icon: <Trash2 aria-hidden="true" className="size-4" />, tone: 'danger' as const, onSelect: (row: Row) => void remove(row, onDelete) }]
      : []),
  ];
  const rows = failedQuietly ? [] : (data?.rows ?? []);
  const total = failedQuietly ? 0 : (data?.total ?? 0);
  const approximate = !failedQuietly && data?.approximate === true;

  function body() {
    if (isPending) return <LoadingText text={config.loadingText} />;
    if (isError && !failedQuietly) return <ErrorBanner message={describeListError(error)} onRetry={() => void refetch()} />;
    if (rows.length === 0) return <EmptyState message={narrowed ? config.noMatchText : config.emptyText} />;
    return (
      <>
        <RecordsTable caption={config.title} columns={config.columns} rows={rows} actions={actions} busyId={busyId} sort={sort} onSortChange={browser.setSort} />
        <Pagination page={page} pageSize={pageSize} total={total} approximate={approximate} onPageChange={setPage} busy={isPlaceholderData} />
      </>
    );
  }

  return (
    <>
      <AdminPageHeader
        title={config.title}
        description={isPending ? undefined : countText(config.totalText, { total, approximate }, { search: search !== '', filters: filtered, allTotal })}
        actions={<ExportCsvButton getRows={exportRows} columns={config.csv.columns} filename={config.csv.filename} disabled={total === 0} />}
      />
      <SearchBox label={config.searchLabel} placeholder={config.searchPlaceholder} value={browser.input} onChange={browser.setInput} onSubmit={browser.submit} />
      {config.filters && (
        <div className="mb-4 flex flex-wrap gap-3">
          {config.filters.map((control) => (
            <SelectFilter key={control.column} control={control} value={browser.filters[control.column] ?? ''} onChange={(value) => browser.setFilter(control.column, value)} />
          ))}
        </div>
      )}
      {body()}
      {selected && (
        <Modal
          title={config.details.title}
          size="lg"
          onClose={closeDetails}
          footer={
            <>
              {config.details.actions?.(selected)}
              <Button variant="secondary" onClick={closeDetails}>
                Close
              </Button>
            </>
          }
        >
          <DetailsList row={selected} fields={config.details.fields} />
        </Modal>
      )}
    </>
  );
}
