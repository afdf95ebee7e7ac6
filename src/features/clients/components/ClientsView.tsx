import { lazyIsland } from '@/components/lazyIsland';
import { PageHero } from '@/components/PageHero';
import { PageLoadError } from '@/components/PageLoadError';
import { loadFailure } from '@/lib/load-failure';
import { PageMeta } from '@/components/PageMeta';
import { SuccessStoriesGrid, useSuccessStories } from '@/features/success-stories';
import { TestimonialsGrid, useTestimonials } from '@/features/testimonials';
import { useClients } from '../api/fetch-clients';
import { ClientsByIndustry } from './ClientsByIndustry';
import { PageSection } from './PageSection';

/** How we partner, the FAQ and the call to action: text below the fold, hydrated apart from the data. */
const ClientsBelowFold = lazyIsland(() => import('./ClientsBelowFold').then((module) => module.ClientsBelowFold));

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

  const error = loadFailure(clients, testimonials, stories);
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
      <ClientsBelowFold />
    </>
  );
}
