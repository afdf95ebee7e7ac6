import { existsSync, writeFileSync } from 'node:fs';
import { displayPath, StandInError } from './context.ts';
import { withLocalDatabase } from './standin.ts';

/**
 * `npm run db:reset`: rebuild the local database from supabase/migrations and supabase/seed.sql.
 * `npm run db:types`: regenerate src/lib/database.types.ts from the local database (gen-types.ts).
 * Both honour SUPABASE_LOCAL_DIR like `npm start` does.
 */

const GEN_TYPES = new URL('./gen-types.ts', import.meta.url);
const TYPES_FILE = new URL('../../src/lib/database.types.ts', import.meta.url);

type GenerateTypes = (dbUrl: string) => Promise<string>;

async function reset(): Promise<void> {
  await withLocalDatabase({ reset: true, log: (msg) => console.log(msg) }, async ({ report }) => {
    const migrations = report?.applied.length ?? 0;
    console.log(`Local database rebuilt: ${migrations} migration(s)${report?.seeded ? ' and the seed' : ''} applied.`);
  });
}

async function types(): Promise<void> {
  if (!existsSync(GEN_TYPES)) {
    throw new StandInError(`Type generation is not available yet (${displayPath(GEN_TYPES.pathname)} does not exist).`);
  }
  const { generateTypes } = (await import(GEN_TYPES.href)) as { generateTypes: GenerateTypes };
  await withLocalDatabase({ log: (msg) => console.log(msg) }, async ({ dbUrl }) => {
    writeFileSync(TYPES_FILE, await generateTypes(dbUrl));
    console.log(`Wrote ${displayPath(TYPES_FILE.pathname)}.`);
  });
}

const commands: Record<string, () => Promise<void>> = { reset, types };
const command = commands[process.argv[2] ?? ''];

if (!command) {
  console.error('usage: node supabase/local/cli.ts <reset|types>');
  process.exitCode = 2;
} else {
  try {
    await command();
  } catch (error) {
    console.error(error instanceof StandInError ? error.message : error);
    process.exitCode = 1;
  }
}
