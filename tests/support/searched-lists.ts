import { adminBlogPostsList } from '@/features/blog/api/admin-blog-posts-list';
import { inboxList, leadLists } from '@/features/leads/api/lead-tables';
import type { ListDefinition } from '@/lib/list-query';

/**
 * Every back-office list that has a search box, with the relation its screen reads (`from(…)` in its api/
 * file): tests/api/list-search-plans.test.ts checks that each one's search is answered from indexes
 * (docs/decisions/031-search-indexes-and-count-strategy.md). A new searched list joins with one line, `{ relation: 'its_view', definition: itsList },`,
 * once a migration gives each of its `searchColumns` an index (text: `using gin (column
 * extensions.gin_trgm_ops)`) and the screen reads a relation without row-level security's barrier (a view
 * gated by the permission function, as `contacts_list`: docs/decisions/031). `outsider` is a demo account the
 * view's permission function refuses (it must read no rows): an editor for the lead views, a member for staff views.
 */
export const searchedLists: readonly { relation: string; definition: ListDefinition; outsider: string }[] = [
  { relation: 'contacts_list', definition: leadLists.Contacts, outsider: 'editor@example.com' },
  { relation: 'festival_bookings_list', definition: leadLists.festival_bookings, outsider: 'editor@example.com' },
  { relation: 'resource_downloads_list', definition: leadLists.resource_downloads, outsider: 'editor@example.com' },
  { relation: 'newsletter_subscribers_list', definition: leadLists.newsletter_subscribers, outsider: 'editor@example.com' },
  { relation: 'leads_list', definition: inboxList, outsider: 'editor@example.com' },
  { relation: 'blog_posts_list', definition: adminBlogPostsList, outsider: 'member@example.com' },
];
