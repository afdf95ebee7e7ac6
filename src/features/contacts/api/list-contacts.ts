import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchAllPages, pageRange, runPageQuery, type PageQuery, type SearchColumn } from '@/components/data-table';
import type { Tables } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';

export type Contact = Tables<'Contacts'>;

/** What the search box looks in. "Phone Number" is a number: typed digits match its start. */
const searchColumns: SearchColumn[] = [
  { column: 'Full name', kind: 'text' },
  { column: 'Email Address', kind: 'text' },
  { column: 'Phone Number', kind: 'phone-number' },
  { column: 'Company Name', kind: 'text' },
];

export type ContactsPageParams = { search: string; page: number; pageSize: number };

export const contactsKeys = {
  all: ['contacts'] as const,
  page: (params: ContactsPageParams) => [...contactsKeys.all, 'page', params] as const,
};

/** One page of "Contacts", newest first, with the exact count of everything the search matches. */
function fetchContacts(page: PageQuery) {
  return runPageQuery(supabase.from('Contacts').select('*', { count: 'exact' }), searchColumns, page);
}

export function contactsPageOptions(params: ContactsPageParams) {
  const [from, to] = pageRange(params.page, params.pageSize);
  return queryOptions({
    queryKey: contactsKeys.page(params),
    queryFn: () => fetchContacts({ search: params.search, from, to }),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export function useContactsPage(params: ContactsPageParams, { enabled }: { enabled: boolean }) {
  return useQuery({ ...contactsPageOptions(params), enabled });
}

/** Every submission the search matches, read in batches: what 'Export CSV' writes. */
export function fetchAllContacts(search: string): Promise<Contact[]> {
  return fetchAllPages((from, to) => fetchContacts({ search, from, to }));
}
