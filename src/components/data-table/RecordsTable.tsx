import { Eye } from 'lucide-react';
import { DeleteButton, IconButton } from '@/components/admin';
import type { TableColumn } from './types';

type RecordsTableProps<Row> = {
  caption: string;
  columns: TableColumn<Row>[];
  rows: Row[];
  rowLabel: (row: Row) => string;
  onView: (row: Row) => void;
  onDelete: (row: Row) => void;
  /** The row being deleted: its buttons are disabled and it is marked busy. */
  busyId: string | null;
};

const wideOnly = 'hidden md:table-cell';

/** The rows of a lead screen with a view-details and a delete button each. */
export function RecordsTable<Row extends { id: string }>({ caption, columns, rows, rowLabel, onView, onDelete, busyId }: RecordsTableProps<Row>) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={`px-4 py-3 text-left font-semibold text-slate-700 ${column.wideOnly ? wideOnly : ''}`}>
                {column.header}
              </th>
            ))}
            <th scope="col" className="px-4 py-3 text-right font-semibold text-slate-700">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => {
            const busy = busyId === row.id;
            const label = rowLabel(row);
            return (
              <tr key={row.id} aria-busy={busy || undefined} className={busy ? 'opacity-50' : 'hover:bg-slate-50'}>
                {columns.map((column) => (
                  <td key={column.header} className={`px-4 py-3 align-top text-slate-700 ${column.wideOnly ? wideOnly : ''}`}>
                    {column.cell(row)}
                  </td>
                ))}
                <td className="px-4 py-2 text-right whitespace-nowrap">
                  <IconButton label={`View details for ${label}`} icon={<Eye aria-hidden="true" className="h-4 w-4" />} onClick={() => onView(row)} disabled={busy} />
                  <DeleteButton label={`Delete ${label}`} onClick={() => onDelete(row)} disabled={busy} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
