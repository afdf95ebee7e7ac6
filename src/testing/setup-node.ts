import { afterAll, afterEach, vi } from 'vitest';
import { server } from './msw-server';

/**
 * Setup of the unit tests that need no page (`*.test.ts`, the `unit-node` project): msw answers the Supabase
 * HTTP API and fails on any request it has no handler for, as in the page tests (./setup.ts).
 */
server.listen({ onUnhandledFrame: 'error' });
afterEach(() => server.resetHandlers());
afterAll(() => {
  server.close();
  // The files of a worker share one module graph (docs/testing.md): a spy a file left goes before the next.
  vi.restoreAllMocks();
});
