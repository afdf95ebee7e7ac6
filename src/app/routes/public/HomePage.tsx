import { CallToAction } from '@/components/CallToAction';
import { PageMeta } from '@/components/PageMeta';
import { LocalBusinessJsonLd } from '@/components/seo/JsonLd';
import { HomeClientCarousel } from '@/features/clients/components/HomeClientCarousel';
import { HeroSlideshow } from '@/features/home/components/HeroSlideshow';
import { HomeServices } from '@/features/home/components/HomeServices';
import { StatsStrip } from '@/features/home/components/StatsStrip';
import { WhyChooseUs } from '@/features/home/components/WhyChooseUs';
import { HomeSuccessStories } from '@/features/success-stories/components/HomeSuccessStories';
import { HomeTestimonials } from '@/features/testimonials/components/HomeTestimonials';
import { site } from '@/config/site';

/** SPEC "Home", in order: hero, why us, services, success stories, stats, testimonials, clients, call to action. */
export default function HomePage() {
  return (
    <>
      <PageMeta description={site.description} />
      <LocalBusinessJsonLd />
      <HeroSlideshow />
      <WhyChooseUs />
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
