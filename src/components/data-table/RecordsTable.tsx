import { IconButton } from '@/components/admin';
import type { ListSort } from '@/lib/list-query';
import { SortableHeader } from './SortableHeader';
import type { RowAction, TableColumn } from './types';

type RecordsTableProps<Row> = {
  caption: string;
  columns: TableColumn<Row>[];
  rows: Row[];
  /** The buttons of each row's Actions cell, in order; those not `permitted` are left out. */
  actions: RowAction<Row>[];
  /** The row being worked on (e.g. deleted): its buttons are disabled and it is marked busy. */
  busyId: string | null;
  /** The list's current sort, shown on sortable headers. */
  sort?: ListSort;
  /** Needed when a column is sortable. */
  onSortChange?: (sort: ListSort) => void;
};

const wideOnly = 'hidden md:table-cell';
const headerClass = 'px-4 py-3 text-left font-semibold text-slate-700';

/** The rows of a list screen, with sortable headers where columns allow it and each row's actions. */
export function RecordsTable<Row extends { id: string }>({ caption, columns, rows, actions, busyId, sort, onSortChange }: RecordsTableProps<Row>) {
  const shownActions = actions.filter((action) => action.permitted !== false);
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            {columns.map((column) => {
              const className = `${headerClass} ${column.wideOnly ? wideOnly : ''}`;
              return column.sort && onSortChange ? (
                <SortableHeader key={column.header} header={column.header} sort={column.sort} current={sort} onSortChange={onSortChange} className={className} />
              ) : (
                <th key={column.header} scope="col" className={className}>
                  {column.header}
                </th>
              );
            })}
            {shownActions.length > 0 && (
              <th scope="col" className="px-4 py-3 text-right font-semibold text-slate-700">
                Actions
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => {
            const busy = busyId === row.id;
            return (
              <tr key={row.id} aria-busy={busy || undefined} className={busy ? 'opacity-50' : 'hover:bg-slate-50'}>
                {columns.map((column) => (
                  // Long unbroken words (a pasted formula as a name) break anywhere, so the row's actions stay on screen.
                  <td key={column.header} className={`px-4 py-3 align-top text-slate-700 [overflow-wrap:anywhere] ${column.wideOnly ? wideOnly : ''}`}>
                    {column.cell(row)}
                  </td>
                ))}
                {shownActions.length > 0 && (
                  <td className="px-4 py-2 text-right whitespace-nowrap">
                    {shownActions.filter((action) => action.appliesTo?.(row) ?? true).map((action) => {
                      const label = action.label(row);
                      return <IconButton key={label} label={label} icon={action.icon} tone={action.tone} onClick={() => action.onSelect(row)} disabled={busy} />;
                    })}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
