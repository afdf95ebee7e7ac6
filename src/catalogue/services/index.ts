import type { ServiceCategory } from '../types';
import { ambient } from './ambient';
import { btl } from './btl';
import { mobile } from './mobile';
import { outdoor } from './outdoor';
import { transport } from './transport';

export { serviceOutline, type ServiceOutline } from './outline';
export { featuredServices, serviceTeasers, type CategoryTeasers, type FeaturedService, type ServiceTeaser } from './teasers';
export { loadServiceDetail, serviceLead, serviceSummary, type ServiceDetailEntry } from './detail';

/**
 * The five categories in full, in display order (docs/product.md §3), for the build's resource documents
 * and the tests. Pages read the outline, the teasers or their one category (loadServiceDetail) instead.
 */
export const categories: ServiceCategory[] = [outdoor, mobile, transport, ambient, btl];
