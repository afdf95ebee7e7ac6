import type { RoutePrefetch } from '@/app/route-data';
import { lazyIsland } from '@/components/lazyIsland';
import { PageMeta } from '@/components/PageMeta';
import { LocalBusinessJsonLd } from '@/components/seo/JsonLd';
import { site } from '@/config/site';
import { clientsQueryOptions } from '@/features/clients';
import { HeroSlideshow, WhyChooseUs } from '@/features/home';
import { offersQueryOptions } from '@/features/offers';
import { successStoriesQueryOptions } from '@/features/success-stories';
import { testimonialsQueryOptions } from '@/features/testimonials';

/** Featured stories, testimonials, clients and the offers (the link to the one running) start loading with the route. */
export const prefetch: RoutePrefetch = (queryClient) => [
  queryClient.prefetchQuery(offersQueryOptions()),
  queryClient.prefetchQuery(successStoriesQueryOptions({ featuredOnly: true })),
  queryClient.prefetchQuery(testimonialsQueryOptions()),
  queryClient.prefetchQuery(clientsQueryOptions()),
];

const BelowTheFold = lazyIsland(() => import('./HomeBelowFold').then((module) => module.default));
/** In the page's HTML with its data; its code (the offer's clock) loads apart and hydrates when it arrives. */
const OfferLink = lazyIsland(() => import('./HomeOfferLink').then((module) => module.default));

/**
 * docs/product.md §2 "Home", in order: hero, the running offer's link (§9), why us, services, success stories, stats,
 * testimonials, clients, call to action.
 */
export default function HomePage() {
  return (
    <>
      <PageMeta description={site.description} />
      <LocalBusinessJsonLd />
      <HeroSlideshow />
      <OfferLink />
      <WhyChooseUs />
      <BelowTheFold />
    </>
  );
}
