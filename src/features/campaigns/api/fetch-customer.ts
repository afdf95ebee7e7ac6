import { queryOptions, useQuery } from '@tanstack/react-query';
import { supabase } from '@/lib/supabase';
import { customerKeys } from './campaign-keys';
import type { CustomerWithContacts } from './customer-types';

export async function fetchCustomer(id: string): Promise<CustomerWithContacts> {
  const { data } = await supabase.from('customers').select('*, customer_contacts(*)').eq('id', id).order('created_at', { referencedTable: 'customer_contacts' }).single().throwOnError();
  return data;
}

export const customerQueryOptions = (id: string) => queryOptions({ queryKey: customerKeys.detail(id), queryFn: () => fetchCustomer(id) });

export function useCustomer(id: string | undefined) {
  return useQuery({ ...customerQueryOptions(id ?? ''), enabled: Boolean(id) });
}
