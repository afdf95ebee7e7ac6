import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Tables, TablesInsert } from '@/lib/database.types';
import { expectWritten } from '@/lib/db-errors';
import { fetchListPage, type ListDefinition, type ListParams, type ListQuery, type ListSource } from '@/lib/list-query';
import { supabase } from '@/lib/supabase';
import { campaignKeys, customerKeys } from './campaign-keys';

export type Customer = Tables<'customers'>;
export type CustomerContact = Tables<'customer_contacts'>;
export type CustomerWithContacts = Customer & { customer_contacts: CustomerContact[] };
/** A list row: the customer and how many contacts it has. */
export type CustomerListRow = Customer & { customer_contacts: Array<{ count: number }> };

/** 'Customers' (docs/product.md §13): search by name or GSTIN, A to Z. */
export const customersList: ListDefinition = {
  searchColumns: [
    { column: 'name', kind: 'text' },
    { column: 'gstin', kind: 'text' },
  ],
  defaultSort: { column: 'name', direction: 'asc' },
  sortColumns: ['created_at'],
};

const customersSource: ListSource<CustomerListRow> = (count) =>
  supabase.from('customers').select('*, customer_contacts(count)', { count }) as unknown as ListQuery<CustomerListRow>;

export function useCustomers(params: ListParams) {
  return useQuery(queryOptions({ queryKey: customerKeys.list(params), queryFn: () => fetchListPage(customersSource, customersList, params), placeholderData: keepPreviousData }));
}

export async function fetchCustomer(id: string): Promise<CustomerWithContacts> {
  const { data } = await supabase.from('customers').select('*, customer_contacts(*)').eq('id', id).order('created_at', { referencedTable: 'customer_contacts' }).single().throwOnError();
  return data;
}

export const customerQueryOptions = (id: string) => queryOptions({ queryKey: customerKeys.detail(id), queryFn: () => fetchCustomer(id) });

export function useCustomer(id: string | undefined) {
  return useQuery({ ...customerQueryOptions(id ?? ''), enabled: Boolean(id) });
}

/** Every customer's id and name, A to Z, for the campaign form's choice (an agency has hundreds, not thousands). */
export function useCustomerChoices() {
  return useQuery({
    queryKey: customerKeys.list({ view: 'choices' }),
    queryFn: async () => {
      const { data } = await supabase.from('customers').select('id, name').order('name').limit(1000).throwOnError();
      return data;
    },
  });
}

/** One customer's contacts, for the campaign form's contact choice. */
export function useCustomerContacts(customerId: string) {
  return useQuery({
    queryKey: customerKeys.detail(`contacts:${customerId}`),
    queryFn: async () => {
      const { data } = await supabase.from('customer_contacts').select('*').eq('customer_id', customerId).order('created_at').throwOnError();
      return data;
    },
    enabled: Boolean(customerId),
  });
}

export type CustomerValues = Pick<TablesInsert<'customers'>, 'name' | 'gstin' | 'billing_address'>;
export type ContactValues = { id?: string; name: string; designation: string | null; phone: string | null; email: string | null };

/** The unique name, as the form says it (the database compares names whatever their case and spaces). */
export const DUPLICATE_CUSTOMER = 'Another customer already has this name. Open that customer instead, or tell the two apart in the name.';

/**
 * Inserts a customer (no id) or updates customer `id`, then makes its contacts what the form lists: rows gone from
 * the form are deleted, the others updated or inserted. Resolves to the customer's id.
 */
export async function saveCustomer({ id, values, contacts, previousContactIds = [] }: { id?: string; values: CustomerValues; contacts: ContactValues[]; previousContactIds?: string[] }): Promise<{ id: string; contactIds: string[] }> {
  const result = id ? await supabase.from('customers').update(values).eq('id', id).select('id') : await supabase.from('customers').insert(values).select('id');
  if (result.error?.code === '23505') throw new Error(DUPLICATE_CUSTOMER);
  expectWritten(result, 'customer', 'save');
  const customerId = result.data![0].id;
  const kept = new Set(contacts.flatMap((contact) => (contact.id ? [contact.id] : [])));
  const gone = previousContactIds.filter((contactId) => !kept.has(contactId));
  if (gone.length > 0) await supabase.from('customer_contacts').delete().in('id', gone).throwOnError();
  const contactIds: string[] = [];
  for (const { id: contactId, ...contact } of contacts) {
    if (contactId) {
      expectWritten(await supabase.from('customer_contacts').update(contact).eq('id', contactId).select('id'), 'contact', 'save');
      contactIds.push(contactId);
    } else {
      const { data } = await supabase.from('customer_contacts').insert({ ...contact, customer_id: customerId }).select('id').single().throwOnError();
      contactIds.push(data.id);
    }
  }
  return { id: customerId, contactIds };
}

export function useSaveCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCustomer,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: customerKeys.all });
      void queryClient.invalidateQueries({ queryKey: campaignKeys.all });
    },
  });
}
