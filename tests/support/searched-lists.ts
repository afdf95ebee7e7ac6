import { inboxList, leadLists } from '@/features/leads/api/lead-tables';
import type { ListDefinition } from '@/lib/list-query';

/**
 * Every back-office list that has a search box, with the table it reads: tests/api/list-search-plans.test.ts
 * checks that each one's search is answered from indexes (issue 21). A new searched list joins with one line,
 * `{ table: 'its_table', definition: itsListDefinition },` — and a migration giving each of its
 * `searchColumns` an index (a trigram GIN index for text: `using gin (column extensions.gin_trgm_ops)`).
 */
export const searchedLists: readonly { table: string; definition: ListDefinition }[] = [
  { table: 'Contacts', definition: leadLists.Contacts },
  { table: 'festival_bookings', definition: leadLists.festival_bookings },
  { table: 'resource_downloads', definition: leadLists.resource_downloads },
  { table: 'newsletter_subscribers', definition: leadLists.newsletter_subscribers },
  { table: 'leads', definition: inboxList },
];
