import { Building2, Clock } from 'lucide-react';
import { ResponsiveImage } from '@/components/ResponsiveImage';
import type { SuccessStory } from '../api/fetch-success-stories';
import { MetricChips } from './MetricChips';

type SuccessStoryCardProps = {
  story: SuccessStory;
  /** 'wide' puts the image beside the text from the md breakpoint (home carousel). */
  layout?: 'stacked' | 'wide';
  /** Heading level that fits the page's outline. */
  headingLevel?: 'h3' | 'h4';
};

/** One success story with every field the public pages show. */
export function SuccessStoryCard({ story, layout = 'stacked', headingLevel: Heading = 'h3' }: SuccessStoryCardProps) {
  const wide = layout === 'wide';
  return (
    <article className={`flex h-full flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200 ${wide ? 'md:flex-row' : ''}`}>
      <ResponsiveImage
        src={story.image_url}
        alt=""
        width={640}
        height={400}
        className={`aspect-[8/5] w-full bg-slate-100 object-cover ${wide ? 'md:aspect-auto md:w-1/2' : ''}`}
      />
      <div className={`flex flex-1 flex-col gap-3 p-6 ${wide ? 'md:p-8' : ''}`}>
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{story.category}</p>
        <Heading className="text-xl font-bold text-slate-900">{story.title}</Heading>
        <p className="text-slate-700">{story.description}</p>
        {(story.client_name || story.campaign_duration) && (
          <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-600">
            {story.client_name && (
              <div className="flex items-center gap-1.5">
                <dt>
                  <Building2 aria-hidden="true" className="h-4 w-4" />
                  <span className="sr-only">Client</span>
                </dt>
                <dd>{story.client_name}</dd>
              </div>
            )}
            {story.campaign_duration && (
              <div className="flex items-center gap-1.5">
                <dt>
                  <Clock aria-hidden="true" className="h-4 w-4" />
                  <span className="sr-only">Campaign duration</span>
                </dt>
                <dd>{story.campaign_duration}</dd>
              </div>
            )}
          </dl>
        )}
        <div className="mt-auto pt-2">
          <MetricChips metrics={story.metrics} />
        </div>
      </div>
    </article>
  );
}
