import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { filesReachedFrom, withKeptFiles } from './crew-service-worker.ts';

/**
 * What the crew pages' service worker keeps (docs/decisions/058): every file the crew entry can load, lazily too,
 * nothing of the site's own pages; and a version that changes when crew.html or a file name does.
 */

type Chunk = Rolldown.OutputChunk;

function chunk(fileName: string, imports: string[] = [], dynamicImports: string[] = [], css: string[] = []): Chunk {
  return { type: 'chunk', fileName, imports, dynamicImports, viteMetadata: { importedCss: new Set(css), importedAssets: new Set() } } as unknown as Chunk;
}

describe('the crew service worker build', () => {
  it('keeps the crew entry, what it imports and loads lazily, and their CSS, never the site’s own chunks', () => {
    const bundle = Object.fromEntries(
      [
        chunk('assets/crew-a1.js', ['assets/react-b2.js'], ['assets/CrewJob-c3.js'], ['assets/src-d4.css']),
        chunk('assets/react-b2.js'),
        chunk('assets/CrewJob-c3.js', ['assets/react-b2.js'], ['assets/photo-runtime-e5.js']),
        chunk('assets/photo-runtime-e5.js'),
        chunk('assets/main-f6.js', ['assets/react-b2.js'], ['assets/HomePage-g7.js']),
        chunk('assets/HomePage-g7.js'),
      ].map((output) => [output.fileName, output]),
    ) as unknown as Rolldown.OutputBundle;
    expect(filesReachedFrom(bundle['assets/crew-a1.js'] as Chunk, bundle)).toEqual([
      'assets/CrewJob-c3.js',
      'assets/crew-a1.js',
      'assets/photo-runtime-e5.js',
      'assets/react-b2.js',
      'assets/src-d4.css',
    ]);
  });

  it('writes the shell and the files into the worker, with a version that changes with crew.html or a file', () => {
    const code = 'const { version, files } = __CREW_OFFLINE__;';
    const kept = (html: string, files: string[]) => JSON.parse(withKeptFiles(code, html, files).slice('const { version, files } = '.length, -1)) as { version: string; files: string[] };
    const built = kept('<html>1</html>', ['assets/crew-a1.js']);
    expect(built.files).toEqual(['/crew', '/assets/crew-a1.js']);
    expect(kept('<html>1</html>', ['assets/crew-a1.js']).version).toBe(built.version);
    expect(kept('<html>2</html>', ['assets/crew-a1.js']).version).not.toBe(built.version);
    expect(kept('<html>1</html>', ['assets/crew-z9.js']).version).not.toBe(built.version);
    expect(() => withKeptFiles('nothing to write into', '', [])).toThrow(/expected __CREW_OFFLINE__ once/);
  });
});
