import { act, fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { renderWithProviders } from '@/testing/render';
import { HeroSlideshow } from '../components/HeroSlideshow';
import { HERO_INTERVAL_MS, heroSlides } from '../slides';

/** The slide the visitor sees: the one group not hidden from assistive technology. */
function currentSlide(): string | null {
  const visible = screen.getAllByRole('group', { hidden: true }).find((slide) => slide.getAttribute('aria-hidden') === 'false');
  return visible?.getAttribute('aria-label') ?? null;
}

function advance(ms: number) {
  act(() => vi.advanceTimersByTime(ms));
}

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query.includes('prefers-reduced-motion'),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  mockReducedMotion(false);
});

afterEach(() => {
  setHidden(false);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const total = heroSlides.length;

describe('HeroSlideshow', () => {
  it('prerenders the first picture only and shows every picture once it runs in the browser', () => {
    const html = renderToString(
      <MemoryRouter>
        <HeroSlideshow />
      </MemoryRouter>,
    );
    expect(html.match(/<img /g)).toHaveLength(1);
    expect(html).toContain(`src="${heroSlides[0]?.src}"`);
    renderWithProviders(<HeroSlideshow />);
    expect(screen.getAllByRole('img', { hidden: true }).map((image) => image.getAttribute('src'))).toEqual(heroSlides.map((slide) => slide.src));
  });

  it('has five slides and advances every 5 s, wrapping around', () => {
    renderWithProviders(<HeroSlideshow />);
    expect(screen.getAllByRole('group', { hidden: true })).toHaveLength(5);
    expect(currentSlide()).toBe(`1 of ${total}`);
    advance(HERO_INTERVAL_MS - 1);
    expect(currentSlide()).toBe(`1 of ${total}`);
    advance(1);
    expect(currentSlide()).toBe(`2 of ${total}`);
    for (let slide = 3; slide <= total; slide += 1) {
      advance(HERO_INTERVAL_MS);
      expect(currentSlide()).toBe(`${slide} of ${total}`);
    }
    advance(HERO_INTERVAL_MS);
    expect(currentSlide()).toBe(`1 of ${total}`);
  });

  it('loads only the first picture eagerly and with high priority', () => {
    renderWithProviders(<HeroSlideshow />);
    const images = screen.getAllByRole('img', { hidden: true });
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[0]).toHaveAttribute('loading', 'eager');
    for (const image of images.slice(1)) expect(image).toHaveAttribute('loading', 'lazy');
    for (const image of images) {
      expect(image).toHaveAttribute('width');
      expect(image).toHaveAttribute('height');
    }
  });

  it('pauses and plays from its control', () => {
    renderWithProviders(<HeroSlideshow />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    advance(HERO_INTERVAL_MS * 3);
    expect(currentSlide()).toBe(`1 of ${total}`);
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    advance(HERO_INTERVAL_MS);
    expect(currentSlide()).toBe(`2 of ${total}`);
  });

  it('goes to a slide from the dots, previous and next, and waits a full interval after', () => {
    renderWithProviders(<HeroSlideshow />);
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 4' }));
    expect(currentSlide()).toBe(`4 of ${total}`);
    expect(screen.getByRole('button', { name: 'Go to slide 4' })).toHaveAttribute('aria-current', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentSlide()).toBe(`5 of ${total}`);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentSlide()).toBe(`1 of ${total}`);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(currentSlide()).toBe(`5 of ${total}`);
    advance(HERO_INTERVAL_MS - 1);
    expect(currentSlide()).toBe(`5 of ${total}`);
    advance(1);
    expect(currentSlide()).toBe(`1 of ${total}`);
  });

  it('pauses while the pointer is over the pictures', () => {
    renderWithProviders(<HeroSlideshow />);
    const picture = screen.getAllByRole('img', { hidden: true })[0].closest('.relative') as HTMLElement;
    fireEvent.pointerEnter(picture);
    advance(HERO_INTERVAL_MS * 2);
    expect(currentSlide()).toBe(`1 of ${total}`);
    fireEvent.pointerLeave(picture);
    advance(HERO_INTERVAL_MS);
    expect(currentSlide()).toBe(`2 of ${total}`);
  });

  it('pauses while keyboard focus is on a slide control, but not on pause/play itself', () => {
    renderWithProviders(<HeroSlideshow />);
    act(() => screen.getByRole('button', { name: 'Go to slide 2' }).focus());
    advance(HERO_INTERVAL_MS * 2);
    expect(currentSlide()).toBe(`1 of ${total}`);
    act(() => screen.getByRole('button', { name: 'Pause slideshow' }).focus());
    advance(HERO_INTERVAL_MS);
    expect(currentSlide()).toBe(`2 of ${total}`);
  });

  it('pauses while the tab is hidden', () => {
    renderWithProviders(<HeroSlideshow />);
    setHidden(true);
    advance(HERO_INTERVAL_MS * 2);
    expect(currentSlide()).toBe(`1 of ${total}`);
    setHidden(false);
    advance(HERO_INTERVAL_MS);
    expect(currentSlide()).toBe(`2 of ${total}`);
  });

  it('does not advance on its own for visitors who prefer reduced motion, until they press play', () => {
    mockReducedMotion(true);
    renderWithProviders(<HeroSlideshow />);
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
    advance(HERO_INTERVAL_MS * 3);
    expect(currentSlide()).toBe(`1 of ${total}`);
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    advance(HERO_INTERVAL_MS);
    expect(currentSlide()).toBe(`2 of ${total}`);
  });
});
