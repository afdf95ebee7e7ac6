import type { ListDefinition } from '@/lib/list-query';

/**
 * The back office's offers list (docs/product.md §2, Offers list): newest first by creation, searched by title. An
 * agency runs a handful of offers a year, so the search reads the table itself, without a trigram index.
 */
export const adminOffersList: ListDefinition = {
  searchColumns: [{ column: 'title', kind: 'text' }],
  defaultSort: { column: 'created_at', direction: 'desc' },
};

/** What the screen asks for: its search box and the page. */
export type AdminOffersParams = { search: string; page: number };
