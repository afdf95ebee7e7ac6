import { act, render, screen } from '@testing-library/react';
import { LazyMap } from '../components/map/LazyMap';

vi.mock('../components/map/SitesMap', () => ({ default: ({ label }: { label: string }) => <div role="region" aria-label={label} /> }));

/** An IntersectionObserver the test moves: `show()` tells every observer its element came near the screen. */
class TestObserver {
  static all: TestObserver[] = [];
  observed: Element[] = [];
  options: IntersectionObserverInit | undefined;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    options?: IntersectionObserverInit,
  ) {
    this.options = options;
    TestObserver.all.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.observed = [];
  }
  static show() {
    for (const observer of TestObserver.all) {
      const entries = observer.observed.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
      if (entries.length) observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }
}

describe('LazyMap', () => {
  beforeEach(() => {
    TestObserver.all = [];
    vi.stubGlobal('IntersectionObserver', TestObserver);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('loads the map only once its place comes near the screen', async () => {
    render(<LazyMap label="Map of 3 sites" markers={[]} />);
    expect(screen.queryByRole('region', { name: 'Map of 3 sites' })).toBeNull();
    expect(TestObserver.all[0]?.options?.rootMargin).toBe('400px');

    act(() => TestObserver.show());
    expect(await screen.findByRole('region', { name: 'Map of 3 sites' })).toBeInTheDocument();
  });
});
