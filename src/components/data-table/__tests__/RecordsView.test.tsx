import type { UseQueryResult } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DialogProvider } from '@/components/dialog';
import type { ListPage } from '@/lib/list-query';
import { renderWithProviders } from '@/testing/render';
import { RecordsView } from '../RecordsView';
import type { RecordsConfig } from '../types';
import { useRecordsBrowser } from '../useRecordsBrowser';

type Booking = { id: string; name: string; preferred_package: string };

const config: RecordsConfig<Booking> = {
  title: 'Festival Bookings',
  totalText: (total) => `Total: ${total} bookings`,
  loadingText: 'Loading...',
  emptyText: 'No festival bookings found.',
  noMatchText: 'No festival bookings match your search.',
  loadFailure: 'banner',
  searchLabel: 'Search festival bookings',
  searchPlaceholder: 'Name',
  filters: [{ column: 'preferred_package', label: 'Package', allLabel: 'All packages', options: [{ value: 'Festival Pro', label: 'Festival Pro' }] }],
  columns: [
    { header: 'Name', cell: (row) => row.name, sort: { column: 'name' } },
    { header: 'Package', cell: (row) => row.preferred_package },
  ],
  rowLabel: (row) => row.name,
  details: { title: 'Details', fields: [] },
  csv: { filename: 'bookings', columns: [] },
  deleteConfirm: 'Sure?',
  deleteError: 'Error deleting festival booking',
  adminOnlyText: 'Admins only.',
};

/** A settled query holding `rows`: the view only reads these fields. */
function settled(rows: Booking[]): UseQueryResult<ListPage<Booking>> {
  return { data: { rows, total: rows.length }, error: null, isPending: false, isError: false, isPlaceholderData: false, refetch: vi.fn() } as unknown as UseQueryResult<ListPage<Booking>>;
}

function Screen({ rows, view = config, allTotal }: { rows: Booking[]; view?: RecordsConfig<Booking>; allTotal?: number }) {
  const browser = useRecordsBrowser();
  return (
    <RecordsView config={view} allowed browser={browser} query={settled(rows)} pageSize={25} sort={browser.sort} onDelete={vi.fn()} exportRows={async () => rows} allTotal={allTotal === undefined ? undefined : { total: allTotal }} />
  );
}

function setup(rows: Booking[], path = '/admin/festival-bookings', view = config, allTotal?: number) {
  const rendered = renderWithProviders(
    <DialogProvider>
      <Screen rows={rows} view={view} allTotal={allTotal} />
    </DialogProvider>,
    { path },
  );
  return { ...rendered, user: userEvent.setup({ delay: null }) };
}

describe('RecordsView filters and sorting', () => {
  it('keeps a chosen filter and a header sort in the address', async () => {
    const { router, user } = setup([{ id: 'b1', name: 'Meena', preferred_package: 'Festival Pro' }]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Package' }), 'Festival Pro');
    expect(router.state.location.search).toBe('?preferred_package=Festival+Pro');
    await user.click(screen.getByRole('button', { name: 'Name' }));
    expect(router.state.location.search).toBe('?preferred_package=Festival+Pro&sort=name');
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('says nothing matches, not that the list is empty, when a filter is chosen', () => {
    setup([], '/admin/festival-bookings?preferred_package=Festival+Pro');
    expect(screen.getByText('No festival bookings match your search.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Package' })).toHaveDisplayValue('Festival Pro');
  });

  it('still says the list is empty when the address holds parameters that are no filter of this list', () => {
    setup([], '/admin/festival-bookings?refresh=true&preferred_package=Gold');
    expect(screen.getByText('No festival bookings found.')).toBeInTheDocument();
  });

  it('shows no filter row when the list has no filters', () => {
    setup([{ id: 'b1', name: 'Meena', preferred_package: 'Festival Pro' }], '/admin/festival-bookings', { ...config, filters: undefined });
    expect(screen.getByText('Meena')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});

describe('RecordsView count line', () => {
  const meena = { id: 'b1', name: 'Meena', preferred_package: 'Festival Pro' };

  it("shows the screen's total when nothing is searched", () => {
    setup([meena], '/admin/festival-bookings', config, 12);
    expect(screen.getByText('Total: 1 bookings')).toBeInTheDocument();
  });

  it('says how many match out of how many in all while searching', () => {
    setup([meena], '/admin/festival-bookings?q=meena', config, 12);
    expect(screen.getByText('1 of 12 match your search')).toBeInTheDocument();
    expect(screen.queryByText(/^Total:/)).not.toBeInTheDocument();
  });
});
