import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import type { CarouselState } from './useCarousel';

type CarouselControlsProps = {
  carousel: CarouselState;
  /** What the carousel shows, for the buttons' accessible names ("success stories"). */
  itemsLabel: string;
  /** Light buttons for dark sections. */
  tone?: 'light' | 'dark';
};

const tones = {
  light: 'border-slate-300 bg-white text-slate-700 hover:bg-slate-100',
  dark: 'border-white/30 bg-white/10 text-white hover:bg-white/20',
};

/** Previous, pause/play and next: the keyboard-operable controls every carousel shows. */
export function CarouselControls({ carousel, itemsLabel, tone = 'light' }: CarouselControlsProps) {
  const button = `inline-flex h-10 w-10 items-center justify-center rounded-full border transition-colors ${tones[tone]}`;
  return (
    <div className="flex items-center justify-center gap-3">
      <button type="button" className={button} onClick={carousel.previous} aria-label={`Previous ${itemsLabel}`}>
        <ChevronLeft aria-hidden="true" className="h-5 w-5" />
      </button>
      <button
        type="button"
        className={button}
        onClick={carousel.togglePlaying}
        aria-label={carousel.isPlaying ? `Pause ${itemsLabel}` : `Play ${itemsLabel}`}
      >
        {carousel.isPlaying ? <Pause aria-hidden="true" className="h-4 w-4" /> : <Play aria-hidden="true" className="h-4 w-4" />}
      </button>
      <button type="button" className={button} onClick={carousel.next} aria-label={`Next ${itemsLabel}`}>
        <ChevronRight aria-hidden="true" className="h-5 w-5" />
      </button>
    </div>
  );
}
