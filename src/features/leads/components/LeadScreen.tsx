import { PAGE_SIZE, RecordsView, useRecordsBrowser, type RecordsConfig } from '@/components/data-table';
import { useDeleteLead } from '../api/delete-lead';
import type { Lead, LeadTable } from '../api/lead-tables';
import { fetchAllLeads, useLeadsPage } from '../api/list-leads';
import { festivalBookingsView, newsletterSubscribersView, resourceDownloadsView } from './leadViews';

type LeadScreenProps<T extends LeadTable> = { table: T; view: RecordsConfig<Lead<T>>; isAdmin: boolean };

/** One lead table for admins: search, pages, details, delete and CSV export. */
function LeadScreen<T extends LeadTable>({ table, view, isAdmin }: LeadScreenProps<T>) {
  const browser = useRecordsBrowser();
  const query = useLeadsPage(table, { search: browser.search, page: browser.page, pageSize: PAGE_SIZE }, { enabled: isAdmin });
  const remove = useDeleteLead(table);
  return (
    <RecordsView
      config={view}
      allowed={isAdmin}
      browser={browser}
      query={query}
      pageSize={PAGE_SIZE}
      onDelete={(row) => remove.mutateAsync(row.id)}
      exportRows={() => fetchAllLeads(table, browser.search)}
    />
  );
}

type ScreenProps = { isAdmin: boolean };

export function FestivalBookingsScreen({ isAdmin }: ScreenProps) {
  return <LeadScreen table="festival_bookings" view={festivalBookingsView} isAdmin={isAdmin} />;
}

export function ResourceDownloadsScreen({ isAdmin }: ScreenProps) {
  return <LeadScreen table="resource_downloads" view={resourceDownloadsView} isAdmin={isAdmin} />;
}

export function NewsletterSubscribersScreen({ isAdmin }: ScreenProps) {
  return <LeadScreen table="newsletter_subscribers" view={newsletterSubscribersView} isAdmin={isAdmin} />;
}
