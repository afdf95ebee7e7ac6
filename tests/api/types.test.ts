import { readFileSync } from 'node:fs';
import { it, expect } from 'vitest';
import { generateTypes } from '../../supabase/local/gen-types';
import { dbUrl } from '../support/stack';

/**
 * src/lib/database.types.ts is generated from the schema (`npm run db:types`). Regenerating it from
 * this run's database, freshly migrated, must give the committed file byte for byte, so the
 * front end's types cannot drift from the migrations.
 */
it('src/lib/database.types.ts matches the live schema', async () => {
  const live = await generateTypes(dbUrl());
  const committed = readFileSync(new URL('../../src/lib/database.types.ts', import.meta.url), 'utf8');
  expect(committed, 'src/lib/database.types.ts is stale: run `npm run db:types` and commit the result').toBe(live);
});
