import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { server } from './msw-server';

// msw fails on any request it has no handler for, so a test never talks to a real network by accident.
// Listening now, before the test file is imported, patches WebSocket before the app's Supabase client
// is created: realtime-js keeps the WebSocket constructor it finds at creation.
server.listen({ onUnhandledFrame: 'error' });
afterEach(() => {
  server.resetHandlers();
  cleanup();
  localStorage.clear();
});
afterAll(() => server.close());
