import { RecordsView, selectedFilters, useRecordsBrowser, type RecordsConfig } from '@/components/data-table';
import { PAGE_SIZE, effectiveSort } from '@/lib/list-query';
import { useDeleteLead } from '../api/delete-lead';
import { leadLists, type Lead, type LeadTable } from '../api/lead-tables';
import { exportLeads, useLeadsList } from '../api/list-leads';
import { contactsView } from './contactsView';
import { festivalBookingsView, newsletterSubscribersView, resourceDownloadsView } from './leadViews';

type LeadScreenProps<T extends LeadTable> = { table: T; view: RecordsConfig<Lead<T>> } & ScreenProps;

/** One lead table for those who work leads: search, filters, sort, pages, details and CSV export; admins also delete. */
function LeadScreen<T extends LeadTable>({ table, view, canManageLeads, canDeleteLeads }: LeadScreenProps<T>) {
  const browser = useRecordsBrowser();
  const selection = { search: browser.search, filters: selectedFilters(view.filters ?? [], browser.filters), sort: browser.sort };
  const query = useLeadsList(table, { ...selection, page: browser.page, pageSize: PAGE_SIZE }, { enabled: canManageLeads });
  // While searching, the count line also says how many rows there are in all: one row's count, unsearched.
  const narrowed = selection.search !== '' || selection.filters.length > 0;
  const all = useLeadsList(table, { search: '', page: 1, pageSize: 1 }, { enabled: canManageLeads && narrowed });
  const remove = useDeleteLead(table);
  return (
    <RecordsView
      config={view}
      allowed={canManageLeads}
      browser={browser}
      query={query}
      pageSize={PAGE_SIZE}
      sort={effectiveSort(leadLists[table], browser.sort)}
      onDelete={canDeleteLeads ? (row) => remove.mutateAsync(row.id) : undefined}
      exportRows={() => exportLeads(table, selection)}
      allTotal={narrowed ? all.data : undefined}
    />
  );
}

/** Who reads and works the leads, and who deletes them (src/lib/permissions.ts). */
export type ScreenProps = { canManageLeads: boolean; canDeleteLeads: boolean };

/** 'Contact Submissions' (docs/product.md §2). */
export function ContactsScreen(permissions: ScreenProps) {
  return <LeadScreen table="Contacts" view={contactsView} {...permissions} />;
}

export function FestivalBookingsScreen(permissions: ScreenProps) {
  return <LeadScreen table="festival_bookings" view={festivalBookingsView} {...permissions} />;
}

export function ResourceDownloadsScreen(permissions: ScreenProps) {
  return <LeadScreen table="resource_downloads" view={resourceDownloadsView} {...permissions} />;
}

export function NewsletterSubscribersScreen(permissions: ScreenProps) {
  return <LeadScreen table="newsletter_subscribers" view={newsletterSubscribersView} {...permissions} />;
}
