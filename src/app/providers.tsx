import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
  });
}

/** `queryClient`: the cache the route loaders fill too (src/main.tsx); a fresh one when none is given. */
export function AppProviders({ queryClient: given, children }: { queryClient?: QueryClient; children: ReactNode }) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
