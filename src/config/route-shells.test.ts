import { matchesRoute, routeShells } from './route-shells';

describe('route shells', () => {
  it('match every address of their route, one path segment per parameter, and nothing else', () => {
    expect(matchesRoute('/proposals/:token', '/proposals/DemoProposalKaveriFoodsPongal001')).toBe(true);
    expect(matchesRoute('/proposals/:token', '/proposals/abc/')).toBe(true);
    expect(matchesRoute('/proposals/:token', '/proposals')).toBe(false);
    expect(matchesRoute('/proposals/:token', '/proposals/abc/def')).toBe(false);
    expect(matchesRoute('/proposals/:token', '/x/proposals/abc')).toBe(false);
  });

  it('are written as HTML files of their own, one per route', () => {
    expect(new Set(routeShells.map(({ file }) => file)).size).toBe(routeShells.length);
    for (const { file, route } of routeShells) {
      expect(file).toMatch(/^shells\/[a-z-]+\.html$/);
      expect(route).toMatch(/:\w+/);
    }
  });
});
