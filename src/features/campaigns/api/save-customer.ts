import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TablesInsert } from '@/lib/database.types';
import { expectWritten } from '@/lib/db-errors';
import { supabase } from '@/lib/supabase';
import { campaignKeys, customerKeys } from './campaign-keys';

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
