import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';

/** Renders `ui` at `path` inside a fresh query client and a memory router. */
export function renderWithProviders(
  ui: ReactElement,
  { path = '/', routePath = '*', extraRoutes = [], ...options }: { path?: string; routePath?: string; extraRoutes?: RouteObject[] } & RenderOptions = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: routePath, element: ui }, ...extraRoutes], { initialEntries: [path] });
  return { queryClient, router, ...render(<QueryClientProvider client={queryClient}><RouterProvider router={router} /></QueryClientProvider>, options) };
}
