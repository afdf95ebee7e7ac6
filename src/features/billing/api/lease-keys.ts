import { invoiceKeys } from './billing-keys';

/** The lease screens' query keys, under the billing root: recording or voiding rent refreshes them with the rest. */
export const leaseKeys = {
  detail: (id: string) => [...invoiceKeys.all, 'lease', id] as const,
  payments: (id: string) => [...invoiceKeys.all, 'rent-payments', id] as const,
  sites: () => [...invoiceKeys.all, 'lease-sites'] as const,
  landlords: () => [...invoiceKeys.all, 'landlords'] as const,
};
