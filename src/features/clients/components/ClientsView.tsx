import type { ReactNode } from 'react';
import { CallToAction } from '@/components/CallToAction';
import { PageHero } from '@/components/PageHero';
import { PageLoadError } from '@/components/PageLoadError';
import { PageMeta } from '@/components/PageMeta';
import { SectionHeading } from '@/components/SectionHeading';
import { SuccessStoriesGrid, useSuccessStories } from '@/features/success-stories';
import { TestimonialsGrid, useTestimonials } from '@/features/testimonials';
import { useClients } from '../api/fetch-clients';
import { ClientsByIndustry } from './ClientsByIndustry';
import { ClientsFaq } from './ClientsFaq';
import { PartnershipProcess } from './PartnershipProcess';

type PageSectionProps = { id: string; title: string; intro: string; tone?: 'white' | 'muted'; children: ReactNode };

function PageSection({ id, title, intro, tone = 'white', children }: PageSectionProps) {
  return (
    <section aria-labelledby={id} className={`py-16 ${tone === 'muted' ? 'bg-slate-50' : ''}`}>
      <div className="mx-auto max-w-7xl space-y-10 px-4">
        <SectionHeading id={id} title={title} description={intro} />
        {children}
      </div>
    </section>
  );
}

/** Reserves roughly a section's height while its data loads. */
function SectionSkeleton() {
  return <div aria-busy="true" className="h-72 animate-pulse rounded-xl bg-slate-200/70 motion-reduce:animate-none" />;
}

/** Clients by industry, testimonials, success stories, how we partner and the FAQ (docs/product.md §9). */
export function ClientsView() {
  const clients = useClients();
  const testimonials = useTestimonials();
  const stories = useSuccessStories();
  const meta = (
    <PageMeta
      title="Clients & Testimonials"
      description="Brands across retail, FMCG, real estate, healthcare and more trust Chennai Outdoor Media. Read their words and the results of their campaigns."
    />
  );

  const error = clients.error ?? testimonials.error ?? stories.error;
  if (error) {
    return (
      <>
        {meta}
        <PageLoadError title="Error Loading Data" error={error} />
      </>
    );
  }

  return (
    <>
      {meta}
      <PageHero
        eyebrow="Our clients"
        title="Clients & Testimonials"
        description="From neighbourhood stores to national brands: the companies we work with, in their own words."
      />
      <PageSection id="our-clients" title="Our Clients" intro="Brands we have planned and run campaigns for, by industry.">
        {clients.data ? <ClientsByIndustry clients={clients.data} /> : <SectionSkeleton />}
      </PageSection>
      <PageSection id="testimonials" title="What Our Clients Say" intro="Feedback from the marketing teams we work with." tone="muted">
        {testimonials.data ? <TestimonialsGrid testimonials={testimonials.data} /> : <SectionSkeleton />}
      </PageSection>
      <PageSection id="success-stories" title="Success Stories" intro="Campaigns and the results they delivered.">
        {stories.data ? <SuccessStoriesGrid stories={stories.data} /> : <SectionSkeleton />}
      </PageSection>
      <PageSection id="process" title="How We Partner With You" intro="Four steps from the first conversation to the final report." tone="muted">
        <PartnershipProcess />
      </PageSection>
      <PageSection id="faq" title="Frequently Asked Questions" intro="What brands usually ask before they start with us.">
        <div className="mx-auto max-w-3xl">
          <ClientsFaq />
        </div>
      </PageSection>
      <CallToAction
        title="Ready to Join Them?"
        text="Tell us about your brand and your goals, and we will plan a campaign that works as hard as theirs did."
        action="Contact Us"
      />
    </>
  );
}
