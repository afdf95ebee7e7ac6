import { resourceKeys } from '@/lib/query-keys';

/** The dashboard's figures beside the counts (docs/decisions/054, docs/product.md §2 Dashboard). */
export const figureKeys = resourceKeys('dashboard-figures');
