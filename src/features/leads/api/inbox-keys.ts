import type { ListParams } from '@/lib/list-query';

/**
 * Query keys of the Leads inbox, all under `['leads']` so one live change refreshes the lists, the
 * unread count and a lead's history together.
 */
export const inboxKeys = {
  all: ['leads'] as const,
  list: (params: ListParams) => ['leads', 'list', params] as const,
  unread: ['leads', 'unread'] as const,
  activity: (leadId: string) => ['leads', 'activity', leadId] as const,
  staff: ['leads', 'staff'] as const,
};
