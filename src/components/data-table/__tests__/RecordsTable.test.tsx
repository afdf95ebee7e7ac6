import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Check } from 'lucide-react';
import type { ListSort } from '@/lib/list-query';
import { RecordsTable } from '../RecordsTable';
import type { RowAction, TableColumn } from '../types';

type Lead = { id: string; name: string; created_at: string };

const rows: Lead[] = [
  { id: 'a', name: 'Ann', created_at: '2025-01-02' },
  { id: 'b', name: 'Bala', created_at: '2025-01-01' },
];

const columns: TableColumn<Lead>[] = [
  { header: 'Name', cell: (row) => row.name, sort: { column: 'name' } },
  { header: 'Received', cell: (row) => row.created_at, sort: { column: 'created_at', first: 'desc' } },
  { header: 'Id', cell: (row) => row.id },
];

function setup({ sort, actions = [], busyId = null }: { sort?: ListSort; actions?: RowAction<Lead>[]; busyId?: string | null } = {}) {
  const onSortChange = vi.fn();
  render(<RecordsTable caption="Leads" columns={columns} rows={rows} actions={actions} busyId={busyId} sort={sort} onSortChange={onSortChange} />);
  return { onSortChange, user: userEvent.setup({ delay: null }) };
}

describe('RecordsTable sortable headers', () => {
  it('marks the sorted column with aria-sort and the others as unsorted; plain columns have no sort', () => {
    setup({ sort: { column: 'created_at', direction: 'desc' } });
    expect(screen.getByRole('columnheader', { name: 'Received' })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Id' })).not.toHaveAttribute('aria-sort');
    expect(within(screen.getByRole('columnheader', { name: 'Id' })).queryByRole('button')).not.toBeInTheDocument();
  });

  it('sorts an unsorted column in its first direction, and reverses the sorted one', async () => {
    const { onSortChange, user } = setup({ sort: { column: 'name', direction: 'asc' } });
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'name', direction: 'desc' });
    await user.click(screen.getByRole('button', { name: 'Received' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'created_at', direction: 'desc' });
  });

  it('sorts from the keyboard', async () => {
    const { onSortChange, user } = setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Name' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'name', direction: 'asc' });
    await user.tab();
    await user.keyboard(' ');
    expect(onSortChange).toHaveBeenLastCalledWith({ column: 'created_at', direction: 'desc' });
  });
});

describe('RecordsTable row actions', () => {
  const approve = vi.fn();
  const actions: RowAction<Lead>[] = [
    { label: (row) => `Mark ${row.name} contacted`, icon: <Check aria-hidden="true" />, onSelect: approve },
    { label: (row) => `Archive ${row.name}`, icon: <Check aria-hidden="true" />, permitted: false, onSelect: vi.fn() },
  ];

  it('gives each row its permitted actions, named after the row, calling the handler with the row', async () => {
    const { user } = setup({ actions });
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Archive Ann' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mark Bala contacted' }));
    expect(approve).toHaveBeenCalledWith(rows[1]);
  });

  it('disables the busy row’s actions and marks it busy', () => {
    setup({ actions, busyId: 'a' });
    expect(screen.getByRole('button', { name: 'Mark Ann contacted' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Mark Bala contacted' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Mark Ann contacted' }).closest('tr')).toHaveAttribute('aria-busy', 'true');
  });

  it('leaves out the Actions column when no action is permitted', () => {
    setup({ actions: [actions[1]] });
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });
});
