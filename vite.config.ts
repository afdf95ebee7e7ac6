import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { crewFirstScript } from './scripts/crew-first-script.ts';
import { crewServiceWorker } from './scripts/crew-service-worker.ts';
import { prerender } from './scripts/prerender.ts';
import { reactRouterTreeShaking } from './scripts/react-router-tree-shaking.ts';
import { FileTimesReporter, LongestFirstSequencer } from './scripts/test-times.ts';
import { localSupabase } from './supabase/local/vite-plugin.ts';

const src = fileURLToPath(new URL('./src', import.meta.url));

/**
 * The chunks the entry imports statically (React, the router): every page has run them before any dynamic
 * import, so listing them among a lazy chunk's preloads only costs bytes in the entry and links at run time.
 * Two entries (the site's, and the crew pages' of decision 057): a chunk's dynamic imports leave out what every
 * entry that reaches that chunk imports (for the site's chunks, React and the router, as before).
 */
const loadedBeforeChunk = new Map<string, Set<string>>();
const recordEntryImports: Plugin = {
  name: 'record-entry-imports',
  apply: 'build',
  generateBundle: {
    order: 'pre',
    handler(_, bundle) {
      loadedBeforeChunk.clear();
      const chunks = new Map<string, { imports: string[]; dynamicImports: string[] }>();
      for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk') chunks.set(chunk.fileName, chunk);
      const entries = Object.values(bundle).flatMap((chunk) => (chunk.type === 'chunk' && chunk.isEntry ? [chunk] : []));
      for (const entry of entries) {
        const queue = [entry.fileName];
        const reached = new Set<string>();
        while (queue.length) {
          const file = queue.pop() as string;
          if (reached.has(file)) continue;
          reached.add(file);
          queue.push(...(chunks.get(file)?.imports ?? []), ...(chunks.get(file)?.dynamicImports ?? []));
        }
        for (const file of reached) {
          const known = loadedBeforeChunk.get(file);
          loadedBeforeChunk.set(file, new Set(known ? entry.imports.filter((dep) => known.has(dep)) : entry.imports));
        }
      }
    },
  },
};
/**
 * The crew's phone pages are an app of their own (crew.html, src/crew-main.tsx; docs/decisions/057): the dev server
 * answers /crew/… with it, as the preview server (scripts/prerender.ts) and the hosts (docs/deployment.md) do; /crew
 * itself is crew.html by Vite's own rule.
 */
const crewPagesInDev: Plugin = {
  name: 'crew-pages',
  apply: 'serve',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      const [pathname, query = ''] = (req.url ?? '').split('?');
      if (req.method === 'GET' && pathname.startsWith('/crew/') && (req.headers.accept ?? '').includes('text/html')) req.url = `/crew.html${query ? `?${query}` : ''}`;
      next();
    });
  },
};
/** TanStack Query's mutation hook and observer: only the back office's screens use them. */
const QUERY_MUTATIONS = /[\\/]node_modules[\\/]@tanstack[\\/]\S*[\\/](useMutation|mutationObserver)\.js$/;

/** The projects whose tests render (jsdom): `*.test.tsx`, and the little else that needs a page (`*.dom.test.ts`). */
const jsdomProject = {
  environment: 'jsdom',
  globals: true,
  include: ['src/**/*.test.tsx', 'src/**/*.dom.test.ts'],
  setupFiles: ['src/testing/setup.ts'],
  // Typing a whole form with user-event takes seconds when the machine is busy (CI shares its cores);
  // a test cut short at 5 s would also go on typing into the next test's screen.
  testTimeout: 20_000,
  // jsdom tests only use the CPU: one worker per core, before the integration project starts.
  maxWorkers: 2,
};

export default defineConfig({
  // The crew pages' service worker, crew-sw.js (decision 058): built from src/crew-sw.ts with the crew entry's files;
  // crew.html's first script asks for the crew's list as the page opens (decision 098).
  plugins: [
    react(),
    tailwindcss(),
    reactRouterTreeShaking(),
    localSupabase(),
    prerender(),
    recordEntryImports,
    crewPagesInDev,
    crewServiceWorker(),
    crewFirstScript(),
  ],
  resolve: { alias: { '@': src } },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: {
    // Every browser the site supports preloads modules itself; the polyfill would only add bytes to the entry.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostId, hostType }) => (hostType === 'js' ? deps.filter((dep) => !loadedBeforeChunk.get(hostId)?.has(dep)) : deps),
    },
    rolldownOptions: {
      // The site's entry, and the crew pages' (decision 057): a phone opening /crew loads no public layout.
      input: { main: fileURLToPath(new URL('./index.html', import.meta.url)), crew: fileURLToPath(new URL('./crew.html', import.meta.url)) },
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
    // Each file's time after every run, and the longest files first (docs/testing.md).
    reporters: ['default', new FileTimesReporter()],
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          ...jsdomProject,
          // One page and one module graph per worker, not per file: a fresh jsdom and app graph for each of about 90
          // files was three quarters of the project's time (docs/decisions/069). setup.ts resets what a file may
          // leave behind; a file whose tests need modules evaluated afresh (a vi.mock of a module others import, a
          // lazy chunk not yet loaded) is named *.isolated.test.tsx and runs in the next project.
          isolate: false,
          exclude: ['src/**/*.isolated.test.tsx'],
          // The three unit projects run one after the other: together, each with workers of its own, they took
          // 127 s of CPU for what takes 88 in turn (docs/decisions/082).
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: { name: 'unit-isolated', ...jsdomProject, include: ['src/**/*.isolated.test.tsx'], sequence: { groupOrder: 1 } },
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
          // One module graph per worker, as the unit project (docs/decisions/069): 24 s of set-up became 4.
          isolate: false,
          testTimeout: 20_000,
          maxWorkers: 2,
          sequence: { groupOrder: 2 },
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
          // expect.poll gives up after 1 s by default: a list that loads in 2 s on a busy CI machine is not a
          // failure. Playwright's own waits allow 30 s; so do the polls (each still inside the test's 60 s).
          expect: { poll: { timeout: 30_000 } },
          // One process per worker for all its files (decision 076): a fresh one per file cost its start and the
          // imports of Playwright, pg and the clients again, about 90 s of a CI run. Support modules keep no state
          // a file relies on; each file closes its browser and its pages (tests/support/browser.ts).
          isolate: false,
          sequence: { groupOrder: 3 },
        },
      },
    ],
  },
});
