import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { Plugin, Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/**
 * Builds the crew pages' service worker (src/crew-sw.ts, docs/decisions/058) as `crew-sw.js` at the site's root, and
 * writes into it what it keeps: `/crew` (the shell, as the crew open it) and every file the crew entry can load, its
 * chunks, lazy ones included, their CSS and assets, by their hashed names. Its version is a hash of crew.html and
 * that list, so a build that changes either is a new worker, and one that changes neither leaves the phones alone.
 * The site's own entry and pages are untouched: nothing of this reaches them.
 */

const CREW_SW_FILE = 'crew-sw.js';
/** The shell the worker keeps: the address the crew open, never crew.html (a host may redirect that to /crew). */
const SHELL = '/crew';
const PLACEHOLDER = '__CREW_OFFLINE__';
const SOURCE = fileURLToPath(new URL('../src/crew-sw.ts', import.meta.url));

/** Every file the chunk `entry` loads, statically or lazily, with their CSS and assets. */
export function filesReachedFrom(entry: OutputChunk, bundle: OutputBundle): string[] {
  const files = new Set<string>();
  const queue = [entry.fileName];
  while (queue.length) {
    const file = queue.pop() as string;
    if (files.has(file)) continue;
    files.add(file);
    const chunk = bundle[file];
    if (chunk?.type !== 'chunk') continue;
    const { importedCss, importedAssets } = chunk.viteMetadata ?? {};
    for (const dependency of [...(importedCss ?? []), ...(importedAssets ?? [])]) files.add(dependency);
    queue.push(...chunk.imports, ...chunk.dynamicImports);
  }
  return [...files].sort();
}

/** The worker's code with what it keeps written in: the shell, `files`, and a version that changes with either. */
export function withKeptFiles(workerCode: string, crewHtml: string, files: string[]): string {
  const kept = [SHELL, ...files.map((file) => `/${file}`)];
  const version = createHash('sha256').update(crewHtml).update(kept.join('\n')).digest('hex').slice(0, 16);
  const occurrences = workerCode.split(PLACEHOLDER).length - 1;
  if (occurrences !== 1) throw new Error(`crew-service-worker: expected ${PLACEHOLDER} once in the worker, found it ${occurrences} times.`);
  return workerCode.replace(PLACEHOLDER, () => JSON.stringify({ version, files: kept }));
}

export function crewServiceWorker(): Plugin {
  return {
    name: 'crew-service-worker',
    apply: (config, { command }) => command === 'build' && !config.build?.ssr,
    buildStart() {
      this.emitFile({ type: 'chunk', id: SOURCE, fileName: CREW_SW_FILE });
    },
    generateBundle: {
      // After Vite has written crew.html into the bundle.
      order: 'post',
      handler(_, bundle) {
        const worker = bundle[CREW_SW_FILE];
        const entry = Object.values(bundle).find((output): output is OutputChunk => output.type === 'chunk' && output.isEntry && output.facadeModuleId?.endsWith('/crew.html') === true);
        const html = bundle['crew.html'];
        if (worker?.type !== 'chunk' || !entry || html?.type !== 'asset') throw new Error('crew-service-worker: the crew entry, crew.html or the worker is missing from the build.');
        if (worker.imports.length > 0 || worker.dynamicImports.length > 0) throw new Error('crew-service-worker: src/crew-sw.ts must import nothing (a worker runs as a classic script).');
        worker.code = withKeptFiles(worker.code, String(html.source), filesReachedFrom(entry, bundle));
      },
    },
  };
}
