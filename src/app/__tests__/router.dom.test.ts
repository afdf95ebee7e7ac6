import { beforeEach, describe, expect, it } from 'vitest';
import type { ServiceDetailEntry } from '@/catalogue';
import { paths } from '@/config/paths';
import { createAppRouter, createRoutes, isAdminPath, isBackOfficePath, loadAdminRoutes } from '../router';

const leafPath = (router: ReturnType<typeof createAppRouter>) => router.state.matches.at(-1)?.route.path;

// The router starts where the window is: on a page that reads no data, so no request leaves the test.
beforeEach(() => window.history.replaceState(null, '', paths.contact));

describe('the router', () => {
  it('starts with the public routes and the sign-in page only: the admin table is not in the entry', () => {
    const routes = createRoutes(true);
    const [root] = routes;
    expect(root.children?.some((route) => route.path !== undefined && isAdminPath(route.path))).toBe(false);
    expect(routes.filter((route) => route.path !== undefined && isAdminPath(route.path)).map((route) => route.path)).toEqual([paths.admin.login]);
  });

  it('opens the sign-in page without the back office, and adds it on the first navigation to /admin', async () => {
    const router = createAppRouter(createRoutes(true));
    await router.navigate(paths.admin.login);
    expect(leafPath(router)).toBe(paths.admin.login);
    expect(router.routes.some((route) => route.path === paths.admin.root)).toBe(false);
    await router.navigate(paths.admin.forgotPassword);
    expect(leafPath(router)).toBe(paths.admin.forgotPassword);
    expect(router.routes.some((route) => route.path === paths.admin.root)).toBe(true);
    await router.navigate(paths.privacy);
    expect(leafPath(router)).toBe(paths.privacy);
    router.dispose();
  });

  it('tells the sign-in page from the back office', () => {
    expect([paths.admin.root, paths.admin.clients, paths.admin.forgotPassword].every(isBackOfficePath)).toBe(true);
    expect([paths.admin.login, `${paths.admin.login}/`, paths.home, '/administrator'].some(isBackOfficePath)).toBe(false);
  });

  it('still answers an unknown /admin path with the public not-found route', async () => {
    const router = createAppRouter(createRoutes(true));
    await router.navigate('/admin/no-such-screen');
    expect(leafPath(router)).toBe('*');
    router.dispose();
  });

  it("loads a service's entry with its route, and null for an unknown one", async () => {
    const router = createAppRouter(createRoutes(true));
    const leafData = () => router.state.loaderData[router.state.matches.at(-1)?.route.id ?? ''] as ServiceDetailEntry | null;
    await router.navigate(paths.service('transport', 'airport-advertising'));
    expect(leafData()?.service.title).toBe('Airport Advertising');
    await router.navigate(paths.service('transport', 'billboards'));
    expect(leafPath(router)).toBe(paths.service(':categoryId', ':serviceId'));
    expect(leafData()).toBeNull();
    router.dispose();
  });

  it('needs no discovery when the page was opened under /admin', async () => {
    const routes = [...createRoutes(true), ...(await loadAdminRoutes())];
    const router = createAppRouter(routes);
    await router.navigate(paths.admin.forgotPassword);
    expect(leafPath(router)).toBe(paths.admin.forgotPassword);
    router.dispose();
  });
});
