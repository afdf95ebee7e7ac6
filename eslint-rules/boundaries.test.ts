import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { boundaries } from './boundaries.ts';

const projectRoot = resolve(import.meta.dirname, '..');
const fixtureRoot = join(import.meta.dirname, 'fixtures', 'boundaries');

/** The message ids a fixture's first line promises (`// expect: a, b` or `// expect: none`). */
function expectedErrors(file: string): string[] {
  const promise = /^\/\/ expect: (.*)$/m.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
  return promise.startsWith('none') ? [] : promise.split(',').map((id) => id.trim());
}

describe('boundaries lint rule', () => {
  it('reports each planted crossing in the fixture, and nothing in the allowed files', { timeout: 60_000 }, async () => {
    const eslint = new ESLint({
      cwd: projectRoot,
      overrideConfigFile: true,
      overrideConfig: [
        {
          files: ['**/*.{ts,tsx}'],
          languageOptions: { parser: tseslint.parser },
          plugins: { local: { rules: { boundaries } } },
          rules: { 'local/boundaries': ['error', { root: fixtureRoot, supabaseClientAllowed: ['src/lib/supabase.ts'] }] },
        },
      ],
    });
    const results = await eslint.lintFiles([fixtureRoot]);
    expect(results).toHaveLength(9);
    for (const result of results) {
      const file = relative(fixtureRoot, result.filePath);
      expect({ file, errors: result.messages.map((message) => message.messageId ?? message.message) }).toEqual({
        file,
        errors: expectedErrors(result.filePath),
      });
    }
  });

  // `npm run lint` lints the real tree with this rule; here only that the project config applies it there.
  it.each(['src/features/leads/index.ts', 'src/components/Link.tsx', 'tests/e2e/sites.test.ts'])('is on, as an error, for %s in the project config', async (file) => {
    const config = (await new ESLint({ cwd: projectRoot }).calculateConfigForFile(file)) as { rules?: Record<string, unknown[]> };
    expect(config.rules?.['local/boundaries']?.[0]).toBe(2);
  });
});
