import { SectionHeading } from '@/components/SectionHeading';
import { useLogError } from '@/lib/useLogError';
import { useSuccessStories } from '../api/fetch-success-stories';
import { SuccessStoriesCarousel } from './SuccessStoriesCarousel';

/** Home section: the featured stories, hidden when there are none (or they fail to load, which is logged). */
export function HomeSuccessStories() {
  const { data: stories, error, isPending } = useSuccessStories({ featuredOnly: true });
  useLogError(error, 'Error fetching success stories');
  if (!isPending && !stories?.length) return null;
  return (
    <section aria-labelledby="home-success-stories" className="bg-slate-50 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl space-y-10 px-4">
        <SectionHeading
          id="home-success-stories"
          eyebrow="Results"
          title="Success Stories"
          description="Campaigns that moved the numbers for brands across Chennai and India."
        />
        {stories ? (
          <SuccessStoriesCarousel stories={stories} />
        ) : (
          // Holds the carousel's place while loading, so nothing below it jumps.
          <div aria-busy="true" className="h-[34rem] animate-pulse rounded-xl bg-slate-200/70 motion-reduce:animate-none md:h-96" />
        )}
      </div>
    </section>
  );
}
