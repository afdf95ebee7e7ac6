import type { Service, ServiceCategory } from '../types';
import { serviceCardImage } from './image';
import type { ServiceTeaser } from './teasers';

/**
 * Each category's full entries (descriptions, benefits, features, FAQs) are a chunk of their own: a service
 * page loads its category's (2 to 2.5 KB gzipped), not the whole catalogue (docs/decisions/037).
 */
const categoryModules = new Map<string, () => Promise<ServiceCategory>>([
  ['outdoor', async () => (await import('./outdoor')).outdoor],
  ['mobile', async () => (await import('./mobile')).mobile],
  ['transport', async () => (await import('./transport')).transport],
  ['ambient', async () => (await import('./ambient')).ambient],
  ['btl', async () => (await import('./btl')).btl],
]);

/** What a service's page shows: the service in full, its category's id and title, and related services. */
export type ServiceDetailEntry = {
  category: { id: string; title: string };
  service: Service;
  /** Up to 3 other services of the same category, their summaries at most 80 characters (a narrow sidebar). */
  related: ServiceTeaser[];
};

/**
 * The service at /services/:categoryId/:serviceId, or null when either id is unknown: a service under the
 * wrong category is "not found" too. Loads only that category's chunk.
 */
export async function loadServiceDetail(categoryId: string | undefined, serviceId: string | undefined): Promise<ServiceDetailEntry | null> {
  const loadCategory = categoryId === undefined ? undefined : categoryModules.get(categoryId);
  if (!loadCategory) return null;
  const category = await loadCategory();
  const service = category.services.find((candidate) => candidate.id === serviceId);
  if (!service) return null;
  const related = category.services
    .filter((candidate) => candidate.id !== service.id)
    .slice(0, 3)
    .map((other) => ({ id: other.id, title: other.title, summary: serviceSummary(other, 80), image: serviceCardImage(other.id) }));
  return { category: { id: category.id, title: category.title }, service, related };
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
