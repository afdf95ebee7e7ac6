import { PageHero } from '@/components/PageHero';
import { PageMeta } from '@/components/PageMeta';
import { ContactDetails, ContactFormBelowFold } from '@/features/contact';
import { AboutStory } from './AboutStory';
import { CoreValues } from './CoreValues';
import { Leadership } from './Leadership';
import { Timeline } from './Timeline';

/** The about page: story, values, timeline, leadership and a contact section. */
export function AboutView() {
  return (
    <>
      <PageMeta
        title="About Us"
        description="Since 2013, Chennai Outdoor Media has planned and run outdoor and BTL campaigns with honest site data and photo proof, in Chennai and 50+ cities."
      />
      <PageHero
        eyebrow="Who We Are"
        title="About Us"
        description="A Chennai agency that has put brands on the city’s busiest roads, buses, malls and streets since 2013."
      />
      <AboutStory />
      <CoreValues />
      <Timeline />
      <Leadership />
      <section aria-labelledby="about-contact-heading" className="mx-auto grid max-w-7xl gap-12 px-4 py-20 lg:grid-cols-[2fr_3fr]">
        <div>
          <h2 id="about-contact-heading" className="text-3xl font-bold tracking-tight text-slate-900">
            Get in Touch
          </h2>
          <p className="mt-3 text-lg text-slate-600">Have a campaign in mind? Drop by, call, or send us a message.</p>
          <div className="mt-8">
            <ContactDetails />
          </div>
        </div>
        <ContactFormBelowFold />
      </section>
    </>
  );
}
