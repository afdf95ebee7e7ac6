import { CarouselControls } from '@/components/carousel/CarouselControls';
import { CarouselDots } from '@/components/carousel/CarouselDots';
import { useCarousel } from '@/components/carousel/useCarousel';
import type { SuccessStory } from '../api/fetch-success-stories';
import { SuccessStoryCard } from './SuccessStoryCard';

/** docs/product.md §9: a new story every 4 s; a manual move holds autoplay for 8 s. */
export const STORY_INTERVAL_MS = 4000;
export const STORY_MANUAL_PAUSE_MS = 8000;

/** Featured stories one at a time. Every slide shares one grid cell, so the height never jumps. */
export function SuccessStoriesCarousel({ stories }: { stories: SuccessStory[] }) {
  const carousel = useCarousel({ count: stories.length, intervalMs: STORY_INTERVAL_MS, pauseAfterManualMs: STORY_MANUAL_PAUSE_MS });
  return (
    <section aria-roledescription="carousel" aria-label="Featured success stories" className="space-y-6">
      <div className="grid" aria-live={carousel.isPlaying ? 'off' : 'polite'}>
        {stories.map((story, position) => {
          const current = position === carousel.index;
          return (
            <div
              key={story.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${position + 1} of ${stories.length}`}
              aria-hidden={!current}
              className={`[grid-area:1/1] transition-opacity duration-500 motion-reduce:transition-none ${current ? 'opacity-100' : 'invisible opacity-0'}`}
            >
              <SuccessStoryCard story={story} layout="wide" />
            </div>
          );
        })}
      </div>
      {stories.length > 1 && (
        <div className="flex flex-col items-center gap-3">
          <CarouselDots carousel={carousel} count={stories.length} itemLabel="story" />
          <CarouselControls carousel={carousel} itemsLabel="success stories" />
        </div>
      )}
    </section>
  );
}
