import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';
import { server } from './msw-server';

// findBy… waits up to 5 s instead of 1 s: on a busy machine a screen's lazy chunk and mocked request take longer.
configure({ asyncUtilTimeout: 5000 });

// msw fails on any request it has no handler for, so a test never talks to a real network by accident.
// Listening now, before the test file is imported, patches WebSocket before the app's Supabase client
// is created: realtime-js keeps the WebSocket constructor it finds at creation.
server.listen({ onUnhandledFrame: 'error' });
afterEach(() => {
  server.resetHandlers();
  cleanup();
  localStorage.clear();
});
afterAll(() => {
  server.close();
  // One page for every file of a worker (the unit project does not isolate files: docs/testing.md): what a file
  // may have left in it goes before the next file starts.
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  sessionStorage.clear();
  document.title = '';
});
