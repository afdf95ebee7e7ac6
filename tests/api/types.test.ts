import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { it, expect } from 'vitest';
import { dbUrl } from '../support/stack';

/**
 * src/lib/database.types.ts is generated from the schema (`npm run db:types`). Regenerating it from
 * this run's database, freshly migrated, must give the committed file byte for byte, so the
 * front end's types cannot drift from the migrations.
 *
 * The generator runs in a process of its own: postgres-meta sets pg's type parsers for its whole process when it
 * loads (64-bit integers as numbers, times as strings), and the other files sharing this worker read those with
 * pg's own parsers (decision 076).
 */
const GEN_TYPES = new URL('../../supabase/local/gen-types.ts', import.meta.url).href;

it('src/lib/database.types.ts matches the live schema', async () => {
  const program = `const { generateTypes } = await import(${JSON.stringify(GEN_TYPES)});
process.stdout.write(await generateTypes(${JSON.stringify(dbUrl())}));`;
  const { stdout: live } = await promisify(execFile)(process.execPath, ['--input-type=module', '--eval', program], { maxBuffer: 32 * 1024 * 1024 });
  const committed = readFileSync(new URL('../../src/lib/database.types.ts', import.meta.url), 'utf8');
  expect(committed, 'src/lib/database.types.ts is stale: run `npm run db:types` and commit the result').toBe(live);
});
