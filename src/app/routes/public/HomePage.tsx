import type { RoutePrefetch } from '@/app/route-data';
import { CallToAction } from '@/components/CallToAction';
import { PageMeta } from '@/components/PageMeta';
import { LocalBusinessJsonLd } from '@/components/seo/JsonLd';
import { site } from '@/config/site';
import { clientsQueryOptions, HomeClientCarousel } from '@/features/clients';
import { HeroSlideshow, HomeServicesBelowFold, StatsStrip, WhyChooseUs } from '@/features/home';
import { HomeSuccessStories, successStoriesQueryOptions } from '@/features/success-stories';
import { HomeTestimonials, testimonialsQueryOptions } from '@/features/testimonials';

/** Featured stories, testimonials and clients start loading with the route. */
export const prefetch: RoutePrefetch = (queryClient) => [
  queryClient.prefetchQuery(successStoriesQueryOptions({ featuredOnly: true })),
  queryClient.prefetchQuery(testimonialsQueryOptions()),
  queryClient.prefetchQuery(clientsQueryOptions()),
];

/** docs/product.md §2 "Home", in order: hero, why us, services, success stories, stats, testimonials, clients, call to action. */
export default function HomePage() {
  return (
    <>
      <PageMeta description={site.description} />
      <LocalBusinessJsonLd />
      <HeroSlideshow />
      <WhyChooseUs />
      <HomeServicesBelowFold />
      <HomeSuccessStories />
      <StatsStrip />
      <HomeTestimonials />
      <HomeClientCarousel />
      <CallToAction
        title="Ready to Put Your Brand on the Map?"
        text="Tell us your goal, your city and your budget. We will come back with sites, formats and a clear quote."
      />
    </>
  );
}
