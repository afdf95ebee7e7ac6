import { UserX } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { RecordsView, selectedFilters, useRecordsBrowser, type RowAction } from '@/components/data-table';
import { useDialogs } from '@/components/dialog';
import { PAGE_SIZE, effectiveSort } from '@/lib/list-query';
import { inboxList } from '../api/lead-tables';
import { useInboxLead } from '../api/fetch-inbox-lead';
import { exportInboxLeads, useInboxList, type InboxLead } from '../api/list-inbox';
import { useDeleteInboxLead } from '../api/use-delete-inbox-lead';
import { useDeletePerson } from '../api/use-delete-person';
import { cvPathOf } from './CvDownload';
import { inboxView } from './inboxView';
import type { ScreenProps } from './LeadScreen';

/** A person's request to be forgotten: every lead with their e-mail address goes, after confirming. */
function useForgetPersonAction(): RowAction<InboxLead> {
  const { confirm, alert } = useDialogs();
  const forget = useDeletePerson();
  return {
    label: (lead) => `Delete all data of ${lead.email}`,
    icon: <UserX aria-hidden="true" className="size-4" />,
    tone: 'danger',
    appliesTo: (lead) => lead.email !== null,
    onSelect: (lead) =>
      void (async () => {
        const email = lead.email ?? '';
        if (!(await confirm(`Delete every lead from ${email}, in every form? This cannot be undone.`))) return;
        try {
          const deleted = await forget.mutateAsync(email);
          await alert(`Deleted ${deleted} ${deleted === 1 ? 'lead' : 'leads'} from ${email}.`);
        } catch (error) {
          console.error('Error deleting a person\'s leads', error);
          await alert(`Error deleting the data of ${email}`);
        }
      })(),
  };
}

/**
 * 'Leads' (docs/product.md §10, Leads inbox): every lead of every form in one list, worked in its details. Deleting a
 * lead or a person's data is an admin's (decision 073).
 */
export function LeadsInboxScreen({ canManageLeads, canDeleteLeads }: ScreenProps) {
  const browser = useRecordsBrowser();
  const selection = { search: browser.search, filters: selectedFilters(inboxView.filters ?? [], browser.filters), sort: browser.sort };
  const query = useInboxList({ ...selection, page: browser.page, pageSize: PAGE_SIZE }, { enabled: canManageLeads });
  const remove = useDeleteInboxLead();
  const forgetPerson = useForgetPersonAction();
  // `?lead=<id>`: a notice's link ("… assigned you a lead") opens that lead's details.
  const [params, setParams] = useSearchParams();
  const linked = useInboxLead(params.get('lead'), { enabled: canManageLeads });
  const forgetLinked = () =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('lead');
        return next;
      },
      { replace: true },
    );
  return (
    <RecordsView
      config={inboxView}
      allowed={canManageLeads}
      browser={browser}
      query={query}
      pageSize={PAGE_SIZE}
      sort={effectiveSort(inboxList, browser.sort)}
      rowActions={canDeleteLeads ? [forgetPerson] : []}
      onDelete={canDeleteLeads ? (lead) => remove.mutateAsync({ id: lead.id, kind: lead.kind, cvPath: cvPathOf(lead.details) }) : undefined}
      exportRows={() => exportInboxLeads(selection)}
      openRow={linked.data}
      onDetailsClosed={forgetLinked}
    />
  );
}
