import { CallToAction } from '@/components/CallToAction';
import { HomeClientCarousel } from '@/features/clients';
import { HomeServices, StatsStrip } from '@/features/home';
import { HomeSuccessStories } from '@/features/success-stories';
import { HomeTestimonials } from '@/features/testimonials';

/**
 * The home page below the hero and 'Why choose us': the service cards (with the catalogue they read), stories,
 * figures, testimonials and clients (with their carousels) and the closing call. It loads as its own chunk
 * and hydrates when that arrives (src/components/lazyIsland.tsx); its data is in the page like the rest.
 */
export default function HomeBelowFold() {
  return (
    <>
      <HomeServices />
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
