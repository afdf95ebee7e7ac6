import { useQuery } from '@tanstack/react-query';
import { customerKeys } from './campaign-keys';
import { fetchCustomerLeadMatches } from './fetch-customer-lead-matches';
import { fetchCustomerLinkedLeads } from './fetch-customer-linked-leads';

export type CustomerLead = { id: string; kind: string; name: string | null; email: string | null; created_at: string };
export type CustomerLeadMatch = CustomerLead & { company: string | null; by: 'company' | 'email' };

/** A customer's leads: those linked to it, newest first, and those not linked to anyone that may be its own. */
export function useCustomerLeads(customerId: string) {
  return useQuery({
    queryKey: customerKeys.detail(`${customerId}:leads`),
    queryFn: async (): Promise<{ linked: CustomerLead[]; matches: CustomerLeadMatch[] }> => {
      const [linked, matches] = await Promise.all([fetchCustomerLinkedLeads(customerId), fetchCustomerLeadMatches(customerId)]);
      return { linked, matches };
    },
  });
}
