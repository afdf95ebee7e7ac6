import { RecordsView, selectedFilters, useRecordsBrowser } from '@/components/data-table';
import { PAGE_SIZE, effectiveSort } from '@/lib/list-query';
import { activityList, fetchAllActivity, useActivityList } from '../api/list-activity';
import { activityView } from './activityView';

/**
 * The activity log for admins: search, filter by table and action, page, export; entries cannot be deleted
 * (nobody may change the log, docs/decisions/030-revisions-and-audit-log.md).
 */
export function ActivityScreen({ isAdmin }: { isAdmin: boolean }) {
  const browser = useRecordsBrowser();
  const selection = { search: browser.search, filters: selectedFilters(activityView.filters ?? [], browser.filters), sort: browser.sort };
  const query = useActivityList({ ...selection, page: browser.page, pageSize: PAGE_SIZE }, { enabled: isAdmin });
  return (
    <RecordsView
      config={activityView}
      allowed={isAdmin}
      browser={browser}
      query={query}
      pageSize={PAGE_SIZE}
      sort={effectiveSort(activityList, browser.sort)}
      exportRows={() => fetchAllActivity(selection)}
    />
  );
}
