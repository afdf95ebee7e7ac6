import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { runDir } from '../support/stack';

/**
 * The edge functions are Deno code, outside ESLint and tsc: Deno's own checker and linter run here.
 * They must also need no network (no npm:, jsr: or https: imports), so the stand-in runs them offline
 * and `supabase functions deploy` bundles them as they are.
 */

const FUNCTIONS_DIR = fileURLToPath(new URL('../../supabase/functions', import.meta.url));
const run = promisify(execFile);
const deno = (createRequire(import.meta.url)('deno/install_api.cjs') as { runInstall(): string }).runInstall();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

function denoEnv(): NodeJS.ProcessEnv {
  return { ...process.env, DENO_DIR: join(runDir(), 'deno-check'), DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1' };
}

describe('supabase/functions', () => {
  it('imports nothing from the network', () => {
    for (const file of sourceFiles(FUNCTIONS_DIR)) {
      const specifiers = [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((m) => m[1]);
      for (const specifier of specifiers) expect(specifier, file).toMatch(/^\.\.?\//);
    }
  });

  it('type-checks with deno check', async () => {
    const entries = readdirSync(FUNCTIONS_DIR, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
      .map((entry) => join(FUNCTIONS_DIR, entry.name, 'index.ts'));
    expect(entries.length).toBeGreaterThan(0);
    await run(deno, ['check', '--no-config', '--no-lock', '--no-remote', '--no-npm', ...entries], { env: denoEnv() });
  });

  it('passes deno lint', async () => {
    await run(deno, ['lint', '--no-config', FUNCTIONS_DIR], { env: denoEnv() });
  });
});
