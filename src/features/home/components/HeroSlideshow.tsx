import { ArrowRight, ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useRef, useState, type FocusEvent } from 'react';
import { ButtonLink } from '@/components/Button';
import { useCarousel } from '@/components/carousel/useCarousel';
import { useHydrated } from '@/components/useHydrated';
import { paths } from '@/config/paths';
import { priorityImage, secondaryImage } from '@/lib/priority-image';
import { useDocumentHidden } from '../hooks/useDocumentHidden';
import { HERO_INTERVAL_MS, heroSlides } from '../slides';

const controlButton = 'flex size-11 items-center justify-center rounded-full bg-slate-900/70 text-white backdrop-blur hover:bg-slate-900';

/**
 * The home hero: the page's headline beside five pictures that advance every 5 s. The pictures pause
 * while the pointer is over them, while keyboard focus is on a slide control, while the tab is hidden
 * and when the visitor presses pause. Visitors who prefer reduced motion get no automatic advance
 * until they press play.
 */
export function HeroSlideshow() {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const hidden = useDocumentHidden();
  const paused = hovered || focused || hidden;
  const { index, goTo, next, previous, isPlaying: playing, togglePlaying } = useCarousel({ count: heroSlides.length, intervalMs: HERO_INTERVAL_MS, paused });
  const running = playing && !paused;
  // The prerendered page holds the first picture only; the others load once the page runs (after its load
  // event), so they never share the network with the largest paint. They show 5 s later at the earliest.
  const inBrowser = useHydrated();

  // Focus on the pause/play button itself must not pause, or "play" could never take effect.
  const onFocus = (event: FocusEvent) => setFocused(event.target !== toggleRef.current);
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section aria-labelledby="hero-heading" className="relative isolate overflow-hidden bg-slate-950 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_80%_10%,rgba(249,115,22,0.28),transparent_45%),radial-gradient(circle_at_0%_100%,rgba(234,88,12,0.18),transparent_40%)]"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 sm:py-16 lg:grid-cols-[5fr_6fr] lg:gap-14 lg:py-20">
        <div>
          <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">Outdoor &amp; BTL advertising in Chennai</p>
          <h1 id="hero-heading" className="mt-3 text-[2.5rem] leading-tight font-bold tracking-tight sm:text-5xl xl:text-[3.25rem]">
            Advertising that Chennai can’t miss
          </h1>
          <p className="mt-5 max-w-xl text-base text-slate-200 sm:text-lg">
            Billboards, bus wraps, vans, mall media and on-ground activations, planned with data and delivered with photo proof
            across Chennai and 50+ cities in India.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <ButtonLink to={paths.contact} size="lg">
              Get a Free Quote
              <ArrowRight aria-hidden="true" className="size-5" />
            </ButtonLink>
            <ButtonLink to={paths.services} size="lg" variant="outline-light">
              Explore Services
            </ButtonLink>
          </div>
        </div>

        <section aria-roledescription="carousel" aria-label="Our work" onFocus={onFocus} onBlur={onBlur}>
          <div
            className="relative aspect-[16/10] overflow-hidden rounded-2xl bg-slate-800 shadow-2xl ring-1 ring-white/10"
            onPointerEnter={() => setHovered(true)}
            onPointerLeave={() => setHovered(false)}
          >
            <div aria-live={running ? 'off' : 'polite'}>
              {heroSlides.map((slide, slideIndex) => (
                <div
                  key={slide.src}
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${slideIndex + 1} of ${heroSlides.length}`}
                  aria-hidden={slideIndex !== index}
                  className={`absolute inset-0 transition-opacity duration-700 motion-reduce:transition-none ${slideIndex === index ? 'opacity-100' : 'opacity-0'}`}
                >
                  {(slideIndex === 0 || inBrowser) && (
                    <img
                      src={slide.src}
                      alt={slide.alt}
                      width={1600}
                      height={900}
                      {...(slideIndex === 0 ? priorityImage : secondaryImage)}
                      className="size-full object-cover"
                    />
                  )}
                  <p className="absolute bottom-4 left-4 max-w-[calc(100%-2rem)] rounded-full bg-slate-950/75 px-4 py-1.5 text-sm font-medium backdrop-blur">
                    {slide.caption}
                  </p>
                </div>
              ))}
            </div>
            <button type="button" onClick={previous} className={`${controlButton} absolute top-1/2 left-3 hidden -translate-y-1/2 md:flex`}>
              <ChevronLeft aria-hidden="true" className="size-6" />
              <span className="sr-only">Previous slide</span>
            </button>
            <button type="button" onClick={next} className={`${controlButton} absolute top-1/2 right-3 hidden -translate-y-1/2 md:flex`}>
              <ChevronRight aria-hidden="true" className="size-6" />
              <span className="sr-only">Next slide</span>
            </button>
          </div>

          <div className="mt-4 flex items-center justify-center gap-2">
            <button ref={toggleRef} type="button" onClick={togglePlaying} className={controlButton}>
              {playing ? <Pause aria-hidden="true" className="size-5" /> : <Play aria-hidden="true" className="size-5" />}
              <span className="sr-only">{playing ? 'Pause slideshow' : 'Play slideshow'}</span>
            </button>
            <ul className="flex items-center">
              {heroSlides.map((slide, slideIndex) => (
                <li key={slide.src}>
                  <button
                    type="button"
                    onClick={() => goTo(slideIndex)}
                    aria-current={slideIndex === index ? 'true' : undefined}
                    className="group flex size-11 items-center justify-center rounded-full"
                  >
                    <span
                      aria-hidden="true"
                      className={`block h-2.5 rounded-full transition-all motion-reduce:transition-none ${slideIndex === index ? 'w-7 bg-brand-500' : 'w-2.5 bg-white/60 group-hover:bg-white'}`}
                    />
                    <span className="sr-only">{`Go to slide ${slideIndex + 1}`}</span>
                  </button>
                </li>
              ))}
            </ul>
          </div>
        </section>
      </div>
    </section>
  );
}
