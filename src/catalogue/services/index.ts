import type { Service, ServiceCategory } from '../types';
import { ambient } from './ambient';
import { btl } from './btl';
import { mobile } from './mobile';
import { outdoor } from './outdoor';
import { transport } from './transport';

export { serviceOutline, type ServiceOutline } from './outline';

/** The five categories in display order (docs/product.md §3). */
export const categories: ServiceCategory[] = [outdoor, mobile, transport, ambient, btl];

export type ServiceEntry = { category: ServiceCategory; service: Service };

export function findCategory(categoryId: string | undefined): ServiceCategory | undefined {
  return categories.find((category) => category.id === categoryId);
}

/** Both ids must match; a service under the wrong category is "not found". */
export function findService(categoryId: string | undefined, serviceId: string | undefined): ServiceEntry | undefined {
  const category = findCategory(categoryId);
  const service = category?.services.find((candidate) => candidate.id === serviceId);
  return category && service ? { category, service } : undefined;
}

/** Up to `limit` other services of the same category. */
export function relatedServices({ category, service }: ServiceEntry, limit = 3): ServiceEntry[] {
  return category.services
    .filter((candidate) => candidate.id !== service.id)
    .slice(0, limit)
    .map((related) => ({ category, service: related }));
}

/** The home page's cards: the first two services of each category, at most `limit` in all. */
export function featuredServices(limit = 6): ServiceEntry[] {
  return categories
    .flatMap((category) => category.services.slice(0, 2).map((service) => ({ category, service })))
    .slice(0, limit);
}

/** The card text: the short description, or else the first 120 characters and an ellipsis. */
export function serviceSummary(service: Service, length = 120): string {
  if (service.shortDescription) return service.shortDescription;
  return service.description.length > length ? `${service.description.slice(0, length)}...` : service.description;
}

/** The hero line: the short description, or else the description's first sentence. */
export function serviceLead(service: Service): string {
  if (service.shortDescription) return service.shortDescription;
  const firstSentence = /^.*?[.!?](?=\s|$)/.exec(service.description);
  return firstSentence ? firstSentence[0] : service.description;
}
