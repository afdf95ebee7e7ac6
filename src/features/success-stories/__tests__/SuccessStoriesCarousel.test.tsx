import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { SuccessStoriesCarousel } from '../components/SuccessStoriesCarousel';
import { story } from './fixtures';

const stories = [story({ id: 'a', title: 'Metro launch' }), story({ id: 'b', title: 'Mall takeover' }), story({ id: 'c', title: 'Bus wraps' })];

function currentTitle() {
  const slides = screen.getAllByRole('group', { hidden: true });
  const current = slides.find((slide) => slide.getAttribute('aria-hidden') === 'false');
  return within(current as HTMLElement).getByRole('heading').textContent;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('SuccessStoriesCarousel', () => {
  it('advances every 4 s and wraps around', () => {
    render(<SuccessStoriesCarousel stories={stories} />);
    expect(currentTitle()).toBe('Metro launch');
    advance(3999);
    expect(currentTitle()).toBe('Metro launch');
    advance(1);
    expect(currentTitle()).toBe('Mall takeover');
    advance(8000);
    expect(currentTitle()).toBe('Metro launch');
  });

  it('holds autoplay for 8 s after a manual move, then resumes at its 4 s pace', () => {
    render(<SuccessStoriesCarousel stories={stories} />);
    advance(3000);
    fireEvent.click(screen.getByRole('button', { name: 'Next success stories' }));
    expect(currentTitle()).toBe('Mall takeover');
    advance(11_999);
    expect(currentTitle()).toBe('Mall takeover');
    advance(1);
    expect(currentTitle()).toBe('Bus wraps');
  });

  it('steps back with wrap-around and jumps with the dots', () => {
    render(<SuccessStoriesCarousel stories={stories} />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous success stories' }));
    expect(currentTitle()).toBe('Bus wraps');
    fireEvent.click(screen.getByRole('button', { name: 'Go to story 2' }));
    expect(currentTitle()).toBe('Mall takeover');
    expect(screen.getByRole('button', { name: 'Go to story 2' })).toHaveAttribute('aria-current', 'true');
  });

  it('stops on pause and starts again on play', () => {
    render(<SuccessStoriesCarousel stories={stories} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause success stories' }));
    advance(20_000);
    expect(currentTitle()).toBe('Metro launch');
    fireEvent.click(screen.getByRole('button', { name: 'Play success stories' }));
    advance(4000);
    expect(currentTitle()).toBe('Mall takeover');
  });

  it('does not auto-advance when the visitor prefers reduced motion', () => {
    stubReducedMotion(true);
    render(<SuccessStoriesCarousel stories={stories} />);
    expect(screen.getByRole('button', { name: 'Play success stories' })).toBeInTheDocument();
    advance(20_000);
    expect(currentTitle()).toBe('Metro launch');
  });

  it('shows at most 3 metrics on a card', () => {
    render(<SuccessStoriesCarousel stories={[stories[0]]} />);
    const chips = within(screen.getByRole('list', { name: 'Results' })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual(['2MReach', '+35%Footfall', '1,200Leads']);
    expect(screen.queryByRole('button', { name: /success stories/ })).not.toBeInTheDocument();
  });
});
