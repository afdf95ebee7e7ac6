import { act, fireEvent, render, screen } from '@testing-library/react';
import { ClientCarousel } from '../components/ClientCarousel';
import { client } from './fixtures';

const clients = ['Aavin', 'Bharat Motors', 'Chennai Silks', 'Dosa Plaza'].map((name) => client(name));

/** The first logo in the row is the one at the carousel's position. */
const firstLogo = () => screen.getAllByRole('img')[0].getAttribute('alt');
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('ClientCarousel', () => {
  it('steps one logo every 3 s and wraps around, keeping every logo in the row', () => {
    render(<ClientCarousel clients={clients} />);
    expect(firstLogo()).toBe('Aavin');
    advance(2999);
    expect(firstLogo()).toBe('Aavin');
    advance(1);
    expect(firstLogo()).toBe('Bharat Motors');
    expect(screen.getAllByRole('img').map((img) => img.getAttribute('alt'))).toEqual(['Bharat Motors', 'Chennai Silks', 'Dosa Plaza', 'Aavin']);
    advance(9000);
    expect(firstLogo()).toBe('Aavin');
  });

  it('holds for 6 s after previous/next, then resumes every 3 s', () => {
    render(<ClientCarousel clients={clients} />);
    fireEvent.click(screen.getByRole('button', { name: 'Previous clients' }));
    expect(firstLogo()).toBe('Dosa Plaza');
    advance(8999);
    expect(firstLogo()).toBe('Dosa Plaza');
    advance(1);
    expect(firstLogo()).toBe('Aavin');
    fireEvent.click(screen.getByRole('button', { name: 'Next clients' }));
    expect(firstLogo()).toBe('Bharat Motors');
  });

  it('pauses and plays with the visible control', () => {
    render(<ClientCarousel clients={clients} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pause clients' }));
    advance(30_000);
    expect(firstLogo()).toBe('Aavin');
    fireEvent.click(screen.getByRole('button', { name: 'Play clients' }));
    advance(3000);
    expect(firstLogo()).toBe('Bharat Motors');
  });

  it('does not auto-advance when the visitor prefers reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    render(<ClientCarousel clients={clients} />);
    advance(30_000);
    expect(firstLogo()).toBe('Aavin');
  });

  it('sizes the visible window with CSS: 2, 3, 4 or 5 logos by breakpoint', () => {
    render(<ClientCarousel clients={clients} />);
    const item = screen.getAllByRole('listitem')[0];
    expect(item).toHaveClass('basis-1/2', 'sm:basis-1/3', 'md:basis-1/4', 'lg:basis-1/5');
  });
});
