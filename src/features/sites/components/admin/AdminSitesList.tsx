import { CalendarRange, Pencil, Plus, Trash2, Upload } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { AddLink, AdminPageHeader, EmptyState, ErrorBanner, LoadingText } from '@/components/admin';
import { ExportCsvButton, Pagination, RecordsTable, SearchBox, useRecordsBrowser, type CsvColumn, type TableColumn } from '@/components/data-table';
import { useDialogs } from '@/components/dialog';
import { SelectField, SelectOptions } from '@/components/form';
import { paths } from '@/config/paths';
import { describeDbError } from '@/lib/db-errors';
import { describeListError, effectiveSort, PAGE_SIZE, type ListFilter } from '@/lib/list-query';
import { adminSitesList, fetchAllAdminSites, useAdminSites } from '../../api/fetch-admin-sites';
import { useDeleteSite } from '../../api/use-delete-site';
import { type AdminSiteRow, type LicenceDays } from '../../api/admin-site-types';
import type { Site } from '../../api/fetch-sites';
import { fetchConfirmedBookings } from '../../api/fetch-confirmed-bookings';
import { dayName } from '../../date-names';
import { deleteSiteQuestion } from '../../delete-question';
import { licenceStanding } from '@/lib/licence-standing';
import { formatLabel, formatLabels, lightingLabel, rateText } from '@/catalogue/site-labels';

const formatOptions = (Object.keys(formatLabels) as Array<keyof typeof formatLabels>).map((value) => ({ value, label: formatLabels[value] }));
const publishedOptions = [
  { value: 'true', label: 'Published' },
  { value: 'false', label: 'Not published' },
];

/** The licence's last day, and whether it has ended or ends within 60 days (docs/decisions/054). */
function LicenceCell({ licence }: { licence: LicenceDays | null }) {
  if (!licence) return <span className="text-slate-500">None</span>;
  const standing = licenceStanding(licence.valid_until);
  return (
    <span className="whitespace-nowrap">
      {dayName(licence.valid_until)}
      {standing.kind === 'ended' && <span className="block font-semibold text-red-700">Ended</span>}
      {standing.kind === 'ending' && <span className="block font-medium text-amber-800">{standing.text}</span>}
    </span>
  );
}

const columns: TableColumn<AdminSiteRow>[] = [
  { header: 'Code', cell: (site) => <span className="font-mono text-xs whitespace-nowrap">{site.code}</span>, sort: { column: 'code', first: 'asc' } },
  { header: 'Name', cell: (site) => site.name, sort: { column: 'name', first: 'asc' } },
  { header: 'Locality', cell: (site) => site.locality, sort: { column: 'locality', first: 'asc' }, wideOnly: true },
  { header: 'Format', cell: (site) => `${formatLabel(site.format)}, ${lightingLabel(site.lighting)}`, wideOnly: true },
  { header: 'Rate', cell: (site) => rateText(site.monthly_rate), sort: { column: 'monthly_rate', first: 'asc' }, wideOnly: true },
  { header: 'Licence', cell: (site) => <LicenceCell licence={site.licence} /> },
  { header: 'Published', cell: (site) => (site.published ? 'Yes' : 'No') },
];

const csvColumns: CsvColumn<Site>[] = [
  { header: 'code', value: (site) => site.code },
  { header: 'name', value: (site) => site.name },
  { header: 'locality', value: (site) => site.locality },
  { header: 'address', value: (site) => site.address },
  { header: 'latitude', value: (site) => site.latitude },
  { header: 'longitude', value: (site) => site.longitude },
  { header: 'format', value: (site) => site.format },
  { header: 'width_ft', value: (site) => site.width_ft },
  { header: 'height_ft', value: (site) => site.height_ft },
  { header: 'lighting', value: (site) => site.lighting },
  { header: 'facing', value: (site) => site.facing },
  { header: 'daily_traffic', value: (site) => site.daily_traffic },
  { header: 'monthly_rate', value: (site) => site.monthly_rate },
  { header: 'photos', value: (site) => site.photos.join(' ') },
  { header: 'published', value: (site) => (site.published ? 'yes' : 'no') },
];

/** The address filters this screen offers, as list filters. */
function listFilters(filters: Readonly<Record<string, string>>): ListFilter[] {
  const chosen: ListFilter[] = [];
  if (filters.format && Object.hasOwn(formatLabels, filters.format)) chosen.push({ column: 'format', op: 'eq', value: filters.format });
  if (filters.published === 'true' || filters.published === 'false') chosen.push({ column: 'published', op: 'eq', value: filters.published === 'true' });
  return chosen;
}

type Props = { canEdit: boolean; canDelete: boolean };

/**
 * 'Sites' in the back office (docs/product.md §2): search by code, name or locality, filters, sortable
 * columns, pages, CSV export (the import's format), and per site its form, bookings and delete.
 */
export function AdminSitesList({ canEdit, canDelete }: Props) {
  const browser = useRecordsBrowser();
  const navigate = useNavigate();
  const { confirm, alert } = useDialogs();
  const remove = useDeleteSite();
  const [busyId, setBusyId] = useState<string | null>(null);
  const selection = { search: browser.search, filters: listFilters(browser.filters), sort: browser.sort };
  const sites = useAdminSites({ ...selection, page: browser.page, pageSize: PAGE_SIZE });

  async function handleDelete(site: Pick<Site, 'id' | 'code'>) {
    // The site's bookings go with it: confirmed ones are sold campaigns, so the question names them first.
    let confirmed: Awaited<ReturnType<typeof fetchConfirmedBookings>>;
    setBusyId(site.id);
    try {
      confirmed = await fetchConfirmedBookings(site.id);
    } catch (error) {
      setBusyId(null);
      return alert(`The bookings of ${site.code} could not be read, so it was not deleted: ${describeDbError(error)}`);
    }
    setBusyId(null);
    if (!(await confirm(deleteSiteQuestion(site.code, confirmed)))) return;
    setBusyId(site.id);
    try {
      await remove.mutateAsync(site.id);
    } catch (error) {
      await alert(error instanceof Error ? error.message : 'Error deleting site');
    } finally {
      setBusyId(null);
    }
  }

  const total = sites.data?.total ?? 0;
  function body() {
    if (sites.isPending) return <LoadingText text="Loading sites..." />;
    if (sites.isError) return <ErrorBanner message={describeListError(sites.error)} onRetry={() => void sites.refetch()} />;
    if (sites.data.rows.length === 0) return <EmptyState message={selection.search || selection.filters.length ? 'No sites match your search.' : 'No sites yet.'} />;
    return (
      <>
        <RecordsTable
          caption="Sites"
          columns={columns}
          rows={sites.data.rows}
          busyId={busyId}
          sort={effectiveSort(adminSitesList, browser.sort)}
          onSortChange={browser.setSort}
          actions={[
            { label: (site) => `Edit ${site.code}`, icon: <Pencil aria-hidden="true" className="size-4" />, permitted: canEdit, onSelect: (site) => void navigate(paths.admin.siteEdit(site.id)) },
            { label: (site) => `Bookings of ${site.code}`, icon: <CalendarRange aria-hidden="true" className="size-4" />, onSelect: (site) => void navigate(paths.admin.siteBookings(site.id)) },
            { label: (site) => `Delete ${site.code}`, icon: <Trash2 aria-hidden="true" className="size-4" />, tone: 'danger', permitted: canDelete, onSelect: (site) => void handleDelete(site) },
          ]}
        />
        <Pagination page={browser.page} pageSize={PAGE_SIZE} total={total} onPageChange={browser.setPage} busy={sites.isPlaceholderData} />
      </>
    );
  }

  return (
    <>
      <AdminPageHeader
        title="Sites"
        description={sites.data ? `Total: ${total} sites` : undefined}
        actions={
          <div className="flex flex-wrap gap-2">
            <AddLink to={paths.admin.sitesBoard} icon={CalendarRange}>
              Board
            </AddLink>
            {canEdit && (
              <AddLink to={paths.admin.sitesImport} icon={Upload}>
                Import CSV
              </AddLink>
            )}
            {canEdit && (
              <AddLink to={paths.admin.siteNew} icon={Plus}>
                Add Site
              </AddLink>
            )}
            <ExportCsvButton getRows={() => fetchAllAdminSites(selection)} columns={csvColumns} filename="sites" disabled={total === 0} />
          </div>
        }
      />
      <SearchBox label="Search sites" placeholder="Code, name or locality" value={browser.input} onChange={browser.setInput} onSubmit={browser.submit} />
      <div className="mb-4 flex flex-wrap gap-3">
        <SelectField label="Format" value={browser.filters.format ?? ''} onChange={(event) => browser.setFilter('format', event.target.value)}>
          <SelectOptions placeholder="All formats" options={formatOptions} />
        </SelectField>
        <SelectField label="Published" value={browser.filters.published ?? ''} onChange={(event) => browser.setFilter('published', event.target.value)}>
          <SelectOptions placeholder="Published or not" options={publishedOptions} />
        </SelectField>
      </div>
      {body()}
    </>
  );
}
