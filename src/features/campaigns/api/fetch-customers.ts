import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchListPage, type ListDefinition, type ListParams, type ListQuery, type ListSource } from '@/lib/list-query';
import { supabase } from '@/lib/supabase';
import { customerKeys } from './campaign-keys';
import type { CustomerListRow } from './customer-types';

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
