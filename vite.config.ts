import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { prerender } from './scripts/prerender.ts';
import { localSupabase } from './supabase/local/vite-plugin.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));

/**
 * The chunks the entry imports statically (React, the router): every page has run them before any dynamic
 * import, so listing them among a lazy chunk's preloads only costs bytes in the entry and links at run time.
 */
const loadedWithEntry = new Set<string>();
const recordEntryImports: Plugin = {
  name: 'record-entry-imports',
  apply: 'build',
  generateBundle: {
    order: 'pre',
    handler(_, bundle) {
      for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk' && chunk.isEntry) chunk.imports.forEach((file) => loadedWithEntry.add(file));
    },
  },
};
/** TanStack Query's mutation hook and observer: only the back office's screens use them. */
const QUERY_MUTATIONS = /[\\/]node_modules[\\/]@tanstack[\\/]\S*[\\/](useMutation|mutationObserver)\.js$/;

export default defineConfig({
  plugins: [react(), tailwindcss(), localSupabase(), prerender(), recordEntryImports],
  resolve: { alias: { '@': src } },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: {
    // Every browser the site supports preloads modules itself; the polyfill would only add bytes to the entry.
    modulePreload: { polyfill: false, resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? deps.filter((dep) => !loadedWithEntry.has(dep)) : deps) },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // TanStack Query in one chunk, loaded with the screens that read data (decision 037). Split by which
          // screens import which of its modules, it was five chunks and 2 KB more. Its own modules only: with
          // their dependencies, React would be drawn in and every page would import this chunk. Mutations are
          // the back office's alone (public forms send with useSubmission): their hook has a chunk of its own.
          groups: [
            { name: 'query-mutations', test: QUERY_MUTATIONS, includeDependenciesRecursively: false, priority: 2 },
            { name: 'query-cache', test: /[\\/]node_modules[\\/]@tanstack[\\/]/, includeDependenciesRecursively: false, priority: 1 },
          ],
        },
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          globals: true,
          // Tests of what renders (`*.test.tsx`) and of the little else that needs a page (`*.dom.test.ts`).
          include: ['src/**/*.test.tsx', 'src/**/*.dom.test.ts'],
          setupFiles: ['src/testing/setup.ts'],
          // Typing a whole form with user-event takes seconds when the machine is busy (CI shares its cores);
          // a test cut short at 5 s would also go on typing into the next test's screen.
          testTimeout: 20_000,
          // jsdom tests only use the CPU: one worker per core, before the integration project starts.
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-node',
          // Rules, data and scripts need no page: without jsdom a file starts in a fraction of the time.
          environment: 'node',
          globals: true,
          include: ['src/**/*.test.ts', 'eslint-rules/*.test.ts', 'scripts/*.test.ts', 'bench/*.test.ts', 'supabase/local/**/*.test.ts'],
          exclude: ['src/**/*.dom.test.ts'],
          setupFiles: ['src/testing/setup-node.ts'],
          testTimeout: 20_000,
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          environment: 'node',
          globals: true,
          include: ['tests/**/*.test.ts'],
          globalSetup: ['tests/setup/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One file per worker at a time, each worker on a stack of its own (tests/setup/global-setup.ts,
          // decision 041): files running together share no database, statistics, limits or outbox. Started
          // after the unit tests, so the two workers have the machine's two cores.
          maxWorkers: 2,
          // Concurrent tests (the axe checks open a browser page each) two at a time per worker: four pages on two
          // cores. At vitest's default of five, ten pages shared the cores and a check took over its 60 s.
          maxConcurrency: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
