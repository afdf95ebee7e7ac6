/**
 * What the service cards show (/services and the home page): each category's id, title and description and
 * its services' ids, titles, card texts and pictures, in display order. The full entries (src/catalogue/
 * services/<category>.ts) load only on a service's own page, so these pages carry about 1.2 KB gzipped of
 * catalogue instead of 9.5. The full entries take their ids, titles and short texts from here (categoryHead,
 * serviceHead); src/catalogue/__tests__/teasers.test.ts checks the pictures and the order against them.
 */
import { serviceCardImage, type ServiceCardImage } from './image';

export type ServiceTeaser = {
  id: string;
  title: string;
  /** The card text (serviceSummary). */
  summary: string;
  image: ServiceCardImage;
};

export type CategoryTeasers = { id: string; title: string; description: string; services: readonly ServiceTeaser[] };

export const serviceTeasers: readonly CategoryTeasers[] = [
  {
    id: 'outdoor',
    title: 'Outdoor Advertising',
    description:
      'Billboards and unipoles on the roads Chennai drives every day: Anna Salai, OMR, GST Road, ECR and the Kathipara and Koyambedu junctions.',
    services: [
      {
        id: 'billboards',
        title: 'Billboard Advertising',
        summary: 'Large-format hoardings on Chennai’s busiest arterial roads, flyovers and junctions.',
        image: serviceCardImage('billboards'),
      },
      {
        id: 'unipoles',
        title: 'Unipole Advertising',
        summary: 'Towering single-pole displays that own the skyline on highways and flyovers.',
        image: serviceCardImage('unipoles'),
      },
    ],
  },
  {
    id: 'mobile',
    title: 'Mobile Advertising',
    description:
      'Campaigns that move to your audience: branded vans, lookwalkers and tricycles that reach neighbourhoods, markets and events across Chennai.',
    services: [
      {
        id: 'van-advertising',
        title: 'Van Advertising',
        summary: 'Branded vans with LED screens and audio that tour the neighbourhoods you choose.',
        image: serviceCardImage('van-advertising'),
      },
      {
        id: 'lookwalker',
        title: 'Lookwalker Advertising',
        summary: 'Promoters wearing backpack displays that take your message into crowds on foot.',
        image: serviceCardImage('lookwalker'),
      },
      {
        id: 'tricycle-advertising',
        title: 'Tricycle Advertising',
        summary: 'Eco-friendly pedal tricycles with large panels for markets, beaches and residential streets.',
        image: serviceCardImage('tricycle-advertising'),
      },
    ],
  },
  {
    id: 'transport',
    title: 'Transport Advertising',
    description:
      'Your brand on MTC buses, suburban and metro trains and at Chennai International Airport: media that travels with millions of commuters.',
    services: [
      {
        id: 'bus-advertising',
        title: 'Bus Advertising',
        summary: 'Full wraps and panels on MTC city buses that carry your brand across every zone of Chennai.',
        image: serviceCardImage('bus-advertising'),
      },
      {
        id: 'train-advertising',
        title: 'Train Advertising',
        summary: 'Branding on suburban and metro trains and stations along Chennai’s busiest rail corridors.',
        image: serviceCardImage('train-advertising'),
      },
      {
        id: 'airport-advertising',
        title: 'Airport Advertising',
        summary: 'Premium displays at Chennai International Airport for business and leisure travellers.',
        image: serviceCardImage('airport-advertising'),
      },
    ],
  },
  {
    id: 'ambient',
    title: 'Ambient Advertising',
    description:
      'Media in the places people spend their leisure time: Chennai’s malls and cinemas, where audiences are relaxed, attentive and ready to spend.',
    services: [
      {
        id: 'mall-advertising',
        title: 'Mall Advertising',
        summary: 'Displays, kiosks and activations inside Chennai’s busiest shopping malls.',
        image: serviceCardImage('mall-advertising'),
      },
      {
        id: 'cinema-advertising',
        title: 'Cinema Advertising',
        summary: 'On-screen ads and foyer branding in multiplexes and single screens across Chennai.',
        image: serviceCardImage('cinema-advertising'),
      },
    ],
  },
  {
    id: 'btl',
    title: 'BTL Activations',
    description:
      'Below-the-line campaigns where people meet your brand in person: events, sampling, RWA activations and store launches.',
    services: [
      {
        id: 'event-activations',
        title: 'Event Activations',
        summary: 'Brand experiences at events, colleges, corporate parks and residential communities.',
        image: serviceCardImage('event-activations'),
      },
      {
        id: 'sampling-campaigns',
        title: 'Sampling Campaigns',
        summary: 'Put your product in people’s hands at homes, stores, offices and events.',
        image: serviceCardImage('sampling-campaigns'),
      },
      {
        id: 'store-launch',
        title: 'Store Launch',
        summary: 'Everything a new store needs to open with a crowd: local media, activations and launch-day buzz.',
        image: serviceCardImage('store-launch'),
      },
    ],
  },
];

/**
 * A category's id, title and description, for its full entry (src/catalogue/services/<category>.ts) to build
 * on: the texts are written once, here.
 */
export function categoryHead(id: string): Pick<CategoryTeasers, 'id' | 'title' | 'description'> {
  const category = serviceTeasers.find((candidate) => candidate.id === id);
  if (!category) throw new Error(`No service category '${id}' in the teasers`);
  return { id: category.id, title: category.title, description: category.description };
}

/** A service's id, title and short description (its card text), for its full entry to build on. */
export function serviceHead(categoryId: string, id: string): { id: string; title: string; shortDescription: string } {
  const service = serviceTeasers.find((category) => category.id === categoryId)?.services.find((candidate) => candidate.id === id);
  if (!service) throw new Error(`No service '${categoryId}/${id}' in the teasers`);
  return { id: service.id, title: service.title, shortDescription: service.summary };
}

export type FeaturedService = { category: CategoryTeasers; service: ServiceTeaser };

/** The home page's cards: the first two services of each category, at most `limit` in all. */
export function featuredServices(limit = 6): FeaturedService[] {
  return serviceTeasers
    .flatMap((category) => category.services.slice(0, 2).map((service) => ({ category, service })))
    .slice(0, limit);
}
