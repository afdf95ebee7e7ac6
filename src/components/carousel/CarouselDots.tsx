import type { CarouselState } from './useCarousel';

type CarouselDotsProps = {
  carousel: CarouselState;
  count: number;
  /** Names one item for the dot's label ("story" gives "Go to story 2"). */
  itemLabel: string;
};

/** One dot per item; the current one is marked for assistive technology too. */
export function CarouselDots({ carousel, count, itemLabel }: CarouselDotsProps) {
  return (
    <div className="flex justify-center gap-2">
      {Array.from({ length: count }, (_, dot) => (
        <button
          key={dot}
          type="button"
          onClick={() => carousel.goTo(dot)}
          aria-label={`Go to ${itemLabel} ${dot + 1}`}
          aria-current={dot === carousel.index ? 'true' : undefined}
          className="flex h-6 w-6 items-center justify-center"
        >
          <span className={`block h-2.5 rounded-full transition-all ${dot === carousel.index ? 'w-6 bg-brand-700' : 'w-2.5 bg-slate-300'}`} />
        </button>
      ))}
    </div>
  );
}
