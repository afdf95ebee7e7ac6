import type { QueryClient } from '@tanstack/react-query';
import { resourceKeys } from '@/lib/query-keys';

/** Query keys of the Leads inbox (decision 021's shape): its pages, its unread count, a lead's history. */
export const inboxKeys = resourceKeys('leads');
export const unreadKeys = resourceKeys('leads-unread');
export const activityKeys = resourceKeys('lead-activity');
/** Who a lead can be assigned to. */
export const staffKeys = resourceKeys('lead-assignees');

/** After any change to leads (live, or a person's data deleted): pages, count and histories refetch. */
export function invalidateInbox(queryClient: QueryClient): void {
  for (const keys of [inboxKeys, unreadKeys, activityKeys]) void queryClient.invalidateQueries({ queryKey: keys.all });
}
