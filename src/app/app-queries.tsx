import { QueryClientContext, QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useContext, type ComponentType } from 'react';
import { adoptPageData } from './page-data';
import { PAGE_DATA_ID } from './page-data-id';
import { createQueryClient } from './providers';

let browserClient: QueryClient | undefined;

/**
 * The browser's one server-state cache, made when the first screen that reads data loads (a page that only
 * shows text or sends a form never loads TanStack Query: docs/decisions/037), with the prerendered page's
 * data in it. src/main.tsx removes that data when it does not belong to the page being shown.
 */
export function appQueryClient(): QueryClient {
  if (!browserClient) {
    browserClient = createQueryClient();
    adoptPageData(browserClient, document.getElementById(PAGE_DATA_ID)?.textContent);
  }
  return browserClient;
}

/** A route's component that renders a screen inside the app's cache; `screen` is the screen module's own component. */
export type ScreenInAppQueries = ComponentType & { screen: ComponentType };

/** `Screen` inside the app's cache, unless one is already there (the build's prerender and the tests bring their own). */
export function withAppQueries(Screen: ComponentType): ScreenInAppQueries {
  function WithAppQueries() {
    const given = useContext(QueryClientContext);
    return given ? <Screen /> : <QueryClientProvider client={appQueryClient()}><Screen /></QueryClientProvider>;
  }
  return Object.assign(WithAppQueries, { screen: Screen });
}
