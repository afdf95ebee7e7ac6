import { describe, expect, it } from 'vitest';
import { pageRoute } from '../page-route';

/** What `route.lazy()` gives the router (lazy is a function for every route pageRoute makes). */
async function lazyRoute(load: Parameters<ReturnType<typeof pageRoute>>[0]) {
  const { lazy } = pageRoute()(load);
  if (typeof lazy !== 'function') throw new Error('pageRoute made no lazy route');
  return lazy();
}

describe('pageRoute', () => {
  it('renders a data screen in the query cache and still names its screen (the prerender finds its module by it)', async () => {
    const screenModule = await import('../routes/public/GalleryPage');
    const route = await lazyRoute(() => import('../routes/public/GalleryPage'));
    expect(route.Component).not.toBe(screenModule.default);
    expect((route.Component as { screen?: unknown }).screen).toBe(screenModule.default);
    expect(typeof route.loader).toBe('function');
  });

  it('leaves a screen that reads no data as it is, with no query cache', async () => {
    const screenModule = await import('../routes/public/AboutPage');
    const route = await lazyRoute(() => import('../routes/public/AboutPage'));
    expect(route.Component).toBe(screenModule.default);
    expect(route.loader).toBeUndefined();
  });
});
