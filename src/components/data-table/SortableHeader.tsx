import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ListSort } from '@/lib/list-query';
import type { TableColumn } from './types';

type SortableHeaderProps = {
  header: string;
  sort: NonNullable<TableColumn<unknown>['sort']>;
  /** The list's current sort. */
  current: ListSort | undefined;
  onSortChange: (sort: ListSort) => void;
  className: string;
};

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

/**
 * A column header that sorts the list: a real button (Tab, Enter and Space work), `aria-sort` on
 * the header cell so screen readers say how the column is sorted. A second press reverses it.
 */
export function SortableHeader({ header, sort, current, onSortChange, className }: SortableHeaderProps) {
  const active = current?.column === sort.column ? current.direction : undefined;
  const next = active ? (active === 'asc' ? 'desc' : 'asc') : (sort.first ?? 'asc');
  const Icon = active === 'asc' ? ArrowUp : active === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <th scope="col" aria-sort={active ? ariaSort[active] : 'none'} className={className}>
      <button
        type="button"
        onClick={() => onSortChange({ column: sort.column, direction: next })}
        className="-mx-1 inline-flex items-center gap-1 rounded px-1 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {header}
        <Icon aria-hidden="true" className={`size-3.5 ${active ? 'text-slate-900' : 'text-slate-400'}`} />
      </button>
    </th>
  );
}
