import type { Tables } from '@/lib/database.types';

export type Customer = Tables<'customers'>;
export type CustomerContact = Tables<'customer_contacts'>;
export type CustomerWithContacts = Customer & { customer_contacts: CustomerContact[] };
/** A list row: the customer and how many contacts it has. */
export type CustomerListRow = Customer & { customer_contacts: Array<{ count: number }> };
