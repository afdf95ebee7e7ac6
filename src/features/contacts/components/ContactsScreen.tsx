import { PAGE_SIZE, RecordsView, useRecordsBrowser } from '@/components/data-table';
import { useDeleteContact } from '../api/delete-contact';
import { fetchAllContacts, useContactsPage } from '../api/list-contacts';
import { contactsView } from './contactsView';

/** 'Contact Submissions' for admins: search, pages, details, delete and CSV export. */
export function ContactsScreen({ isAdmin }: { isAdmin: boolean }) {
  const browser = useRecordsBrowser();
  const query = useContactsPage({ search: browser.search, page: browser.page, pageSize: PAGE_SIZE }, { enabled: isAdmin });
  const remove = useDeleteContact();
  return (
    <RecordsView
      config={contactsView}
      allowed={isAdmin}
      browser={browser}
      query={query}
      pageSize={PAGE_SIZE}
      onDelete={(contact) => remove.mutateAsync(contact.id)}
      exportRows={() => fetchAllContacts(browser.search)}
    />
  );
}
