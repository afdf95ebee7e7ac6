import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TablesInsert } from '@/lib/database.types';
import { supabase } from '@/lib/supabase';
import { campaignKeys, customerKeys } from './campaign-keys';

export type CustomerValues = Pick<TablesInsert<'customers'>, 'name' | 'gstin' | 'billing_address' | 'payment_reminders'>;
export type ContactValues = { id?: string; name: string; designation: string | null; phone: string | null; email: string | null };

/** The unique name, as the form says it (the database compares names whatever their case and spaces). */
export const DUPLICATE_CUSTOMER = 'Another customer already has this name. Open that customer instead, or tell the two apart in the name.';

/**
 * Saves customer `id` (a new one gets its id here) with its contacts as the form lists them, all or nothing:
 * save_customer() deletes the contacts gone from the list and updates or inserts the others in one transaction,
 * as save_campaign() does a campaign's lines (docs/decisions/055). Resolves to the customer's and its contacts' ids.
 */
export async function saveCustomer({ id, values, contacts }: { id?: string; values: CustomerValues; contacts: ContactValues[] }): Promise<{ id: string; contactIds: string[] }> {
  const customerId = id ?? crypto.randomUUID();
  const listed = contacts.map((contact) => ({ ...contact, id: contact.id ?? crypto.randomUUID() }));
  const { error } = await supabase.rpc('save_customer', { customer_id: customerId, customer: values, contacts: listed });
  if (error?.code === '23505') throw new Error(DUPLICATE_CUSTOMER, { cause: error });
  if (error) throw error;
  return { id: customerId, contactIds: listed.map((contact) => contact.id) };
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
